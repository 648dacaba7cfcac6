import type { CrearPrestamoBody } from '@prestamos/contract';
import {
  calcularCronograma,
  centavosAPesos,
  errorDeCuotasVacias,
  fechaDeNegocio,
  formatearCentavos,
  pesosACentavos,
  totalesDelCronograma,
} from '@prestamos/domain';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { leerJuntas } from '../../db/lecturas';
import { cuota, detalle_pago, prestamo } from '../../db/schema/prestamos';
import { enContexto, filasDe } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { conflicto, invalido, noEncontrado } from '../../lib/errores';
import { decodificarCursor, paginaDe, recortarPagina, totalConTope } from '../../lib/paginas';
import { bloquearCaja, cancelarMovimientos } from '../caja/repositorio';
import { clienteAlAlcance } from '../clientes/repositorio';
import { contadorDe, totalDePrestamos } from '../empresas/contadores';
import { emitirEvento, eventosEnUnaSentencia } from '../eventos/emitir';
import { guardarPrestamoYCuotas, numerarPrestamo } from './alta';
import { refrescarPrestamo } from './cobro';
import { lecturaDeCuotasDelPrestamo } from './cuotas';
import { prestamoBloqueado } from './liquidacion';
import {
  buscarPrestamo,
  busquedaDePrestamos,
  claveDe,
  condicionDeEstadoUi,
  dondePrestamos,
  lecturaDePrestamo,
  ordenDe,
  paginaDePrestamos,
  TIPOS_DE_CLAVE,
} from './repositorio';
import { exigirFechasDelPrestamo } from './topes';

const hoyDe = (deps: Dependencias) => fechaDeNegocio(deps.ahora());

export async function listar(
  deps: Dependencias,
  ctx: Contexto,
  f: {
    page: number;
    pageSize: number;
    q?: string | undefined;
    estado?: string | undefined;
    id_cliente?: number | undefined;
    cursor?: string | undefined;
  },
) {
  const hoy = hoyDe(deps);
  const condiciones: SQL[] = [];
  const estado = f.estado ? condicionDeEstadoUi(f.estado, hoy) : undefined;
  if (estado) condiciones.push(estado);
  if (f.id_cliente) condiciones.push(sql`p.id_cliente = ${f.id_cliente}`);
  const busqueda = f.q ? busquedaDePrestamos(f.q) : undefined;
  // Una búsqueda sola, de quien ve toda la empresa: la página y su total salen de las coincidencias mismas.
  const soloBusqueda = busqueda && condiciones.length === 0 && ctx.cobrador === null;
  if (busqueda && !soloBusqueda) condiciones.push(busqueda.condicion);
  const orden = ordenDe(f.estado, !f.estado && !f.q && !f.id_cliente && ctx.cobrador === null);
  const clave = f.cursor ? decodificarCursor(f.cursor, TIPOS_DE_CLAVE[orden]) : undefined;
  // Sin búsqueda, el total sale de los contadores y del resumen de la cartera de la empresa; si no, se cuenta con tope.
  const contador = f.q || f.id_cliente || ctx.cobrador !== null ? null : contadorDe(f.estado);
  return enContexto(deps.db, ctx, async (tx) => {
    const { filas, conteo } = await paginaDePrestamos(tx, ctx.idEmpresa, hoy, {
      condiciones,
      orden,
      limite: f.pageSize + 1,
      desde: (f.page - 1) * f.pageSize,
      ...(clave ? { clave } : {}),
      ...(soloBusqueda ? { fuente: sql`(select id as id_prestamo from ${busqueda.relacion})` } : {}),
      total: contador
        ? totalDePrestamos(ctx.idEmpresa, contador, hoy)
        : totalConTope(
            soloBusqueda
              ? sql`select 1 from ${busqueda.relacion}`
              : sql`select 1 from prestamo p where ${dondePrestamos(tx, ctx.idEmpresa, condiciones)}`,
            busqueda?.con,
          ),
    });
    const { items, siguiente } = recortarPagina(filas, f.pageSize, (p) => claveDe(orden, p));
    return paginaDe(items, conteo, f, siguiente);
  });
}

export async function plan(deps: Dependencias, ctx: Contexto, idPrestamo: number) {
  const hoy = hoyDe(deps);
  return enContexto(deps.db, ctx, async (tx) => {
    // El préstamo y sus cuotas, en una sentencia.
    const { p, cuotas } = await leerJuntas(tx, {
      p: lecturaDePrestamo(tx, ctx.idEmpresa, idPrestamo, hoy),
      cuotas: lecturaDeCuotasDelPrestamo(tx, ctx.idEmpresa, idPrestamo, hoy),
    });
    if (!p) throw noEncontrado('Préstamo');
    const suma = (campo: 'monto_cuota' | 'interes_cuota' | 'abonado') =>
      centavosAPesos(cuotas.reduce((s, c) => s + pesosACentavos(c[campo]), 0));
    const pagadas = cuotas.filter((c) => c.estado_cuota === 'PAGADA').length;
    return {
      ok: true as const,
      prestamo: p,
      cuotas,
      resumen: {
        monto_adeudado: p.monto_adeudado,
        mora: p.mora,
        monto_vencido: p.monto_vencido,
        capital_pendiente: p.capital_pendiente,
        interes_total: suma('interes_cuota'),
        total_a_pagar: suma('monto_cuota'),
        total_pagado: suma('abonado'),
        cuotas_total: cuotas.length,
        cuotas_pagadas: pagadas,
        cuotas_pendientes: cuotas.length - pagadas,
        cuotas_vencidas: p.cuotas_vencidas,
      },
    };
  });
}

/**
 * El cliente del préstamo, bloqueado (docs/decisiones/0025-escrituras-a-la-vez.md), con lo que la empresa decide al
 * prestar y los ids del préstamo y de sus `cuotas`, reservados, en una ida a la base. El bloqueo: dos préstamos
 * simultáneos al mismo cliente no saltan la política de la empresa, y desactivarlo o borrarlo mientras tanto espera a
 * que el préstamo exista (o lo ve y se niega); si lo borraron mientras se esperaba, ya no está: 404. Lo que la
 * empresa decide (si permite varios préstamos activos por cliente y la regla de mora de hoy) el préstamo lo guarda y
 * lo conserva aunque la empresa lo cambie.
 */
async function clienteParaPrestar(tx: Tx, idEmpresa: number, idCliente: number, cuotas: number) {
  const [c] = await filasDe<{
    nombres: string;
    apellidos: string;
    estado: string;
    permite_multiples: boolean;
    mora_porcentaje: string;
    dias_gracia: number;
    id_prestamo: number;
    id_cuotas: number[];
  }>(
    tx,
    sql`select cl.nombres, cl.apellidos, cl.estado, e.allow_multiple_loans as permite_multiples, e.mora_porcentaje,
        e.dias_gracia, nextval(pg_get_serial_sequence('prestamo', 'id_prestamo'))::int as id_prestamo,
        array(select nextval(pg_get_serial_sequence('cuota', 'id_pago'))::int from generate_series(1, ${cuotas}))
          as id_cuotas
      from cliente cl join empresa e on e.id_empresa = cl.id_empresa
      where cl.id_empresa = ${idEmpresa} and cl.id_cliente = ${idCliente} and ${clienteAlAlcance(tx)}
      for no key update of cl`,
  );
  if (!c) throw noEncontrado('Cliente');
  if (c.estado !== 'ACTIVO') {
    throw conflicto('El cliente está inactivo: actívalo antes de darle un préstamo.', 'CLIENTE_INACTIVO');
  }
  return c;
}

/** Sin varios préstamos activos por cliente, el cliente no debe tener otro (salvo el que un reenganche salda). */
async function exigirPoliticaDeMultiples(
  tx: Tx,
  idEmpresa: number,
  d: { idCliente: number; idPrestamoOrigen?: number | undefined },
  permite: boolean,
) {
  if (permite) return;
  const [activo] = await tx
    .select({ id: prestamo.id_prestamo })
    .from(prestamo)
    .where(
      and(
        eq(prestamo.id_empresa, idEmpresa),
        eq(prestamo.id_cliente, d.idCliente),
        eq(prestamo.estado, 'ACTIVO'),
        d.idPrestamoOrigen === undefined ? undefined : ne(prestamo.id_prestamo, d.idPrestamoOrigen),
      ),
    )
    .limit(1);
  if (activo)
    throw conflicto('Política de empresa: no permitir múltiples préstamos activos.', 'MULTIPLES_PRESTAMOS');
}

export interface DatosDePrestamo {
  idCliente: number;
  montoCentavos: number;
  plazo: number;
  tasa: number | null;
  tipo: CrearPrestamoBody['amortizacion'];
  frecuencia: CrearPrestamoBody['frecuencia'];
  fechaInicio: string;
  gastosCentavos: number;
  nota: string | null;
  planManual?: { no: number; fecha: string; montoCentavos: number }[];
  idPrestamoOrigen?: number;
  /** Lo que sale de caja; por defecto monto − gastos de cierre (en un reenganche, solo el monto extra). */
  desembolsoCentavos?: number;
}

/**
 * Alta de un préstamo dentro de una transacción ya abierta: préstamo, cuotas, número y el egreso de caja del
 * desembolso, que se niega si la caja no alcanza. La usan el préstamo nuevo y el reenganche (que ya tiene bloqueado al
 * cliente y toma la serie de recibos después).
 *
 * Lo que comparte toda la empresa va al final y dura poco (docs/decisiones/0025-escrituras-a-la-vez.md): el préstamo
 * y sus cuotas (con todo lo que sus disparadores resumen) se guardan primero con un número provisional; después se
 * toman el candado de la caja y la serie de préstamos, y una sola sentencia pone el número y el orden de alta y anota
 * el egreso, justo antes del commit.
 */
export async function insertarPrestamo(tx: Tx, deps: Dependencias, ctx: Contexto, d: DatosDePrestamo) {
  const cuotas = calcularCronograma({
    montoCentavos: d.montoCentavos,
    plazo: d.plazo,
    tasa: d.tasa,
    tipo: d.tipo,
    frecuencia: d.frecuencia,
    fechaInicio: d.fechaInicio,
    planManual: d.planManual,
  });
  const vacias = errorDeCuotasVacias(cuotas, d.tipo);
  if (vacias) throw invalido('monto', vacias);
  const c = await clienteParaPrestar(tx, ctx.idEmpresa, d.idCliente, cuotas.length);
  await exigirPoliticaDeMultiples(tx, ctx.idEmpresa, d, c.permite_multiples);
  const ahora = deps.ahora();
  const idPrestamo = c.id_prestamo;
  await guardarPrestamoYCuotas(tx, {
    idPrestamo,
    idCuotas: c.id_cuotas,
    cuotas,
    valores: {
      id_empresa: ctx.idEmpresa,
      id_cliente: d.idCliente,
      estado: 'ACTIVO',
      creado_en: ahora,
      monto_centavos: d.montoCentavos,
      plazo: cuotas.length,
      tasa: d.tasa === null ? null : d.tasa.toFixed(10),
      mora_porcentaje: c.mora_porcentaje,
      dias_gracia: c.dias_gracia,
      tipo_amortizacion: d.tipo,
      frecuencia: d.frecuencia,
      fecha_inicio: d.fechaInicio,
      gastos_cierre_centavos: d.gastosCentavos,
      nota: d.nota,
      id_prestamo_origen: d.idPrestamoOrigen,
      creado_por: ctx.idUsuario,
    },
  });
  const desembolso = d.desembolsoCentavos ?? Math.max(d.montoCentavos - d.gastosCentavos, 0);
  if (desembolso > 0) {
    const saldo = await bloquearCaja(tx, ctx.idEmpresa);
    if (desembolso > saldo) {
      throw conflicto(
        `El neto a desembolsar (${formatearCentavos(desembolso)}) supera el saldo de caja (${formatearCentavos(saldo)}).`,
        'SALDO_INSUFICIENTE',
      );
    }
  }
  const codigo = await numerarPrestamo(tx, {
    idEmpresa: ctx.idEmpresa,
    idPrestamo,
    fecha: fechaDeNegocio(ahora),
    egreso:
      desembolso > 0
        ? {
            idEmpresa: ctx.idEmpresa,
            tipo: 'EGRESO',
            montoCentavos: desembolso,
            descripcion: (codigo) =>
              sql`${'Desembolso del préstamo '} || ${codigo} || ${` a ${c.nombres} ${c.apellidos}`}`,
            origen: d.idPrestamoOrigen ? 'REENGANCHE' : 'DESEMBOLSO',
            fecha: ahora,
            idUsuario: ctx.idUsuario,
            idPrestamo,
          }
        : null,
    // El préstamo otorgado (también el nuevo de un reenganche), con el número que toma esta sentencia.
    avisos: (codigo) =>
      eventosEnUnaSentencia(tx, ctx, [
        {
          tipo: 'prestamo.otorgado',
          datos: {
            id_prestamo: idPrestamo,
            id_cliente: d.idCliente,
            cliente: `${c.nombres} ${c.apellidos}`,
            monto: centavosAPesos(d.montoCentavos),
          },
          deLaSentencia: { codigo },
        },
      ]),
  });
  return { idPrestamo, codigo, totales: totalesDelCronograma(cuotas) };
}

export async function crear(deps: Dependencias, ctx: Contexto, body: CrearPrestamoBody) {
  const manual = body.amortizacion === 'MANUAL';
  const planManual = manual
    ? (body.plan_manual ?? []).map((f) => ({
        no: f.no,
        fecha: f.fecha ?? '',
        montoCentavos: pesosACentavos(f.monto),
      }))
    : undefined;
  const hoy = hoyDe(deps);
  const fechaInicio = body.fecha_inicio ?? hoy;
  exigirFechasDelPrestamo(body, fechaInicio, hoy, planManual);
  const creado = await enContexto(deps.db, ctx, (tx) =>
    insertarPrestamo(tx, deps, ctx, {
      idCliente: body.id_cliente,
      montoCentavos: pesosACentavos(body.monto),
      plazo: manual ? (planManual?.length ?? 0) : (body.plazo ?? 0),
      tasa: manual ? null : (body.tasa ?? 0),
      tipo: body.amortizacion,
      frecuencia: body.frecuencia,
      fechaInicio,
      gastosCentavos: pesosACentavos(body.gastos_cierre),
      nota: body.nota ?? null,
      planManual,
    }),
  );
  return {
    ok: true as const,
    message: `Préstamo ${creado.codigo} creado`,
    prestamo: { id_prestamo: creado.idPrestamo, codigo_prestamo: creado.codigo },
  };
}

/**
 * Cancelar deshace un préstamo recién dado por error (docs/producto.md#prestamos): solo vigente, sin atraso y sin
 * pagos. Borra sus cuotas (no tienen dinero aplicado) y devuelve el desembolso a la caja.
 */
export async function cancelar(deps: Dependencias, ctx: Contexto, idPrestamo: number) {
  const hoy = hoyDe(deps);
  const codigo = await enContexto(deps.db, ctx, async (tx) => {
    await prestamoBloqueado(tx, ctx.idEmpresa, idPrestamo);
    const p = await buscarPrestamo(tx, ctx.idEmpresa, idPrestamo, hoy);
    if (!p.puede_cancelar) {
      throw conflicto(
        p.estado_ui === 'VIGENTE'
          ? 'No se puede cancelar: el préstamo ya tiene pagos.'
          : `No se puede cancelar un préstamo ${p.estado_ui.toLowerCase()}: solo uno vigente, al día y sin pagos.`,
        'NO_CANCELABLE',
      );
    }
    const enEste = and(eq(cuota.id_empresa, ctx.idEmpresa), eq(cuota.id_prestamo, idPrestamo));
    const [conDetalles] = await tx
      .select({ id: detalle_pago.id_detalle_pago })
      .from(detalle_pago)
      .where(and(eq(detalle_pago.id_empresa, ctx.idEmpresa), eq(detalle_pago.id_prestamo, idPrestamo)))
      .limit(1);
    if (conDetalles)
      throw conflicto('No se puede cancelar: el préstamo tiene pagos registrados (aunque anulados).');
    const borradas = await tx.delete(cuota).where(enEste).returning({ id: cuota.id_pago });
    await refrescarPrestamo(tx, ctx.idEmpresa, idPrestamo);
    await tx
      .update(prestamo)
      .set({
        estado: 'CANCELADO',
        cancelado_en: deps.ahora(),
        cuotas_canceladas: borradas.map((c) => c.id),
      })
      .where(and(eq(prestamo.id_empresa, ctx.idEmpresa), eq(prestamo.id_prestamo, idPrestamo)));
    await emitirEvento(tx, ctx, 'prestamo.deleted', { id_prestamo: idPrestamo, codigo: p.codigo_prestamo });
    await cancelarMovimientos(
      tx,
      ctx.idEmpresa,
      sql`id_prestamo = ${idPrestamo} and origen in ('DESEMBOLSO', 'REENGANCHE')`,
      {
        motivo: `Préstamo ${p.codigo_prestamo} cancelado`,
        fecha: deps.ahora(),
        idUsuario: ctx.idUsuario,
      },
    );
    return p.codigo_prestamo;
  });
  return { ok: true as const, message: `Préstamo ${codigo} cancelado` };
}
