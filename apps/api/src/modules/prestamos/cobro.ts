import { estadoDeCuota, type Pendiente } from '@prestamos/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { cuota, detalle_pago, recibo } from '../../db/schema';
import { filasDe } from '../../db/transacciones';
import { tomarNumero } from '../numeracion/repositorio';
import { moraDeCuotas } from './mora';
import { refrescarPrestamo } from './resumen';

type EstadoGuardado = ReturnType<typeof estadoDeCuota>;

/**
 * Piezas comunes a todo lo que cobra cuotas (pago, liquidación, reenganche): leer lo pendiente con las cuotas
 * bloqueadas, emitir el recibo y aplicar lo cobrado a cada cuota con su detalle.
 */
export interface CuotaAbierta extends Pendiente {
  idPago: number;
  noCuota: number;
  fecha: string;
  capitalCuota: number;
  interesCuota: number;
  abonadoCapital: number;
  abonadoInteres: number;
  moraPagada: number;
}

/** Las cuotas abiertas del préstamo, bloqueadas, con lo pendiente de cada una y su mora a hoy. */
export async function cuotasAbiertas(
  tx: Tx,
  idEmpresa: number,
  idPrestamo: number,
  hoy: string,
): Promise<CuotaAbierta[]> {
  const filas = await tx
    .select()
    .from(cuota)
    .where(
      and(
        eq(cuota.id_empresa, idEmpresa),
        eq(cuota.id_prestamo, idPrestamo),
        ne(cuota.estado_cuota, 'PAGADA'),
      ),
    )
    .orderBy(asc(cuota.no_cuota))
    .for('update');
  const mora = await moraDeCuotas(tx, idEmpresa, [idPrestamo], hoy);
  return filas.map((c) => ({
    idPago: c.id_pago,
    noCuota: c.no_cuota,
    fecha: c.fecha_debe_pagar,
    capitalCuota: c.capital_cuota_centavos,
    interesCuota: c.interes_cuota_centavos,
    abonadoCapital: c.abonado_capital_centavos,
    abonadoInteres: c.abonado_interes_centavos,
    moraPagada: c.mora_pagada_centavos,
    mora: mora.get(c.id_pago)?.centavos ?? 0,
    interes: c.interes_cuota_centavos - c.abonado_interes_centavos,
    capital: c.capital_cuota_centavos - c.abonado_capital_centavos,
  }));
}

export interface NuevoRecibo {
  idEmpresa: number;
  idPrestamo: number;
  idCliente: number;
  concepto: 'PAGO' | 'LIQUIDACION' | 'REENGANCHE';
  metodo: string | null;
  totalCentavos: number;
  descuentoCentavos: number;
  nota: string | null;
  fecha: Date;
  hoy: string;
  idUsuario: number;
  /** Lo que el préstamo queda debiendo en interés y capital (el recibo lo imprime); 0 si el recibo lo salda. */
  saldoDespuesCentavos: number;
  motivoDescuento?: string | null;
}

/**
 * El id del próximo recibo, sin escribirlo: el cobro escribe sus detalles con él y el recibo al final (la llave de los
 * detalles se verifica en el commit, migración 0019).
 */
export async function reservarIdDeRecibo(tx: Tx): Promise<number> {
  const [fila] = await filasDe<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('recibo', 'id_recibo'))::int as id`,
  );
  if (!fila) throw new Error('No se pudo reservar el id del recibo.');
  return fila.id;
}

/**
 * La fila de hoy del resumen diario, que el recibo va a sumar, para bloquearla antes que la serie de recibos. Un cobro
 * que escribe sus cuotas antes que su recibo puede tomarla antes (si la cuota vence hoy), así que, para que todos tomen
 * las filas compartidas en el mismo orden (el día, la serie, la caja) y no se traben, se toma con el número. Si aún no
 * existe (el primer cobro del día) no hay nada que bloquear: la crea el disparador del recibo.
 */
export const diaDelResumen = (idEmpresa: number, hoy: string) =>
  sql`select 1 from resumen_diario where id_empresa = ${idEmpresa} and fecha = ${hoy}::date for no key update`;

/** La sentencia que guarda el recibo, para escribirla sola o junto con otras en una sola ida a la base. */
export function insertarRecibo(tx: Tx, r: NuevoRecibo & { noRecibo: string; idRecibo?: number }) {
  return tx.insert(recibo).values({
    ...(r.idRecibo ? { id_recibo: r.idRecibo } : {}),
    id_empresa: r.idEmpresa,
    no_recibo: r.noRecibo,
    id_prestamo: r.idPrestamo,
    id_cliente: r.idCliente,
    fecha: r.fecha,
    concepto: r.concepto,
    metodo: r.metodo,
    total_centavos: r.totalCentavos,
    descuento_centavos: r.descuentoCentavos,
    nota: r.nota,
    id_usuario: r.idUsuario,
    saldo_despues_centavos: r.saldoDespuesCentavos,
    motivo_descuento: r.motivoDescuento ?? null,
  });
}

export async function emitirRecibo(tx: Tx, r: NuevoRecibo): Promise<{ idRecibo: number; noRecibo: string }> {
  const noRecibo = await tomarNumero(tx, r.idEmpresa, 'RECIBO', r.hoy);
  const [fila] = await insertarRecibo(tx, { ...r, noRecibo }).returning({ id: recibo.id_recibo });
  return { idRecibo: fila?.id ?? 0, noRecibo };
}

/** Lo que un recibo cubre de una cuota (efectivo + descuento) y cuánto de eso es descuento. */
export interface Aplicacion {
  cuota: CuotaAbierta;
  cubierto: Pendiente;
  descuento: number;
}

export async function aplicarACuotas(
  tx: Tx,
  datos: { idEmpresa: number; idPrestamo: number; idRecibo: number; fecha: Date },
  aplicaciones: Aplicacion[],
): Promise<Map<number, EstadoGuardado>> {
  const estados = new Map<number, EstadoGuardado>();
  for (const { cuota: c, cubierto, descuento } of aplicaciones) {
    if (cubierto.mora + cubierto.interes + cubierto.capital === 0) continue;
    await tx.insert(detalle_pago).values({
      id_empresa: datos.idEmpresa,
      id_recibo: datos.idRecibo,
      id_prestamo: datos.idPrestamo,
      id_pago: c.idPago,
      mora_pagada_centavos: cubierto.mora,
      interes_pagado_centavos: cubierto.interes,
      capital_pagado_centavos: cubierto.capital,
      descuento_centavos: descuento,
      monto_pagado_centavos: cubierto.mora + cubierto.interes + cubierto.capital - descuento,
      creado_en: datos.fecha,
    });
    const abonadoCapital = c.abonadoCapital + cubierto.capital;
    const abonadoInteres = c.abonadoInteres + cubierto.interes;
    const estado = estadoDeCuota({ ...c, abonadoCapital, abonadoInteres });
    estados.set(c.idPago, estado);
    await tx
      .update(cuota)
      .set({
        abonado_capital_centavos: abonadoCapital,
        abonado_interes_centavos: abonadoInteres,
        mora_pagada_centavos: c.moraPagada + cubierto.mora,
        estado_cuota: estado,
      })
      .where(and(eq(cuota.id_empresa, datos.idEmpresa), eq(cuota.id_pago, c.idPago)));
  }
  await refrescarPrestamo(tx, datos.idEmpresa, datos.idPrestamo);
  return estados;
}
