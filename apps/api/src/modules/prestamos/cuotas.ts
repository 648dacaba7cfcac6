import type { CuotaListada } from '@prestamos/contract';
import { centavosAPesos, estadoMostrado, formatearTelefono } from '@prestamos/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { type Lectura, lectura, leer } from '../../db/lecturas';
import { cobradorDe, filasDe, prestamoAlAlcance } from '../../db/transacciones';
import type { Coincidencias } from '../../lib/busqueda';
import {
  type ClaveDeOrden,
  type Conteo,
  columnaDeTotal,
  conteoDe,
  limiteDePagina,
  type Total,
  totalConTope,
  totalExacto,
} from '../../lib/paginas';
import { type ColumnasDeMoraDeLaCuota, columnasDeMoraDeLaCuota, moraDeLaCuota } from './mora';

interface FilaCuota extends ColumnasDeMoraDeLaCuota {
  id_pago: number;
  id_prestamo: number;
  codigo_prestamo: string;
  id_cliente: number;
  nombres: string;
  apellidos: string;
  telefono: string | null;
  prestamo_estado: string;
  es_primera_abierta: boolean;
  no_cuota: number;
  fecha_original: string;
  fecha_siguiente: string | null;
  estado_cuota: string;
  capital_cuota_centavos: string;
  interes_cuota_centavos: string;
  balance_prestamo_centavos: string;
  abonado_capital_centavos: string;
  abonado_interes_centavos: string;
  last_detalle_id: number | null;
  last_recibo: string | null;
}

function aCuota(f: FilaCuota, hoy: string): CuotaListada {
  const moraCentavos = moraDeLaCuota(f, hoy);
  const monto = Number(f.monto_cuota_centavos);
  const abonado = Number(f.abonado_capital_centavos) + Number(f.abonado_interes_centavos);
  const pagada = f.estado_cuota === 'PAGADA';
  return {
    id_pago: f.id_pago,
    id_prestamo: f.id_prestamo,
    codigo_prestamo: f.codigo_prestamo,
    id_cliente: f.id_cliente,
    cliente: `${f.nombres} ${f.apellidos}`,
    telefono: f.telefono ? formatearTelefono(f.telefono) : null,
    prestamo_estado: f.prestamo_estado,
    es_primera_abierta: f.es_primera_abierta,
    no_cuota: f.no_cuota,
    fecha_debe_pagar: f.fecha_debe_pagar,
    fecha_original: f.fecha_original,
    fecha_siguiente: f.fecha_siguiente,
    estado_cuota: estadoMostrado(f.estado_cuota, f.fecha_debe_pagar, hoy),
    monto_cuota: centavosAPesos(monto),
    capital_cuota: centavosAPesos(Number(f.capital_cuota_centavos)),
    interes_cuota: centavosAPesos(Number(f.interes_cuota_centavos)),
    balance_prestamo: centavosAPesos(Number(f.balance_prestamo_centavos)),
    abonado: centavosAPesos(abonado),
    interes_pendiente: centavosAPesos(Number(f.interes_cuota_centavos) - Number(f.abonado_interes_centavos)),
    capital_pendiente: centavosAPesos(Number(f.capital_cuota_centavos) - Number(f.abonado_capital_centavos)),
    adeudado: centavosAPesos(pagada ? 0 : monto - abonado + moraCentavos),
    mora: centavosAPesos(pagada ? 0 : moraCentavos),
    last_detalle_id: f.last_detalle_id,
    last_recibo: f.last_recibo,
  };
}

/**
 * Las columnas de una cuota mostrada (`c`): su préstamo (`p`), su cliente (`cl`), si es la primera abierta, el
 * vencimiento de la siguiente (`fechaSiguiente`), el último pago (`ultimo`) y lo que hace falta para su mora de hoy;
 * `extra`, otra columna de la misma sentencia (el total de la lista).
 */
const columnasDeCuota = (hoy: string, fechaSiguiente: SQL, extra?: SQL) => sql`
  select c.id_pago, c.id_prestamo, p.codigo_prestamo, p.id_cliente, cl.nombres, cl.apellidos, cl.telefono,
    p.estado as prestamo_estado, (p.estado = 'ACTIVO' and c.id_pago = p.id_pago_primera_abierta) as es_primera_abierta,
    c.no_cuota, c.fecha_debe_pagar::text as fecha_debe_pagar, c.fecha_original::text as fecha_original,
    (${fechaSiguiente})::text as fecha_siguiente, c.estado_cuota,
    c.monto_cuota_centavos, c.capital_cuota_centavos, c.interes_cuota_centavos, c.balance_prestamo_centavos,
    c.abonado_capital_centavos, c.abonado_interes_centavos,
    ultimo.id_detalle_pago as last_detalle_id, ultimo.no_recibo as last_recibo,
    ${columnasDeMoraDeLaCuota(hoy)}${extra ? sql`, ${extra}` : sql``}`;

/** Cuotas sueltas de una lista: cada una busca su préstamo, su cliente, su último pago y la cuota siguiente. */
const cuotasBase = (hoy: string, extra: SQL | undefined) => sql`
  ${columnasDeCuota(hoy, sql`siguiente.fecha_debe_pagar`, extra)}
  from cuota c
  join prestamo p on p.id_empresa = c.id_empresa and p.id_prestamo = c.id_prestamo
  join cliente cl on cl.id_empresa = p.id_empresa and cl.id_cliente = p.id_cliente
  left join lateral (
    select d.id_detalle_pago, r.no_recibo from detalle_pago d
    join recibo r on r.id_empresa = d.id_empresa and r.id_recibo = d.id_recibo
    where d.id_empresa = c.id_empresa and d.id_pago = c.id_pago and d.estado = 'VIGENTE'
    order by d.id_detalle_pago desc limit 1
  ) ultimo on true
  left join cuota siguiente on siguiente.id_empresa = c.id_empresa and siguiente.id_prestamo = c.id_prestamo
    and siguiente.no_cuota = c.no_cuota + 1`;

/** Filtro de cuotas: condiciones sobre la cuota `c` y su préstamo `p` (nunca sobre el cliente: va por su índice). */
export interface FiltroDeCuotas {
  donde: SQL;
  orden?: SQL;
  limite?: number;
  desde?: number;
  /** Con cursor: la condición que deja solo las filas posteriores a la última de la página anterior. */
  despues?: SQL;
  /**
   * Si `donde` mira solo la cuota y la transacción ve toda la empresa, las ids se eligen sin unir el préstamo: la página
   * 1 000 recorre solo el índice de cuotas abiertas.
   */
  soloCuota?: boolean;
  /** El total de la lista, leído en la misma sentencia que la página (`paginaDeCuotas`). */
  total?: Total;
  /**
   * Las cuotas del filtro ya elegidas en un `with` (`cuotasBuscadas`): la página se elige de ellas, sin volver a
   * `donde`.
   */
  elegidas?: SQL;
  /** Una página profunda que empieza en un día calculado en un `with` en vez de saltar `desde` filas (`SaltoDePagina`). */
  salto?: SaltoDePagina;
}

/**
 * Dónde empieza una página sin recorrer las filas anteriores: `con` es el `with` que lo calcula, `condicion` deja las
 * filas desde ese punto y `desde`, cuántas de ellas saltar todavía.
 */
export interface SaltoDePagina {
  con: SQL;
  condicion: SQL;
  desde: SQL;
}

/** Las cuotas (`c`) del filtro con su préstamo (`p`), al alcance de quien pregunta. */
const cuotasDe = (tx: Tx, idEmpresa: number, donde: SQL) => sql`
  from cuota c join prestamo p on p.id_empresa = c.id_empresa and p.id_prestamo = c.id_prestamo
  where c.id_empresa = ${idEmpresa} and ${prestamoAlAlcance(tx)} and ${donde}`;

/**
 * Cuotas con su préstamo, cliente, último pago y mora de hoy. La usan el cronograma de un préstamo, la lista de
 * cuotas por cobrar y la cuota que toca cobrarle a un cliente. Primero se eligen los ids de la página por el índice
 * del orden y luego se completan solo esas filas (PostgreSQL calcula las columnas también de las filas que OFFSET
 * salta).
 */
function consultaDeCuotas(tx: Tx, idEmpresa: number, hoy: string, filtro: FiltroDeCuotas) {
  const orden = filtro.orden ?? sql`c.no_cuota`;
  const donde = filtro.despues ? sql`${filtro.donde} and ${filtro.despues}` : filtro.donde;
  const total = filtro.total ? columnaDeTotal(filtro.total) : undefined;
  const { salto } = filtro;
  if (salto && filtro.total?.con) throw new Error('Una página con salto no lleva otro with.');
  const conSalto = salto ? sql`${donde} and ${salto.condicion}` : donde;
  const ids = filtro.elegidas
    ? sql`from ${filtro.elegidas} c where ${filtro.despues ?? sql`true`}`
    : filtro.soloCuota && cobradorDe(tx) === null
      ? sql`from cuota c where c.id_empresa = ${idEmpresa} and ${conSalto}`
      : cuotasDe(tx, idEmpresa, conSalto);
  const desde = filtro.despues ? 0 : (salto?.desde ?? filtro.desde ?? 0);
  return sql`${salto?.con ?? filtro.total?.con ?? sql``} ${cuotasBase(hoy, total)} where c.id_empresa = ${idEmpresa} and c.id_pago in (
        select c.id_pago ${ids}
        order by ${orden} ${limiteDePagina(filtro.limite ?? 5000, desde)})
      order by ${orden}`;
}

/**
 * Las cuotas de una búsqueda, elegidas una vez por sentencia (su vencimiento y su id, en el `with` `buscadas`): la
 * página y su total las leen de ahí. Leerlas por separado recorría dos veces las cuotas abiertas de los préstamos que
 * coinciden ("rosa gomez": 994 de 246 préstamos; un 30 % más de la base por petición). Solo con una búsqueda y sin
 * cobrador (`donde` mira solo la cuota): sin ella, el conjunto puede ser media cartera y no se junta entero.
 */
export function cuotasBuscadas(idEmpresa: number, donde: SQL, busqueda: Coincidencias) {
  return {
    total: totalConTope(
      sql`select 1 from buscadas`,
      sql`${busqueda.con}, buscadas as materialized (
        select c.id_pago, c.fecha_debe_pagar from cuota c where c.id_empresa = ${idEmpresa} and ${donde})`,
    ),
    elegidas: sql`buscadas`,
  };
}

/**
 * Una página por número de las cuotas abiertas de una búsqueda, sin otro filtro ni cursor, sin recorrer las cuotas de
 * todos los préstamos que coinciden (`vigentes`: prestamos/repositorio.ts `vigentesQueCoinciden`):
 * - el total es la suma de sus cuotas abiertas, del resumen de cada préstamo;
 * - las `hasta` primeras de la lista (por vencimiento y id) son de los préstamos cuyo vencimiento más antiguo no pasa
 *   del `hasta`-ésimo de ellos: un préstamo que vence después tiene antes de cada cuota suya la más antigua de cada uno
 *   de esos `hasta` préstamos. De cada uno bastan sus `hasta` primeras (el índice de cuotas abiertas por préstamo).
 * "rosa gomez" (152 préstamos vigentes, 994 cuotas abiertas): la página 1 lee 35 páginas de cuotas en vez de 478 y no
 * ordena las 994 (docs/decisiones/0018-costo-por-peticion.md).
 */
export function primerasCuotasBuscadas(idEmpresa: number, vigentes: SQL, hasta: number) {
  const total: Total = {
    ...totalExacto(sql`(select coalesce(sum(abiertas), 0) from coincidencias)`),
    con: sql`with coincidencias as materialized (${vigentes}),
      buscadas as materialized (
        select c.id_pago, c.fecha_debe_pagar
        from (
          select id from coincidencias
          where vence <= coalesce((select vence from coincidencias order by vence ${limiteDePagina(1, hasta - 1)}),
            'infinity')
        ) m
        cross join lateral (
          select c.id_pago, c.fecha_debe_pagar from cuota c
          where c.id_empresa = ${idEmpresa} and c.id_prestamo = m.id and c.estado_cuota <> 'PAGADA'
          order by c.fecha_debe_pagar, c.id_pago ${limiteDePagina(hasta)}
        ) c)`,
  };
  return { total, elegidas: sql`buscadas` };
}

export function lecturaDeCuotas(
  tx: Tx,
  idEmpresa: number,
  hoy: string,
  filtro: FiltroDeCuotas,
): Lectura<CuotaListada[]> {
  return lectura(consultaDeCuotas(tx, idEmpresa, hoy, filtro), (filas: FilaCuota[]) =>
    filas.map((f) => aCuota(f, hoy)),
  );
}

export function consultarCuotas(
  tx: Tx,
  idEmpresa: number,
  hoy: string,
  filtro: FiltroDeCuotas,
): Promise<CuotaListada[]> {
  return leer(tx, lecturaDeCuotas(tx, idEmpresa, hoy, filtro));
}

/** Una página de cuotas con el total de la lista, leído en la misma sentencia. */
export async function paginaDeCuotas(
  tx: Tx,
  idEmpresa: number,
  hoy: string,
  filtro: FiltroDeCuotas & { total: Total },
): Promise<{ filas: CuotaListada[]; conteo: Conteo }> {
  const filas = await filasDe<FilaCuota>(tx, consultaDeCuotas(tx, idEmpresa, hoy, filtro));
  return { filas: filas.map((f) => aCuota(f, hoy)), conteo: await conteoDe(tx, filtro.total, filas) };
}

/**
 * Cuántas cuotas cumplen el filtro, hasta el tope. Si el filtro solo mira la cuota y quien pregunta ve toda la
 * empresa (`soloCuota`), se cuentan sin unir el préstamo: la lista por defecto recorre solo su índice parcial.
 */
export function totalDeCuotas(tx: Tx, idEmpresa: number, donde: SQL, soloCuota: boolean, con?: SQL): Total {
  return totalConTope(
    soloCuota
      ? sql`select 1 from cuota c where c.id_empresa = ${idEmpresa} and ${donde}`
      : sql`select 1 ${cuotasDe(tx, idEmpresa, donde)}`,
    con,
  );
}

/**
 * Todas las cuotas de un préstamo (su cronograma), en orden. Como están todas, el préstamo y el cliente se leen una
 * vez, la siguiente es la de al lado (`lead`) y los últimos pagos salen de un solo recorrido de los pagos del préstamo,
 * en vez de buscar cada cosa por cuota como una lista suelta.
 *
 * Los últimos pagos, el préstamo y el cliente van en `with ... as materialized`: se calculan una vez y no dependen del
 * orden de uniones que elija el plan. La sentencia es preparada y, desde la sexta ejecución, PostgreSQL la corre con un
 * plan genérico que cree que el préstamo tiene una cuota: con uniones sueltas, ese plan recorría los pagos, el préstamo y
 * el cliente una vez por cuota (632 páginas en vez de 58 en el banco; docs/decisiones/0018-costo-por-peticion.md,
 * bench/RESULTADOS.md).
 */
export function lecturaDeCuotasDelPrestamo(tx: Tx, idEmpresa: number, idPrestamo: number, hoy: string) {
  const consulta = sql`
    with ultimo as materialized (
      select u.id_pago, u.id_detalle_pago, r.no_recibo from (
        select distinct on (d.id_pago) d.id_pago, d.id_detalle_pago, d.id_recibo from detalle_pago d
        where d.id_empresa = ${idEmpresa} and d.id_prestamo = ${idPrestamo} and d.estado = 'VIGENTE'
        order by d.id_pago, d.id_detalle_pago desc
      ) u
      join recibo r on r.id_empresa = ${idEmpresa} and r.id_recibo = u.id_recibo
    ), p as materialized (
      select * from prestamo p
      where p.id_empresa = ${idEmpresa} and p.id_prestamo = ${idPrestamo} and ${prestamoAlAlcance(tx)}
    ), cl as materialized (
      select cl.nombres, cl.apellidos, cl.telefono from cliente cl join p on cl.id_empresa = p.id_empresa and cl.id_cliente = p.id_cliente
    )
    ${columnasDeCuota(hoy, sql`lead(c.fecha_debe_pagar) over (order by c.no_cuota)`)}
    from p cross join cl
    join cuota c on c.id_empresa = p.id_empresa and c.id_prestamo = p.id_prestamo
    left join ultimo on ultimo.id_pago = c.id_pago
    order by c.no_cuota`;
  return lectura(consulta, (filas: FilaCuota[]) => filas.map((f) => aCuota(f, hoy)));
}

export function cuotasDelPrestamo(tx: Tx, idEmpresa: number, idPrestamo: number, hoy: string) {
  return leer(tx, lecturaDeCuotasDelPrestamo(tx, idEmpresa, idPrestamo, hoy));
}

/** La clave de orden de la lista de cuotas por cobrar: vencimiento y cuota. */
export const claveDeCuota = (c: CuotaListada): ClaveDeOrden => [c.fecha_debe_pagar, c.id_pago];
export const despuesDeCuota = (clave: ClaveDeOrden) =>
  sql`(c.fecha_debe_pagar, c.id_pago) > (${clave[0]}::date, ${clave[1]})`;
