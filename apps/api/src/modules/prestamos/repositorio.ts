import type { CuotaListada, Prestamo } from '@prestamos/contract';
import { centavosAPesos, estadoMostrado, formatearCedula, formatearTelefono } from '@prestamos/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { clienteVisible, filasDe, hayCobrador } from '../../db/transacciones';
import { patronContiene } from '../../lib/busqueda';
import { noEncontrado } from '../../lib/errores';
import { moraDeCuotas, moraPorPrestamo, reglaDeMora } from './mora';

/**
 * Consultas de préstamos con su situación derivada: cuotas vencidas, lo adeudado y lo vencido se calculan contra la
 * fecha de hoy (día de negocio) en cada consulta, nunca con un proceso nocturno, así que no quedan viejos.
 */
interface FilaPrestamo {
  id_prestamo: number;
  codigo_prestamo: string;
  id_cliente: number;
  nombres: string;
  apellidos: string;
  cedula: string | null;
  telefono: string | null;
  estado: string;
  monto_centavos: string;
  plazo: number;
  tasa: string | null;
  tipo_amortizacion: Prestamo['amortizacion'];
  frecuencia: Prestamo['frecuencia'];
  fecha_inicio: string;
  gastos_cierre_centavos: string;
  nota: string | null;
  id_prestamo_origen: number | null;
  creado_en: string | Date;
  cuotas_vencidas: string;
  adeudado: string;
  vencido: string;
  capital_pendiente: string;
  proximo_vencimiento: string | null;
  cuota_actual: string | null;
  pagos: string;
}

const abierta = sql`c.estado_cuota <> 'PAGADA'`;

/** Alcance de la transacción sobre el préstamo `p` (un cobrador ve solo los de los clientes de sus rutas). */
const prestamoAlAlcance = clienteVisible(sql`p.id_empresa`, sql`p.id_cliente`);
const pendienteDe = sql`c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos`;

function consultaBase(hoy: string) {
  return sql`
    select p.id_prestamo, p.codigo_prestamo, p.id_cliente, cl.nombres, cl.apellidos, cl.cedula, cl.telefono, p.estado,
      p.monto_centavos, p.plazo, p.tasa, p.tipo_amortizacion, p.frecuencia, p.fecha_inicio::text as fecha_inicio,
      p.gastos_cierre_centavos, p.nota, p.id_prestamo_origen, p.creado_en,
      r.cuotas_vencidas, r.adeudado, r.vencido, r.capital_pendiente, r.proximo_vencimiento::text as proximo_vencimiento,
      r.cuota_actual, dp.pagos
    from prestamo p
    join cliente cl on cl.id_empresa = p.id_empresa and cl.id_cliente = p.id_cliente
    left join lateral (
      select
        count(*) filter (where ${abierta} and c.fecha_debe_pagar < ${hoy}::date) as cuotas_vencidas,
        coalesce(sum(${pendienteDe}) filter (where ${abierta}), 0) as adeudado,
        coalesce(sum(${pendienteDe}) filter (where ${abierta} and c.fecha_debe_pagar < ${hoy}::date), 0) as vencido,
        coalesce(sum(c.capital_cuota_centavos - c.abonado_capital_centavos) filter (where ${abierta}), 0) as capital_pendiente,
        min(c.fecha_debe_pagar) filter (where ${abierta}) as proximo_vencimiento,
        (array_agg(c.monto_cuota_centavos order by c.no_cuota) filter (where ${abierta}))[1] as cuota_actual
      from cuota c where c.id_empresa = p.id_empresa and c.id_prestamo = p.id_prestamo
    ) r on true
    left join lateral (
      select count(*) as pagos from detalle_pago d
      where d.id_empresa = p.id_empresa and d.id_prestamo = p.id_prestamo and d.estado = 'VIGENTE'
    ) dp on true`;
}

/**
 * Búsqueda por cliente (nombre o cédula, sin acentos) o por código de préstamo, sobre las consultas que unen el
 * préstamo `p` con su cliente `cl`. Con solo dígitos y guiones se busca la cédula sin guiones.
 */
export function condicionDeBusqueda(texto: string): SQL {
  const q = /^[\d\s-]+$/.test(texto) ? texto.replace(/\D/g, '') : texto;
  return sql`(cl.busqueda like texto_de_busqueda(${patronContiene(q)}) or p.codigo_prestamo ilike ${patronContiene(texto)})`;
}

/** Condición SQL de cada estado de la pantalla (VIGENTE, EN MORA, SALDADO, CANCELADO). */
export function condicionDeEstadoUi(estado: string): SQL | undefined {
  switch (estado) {
    case 'VIGENTE':
      return sql`p.estado = 'ACTIVO' and r.cuotas_vencidas = 0`;
    case 'EN MORA':
      return sql`p.estado = 'ACTIVO' and r.cuotas_vencidas > 0`;
    case 'SALDADO':
    case 'CANCELADO':
      return sql`p.estado = ${estado}`;
    default:
      return undefined;
  }
}

function aPrestamo(f: FilaPrestamo, moraCentavos: number): Prestamo {
  const vencidas = Number(f.cuotas_vencidas);
  const activo = f.estado === 'ACTIVO';
  const enMora = activo && vencidas > 0;
  const pagos = Number(f.pagos);
  const monto = Number(f.monto_centavos);
  const gastos = Number(f.gastos_cierre_centavos);
  return {
    id_prestamo: f.id_prestamo,
    codigo_prestamo: f.codigo_prestamo,
    id_cliente: f.id_cliente,
    cliente: `${f.nombres} ${f.apellidos}`,
    cedula: f.cedula ? formatearCedula(f.cedula) : null,
    telefono: f.telefono ? formatearTelefono(f.telefono) : null,
    monto: centavosAPesos(monto),
    plazo: f.plazo,
    tasa: f.tasa === null ? null : Number(f.tasa),
    amortizacion: f.tipo_amortizacion,
    frecuencia: f.frecuencia,
    fecha_inicio: f.fecha_inicio,
    fecha_desembolso: f.fecha_inicio,
    gastos_cierre: centavosAPesos(gastos),
    neto_desembolsado: centavosAPesos(Math.max(monto - gastos, 0)),
    nota: f.nota,
    estado: enMora ? 'ATRASADO' : f.estado,
    estado_ui: enMora ? 'EN MORA' : activo ? 'VIGENTE' : (f.estado as 'SALDADO' | 'CANCELADO'),
    en_mora: enMora,
    cuotas_vencidas: activo ? vencidas : 0,
    monto_adeudado: centavosAPesos(activo ? Number(f.adeudado) + moraCentavos : 0),
    monto_vencido: centavosAPesos(activo ? Number(f.vencido) + moraCentavos : 0),
    mora: centavosAPesos(activo ? moraCentavos : 0),
    capital_pendiente: centavosAPesos(activo ? Number(f.capital_pendiente) : 0),
    cuota_actual: centavosAPesos(Number(f.cuota_actual ?? 0)),
    proximo_vencimiento: activo ? f.proximo_vencimiento : null,
    pagos_realizados: pagos,
    // Spec 001 §4: solo vigente, sin atraso y sin pagos. Uno de reenganche no: el anterior ya se saldó con él.
    puede_cancelar: activo && vencidas === 0 && pagos === 0 && f.id_prestamo_origen === null,

    id_prestamo_origen: f.id_prestamo_origen,
    creado_en: new Date(f.creado_en).toISOString(),
  };
}

/** Mora de hoy de cada préstamo activo de la lista (los saldados y cancelados no deben nada). */
async function moraDeLosPrestamos(tx: Tx, idEmpresa: number, filas: FilaPrestamo[], hoy: string) {
  const activos = filas.filter((f) => f.estado === 'ACTIVO').map((f) => f.id_prestamo);
  if (activos.length === 0) return new Map<number, number>();
  return moraPorPrestamo(await moraDeCuotas(tx, idEmpresa, activos, hoy, await reglaDeMora(tx, idEmpresa)));
}

export async function listarPrestamos(
  tx: Tx,
  idEmpresa: number,
  hoy: string,
  filtro: { condiciones: SQL[]; limite: number; desde: number },
) {
  const donde = sql.join(
    [sql`p.id_empresa = ${idEmpresa}`, prestamoAlAlcance, ...filtro.condiciones],
    sql` and `,
  );
  const filas = await filasDe<FilaPrestamo>(
    tx,
    sql`${consultaBase(hoy)} where ${donde} order by p.id_prestamo desc limit ${filtro.limite} offset ${filtro.desde}`,
  );
  const [total] = await filasDe<{ n: string }>(
    tx,
    sql`select count(*) as n from (${consultaBase(hoy)} where ${donde}) t`,
  );
  const mora = await moraDeLosPrestamos(tx, idEmpresa, filas, hoy);
  return {
    items: filas.map((f) => aPrestamo(f, mora.get(f.id_prestamo) ?? 0)),
    total: Number(total?.n ?? 0),
  };
}

export async function buscarPrestamo(
  tx: Tx,
  idEmpresa: number,
  idPrestamo: number,
  hoy: string,
): Promise<Prestamo> {
  const [fila] = await filasDe<FilaPrestamo>(
    tx,
    sql`${consultaBase(hoy)} where p.id_empresa = ${idEmpresa} and p.id_prestamo = ${idPrestamo} and ${prestamoAlAlcance}`,
  );
  if (!fila) throw noEncontrado('Préstamo');
  const mora = await moraDeLosPrestamos(tx, idEmpresa, [fila], hoy);
  return aPrestamo(fila, mora.get(fila.id_prestamo) ?? 0);
}

interface FilaCuota {
  id_pago: number;
  id_prestamo: number;
  codigo_prestamo: string;
  id_cliente: number;
  nombres: string;
  apellidos: string;
  telefono: string | null;
  prestamo_estado: string;
  es_primera_abierta: boolean;
  no_cuota: number;
  fecha_debe_pagar: string;
  fecha_original: string;
  fecha_siguiente: string | null;
  estado_cuota: string;
  monto_cuota_centavos: string;
  capital_cuota_centavos: string;
  interes_cuota_centavos: string;
  balance_prestamo_centavos: string;
  abonado_capital_centavos: string;
  abonado_interes_centavos: string;
  last_detalle_id: number | null;
  last_recibo: string | null;
}

function aCuota(f: FilaCuota, hoy: string, moraCentavos: number): CuotaListada {
  const monto = Number(f.monto_cuota_centavos);
  const abonado = Number(f.abonado_capital_centavos) + Number(f.abonado_interes_centavos);
  const pagada = f.estado_cuota === 'PAGADA';
  return {
    id_pago: f.id_pago,
    id_prestamo: f.id_prestamo,
    codigo_prestamo: f.codigo_prestamo,
    id_cliente: f.id_cliente,
    cliente: `${f.nombres} ${f.apellidos}`,
    telefono: f.telefono ? formatearTelefono(f.telefono) : null,
    prestamo_estado: f.prestamo_estado,
    es_primera_abierta: f.es_primera_abierta,
    no_cuota: f.no_cuota,
    fecha_debe_pagar: f.fecha_debe_pagar,
    fecha_original: f.fecha_original,
    fecha_siguiente: f.fecha_siguiente,
    estado_cuota: estadoMostrado(f.estado_cuota, f.fecha_debe_pagar, hoy),
    monto_cuota: centavosAPesos(monto),
    capital_cuota: centavosAPesos(Number(f.capital_cuota_centavos)),
    interes_cuota: centavosAPesos(Number(f.interes_cuota_centavos)),
    balance_prestamo: centavosAPesos(Number(f.balance_prestamo_centavos)),
    abonado: centavosAPesos(abonado),
    interes_pendiente: centavosAPesos(Number(f.interes_cuota_centavos) - Number(f.abonado_interes_centavos)),
    capital_pendiente: centavosAPesos(Number(f.capital_cuota_centavos) - Number(f.abonado_capital_centavos)),
    adeudado: centavosAPesos(pagada ? 0 : monto - abonado + moraCentavos),
    mora: centavosAPesos(pagada ? 0 : moraCentavos),
    last_detalle_id: f.last_detalle_id,
    last_recibo: f.last_recibo,
  };
}

const cuotasBase = sql`
  select c.id_pago, c.id_prestamo, p.codigo_prestamo, p.id_cliente, cl.nombres, cl.apellidos, cl.telefono,
    p.estado as prestamo_estado,
    (c.estado_cuota <> 'PAGADA' and p.estado = 'ACTIVO' and c.no_cuota = (
      select min(c2.no_cuota) from cuota c2
      where c2.id_empresa = c.id_empresa and c2.id_prestamo = c.id_prestamo and c2.estado_cuota <> 'PAGADA'
    )) as es_primera_abierta,
    c.no_cuota, c.fecha_debe_pagar::text as fecha_debe_pagar, c.fecha_original::text as fecha_original,
    siguiente.fecha_debe_pagar::text as fecha_siguiente, c.estado_cuota,
    c.monto_cuota_centavos, c.capital_cuota_centavos, c.interes_cuota_centavos, c.balance_prestamo_centavos,
    c.abonado_capital_centavos, c.abonado_interes_centavos,
    ultimo.id_detalle_pago as last_detalle_id, ultimo.no_recibo as last_recibo
  from cuota c
  join prestamo p on p.id_empresa = c.id_empresa and p.id_prestamo = c.id_prestamo
  join cliente cl on cl.id_empresa = p.id_empresa and cl.id_cliente = p.id_cliente
  left join lateral (
    select d.id_detalle_pago, r.no_recibo from detalle_pago d
    join recibo r on r.id_empresa = d.id_empresa and r.id_recibo = d.id_recibo
    where d.id_empresa = c.id_empresa and d.id_pago = c.id_pago and d.estado = 'VIGENTE'
    order by d.id_detalle_pago desc limit 1
  ) ultimo on true
  left join cuota siguiente on siguiente.id_empresa = c.id_empresa and siguiente.id_prestamo = c.id_prestamo
    and siguiente.no_cuota = c.no_cuota + 1`;

export interface FiltroDeCuotas {
  donde: SQL;
  orden?: SQL;
  limite?: number;
  desde?: number;
}

/** Las cuotas con su préstamo y su cliente, para filtrar y contar (`p` y `cl` en las condiciones). */
const cuotasFiltrables = sql`
  from cuota c
  join prestamo p on p.id_empresa = c.id_empresa and p.id_prestamo = c.id_prestamo
  join cliente cl on cl.id_empresa = p.id_empresa and cl.id_cliente = p.id_cliente`;

/**
 * Cuotas con su préstamo, cliente, último pago y mora de hoy. La usan el cronograma de un préstamo, la lista de
 * cuotas por cobrar y la búsqueda de la cuota que toca cobrarle a un cliente. Primero se eligen los ids de la página y
 * luego se completan solo esas filas: PostgreSQL calcula las columnas también de las filas que OFFSET salta, y con
 * el último pago y la primera abierta por fila, la página 1 000 tardaba medio segundo (bench/cobros.ts).
 */
export async function consultarCuotas(
  tx: Tx,
  idEmpresa: number,
  hoy: string,
  filtro: FiltroDeCuotas,
): Promise<CuotaListada[]> {
  const orden = filtro.orden ?? sql`c.no_cuota`;
  const filas = await filasDe<FilaCuota>(
    tx,
    sql`${cuotasBase} where c.id_empresa = ${idEmpresa} and c.id_pago in (
        select c.id_pago ${cuotasFiltrables} where c.id_empresa = ${idEmpresa} and ${prestamoAlAlcance}
          and ${filtro.donde}
        order by ${orden} limit ${filtro.limite ?? 5000} offset ${filtro.desde ?? 0})
      order by ${orden}`,
  );
  const prestamos = [
    ...new Set(filas.filter((f) => f.prestamo_estado === 'ACTIVO').map((f) => f.id_prestamo)),
  ];
  const mora = await moraDeCuotas(tx, idEmpresa, prestamos, hoy, await reglaDeMora(tx, idEmpresa));
  return filas.map((f) => aCuota(f, hoy, mora.get(f.id_pago)?.centavos ?? 0));
}

/**
 * Cuántas cuotas cumplen el filtro. Si el filtro solo mira la cuota (`soloCuota`), se cuentan sin unir préstamo y
 * cliente: es la lista por defecto, y contar 240 000 cuotas con sus uniones costaba más que la página misma.
 */
export async function contarCuotas(
  tx: Tx,
  idEmpresa: number,
  donde: SQL,
  opciones: { soloCuota?: boolean } = {},
): Promise<number> {
  // Un cobrador solo cuenta las cuotas de sus clientes: eso necesita el préstamo.
  const soloCuota = opciones.soloCuota && !(await hayCobrador(tx));
  const origen = soloCuota ? sql`from cuota c` : cuotasFiltrables;
  const alcance = soloCuota ? sql`true` : prestamoAlAlcance;
  const [fila] = await filasDe<{ n: string }>(
    tx,
    sql`select count(*) as n ${origen} where c.id_empresa = ${idEmpresa} and ${alcance} and ${donde}`,
  );
  return Number(fila?.n ?? 0);
}

export function cuotasDelPrestamo(tx: Tx, idEmpresa: number, idPrestamo: number, hoy: string) {
  return consultarCuotas(tx, idEmpresa, hoy, { donde: sql`c.id_prestamo = ${idPrestamo}` });
}
