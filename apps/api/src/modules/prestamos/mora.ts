import { moraDeCuota, type ReglaDeMora, sumarDias, ZONA_DE_NEGOCIO } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { filasDe } from '../../db/transacciones';

/**
 * La mora no se guarda: se calcula a la fecha con la regla de la empresa (domain/cobros.ts). Aquí se leen la regla y
 * las cuotas vencidas de los préstamos pedidos, de una vez.
 */
export async function reglaDeMora(tx: Tx, idEmpresa: number): Promise<ReglaDeMora> {
  const [fila] = await filasDe<{ mora_porcentaje: string; dias_gracia: number }>(
    tx,
    sql`select mora_porcentaje, dias_gracia from empresa where id_empresa = ${idEmpresa}`,
  );
  return { porcentaje: Number(fila?.mora_porcentaje ?? 0), diasGracia: fila?.dias_gracia ?? 0 };
}

/** Mora de hoy por cuota (id_pago → centavos) de las cuotas abiertas de esos préstamos. */
export async function moraDeCuotas(
  tx: Tx,
  idEmpresa: number,
  idsPrestamo: number[],
  hoy: string,
  regla: ReglaDeMora,
) {
  const mora = new Map<number, { idPrestamo: number; centavos: number }>();
  if (idsPrestamo.length === 0 || regla.porcentaje <= 0) return mora;
  const limite = sumarDias(hoy, -regla.diasGracia);
  const filas = await filasDe<{
    id_pago: number;
    id_prestamo: number;
    vence: string;
    monto: string;
    abonado: string;
    mora_pagada: string;
  }>(
    tx,
    sql`select id_pago, id_prestamo, fecha_debe_pagar::text as vence, monto_cuota_centavos as monto,
          abonado_capital_centavos + abonado_interes_centavos as abonado, mora_pagada_centavos as mora_pagada
        from cuota
        where id_empresa = ${idEmpresa} and estado_cuota <> 'PAGADA' and fecha_debe_pagar < ${limite}::date
          and id_prestamo in (${sql.join(
            idsPrestamo.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
  const abonos = await abonosPorCuota(
    tx,
    idEmpresa,
    filas.filter((f) => Number(f.abonado) > 0).map((f) => f.id_pago),
  );
  for (const f of filas) {
    const centavos = moraDeCuota(
      {
        montoCentavos: Number(f.monto),
        vence: f.vence,
        abonos: abonos.get(f.id_pago) ?? [],
        moraPagadaCentavos: Number(f.mora_pagada),
      },
      hoy,
      regla,
    );
    if (centavos > 0) mora.set(f.id_pago, { idPrestamo: f.id_prestamo, centavos });
  }
  return mora;
}

/** Lo abonado a interés y capital de cada cuota, por día de negocio (la mora de cada mes va sobre el saldo de ese día). */
async function abonosPorCuota(tx: Tx, idEmpresa: number, idsPago: number[]) {
  const abonos = new Map<number, { fecha: string; centavos: number }[]>();
  if (idsPago.length === 0) return abonos;
  const filas = await filasDe<{ id_pago: number; fecha: string; centavos: string }>(
    tx,
    sql`select id_pago, (creado_en at time zone ${ZONA_DE_NEGOCIO})::date::text as fecha,
          sum(capital_pagado_centavos + interes_pagado_centavos) as centavos
        from detalle_pago
        where id_empresa = ${idEmpresa} and estado = 'VIGENTE' and id_pago in (${sql.join(
          idsPago.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by 1, 2`,
  );
  for (const f of filas) {
    abonos.set(f.id_pago, [
      ...(abonos.get(f.id_pago) ?? []),
      { fecha: f.fecha, centavos: Number(f.centavos) },
    ]);
  }
  return abonos;
}

export function moraPorPrestamo(
  mora: Map<number, { idPrestamo: number; centavos: number }>,
): Map<number, number> {
  const total = new Map<number, number>();
  for (const { idPrestamo, centavos } of mora.values())
    total.set(idPrestamo, (total.get(idPrestamo) ?? 0) + centavos);
  return total;
}
