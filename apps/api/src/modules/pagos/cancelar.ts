import { estadoDeCuota, estadoMostrado, fechaDeNegocio } from '@prestamos/domain';
import { and, eq } from 'drizzle-orm';
import { movimiento_caja } from '../../db/schema/caja';
import { cuota, detalle_pago, prestamo, recibo } from '../../db/schema/prestamos';
import { enContexto } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { conflicto, noEncontrado } from '../../lib/errores';
import { cancelarMovimientos } from '../caja/repositorio';
import { refrescarPrestamo } from '../prestamos/cobro';
import { prestamoBloqueado } from '../prestamos/liquidacion';

/**
 * Cancelar el último pago (docs/producto.md#cobros): se revierte el último recibo vigente del préstamo entero, porque
 * un cobro que pasó a la cuota siguiente es un solo pago con un solo recibo y un solo ingreso en caja. Sus detalles
 * quedan ANULADOS, las cuotas recuperan lo que debían, el recibo queda ANULADO (nunca se borra) y su ingreso en caja
 * se cancela. Un reenganche no se cancela así: creó otro préstamo.
 */
export async function cancelarUltimoPago(
  deps: Dependencias,
  ctx: Contexto,
  body: { id_prestamo: number; id_detalle: number; motivo?: string | null | undefined },
) {
  const ahora = deps.ahora();
  const hoy = fechaDeNegocio(ahora);
  return enContexto(deps.db, ctx, async (tx) => {
    const { estado, codigo_prestamo: codigo } = await prestamoBloqueado(tx, ctx.idEmpresa, body.id_prestamo);
    const p = { estado, codigo };
    if (p.estado === 'CANCELADO')
      throw conflicto(`El préstamo ${p.codigo} está cancelado.`, 'PRESTAMO_CANCELADO');

    const [detalle] = await tx
      .select({ idRecibo: detalle_pago.id_recibo, idPago: detalle_pago.id_pago, estado: detalle_pago.estado })
      .from(detalle_pago)
      .where(
        and(
          eq(detalle_pago.id_empresa, ctx.idEmpresa),
          eq(detalle_pago.id_detalle_pago, body.id_detalle),
          eq(detalle_pago.id_prestamo, body.id_prestamo),
        ),
      );
    if (!detalle) throw noEncontrado('Pago');
    if (detalle.estado === 'ANULADO') throw conflicto('Ese pago ya está cancelado.', 'PAGO_ANULADO');

    // Los recibos vigentes del préstamo (pocos: uno por pago), y el último de ellos. Sin `order by ... limit 1`, que
    // llevaba al plan genérico a recorrer los recibos de la empresa por otro índice buscando el del préstamo.
    const vigentes = await tx
      .select()
      .from(recibo)
      .where(
        and(
          eq(recibo.id_empresa, ctx.idEmpresa),
          eq(recibo.id_prestamo, body.id_prestamo),
          eq(recibo.estado, 'VIGENTE'),
        ),
      );
    const ultimo = vigentes.reduce<(typeof vigentes)[number] | undefined>(
      (u, r) => (u && u.id_recibo > r.id_recibo ? u : r),
      undefined,
    );
    if (!ultimo || ultimo.id_recibo !== detalle.idRecibo) {
      throw conflicto(
        `Solo se puede cancelar el último pago del préstamo${ultimo ? ` (recibo ${ultimo.no_recibo})` : ''}.`,
        'NO_ES_EL_ULTIMO',
      );
    }
    if (ultimo.concepto === 'REENGANCHE') {
      throw conflicto(
        'El último recibo es de un reenganche: no se cancela, porque creó un préstamo nuevo.',
        'ES_REENGANCHE',
      );
    }

    const detalles = await tx
      .update(detalle_pago)
      .set({ estado: 'ANULADO' })
      .where(
        and(
          eq(detalle_pago.id_empresa, ctx.idEmpresa),
          eq(detalle_pago.id_recibo, ultimo.id_recibo),
          eq(detalle_pago.estado, 'VIGENTE'),
        ),
      )
      .returning();
    for (const d of detalles) {
      const [c] = await tx
        .select()
        .from(cuota)
        .where(and(eq(cuota.id_empresa, ctx.idEmpresa), eq(cuota.id_pago, d.id_pago)))
        .for('update');
      if (!c) continue;
      const abonadoCapital = c.abonado_capital_centavos - d.capital_pagado_centavos;
      const abonadoInteres = c.abonado_interes_centavos - d.interes_pagado_centavos;
      await tx
        .update(cuota)
        .set({
          abonado_capital_centavos: abonadoCapital,
          abonado_interes_centavos: abonadoInteres,
          mora_pagada_centavos: c.mora_pagada_centavos - d.mora_pagada_centavos,
          // Si el recibo era una liquidación, la cuota vuelve a vencer en su día (solo se cancela el último recibo).
          adelantada_en: null,
          estado_cuota: estadoDeCuota({
            capitalCuota: c.capital_cuota_centavos,
            interesCuota: c.interes_cuota_centavos,
            abonadoCapital,
            abonadoInteres,
          }),
        })
        .where(and(eq(cuota.id_empresa, ctx.idEmpresa), eq(cuota.id_pago, d.id_pago)));
    }

    const motivo = body.motivo ?? `Pago cancelado (recibo ${ultimo.no_recibo})`;
    await tx
      .update(recibo)
      .set({ estado: 'ANULADO', anulado_en: ahora, anulado_por: ctx.idUsuario, motivo_anulacion: motivo })
      .where(and(eq(recibo.id_empresa, ctx.idEmpresa), eq(recibo.id_recibo, ultimo.id_recibo)));
    if (p.estado === 'SALDADO') {
      await tx
        .update(prestamo)
        .set({ estado: 'ACTIVO', saldado_en: null })
        .where(and(eq(prestamo.id_empresa, ctx.idEmpresa), eq(prestamo.id_prestamo, body.id_prestamo)));
    }
    await refrescarPrestamo(tx, ctx.idEmpresa, body.id_prestamo);
    await cancelarMovimientos(tx, ctx.idEmpresa, eq(movimiento_caja.id_recibo, ultimo.id_recibo), {
      motivo,
      fecha: ahora,
      idUsuario: ctx.idUsuario,
    });

    const [c] = await tx
      .select({ estado: cuota.estado_cuota, vence: cuota.fecha_debe_pagar })
      .from(cuota)
      .where(and(eq(cuota.id_empresa, ctx.idEmpresa), eq(cuota.id_pago, detalle.idPago)));
    return {
      ok: true as const,
      message: `Pago cancelado: el recibo ${ultimo.no_recibo} quedó ANULADO`,
      no_recibo: ultimo.no_recibo,
      cuota: { id_pago: detalle.idPago, estado_cuota: estadoMostrado(c?.estado ?? '', c?.vence ?? hoy, hoy) },
    };
  });
}
