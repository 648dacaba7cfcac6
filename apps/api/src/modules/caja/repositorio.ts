import { formatearCentavos } from '@prestamos/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { caja, movimiento_caja } from '../../db/schema/caja';
import { filasDe } from '../../db/transacciones';
import { type AppError, conflicto } from '../../lib/errores';

export type Origen = 'MANUAL' | 'APERTURA' | 'DESEMBOLSO' | 'PAGO' | 'LIQUIDACION' | 'REENGANCHE';

/** El saldo de la caja: la suma de sus franjas (schema/franjas.ts). */
const sumaDelSaldo = (idEmpresa: number) =>
  sql`coalesce((select sum(saldo_centavos) from caja where id_empresa = ${idEmpresa}), 0)`;

/**
 * Bloquea el candado de la caja (su franja 0, creándola si aún no existe) y devuelve el saldo. El saldo se lee en otra
 * sentencia, después de tener el candado: en READ COMMITTED, una sentencia que esperó un bloqueo lee las demás filas
 * como estaban al empezar, y se perdería lo que confirmó quien tenía el candado.
 */
export async function bloquearCaja(tx: Tx, idEmpresa: number): Promise<number> {
  await tx.insert(caja).values({ id_empresa: idEmpresa }).onConflictDoNothing();
  await tx.execute(sql`select 1 from caja where id_empresa = ${idEmpresa} and franja = 0 for no key update`);
  return saldoDeCaja(tx, idEmpresa);
}

export async function saldoDeCaja(tx: Tx, idEmpresa: number): Promise<number> {
  const [fila] = await filasDe<{ saldo: string }>(tx, sql`select ${sumaDelSaldo(idEmpresa)} as saldo`);
  return Number(fila?.saldo ?? 0);
}

/** Cuántos movimientos tiene la caja de la empresa (todos): la cuenta que lleva `movimientoEnUnaSentencia`. */
export const cuentaDeMovimientos = (idEmpresa: number) =>
  sql`coalesce((select sum(movimientos) from caja where id_empresa = ${idEmpresa}), 0)`;

/** Suma al saldo y a la cuenta de movimientos, en la franja de esta conexión de la base (nadie más la toca). */
const sumarALaCaja = (idEmpresa: number, saldo: number, movimientos: number) =>
  sql`insert into caja as k (id_empresa, franja, saldo_centavos, movimientos)
    values (${idEmpresa}, pg_backend_pid(), ${saldo}, ${movimientos})
    on conflict (id_empresa, franja) do update
      set saldo_centavos = k.saldo_centavos + excluded.saldo_centavos,
        movimientos = k.movimientos + excluded.movimientos`;

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
  return sql`movimiento_nuevo as ${insertar}, saldo_caja as (${sumarALaCaja(m.idEmpresa, delta, 1)})`;
}

/**
 * Todo movimiento de dinero pasa por aquí: un egreso toma el candado de la caja y se niega (con el error que el
 * llamador elija) si no cabe en el saldo; un ingreso no lo necesita (solo sube el saldo). El saldo se mueve en la misma
 * transacción que el movimiento. `avisos`: sus eventos (`eventosEnUnaSentencia`), en la misma sentencia que lo guarda.
 */
export async function registrarMovimiento(
  tx: Tx,
  m: NuevoMovimiento,
  opciones: { siNoAlcanza?: (saldo: number) => AppError; avisos?: (idMovimiento: SQL) => SQL } = {},
): Promise<number> {
  if (m.tipo === 'EGRESO') {
    const saldo = await bloquearCaja(tx, m.idEmpresa);
    if (m.montoCentavos > saldo) throw (opciones.siNoAlcanza ?? ((s) => sinSaldo(s, m.montoCentavos)))(saldo);
  }
  return anotarMovimiento(tx, m, opciones.avisos);
}

/**
 * Guarda el movimiento y lo suma a la caja, sin comprobar el saldo: un ingreso, o un egreso con el candado ya tomado.
 * Los `avisos` van en la misma sentencia: un egreso tiene tomada la caja hasta el commit, y una ida más la alargaría.
 */
export async function anotarMovimiento(
  tx: Tx,
  m: NuevoMovimiento,
  avisos?: (idMovimiento: SQL) => SQL,
): Promise<number> {
  const id = sql`(select id_movimiento from movimiento_nuevo)`;
  const [fila] = await filasDe<{ id: number }>(
    tx,
    sql`with ${movimientoEnUnaSentencia(tx, m)}${avisos ? sql`, ${avisos(id)}` : sql``}
      select id_movimiento as id from movimiento_nuevo`,
  );
  return fila?.id ?? 0;
}

/**
 * Cancela movimientos vigentes (la operación que los creó se revirtió). Cancelar un ingreso que ya se gastó dejaría
 * la caja en negativo: se niega, con el candado de la caja tomado solo si la cancelación baja el saldo (devolver un
 * egreso solo lo sube).
 */
export async function cancelarMovimientos(
  tx: Tx,
  idEmpresa: number,
  cuales: SQL | undefined,
  cancelacion: { motivo: string; fecha: Date; idUsuario: number | null },
): Promise<void> {
  const filas = await tx
    .select({
      id: movimiento_caja.id_movimiento,
      tipo: movimiento_caja.tipo,
      monto: movimiento_caja.monto_centavos,
    })
    .from(movimiento_caja)
    .where(and(eq(movimiento_caja.id_empresa, idEmpresa), eq(movimiento_caja.estado, 'VIGENTE'), cuales))
    .for('no key update');
  const delta = filas.reduce((d, f) => d + (f.tipo === 'INGRESO' ? -f.monto : f.monto), 0);
  if (delta < 0) {
    const saldo = await bloquearCaja(tx, idEmpresa);
    if (saldo + delta < 0) {
      throw conflicto(
        `La caja no tiene saldo para revertir ${formatearCentavos(-delta)}: hay ${formatearCentavos(saldo)}.`,
        'SALDO_INSUFICIENTE',
      );
    }
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
  if (delta !== 0) await tx.execute(sumarALaCaja(idEmpresa, delta, 0));
}

export interface EgresoDelUsuario {
  id_movimiento: number;
  fecha: string | Date;
  origen: string;
  descripcion: string | null;
  monto_centavos: string;
}

/**
 * Los egresos vigentes que un usuario registró en un intervalo (el cuadre del día: el dinero que dio o gastó), en
 * orden. Lee el índice `movimiento_caja_por_usuario` (empresa, usuario, fecha): solo las filas de ese usuario ese día.
 */
export function egresosDelUsuario(
  tx: Tx,
  idEmpresa: number,
  idUsuario: number,
  intervalo: { desde: SQL; hasta: SQL },
): Promise<EgresoDelUsuario[]> {
  return filasDe<EgresoDelUsuario>(
    tx,
    sql`select id_movimiento, fecha, origen, descripcion, monto_centavos from movimiento_caja
        where id_empresa = ${idEmpresa} and id_usuario = ${idUsuario}
          and fecha >= ${intervalo.desde} and fecha < ${intervalo.hasta}
          and tipo = 'EGRESO' and estado = 'VIGENTE'
        order by fecha, id_movimiento`,
  );
}
