import type { CobrarBody, Cobro } from '@prestamos/contract';
import {
  aplicarCobro,
  centavosAPesos,
  errorDeFechaDeCobro,
  estadoDeCuota,
  estadoMostrado,
  fechaDeNegocio,
  formatearTelefono,
  pesosACentavos,
  validarCobro,
} from '@prestamos/domain';
import { and, eq, sql } from 'drizzle-orm';
import { numeroDeCandado } from '../../db/candados';
import type { Tx } from '../../db/conexion';
import { idempotencia } from '../../db/schema/pagos';
import { enContexto, filasDe, prestamoAlAlcance } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { AppError, conflicto, invalido, noEncontrado } from '../../lib/errores';
import { eventosEnUnaSentencia } from '../eventos/emitir';
import { avisosDeCobro } from '../prestamos/avisos';
import { aplicarACuotas, cuotasAbiertas, emitirRecibo, exigirActivo } from '../prestamos/cobro';

/**
 * El préstamo de una cuota de la empresa, bloqueado con su cliente antes (el orden de
 * docs/decisiones/0025-escrituras-a-la-vez.md: los cobros y diferimientos del mismo préstamo van de uno en uno, y el
 * resumen del cliente que escribe el disparador del préstamo ya no espera a nadie) y activo: 404 si la cuota no es de
 * la empresa o del cobrador, 409 si el préstamo ya no se cobra. Con
 * `reservarRecibo`, también el id del recibo que el cobro va a emitir (`nextval`: sus detalles se escriben con él antes
 * que el recibo, migración 0019). Todo en una ida a la base.
 */
export async function prestamoDeCuotaBloqueado(
  tx: Tx,
  idEmpresa: number,
  idPago: number,
  opciones: { reservarRecibo?: boolean } = {},
) {
  const [fila] = await filasDe<{
    id_prestamo: number;
    id_cliente: number;
    codigo_prestamo: string;
    estado: string;
    fecha_inicio: string;
    no_cuota: number;
    nombres: string;
    apellidos: string;
    telefono: string | null;
    id_recibo: number | null;
  }>(
    tx,
    sql`select p.id_prestamo, p.id_cliente, p.codigo_prestamo, p.estado, p.fecha_inicio::text as fecha_inicio,
        c.no_cuota, cl.nombres, cl.apellidos, cl.telefono,
        ${opciones.reservarRecibo ? sql`nextval(pg_get_serial_sequence('recibo', 'id_recibo'))::int` : sql`null::int`} as id_recibo
      from cuota c
      join prestamo p on p.id_empresa = c.id_empresa and p.id_prestamo = c.id_prestamo
      join cliente cl on cl.id_empresa = p.id_empresa and cl.id_cliente = p.id_cliente
      where c.id_empresa = ${idEmpresa} and c.id_pago = ${idPago} and ${prestamoAlAlcance(tx)}
      for no key update of cl, p`,
  );
  if (!fila) {
    await exigirQueNoSeCancelo(tx, idEmpresa, idPago);
    throw noEncontrado('Cuota', true);
  }
  exigirActivo(fila);
  return fila;
}

/**
 * Cancelar un préstamo borra sus cuotas; un cobro de una de ellas que llega después (la cola del teléfono) recibe 409
 * PRESTAMO_CANCELADO, no un 404 que no dice qué pasó. Solo en el camino del 404: recorre los préstamos cancelados de la
 * empresa (prestamo_por_estado), que son pocos.
 */
async function exigirQueNoSeCancelo(tx: Tx, idEmpresa: number, idPago: number) {
  const [cancelado] = await filasDe<{ codigo_prestamo: string; estado: string }>(
    tx,
    sql`select p.codigo_prestamo, p.estado from prestamo p
      where p.id_empresa = ${idEmpresa} and p.estado = 'CANCELADO' and ${idPago} = any(p.cuotas_canceladas)
        and ${prestamoAlAlcance(tx)}
      limit 1`,
  );
  if (cancelado) exigirActivo(cancelado);
}

/**
 * Solo se cobra (o difiere) la primera cuota abierta de un préstamo sin saldar. Una cuota que ya no está
 * abierta la pagó otro cobro (p. ej. la oficina, mientras el cobro del teléfono esperaba señal): CUOTA_PAGADA.
 */
export function exigirPrimeraAbierta(
  abiertas: { idPago: number; noCuota: number }[],
  cuota: { idPago: number; noCuota: number },
  que: 'cobrar' | 'diferir',
) {
  const { idPago } = cuota;
  const primera = abiertas[0];
  if (!primera) throw conflicto('El préstamo no tiene cuotas pendientes.', 'SIN_CUOTAS');
  if (!abiertas.some((c) => c.idPago === idPago)) {
    throw conflicto(`La cuota ${cuota.noCuota} ya está pagada: otro cobro la saldó.`, 'CUOTA_PAGADA');
  }
  if (primera.idPago !== idPago) {
    throw conflicto(
      `Solo se puede ${que} la primera cuota pendiente del préstamo (la cuota ${primera.noCuota}).`,
      'NO_ES_PRIMERA',
    );
  }
}

/** El mensaje del cobro, antes del número del recibo. */
const MENSAJE_DEL_COBRO = 'Pago registrado con el recibo ';

/**
 * La clave de idempotencia (semántica del borrador IETF «The Idempotency-Key HTTP Header Field») se reserva al empezar,
 * en la misma transacción, con un candado de la clave que se toma sin esperar: si otra petición con la misma clave
 * sigue en curso, 409 IDEMPOTENCIA_EN_CURSO enseguida (la cola del teléfono reintenta después); si ya terminó, su
 * respuesta; la misma clave con otros datos, 422. Si la primera falló, la reserva se deshizo y la clave cobra de nuevo.
 * La clave es de quien cobra (empresa y usuario): la de otro usuario, aunque se escriba igual, es otra clave.
 */
async function reservarClave(tx: Tx, ctx: Contexto, clave: string, huella: string): Promise<Cobro | null> {
  const { idEmpresa, idUsuario } = ctx;
  // En una ida: el candado, la reserva si se tomó y, si la clave ya existía, su fila (la sentencia no ve lo que ella
  // misma inserta). Con el candado tomado nadie más reserva esta clave: la fila, si existe, ya está confirmada.
  const candado = numeroDeCandado(`idempotencia:${idEmpresa}:${idUsuario}:${clave}`).toString();
  const [fila] = await filasDe<{
    tomado: boolean;
    nueva: number | null;
    huella: string | null;
    respuesta: unknown;
  }>(
    tx,
    sql`with candado as (select pg_try_advisory_xact_lock(${candado}::bigint) as tomado),
        nueva as (
          insert into idempotencia (id_empresa, id_usuario, clave, huella)
          select ${idEmpresa}, ${idUsuario}, ${clave}, ${huella} from candado where tomado
          on conflict do nothing returning id)
      select c.tomado, (select id from nueva) as nueva, u.huella, u.respuesta
      from candado c
      left join idempotencia u on c.tomado and u.id_empresa = ${idEmpresa} and u.id_usuario = ${idUsuario}
        and u.clave = ${clave}`,
  );
  if (!fila?.tomado) {
    throw conflicto(
      'Ese cobro todavía se está procesando. Intenta de nuevo en unos segundos.',
      'IDEMPOTENCIA_EN_CURSO',
    );
  }
  if (fila.nueva !== null) return null;
  if (fila.huella !== huella) {
    throw new AppError(
      422,
      'Esa clave de idempotencia ya se usó para otro cobro.',
      'IDEMPOTENCIA_OTROS_DATOS',
    );
  }
  return fila.respuesta as Cobro;
}

/**
 * Recibir un pago (docs/producto.md#cobros): con el préstamo bloqueado (los cobros simultáneos van de uno en uno), el
 * monto se aplica a la primera cuota abierta y lo que sobra a las siguientes, en cada una mora → interés → capital.
 * Un solo recibo, su ingreso en caja y el préstamo SALDADO si ya no debe nada, todo en una transacción.
 */
export async function cobrar(
  deps: Dependencias,
  ctx: Contexto,
  idPago: number,
  body: CobrarBody,
  clave?: string,
) {
  const ahora = deps.ahora();
  const hoy = fechaDeNegocio(ahora);
  // La hora del cobrador (cobro sin conexión) o la del servidor; su día de negocio es el día del cobro.
  const cobradoEn = body.cobrado_en ? new Date(body.cobrado_en) : ahora;
  const diaDelCobro = fechaDeNegocio(cobradoEn);
  return enContexto(deps.db, ctx, async (tx): Promise<Cobro> => {
    // Lo que distingue un cobro de otro: la misma clave con otra cuota, monto, descuento, método u hora del cobrador es
    // otro cobro (422). La hora va normalizada (la misma en otra zona es la misma) y solo si vino: así las claves de
    // antes de `cobrado_en` conservan su huella.
    const huella = `${idPago}:${pesosACentavos(body.monto)}:${pesosACentavos(body.descuento)}:${body.metodo}${
      body.cobrado_en ? `:${cobradoEn.toISOString()}` : ''
    }`;
    if (clave) {
      const anterior = await reservarClave(tx, ctx, clave, huella);
      if (anterior) return anterior;
    }
    const p = await prestamoDeCuotaBloqueado(tx, ctx.idEmpresa, idPago, { reservarRecibo: true });
    const idPrestamo = p.id_prestamo;
    const errorDeFecha = errorDeFechaDeCobro(cobradoEn, ahora, p.fecha_inicio);
    if (errorDeFecha) throw invalido('cobrado_en', errorDeFecha);
    // Las cuotas abiertas y lo que les falta, como están ahora (lo que la oficina cobró mientras tanto ya cuenta); su
    // mora, al día del cobro: la que el cliente debía cuando pagó (docs/decisiones/0028-cobros-sin-conexion.md).
    const abiertas = await cuotasAbiertas(tx, ctx.idEmpresa, idPrestamo, diaDelCobro);
    exigirPrimeraAbierta(abiertas, { idPago, noCuota: p.no_cuota }, 'cobrar');

    const descuento = pesosACentavos(body.descuento);
    const monto = pesosACentavos(body.monto);
    const regla = validarCobro(abiertas, monto, descuento);
    if ('error' in regla) throw invalido(regla.error.campo, regla.error.mensaje);
    const { adeudado } = regla;
    const aplicado = aplicarCobro(abiertas, monto, descuento);
    const saldo = adeudado - monto;
    const saldoSinMora =
      abiertas.reduce((s, c) => s + c.interes + c.capital, 0) -
      aplicado.reduce((s, a) => s + a.cubierto.interes + a.cubierto.capital, 0);
    // Primero lo que es solo de este préstamo (detalles con el recibo ya reservado, cuotas, su resumen)...
    const idRecibo = p.id_recibo;
    if (idRecibo === null) throw new Error('El id del recibo se reserva con el préstamo.');
    const estados = await aplicarACuotas(
      tx,
      { idEmpresa: ctx.idEmpresa, idPrestamo, idRecibo, fecha: ahora, cobradoEn },
      abiertas.map((c, i) => ({
        cuota: c,
        ...(aplicado[i] ?? { cubierto: { mora: 0, interes: 0, capital: 0 }, descuento: 0 }),
      })),
    );
    // Sin cuotas abiertas, aplicarACuotas lo dejó SALDADO.
    const saldado = saldoSinMora === 0;
    // La cuota cobrada es la primera abierta (exigirPrimeraAbierta); su estado, el que se acaba de guardar.
    const cobrada = abiertas.find((c) => c.idPago === idPago);
    const estadoCuota = estadoMostrado(
      estados.get(idPago) ?? (cobrada ? estadoDeCuota(cobrada) : 'PENDIENTE'),
      cobrada?.fecha ?? hoy,
      hoy,
    );
    const cliente = `${p.nombres} ${p.apellidos}`;
    const sinNumero: Omit<Cobro, 'message' | 'no_recibo'> = {
      ok: true,
      id_recibo: idRecibo,
      cuota: { id_pago: idPago, no_cuota: cobrada?.noCuota ?? 0, estado_cuota: estadoCuota },
      estado_cuota: estadoCuota,
      saldo_prestamo: centavosAPesos(saldo),
      prestamo_saldado: saldado,
      total_pagado: centavosAPesos(monto),
      codigo_prestamo: p.codigo_prestamo,
      cliente,
      telefono: p.telefono ? formatearTelefono(p.telefono) : null,
      cobrado_en: cobradoEn.toISOString(),
      registrado_en: ahora.toISOString(),
    };
    // ...y al final, en una sola sentencia (`emitirRecibo`), lo único que comparten todos los cobros de la empresa: la
    // serie de recibos (un número sin huecos), bloqueada hasta el commit, así que se toma lo más tarde posible.
    const noRecibo = await emitirRecibo(
      tx,
      {
        idRecibo,
        idEmpresa: ctx.idEmpresa,
        idPrestamo,
        idCliente: p.id_cliente,
        concepto: 'PAGO',
        metodo: body.metodo,
        totalCentavos: monto,
        descuentoCentavos: descuento,
        nota: body.nota ?? null,
        fecha: ahora,
        cobradoEn,
        hoy,
        idUsuario: ctx.idUsuario,
        saldoDespuesCentavos: saldoSinMora,
        motivoDescuento: body.motivo_descuento ?? null,
      },
      {
        idEmpresa: ctx.idEmpresa,
        tipo: 'INGRESO',
        montoCentavos: monto,
        descripcion: (no) => sql`${`Cobro del préstamo ${p.codigo_prestamo} (recibo `} || ${no} || ')'`,
        origen: 'PAGO',
        fecha: ahora,
        idUsuario: ctx.idUsuario,
        idPrestamo,
        idRecibo,
      },
      // El aviso del pago (y del préstamo saldado): con la serie tomada, ni una ida más.
      (no) =>
        eventosEnUnaSentencia(
          tx,
          ctx,
          avisosDeCobro({ ...p, cliente }, { montoCentavos: monto, idRecibo, noRecibo: no }, saldado),
        ),
      // La respuesta que recibe un reintento con la misma clave: esta, con el número que tomó la sentencia.
      clave
        ? (no) =>
            tx
              .update(idempotencia)
              .set({
                respuesta: sql`${JSON.stringify(sinNumero)}::jsonb
                  || jsonb_build_object('no_recibo', ${no}, 'message', ${MENSAJE_DEL_COBRO} || ${no})`,
              })
              .where(
                and(
                  eq(idempotencia.id_empresa, ctx.idEmpresa),
                  eq(idempotencia.id_usuario, ctx.idUsuario),
                  eq(idempotencia.clave, clave),
                ),
              )
        : undefined,
    );
    const respuesta: Cobro = {
      ...sinNumero,
      message: `${MENSAJE_DEL_COBRO}${noRecibo}`,
      no_recibo: noRecibo,
    };
    return respuesta;
  });
}
