import {
  centavosAPesos,
  fechaDeNegocio,
  formatearCentavos,
  pesosACentavos,
  repartirDescuento,
  totalPendiente,
} from '@prestamos/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { cliente } from '../../db/schema/clientes';
import { prestamo } from '../../db/schema/prestamos';
import { enContexto, prestamoVisible } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { invalido, noEncontrado } from '../../lib/errores';
import { eventosEnUnaSentencia } from '../eventos/emitir';
import { avisosDeCobro, prestamoLiquidado } from './avisos';
import { aplicarACuotas, cuotasAbiertas, emitirRecibo, exigirActivo, reservarIdDeRecibo } from './cobro';

/**
 * El cliente del préstamo y el préstamo, bloqueados en ese orden (docs/decisiones/0025-escrituras-a-la-vez.md), con
 * el nombre completo del cliente (`cliente`): 404 si no es de la empresa o del cobrador.
 */
export async function prestamoBloqueado(tx: Tx, idEmpresa: number, idPrestamo: number) {
  // El cliente por su llave (la del préstamo, leída una vez), no por la unión: así ningún plan recorre los clientes de
  // la empresa para encontrarlo (test/costo-de-escribir.test.ts).
  const suCliente = sql`(select q.id_cliente from prestamo q where q.id_empresa = ${idEmpresa} and q.id_prestamo = ${idPrestamo})`;
  const [fila] = await tx
    .select({ p: prestamo, nombres: cliente.nombres, apellidos: cliente.apellidos })
    .from(prestamo)
    .innerJoin(
      cliente,
      and(eq(cliente.id_empresa, prestamo.id_empresa), eq(cliente.id_cliente, prestamo.id_cliente)),
    )
    .where(
      and(
        eq(prestamo.id_empresa, idEmpresa),
        eq(prestamo.id_prestamo, idPrestamo),
        eq(cliente.id_empresa, idEmpresa),
        eq(cliente.id_cliente, suCliente),
        prestamoVisible(tx),
      ),
    )
    .for('no key update', { of: [cliente, prestamo] });
  if (!fila) throw noEncontrado('Préstamo');
  // El nombre del cliente viaja con la fila: los avisos del préstamo lo muestran.
  return { ...fila.p, cliente: `${fila.nombres} ${fila.apellidos}` };
}

/** El préstamo bloqueado (`prestamoBloqueado`), que debe estar activo para cobrarle (liquidar o reenganchar). */
export async function prestamoActivoBloqueado(tx: Tx, idEmpresa: number, idPrestamo: number) {
  const p = await prestamoBloqueado(tx, idEmpresa, idPrestamo);
  exigirActivo(p);
  return p;
}

/**
 * Liquidar: se paga todo lo adeudado menos el descuento, en un solo recibo (concepto LIQUIDACION); todas las cuotas
 * abiertas quedan PAGADAS y el préstamo SALDADO. El descuento perdona primero la mora, luego el interés de las
 * últimas cuotas y por último capital.
 */
export async function liquidar(
  deps: Dependencias,
  ctx: Contexto,
  idPrestamo: number,
  datos: { descuento: number; observacion?: string | null | undefined },
) {
  const ahora = deps.ahora();
  const hoy = fechaDeNegocio(ahora);
  return enContexto(deps.db, ctx, async (tx) => {
    const p = await prestamoActivoBloqueado(tx, ctx.idEmpresa, idPrestamo);
    const abiertas = await cuotasAbiertas(tx, ctx.idEmpresa, idPrestamo, hoy);
    const adeudado = abiertas.reduce((s, c) => s + totalPendiente(c), 0);
    const descuento = pesosACentavos(datos.descuento);
    if (descuento > adeudado) {
      throw invalido(
        'descuento',
        `El descuento no puede pasar de lo adeudado (${formatearCentavos(adeudado)}).`,
      );
    }
    const descuentos = repartirDescuento(abiertas, descuento);
    const total = adeudado - descuento;
    const idRecibo = await reservarIdDeRecibo(tx);
    await aplicarACuotas(
      tx,
      { idEmpresa: ctx.idEmpresa, idPrestamo, idRecibo, fecha: ahora, saldaElDia: hoy },
      abiertas.map((c, i) => {
        const d = descuentos[i] ?? { mora: 0, interes: 0, capital: 0 };
        return {
          cuota: c,
          cubierto: { mora: c.mora, interes: c.interes, capital: c.capital },
          descuento: totalPendiente(d),
        };
      }),
    );
    // Al final, el recibo con su número y el ingreso en caja, en una sentencia
    // (docs/decisiones/0025-escrituras-a-la-vez.md).
    const noRecibo = await emitirRecibo(
      tx,
      {
        idRecibo,
        idEmpresa: ctx.idEmpresa,
        idPrestamo,
        idCliente: p.id_cliente,
        concepto: 'LIQUIDACION',
        metodo: 'EFECTIVO',
        totalCentavos: total,
        descuentoCentavos: descuento,
        nota: datos.observacion ?? null,
        fecha: ahora,
        hoy,
        idUsuario: ctx.idUsuario,
        saldoDespuesCentavos: 0,
      },
      total > 0
        ? {
            idEmpresa: ctx.idEmpresa,
            tipo: 'INGRESO',
            montoCentavos: total,
            descripcion: (no) =>
              sql`${`Liquidación del préstamo ${p.codigo_prestamo} (recibo `} || ${no} || ')'`,
            origen: 'LIQUIDACION',
            fecha: ahora,
            idUsuario: ctx.idUsuario,
            idPrestamo,
            idRecibo,
          }
        : undefined,
      // Un pago, si entró dinero (todo perdonado no es un pago), y el préstamo saldado.
      (noRecibo) =>
        eventosEnUnaSentencia(
          tx,
          ctx,
          total > 0
            ? avisosDeCobro(p, { montoCentavos: total, idRecibo, noRecibo }, true)
            : [prestamoLiquidado(p)],
        ),
    );
    return {
      ok: true as const,
      message: `Préstamo ${p.codigo_prestamo} liquidado con el recibo ${noRecibo}`,
      no_recibo: noRecibo,
      id_recibo: idRecibo,
      total_pagado: centavosAPesos(total),
      descuento: centavosAPesos(descuento),
    };
  });
}
