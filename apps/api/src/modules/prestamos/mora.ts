import { moraDeCuota, ZONA_DE_NEGOCIO } from '@prestamos/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * La mora no se guarda: se calcula a la fecha (domain/cobros.ts) con la regla de cada préstamo, la que la empresa
 * tenía el día que se firmó (issue 12): cambiar los ajustes no reescribe la mora de los préstamos ya dados.
 *
 * Lo que el cálculo necesita (la cuota, lo abonado por día y la regla del préstamo) viaja como columnas de la misma
 * consulta que muestra el préstamo o la cuota, no en consultas aparte: cada ida a la base cuesta más CPU del servidor
 * que leer esas pocas filas (docs/decisiones/0018-costo-por-peticion.md).
 */

/**
 * `pasoLaGracia` del dominio (domain/cobros.ts) escrita en SQL, para filtrar en la base: `vence` y `diasGracia` son
 * columnas. La compara con la del dominio una prueba de propiedades (db/reglas-escritas-dos-veces.test.ts).
 */
export const pasoLaGraciaEnSql = (vence: SQL, hoy: string, diasGracia: SQL) =>
  sql`${vence} < ${hoy}::date - ${diasGracia}`;

/**
 * ¿La cuota `c` de su préstamo `p` ya genera mora hoy? (activo, con porcentaje, abierta y pasada la gracia). El
 * vencimiento impago más antiguo del préstamo, que es anterior o igual al de cualquier cuota abierta, va también: solo
 * mira columnas del préstamo, así que un préstamo al día no busca sus cuotas (la mayoría en una lista o una ruta).
 */
const generaMora = (hoy: string) => sql`p.estado = 'ACTIVO' and p.mora_porcentaje > 0
  and ${pasoLaGraciaEnSql(sql`p.primer_vencimiento_impago`, hoy, sql`p.dias_gracia`)}
  and c.estado_cuota <> 'PAGADA' and ${pasoLaGraciaEnSql(sql`c.fecha_debe_pagar`, hoy, sql`p.dias_gracia`)}`;

/** Lo abonado a interés y capital de la cuota `c` por día de negocio, como json (la mora de cada mes va sobre el saldo de ese día). */
const abonosDeLaCuota = sql`case when c.abonado_capital_centavos + c.abonado_interes_centavos > 0 then (
    select json_agg(json_build_object('fecha', a.fecha, 'centavos', a.centavos)) from (
      select (d.creado_en at time zone ${ZONA_DE_NEGOCIO})::date::text as fecha,
        sum(d.capital_pagado_centavos + d.interes_pagado_centavos) as centavos
      from detalle_pago d
      where d.id_empresa = c.id_empresa and d.id_pago = c.id_pago and d.estado = 'VIGENTE'
      group by 1) a)
  end`;

/** Lo abonado por día a una cuota, como llega en json (null: nada). */
type Abonos = { fecha: string; centavos: number | string }[] | null;

/** Una cuota que genera mora, tal como llega en el json de `columnasDeMora`. */
interface CuotaEnMora {
  id_pago: number;
  vence: string;
  monto: number | string;
  mora_pagada: number | string;
  abonos: Abonos;
}

/** La regla de mora del préstamo y sus cuotas que la generan hoy (columnas de `columnasDeMora`). */
export interface MoraDeLaFila {
  mora_porcentaje: string | number;
  dias_gracia: number;
  cuotas_en_mora: CuotaEnMora[] | null;
}

/**
 * Columnas (sobre el préstamo `p`) con lo que hace falta para su mora de hoy: la regla y las cuotas que la generan,
 * cada una con sus abonos por día, en un arreglo json (null si no hay ninguna).
 */
export function columnasDeMora(hoy: string): SQL {
  return sql`p.mora_porcentaje, p.dias_gracia, (
      select json_agg(json_build_object('id_pago', c.id_pago, 'vence', c.fecha_debe_pagar, 'monto', c.monto_cuota_centavos,
        'mora_pagada', c.mora_pagada_centavos, 'abonos', ${abonosDeLaCuota}))
      from cuota c
      where c.id_empresa = p.id_empresa and c.id_prestamo = p.id_prestamo and ${generaMora(hoy)}
    ) as cuotas_en_mora`;
}

/** La mora de hoy de una cuota con la regla de su préstamo (domain/cobros.ts), con los números como llegan de la base. */
function moraDe(
  c: { vence: string; monto: number | string; mora_pagada: number | string; abonos: Abonos },
  regla: { mora_porcentaje: string | number; dias_gracia: number },
  hoy: string,
): number {
  return moraDeCuota(
    {
      montoCentavos: Number(c.monto),
      vence: c.vence,
      abonos: (c.abonos ?? []).map((a) => ({ fecha: a.fecha, centavos: Number(a.centavos) })),
      moraPagadaCentavos: Number(c.mora_pagada),
    },
    hoy,
    { porcentaje: Number(regla.mora_porcentaje), diasGracia: regla.dias_gracia },
  );
}

/** La mora de hoy de cada cuota del préstamo de la fila, en centavos (solo las que tienen). */
function moraDeLaFila(fila: MoraDeLaFila, hoy: string): Map<number, number> {
  const mora = new Map<number, number>();
  for (const c of fila.cuotas_en_mora ?? []) {
    const centavos = moraDe(c, fila, hoy);
    if (centavos > 0) mora.set(c.id_pago, centavos);
  }
  return mora;
}

/** La mora de hoy de la fila entera (la suma de sus cuotas). */
export function moraTotalDeLaFila(fila: MoraDeLaFila, hoy: string): number {
  let total = 0;
  for (const centavos of moraDeLaFila(fila, hoy).values()) total += centavos;
  return total;
}

/**
 * Columnas (sobre la cuota `c` de su préstamo `p`) con lo que hace falta para la mora de hoy de esa sola cuota: la
 * regla del préstamo, lo ya cobrado de mora y, si genera mora, sus abonos por día.
 */
export function columnasDeMoraDeLaCuota(hoy: string): SQL {
  return sql`p.mora_porcentaje, p.dias_gracia, c.mora_pagada_centavos,
    case when ${generaMora(hoy)} then coalesce(${abonosDeLaCuota}, '[]'::json) end as abonos_en_mora`;
}

/** Lo que `moraDeLaCuota` lee de una fila: las columnas de `columnasDeMoraDeLaCuota` y el monto y vencimiento de la cuota. */
export interface ColumnasDeMoraDeLaCuota {
  mora_porcentaje: string | number;
  dias_gracia: number;
  mora_pagada_centavos: string | number;
  abonos_en_mora: Abonos;
  monto_cuota_centavos: string | number;
  fecha_debe_pagar: string;
}

/** La mora de hoy de una cuota, en centavos, de las columnas de `columnasDeMoraDeLaCuota` (0 si no genera). */
export function moraDeLaCuota(f: ColumnasDeMoraDeLaCuota, hoy: string): number {
  if (!f.abonos_en_mora) return 0;
  return moraDe(
    {
      vence: f.fecha_debe_pagar,
      monto: f.monto_cuota_centavos,
      mora_pagada: f.mora_pagada_centavos,
      abonos: f.abonos_en_mora,
    },
    f,
    hoy,
  );
}
