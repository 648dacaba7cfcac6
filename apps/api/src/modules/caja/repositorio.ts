import { formatearCentavos } from '@prestamos/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { caja, movimiento_caja } from '../../db/schema';
import { filasDe } from '../../db/transacciones';
import { type AppError, conflicto } from '../../lib/errores';

export type Origen = 'MANUAL' | 'APERTURA' | 'DESEMBOLSO' | 'PAGO' | 'LIQUIDACION' | 'REENGANCHE';

/** Bloquea la caja de la empresa (creándola si aún no existe) y devuelve su saldo. */
export async function bloquearCaja(tx: Tx, idEmpresa: number): Promise<number> {
  await tx.insert(caja).values({ id_empresa: idEmpresa }).onConflictDoNothing();
  const [fila] = await tx
    .select({ saldo: caja.saldo_centavos })
    .from(caja)
    .where(eq(caja.id_empresa, idEmpresa))
    .for('update');
  return fila?.saldo ?? 0;
}

export async function saldoDeCaja(tx: Tx, idEmpresa: number): Promise<number> {
  const [fila] = await tx
    .select({ saldo: caja.saldo_centavos })
    .from(caja)
    .where(eq(caja.id_empresa, idEmpresa));
  return fila?.saldo ?? 0;
}

/** Cuántos movimientos tiene la caja de la empresa (todos): la cuenta que lleva `movimientoEnUnaSentencia`. */
export const cuentaDeMovimientos = (idEmpresa: number) =>
  sql`coalesce((select movimientos from caja where id_empresa = ${idEmpresa}), 0)`;

const sinSaldo = (saldo: number, monto: number) =>
  conflicto(
    `La caja no tiene saldo suficiente: hay ${formatearCentavos(saldo)} y el movimiento es de ${formatearCentavos(monto)}.`,
    'SALDO_INSUFICIENTE',
  );

export interface NuevoMovimiento {
  idEmpresa: number;
  tipo: 'INGRESO' | 'EGRESO';
  montoCentavos: number;
  /** Texto, o una expresión de la misma sentencia (el cobro la arma con el número del recibo que toma ahí). */
  descripcion: string | SQL | null;
  origen: Origen;
  fecha: Date;
  idUsuario: number | null;
  idPrestamo?: number;
  idRecibo?: number;
}

/**
 * Las dos sentencias de un movimiento, como partes de un `with`: `movimiento_caja` lo guarda (y devuelve su id) y
 * `saldo_caja` lo suma al saldo de la caja. Van en una sola ida a la base; un ingreso no necesita leer el saldo, así que
 * quien escribe otras cosas en la misma ida (el cobro, con su recibo) antepone las suyas. Drizzle escribe cada
 * sentencia embebida entre paréntesis, como las pide `with`.
 */
export function movimientoEnUnaSentencia(tx: Tx, m: NuevoMovimiento): SQL {
  const delta = m.tipo === 'INGRESO' ? m.montoCentavos : -m.montoCentavos;
  const insertar = tx
    .insert(movimiento_caja)
    .values({
      id_empresa: m.idEmpresa,
      tipo: m.tipo,
      monto_centavos: m.montoCentavos,
      descripcion: m.descripcion,
      origen: m.origen,
      fecha: m.fecha,
      id_usuario: m.idUsuario,
      id_prestamo: m.idPrestamo,
      id_recibo: m.idRecibo,
    })
    .returning({ id: movimiento_caja.id_movimiento });
  const sumar = tx
    .insert(caja)
    .values({ id_empresa: m.idEmpresa, saldo_centavos: delta, movimientos: 1 })
    .onConflictDoUpdate({
      target: caja.id_empresa,
      set: {
        saldo_centavos: sql`${caja.saldo_centavos} + ${delta}`,
        movimientos: sql`${caja.movimientos} + 1`,
      },
    });
  return sql`movimiento_nuevo as ${insertar}, saldo_caja as ${sumar}`;
}

/**
 * Todo movimiento de dinero pasa por aquí: con la caja bloqueada, un egreso que no cabe en el saldo se niega (con el
 * error que el llamador elija) y el saldo guardado se mueve en la misma transacción que el movimiento.
 */
export async function registrarMovimiento(
  tx: Tx,
  m: NuevoMovimiento,
  siNoAlcanza: (saldo: number) => AppError = (saldo) => sinSaldo(saldo, m.montoCentavos),
): Promise<number> {
  // Un egreso lee el saldo bloqueado para no dejar la caja en negativo. Un ingreso no lo necesita: se suma al final
  // en una sola sentencia, y así la fila de la caja (que comparten todos los cobros de la empresa) se retiene menos.
  if (m.tipo === 'EGRESO') {
    const saldo = await bloquearCaja(tx, m.idEmpresa);
    if (m.montoCentavos > saldo) throw siNoAlcanza(saldo);
  }
  const [fila] = await filasDe<{ id: number }>(
    tx,
    sql`with ${movimientoEnUnaSentencia(tx, m)} select id_movimiento as id from movimiento_nuevo`,
  );
  return fila?.id ?? 0;
}

/**
 * Cancela movimientos vigentes (la operación que los creó se revirtió). Cancelar un ingreso que ya se gastó dejaría
 * la caja en negativo: se niega.
 */
export async function cancelarMovimientos(
  tx: Tx,
  idEmpresa: number,
  cuales: SQL | undefined,
  cancelacion: { motivo: string; fecha: Date; idUsuario: number | null },
): Promise<void> {
  const saldo = await bloquearCaja(tx, idEmpresa);
  const filas = await tx
    .select({
      id: movimiento_caja.id_movimiento,
      tipo: movimiento_caja.tipo,
      monto: movimiento_caja.monto_centavos,
    })
    .from(movimiento_caja)
    .where(and(eq(movimiento_caja.id_empresa, idEmpresa), eq(movimiento_caja.estado, 'VIGENTE'), cuales));
  const delta = filas.reduce((d, f) => d + (f.tipo === 'INGRESO' ? -f.monto : f.monto), 0);
  if (saldo + delta < 0) {
    throw conflicto(
      `La caja no tiene saldo para revertir ${formatearCentavos(-delta)}: hay ${formatearCentavos(saldo)}.`,
      'SALDO_INSUFICIENTE',
    );
  }
  for (const f of filas) {
    await tx
      .update(movimiento_caja)
      .set({
        estado: 'CANCELADO',
        motivo_cancelacion: cancelacion.motivo,
        cancelado_en: cancelacion.fecha,
        cancelado_por: cancelacion.idUsuario,
      })
      .where(and(eq(movimiento_caja.id_empresa, idEmpresa), eq(movimiento_caja.id_movimiento, f.id)));
  }
  await tx
    .update(caja)
    .set({ saldo_centavos: sql`${caja.saldo_centavos} + ${delta}` })
    .where(eq(caja.id_empresa, idEmpresa));
}
