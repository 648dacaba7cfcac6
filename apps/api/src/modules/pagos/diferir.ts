import {
  errorDeLaNuevaFecha,
  estadoMostrado,
  fechaDeNegocio,
  formatearFecha,
  type TopeDeDiferimiento,
} from '@prestamos/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { diferimiento } from '../../db/schema/pagos';
import { cuota } from '../../db/schema/prestamos';
import { enContexto, filasDe } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { invalido } from '../../lib/errores';
import { cuotasAbiertas, refrescarPrestamo } from '../prestamos/cobro';
import { exigirPrimeraAbierta, prestamoDeCuotaBloqueado } from './cobrar';

/**
 * El tope de una cuota al diferirla: su vencimiento original y los días que su empresa deja correrla
 * (docs/decisiones/0024-fechas-y-topes-del-prestamo.md). Se lee el ajuste de hoy, no uno guardado al firmar: es una
 * regla de la oficina, no una condición del contrato. Una lectura simple (sin bloqueo) de filas que la transacción ya
 * tiene bloqueadas o que nadie bloquea.
 */
export async function topeDeDiferimiento(
  tx: Tx,
  idEmpresa: number,
  idPago: number,
): Promise<TopeDeDiferimiento> {
  const [fila] = await filasDe<{ fecha_original: string; dias: number }>(
    tx,
    sql`select c.fecha_original::text as fecha_original, e.dias_maximos_diferimiento as dias
      from cuota c join empresa e on e.id_empresa = c.id_empresa
      where c.id_empresa = ${idEmpresa} and c.id_pago = ${idPago}`,
  );
  if (!fila) throw new Error(`La cuota ${idPago} ya estaba bloqueada y no aparece`);
  return { fechaOriginal: fila.fecha_original, dias: Number(fila.dias) };
}

/**
 * Diferir la primera cuota abierta a una fecha posterior (docs/producto.md#cobros), sin pasar del vencimiento de la
 * siguiente ni de los días que la empresa permite desde el vencimiento original (`errorDeLaNuevaFecha`), con su
 * motivo y quién lo hizo.
 */
export async function diferirCuota(
  deps: Dependencias,
  ctx: Contexto,
  idPago: number,
  body: { nueva_fecha: string; motivo?: string | null | undefined },
) {
  const hoy = fechaDeNegocio(deps.ahora());
  return enContexto(deps.db, ctx, async (tx) => {
    const { id_prestamo: idPrestamo, no_cuota: noCuota } = await prestamoDeCuotaBloqueado(
      tx,
      ctx.idEmpresa,
      idPago,
    );
    const abiertas = await cuotasAbiertas(tx, ctx.idEmpresa, idPrestamo, hoy);
    exigirPrimeraAbierta(abiertas, { idPago, noCuota }, 'diferir');
    const [actual, siguiente] = abiertas;
    if (!actual) throw new Error('exigirPrimeraAbierta garantiza la cuota');
    const error = errorDeLaNuevaFecha(
      body.nueva_fecha,
      actual.fecha,
      siguiente ? { no: siguiente.noCuota, fecha: siguiente.fecha } : null,
      await topeDeDiferimiento(tx, ctx.idEmpresa, idPago),
    );
    if (error) throw invalido('nueva_fecha', error);
    await tx.insert(diferimiento).values({
      id_empresa: ctx.idEmpresa,
      id_pago: idPago,
      fecha_anterior: actual.fecha,
      fecha_nueva: body.nueva_fecha,
      motivo: body.motivo ?? null,
      id_usuario: ctx.idUsuario,
    });
    const [c] = await tx
      .update(cuota)
      .set({ fecha_debe_pagar: body.nueva_fecha })
      .where(and(eq(cuota.id_empresa, ctx.idEmpresa), eq(cuota.id_pago, idPago)))
      .returning({ estado: cuota.estado_cuota });
    await refrescarPrestamo(tx, ctx.idEmpresa, idPrestamo);
    return {
      ok: true as const,
      message: `Cuota ${actual.noCuota} diferida al ${formatearFecha(body.nueva_fecha)}`,
      cuota: {
        id_pago: idPago,
        fecha_debe_pagar: body.nueva_fecha,
        estado_cuota: estadoMostrado(c?.estado ?? 'PENDIENTE', body.nueva_fecha, hoy),
      },
    };
  });
}
