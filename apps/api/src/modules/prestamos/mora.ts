import { moraDeCuota, type ReglaDeMora, ZONA_DE_NEGOCIO } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { filasDe } from '../../db/transacciones';

/**
 * La mora no se guarda: se calcula a la fecha (domain/cobros.ts) con la regla de cada préstamo, la que la empresa
 * tenía el día que se firmó (issue 12): cambiar los ajustes no reescribe la mora de los préstamos ya dados.
 */
export async function moraDeCuotas(tx: Tx, idEmpresa: number, idsPrestamo: number[], hoy: string) {
  const mora = new Map<number, { idPrestamo: number; centavos: number }>();
  if (idsPrestamo.length === 0) return mora;
  const filas = await filasDe<{
    id_pago: number;
    id_prestamo: number;
    vence: string;
    monto: string;
    abonado: string;
    mora_pagada: string;
    porcentaje: string;
    dias_gracia: number;
  }>(
    tx,
    sql`select c.id_pago, c.id_prestamo, c.fecha_debe_pagar::text as vence, c.monto_cuota_centavos as monto,
          c.abonado_capital_centavos + c.abonado_interes_centavos as abonado, c.mora_pagada_centavos as mora_pagada,
          p.mora_porcentaje as porcentaje, p.dias_gracia
        from prestamo p
        join cuota c on c.id_empresa = p.id_empresa and c.id_prestamo = p.id_prestamo
        where p.id_empresa = ${idEmpresa} and p.id_prestamo = any(${`{${idsPrestamo.join(',')}}`}::int[])
          and p.mora_porcentaje > 0 and c.estado_cuota <> 'PAGADA'
          and c.fecha_debe_pagar < ${hoy}::date - p.dias_gracia`,
  );
  const abonos = await abonosPorCuota(
    tx,
    idEmpresa,
    filas.filter((f) => Number(f.abonado) > 0).map((f) => f.id_pago),
  );
  for (const f of filas) {
    const regla: ReglaDeMora = { porcentaje: Number(f.porcentaje), diasGracia: f.dias_gracia };
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
