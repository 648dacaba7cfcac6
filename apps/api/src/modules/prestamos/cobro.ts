import { estadoDeCuota, type Pendiente } from '@prestamos/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { detalle_pago, recibo } from '../../db/schema/prestamos';
import { filasDe } from '../../db/transacciones';
import { conflicto } from '../../lib/errores';
import { movimientoEnUnaSentencia, type NuevoMovimiento } from '../caja/repositorio';
import { siguienteNumero } from '../numeracion/repositorio';
import { columnasDeMoraDeLaCuota, moraDeLaCuota } from './mora';

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

/** Solo se le cobra (o difiere) a un préstamo activo: uno saldado o cancelado da 409 con su código. */
export function exigirActivo(p: { estado: string; codigo_prestamo: string }) {
  if (p.estado === 'SALDADO')
    throw conflicto(`El préstamo ${p.codigo_prestamo} ya está saldado.`, 'PRESTAMO_SALDADO');
  if (p.estado === 'CANCELADO')
    throw conflicto(`El préstamo ${p.codigo_prestamo} está cancelado.`, 'PRESTAMO_CANCELADO');
}

/** Las cuotas abiertas del préstamo, bloqueadas, con lo pendiente de cada una y su mora a hoy. */
export async function cuotasAbiertas(
  tx: Tx,
  idEmpresa: number,
  idPrestamo: number,
  hoy: string,
): Promise<CuotaAbierta[]> {
  // Con la mora de cada cuota en la misma ida (lo que su cálculo necesita viaja con la fila: mora.ts).
  const filas = await filasDe<
    {
      id_pago: number;
      no_cuota: number;
      fecha_debe_pagar: string;
      monto_cuota_centavos: string;
      capital_cuota_centavos: string;
      interes_cuota_centavos: string;
      abonado_capital_centavos: string;
      abonado_interes_centavos: string;
    } & Parameters<typeof moraDeLaCuota>[0]
  >(
    tx,
    sql`select c.id_pago, c.no_cuota, c.fecha_debe_pagar::text as fecha_debe_pagar, c.monto_cuota_centavos,
        c.capital_cuota_centavos, c.interes_cuota_centavos, c.abonado_capital_centavos, c.abonado_interes_centavos,
        ${columnasDeMoraDeLaCuota(hoy)}
      from cuota c join prestamo p on p.id_empresa = c.id_empresa and p.id_prestamo = c.id_prestamo
      where c.id_empresa = ${idEmpresa} and c.id_prestamo = ${idPrestamo} and p.id_prestamo = ${idPrestamo}
        and c.estado_cuota <> 'PAGADA'
      order by c.no_cuota
      for update of c`,
  );
  return filas.map((c) => {
    const capitalCuota = Number(c.capital_cuota_centavos);
    const interesCuota = Number(c.interes_cuota_centavos);
    const abonadoCapital = Number(c.abonado_capital_centavos);
    const abonadoInteres = Number(c.abonado_interes_centavos);
    return {
      idPago: c.id_pago,
      noCuota: c.no_cuota,
      fecha: c.fecha_debe_pagar,
      capitalCuota,
      interesCuota,
      abonadoCapital,
      abonadoInteres,
      moraPagada: Number(c.mora_pagada_centavos),
      mora: moraDeLaCuota(c, hoy),
      interes: interesCuota - abonadoInteres,
      capital: capitalCuota - abonadoCapital,
    };
  });
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
  /** Cuándo se registra (la hora del servidor). */
  fecha: Date;
  /** Cuándo recibió el dinero el cobrador, si no es `fecha` (un cobro hecho sin conexión, issue 35). */
  cobradoEn?: Date;
  hoy: string;
  idUsuario: number;
  /** Lo que el préstamo queda debiendo en interés y capital (el recibo lo imprime); 0 si el recibo lo salda. */
  saldoDespuesCentavos: number;
  motivoDescuento?: string | null;
}

/**
 * La sentencia que guarda el recibo, para escribirla sola o junto con otras en una sola ida a la base; `noRecibo` es el
 * número o una expresión de la misma sentencia que lo toma (`siguienteNumero`).
 */
function insertarRecibo(tx: Tx, r: NuevoRecibo & { noRecibo: string | SQL; idRecibo?: number }) {
  return tx.insert(recibo).values({
    ...(r.idRecibo ? { id_recibo: r.idRecibo } : {}),
    id_empresa: r.idEmpresa,
    no_recibo: r.noRecibo,
    id_prestamo: r.idPrestamo,
    id_cliente: r.idCliente,
    fecha: r.fecha,
    cobrado_en: r.cobradoEn ?? r.fecha,
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

/** El id del recibo que la operación va a emitir, para escribir sus detalles antes que él (`emitirRecibo`). */
export async function reservarIdDeRecibo(tx: Tx): Promise<number> {
  const [fila] = await filasDe<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('recibo', 'id_recibo'))::int as id`,
  );
  if (!fila) throw new Error('No se reservó el id del recibo.');
  return fila.id;
}

/**
 * Lo último de toda operación que emite un recibo (cobro, liquidación, reenganche; el cobro sin conexión es un cobro),
 * en una sentencia: toma el número de la serie de recibos (bloqueada hasta el commit, así que se toma al final:
 * docs/decisiones/0025-escrituras-a-la-vez.md), guarda el recibo con su id ya reservado y, si entra dinero, su ingreso
 * en caja, cuya descripción lleva el número; `avisos`, sus eventos (`eventosEnUnaSentencia`), que también pueden
 * llevarlo; `respuesta`, si la operación llegó con clave de idempotencia, la que guarda lo que recibirá un reintento.
 * Cada pieza recibe el número como expresión de la misma sentencia. Devuelve el número.
 */
export async function emitirRecibo(
  tx: Tx,
  r: NuevoRecibo & { idRecibo: number },
  ingreso: (Omit<NuevoMovimiento, 'descripcion'> & { descripcion: (noRecibo: SQL) => SQL }) | undefined,
  avisos: (noRecibo: SQL) => SQL,
  respuesta?: (noRecibo: SQL) => SQLWrapper,
): Promise<string> {
  const noRecibo = sql`(select no from numero)`;
  const movimiento = ingreso
    ? sql`, ${movimientoEnUnaSentencia(tx, { ...ingreso, descripcion: ingreso.descripcion(noRecibo) })}`
    : sql``;
  const guardada = respuesta ? sql`, respuesta_guardada as ${respuesta(noRecibo)}` : sql``;
  const [fila] = await filasDe<{ no: string }>(
    tx,
    sql`with numero as (${siguienteNumero(r.idEmpresa, 'RECIBO', r.hoy)}),
      recibo_nuevo as ${insertarRecibo(tx, { ...r, noRecibo })}${movimiento}${guardada}, ${avisos(noRecibo)}
      select no from numero`,
  );
  if (!fila) throw new Error('El recibo no tomó número.');
  return fila.no;
}

/** Lo que un recibo cubre de una cuota (efectivo + descuento) y cuánto de eso es descuento. */
export interface Aplicacion {
  cuota: CuotaAbierta;
  cubierto: Pendiente;
  descuento: number;
}

/**
 * Escribe lo cobrado en una sola sentencia (una ida a la base, y el disparador que resume las cuotas corre una vez): un
 * detalle por cuota cubierta, lo abonado a cada una y el resumen guardado del préstamo (`resumenDespues`), calculado de
 * sus cuotas abiertas, que `aplicaciones` trae todas (lo mismo que `refrescar_prestamo` leería de la base: las
 * invariantes lo comparan). Devuelve el estado guardado de cada cuota cubierta.
 */
export async function aplicarACuotas(
  tx: Tx,
  datos: {
    idEmpresa: number;
    idPrestamo: number;
    idRecibo: number;
    fecha: Date;
    cobradoEn?: Date;
    /** El día en que una liquidación o un reenganche salda el préstamo: sus cuotas por vencer quedan adelantadas. */
    saldaElDia?: string;
  },
  aplicaciones: Aplicacion[],
): Promise<Map<number, EstadoGuardado>> {
  const estados = new Map<number, EstadoGuardado>();
  const cubiertas = aplicaciones.filter(
    ({ cubierto }) => cubierto.mora + cubierto.interes + cubierto.capital > 0,
  );
  const abonos = cubiertas.map(({ cuota: c, cubierto }) => {
    const abonadoCapital = c.abonadoCapital + cubierto.capital;
    const abonadoInteres = c.abonadoInteres + cubierto.interes;
    const estado = estadoDeCuota({ ...c, abonadoCapital, abonadoInteres });
    estados.set(c.idPago, estado);
    const adelantada = datos.saldaElDia && c.fecha > datos.saldaElDia ? datos.saldaElDia : null;
    return sql`(${c.idPago}::int, ${abonadoCapital}::bigint, ${abonadoInteres}::bigint,
      ${c.moraPagada + cubierto.mora}::bigint, ${estado}::text, ${adelantada}::date)`;
  });
  const resumen = sql`resumen as (${resumenDespues(datos, aplicaciones, cubiertas.length)})`;

  if (cubiertas.length === 0) {
    await tx.execute(sql`with ${resumen} select 1`);
    return estados;
  }
  const detalles = tx.insert(detalle_pago).values(
    cubiertas.map(({ cuota: c, cubierto, descuento }) => ({
      id_empresa: datos.idEmpresa,
      id_recibo: datos.idRecibo,
      id_prestamo: datos.idPrestamo,
      id_pago: c.idPago,
      mora_pagada_centavos: cubierto.mora,
      interes_pagado_centavos: cubierto.interes,
      capital_pagado_centavos: cubierto.capital,
      descuento_centavos: descuento,
      monto_pagado_centavos: cubierto.mora + cubierto.interes + cubierto.capital - descuento,
      // El día del abono es el del cobro: la mora de los meses que siguen corre sobre el saldo que dejó (mora.ts).
      creado_en: datos.cobradoEn ?? datos.fecha,
    })),
  );
  await tx.execute(sql`with detalles as ${detalles}, ${resumen}
      update cuota c set abonado_capital_centavos = a.capital, abonado_interes_centavos = a.interes,
        mora_pagada_centavos = a.mora, estado_cuota = a.estado, adelantada_en = coalesce(a.adelantada, c.adelantada_en)
      from (values ${sql.join(abonos, sql`, `)}) a (id_pago, capital, interes, mora, estado, adelantada)
      where c.id_empresa = ${datos.idEmpresa} and c.id_prestamo = ${datos.idPrestamo} and c.id_pago = a.id_pago`);
  return estados;
}

/**
 * El resumen guardado del préstamo después de aplicar lo cobrado a sus cuotas abiertas (todas en `aplicaciones`, en
 * orden): lo adeudado, el capital y el interés de las que siguen abiertas, la primera de ellas, su vencimiento, las
 * pagadas (el plazo menos las abiertas: un préstamo tiene tantas cuotas como su plazo) y un pago vigente más por cada
 * detalle escrito. Sin cuotas abiertas, el préstamo queda SALDADO.
 */
function resumenDespues(
  datos: { idEmpresa: number; idPrestamo: number; fecha: Date },
  aplicaciones: Aplicacion[],
  detalles: number,
): SQL {
  const abiertas = aplicaciones
    .map(({ cuota: c, cubierto }) => ({
      ...c,
      capital: c.capital - cubierto.capital,
      interes: c.interes - cubierto.interes,
    }))
    .filter((c) => c.capital + c.interes > 0);
  const primera = abiertas[0];
  const suma = (campo: 'capital' | 'interes') => abiertas.reduce((t, c) => t + c[campo], 0);
  const vence = abiertas.reduce<string | null>(
    (min, c) => (min === null || c.fecha < min ? c.fecha : min),
    null,
  );
  return sql`update prestamo p set
      saldo_centavos = ${suma('capital') + suma('interes')}, capital_pendiente_centavos = ${suma('capital')},
      interes_pendiente_centavos = ${suma('interes')}, cuotas_pagadas = p.plazo - ${abiertas.length}::int,
      primer_vencimiento_impago = ${vence}::date, id_pago_primera_abierta = ${primera?.idPago ?? null}::int,
      no_cuota_primera_abierta = ${primera?.noCuota ?? null}::int,
      cuota_actual_centavos = ${primera ? primera.capitalCuota + primera.interesCuota : null}::bigint,
      pendiente_primera_abierta_centavos = ${primera ? primera.capital + primera.interes : null}::bigint,
      pagos_vigentes = p.pagos_vigentes + ${detalles}::int
      ${abiertas.length === 0 ? sql`, estado = 'SALDADO', saldado_en = ${datos.fecha}` : sql``}
    where p.id_empresa = ${datos.idEmpresa} and p.id_prestamo = ${datos.idPrestamo}`;
}

/**
 * Recalcula el resumen guardado del préstamo (lo adeudado, el capital, la primera cuota abierta, el vencimiento
 * impago más antiguo, las cuotas pagadas) desde sus cuotas, con la función `refrescar_prestamo` de la base. Toda operación que cambia cuotas la llama antes de terminar su transacción.
 */
export async function refrescarPrestamo(tx: Tx, idEmpresa: number, idPrestamo: number): Promise<void> {
  await tx.execute(sql`select refrescar_prestamo(${idEmpresa}, ${idPrestamo})`);
}
