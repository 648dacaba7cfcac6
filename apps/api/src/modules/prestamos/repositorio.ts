import type { Prestamo } from '@prestamos/contract';
import { centavosAPesos, formatearCedula, formatearTelefono } from '@prestamos/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { type Lectura, lectura, leer } from '../../db/lecturas';
import { cobradorDe, filasDe, prestamoAlAlcance } from '../../db/transacciones';
import { type Coincidencias, coincidencias } from '../../lib/busqueda';
import { noEncontrado } from '../../lib/errores';
import {
  type ClaveDeOrden,
  type Conteo,
  columnaDeTotal,
  conteoDe,
  limiteDePagina,
  type Total,
} from '../../lib/paginas';
import { columnasDeMora, type MoraDeLaFila, moraTotalDeLaFila } from './mora';

/**
 * Consultas de préstamos sobre su resumen guardado (lo adeudado, la primera cuota abierta, el vencimiento impago más
 * antiguo), que cada operación mantiene al día en su transacción. "En mora" es comparar ese vencimiento con hoy: lo
 * responde un índice, sin recorrer cuotas. Lo que depende del día (cuotas vencidas, lo vencido, la mora) se calcula
 * solo para las filas que se muestran.
 */
interface FilaPrestamo extends MoraDeLaFila {
  id_prestamo: number;
  codigo_prestamo: string;
  orden: number;
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
  saldo_centavos: string;
  capital_pendiente_centavos: string;
  primer_vencimiento_impago: string | null;
  cuota_actual_centavos: string | null;
  id_pago_primera_abierta: number | null;
  pagos_vigentes: number;
  cuotas_vencidas: string;
  vencido: string;
}

/**
 * Las columnas de una fila de la lista, con lo vencido de hoy y lo que hace falta para su mora calculado solo para
 * ella; `extra`, otra columna de la misma sentencia (el total de la lista).
 */
function columnas(hoy: string, extra?: SQL) {
  return sql`p.id_prestamo, p.codigo_prestamo, p.orden, p.id_cliente, cl.nombres, cl.apellidos, cl.cedula, cl.telefono, p.estado,
      p.monto_centavos, p.plazo, p.tasa, p.tipo_amortizacion, p.frecuencia, p.fecha_inicio::text as fecha_inicio,
      p.gastos_cierre_centavos, p.nota, p.id_prestamo_origen, p.creado_en, p.saldo_centavos,
      p.capital_pendiente_centavos, p.primer_vencimiento_impago::text as primer_vencimiento_impago,
      p.cuota_actual_centavos, p.id_pago_primera_abierta, p.pagos_vigentes, v.cuotas_vencidas, v.vencido, ${columnasDeMora(hoy)}${extra ? sql`, ${extra}` : sql``}
    from prestamo p
    join cliente cl on cl.id_empresa = p.id_empresa and cl.id_cliente = p.id_cliente
    left join lateral (
      select count(*) as cuotas_vencidas,
        coalesce(sum(c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos), 0) as vencido
      from cuota c
      where p.estado = 'ACTIVO' and p.primer_vencimiento_impago < ${hoy}::date
        and c.id_empresa = p.id_empresa and c.id_prestamo = p.id_prestamo
        and c.estado_cuota <> 'PAGADA' and c.fecha_debe_pagar < ${hoy}::date
    ) v on true`;
}

/**
 * Préstamos cuyo cliente (una palabra de su nombre, cédula o código, sin tildes) o una palabra de su código empieza por
 * el texto (`prestamos_que_coinciden()`, apps/api/sql/busqueda.sql). Con solo dígitos y guiones se busca la cédula sin
 * guiones.
 */
export function condicionDeBusqueda(texto: string, columna: SQL = sql`p.id_prestamo`): SQL {
  return sql`${columna} in (select id from ${prestamosQueCoinciden(texto)})`;
}

/**
 * La misma búsqueda para una lista con su total: las coincidencias se calculan una vez (lib/busqueda.ts). Una lista de
 * cuotas compara `c.id_prestamo`, y así elige sus ids sin unir el préstamo. `sinSaldados`, para una lista que solo
 * muestra cuotas abiertas: un préstamo saldado no tiene ninguna, y no se buscan.
 */
export const busquedaDePrestamos = (
  texto: string,
  columna: SQL = sql`p.id_prestamo`,
  sinSaldados = false,
): Coincidencias =>
  coincidencias(columna, {
    consulta: sql`select id from ${prestamosQueCoinciden(texto)}
      ${sinSaldados ? sql`where estado <> 'SALDADO'` : sql``}`,
  });

/**
 * Los préstamos vigentes que coinciden, con sus cuotas abiertas (`abiertas`) y el vencimiento de la más antigua
 * (`vence`), leídos de su resumen: para la lista de cuotas abiertas de una búsqueda (prestamos/cuotas.ts
 * `primerasCuotasBuscadas`).
 */
export const vigentesQueCoinciden = (texto: string): SQL =>
  sql`select id, abiertas, vence from ${prestamosQueCoinciden(texto)} where estado = 'ACTIVO'`;

/** La función de búsqueda con el texto de cada parte: id, estado, cuotas abiertas y vencimiento más antiguo. */
function prestamosQueCoinciden(texto: string): SQL {
  const cliente = /^[\d\s-]+$/.test(texto) ? texto.replace(/\D/g, '') : texto;
  return sql`prestamos_que_coinciden(${cliente}, ${texto}) as f`;
}

/**
 * Cómo se ordena cada vista: la lista entera, por número de alta (`orden`: su página n se encuentra por el índice,
 * `desdeElOrden`); en mora, el más atrasado primero; las demás, el más reciente primero. Dos altas simultáneas pueden
 * tomar su id y su número en órdenes distintos (el número se toma al final de la transacción:
 * docs/decisiones/0025-escrituras-a-la-vez.md), así que la lista entera no se ordena por id.
 */
export type OrdenDePrestamos = 'alta' | 'recientes' | 'atraso';

export function ordenDe(estado: string | undefined, listaEntera: boolean): OrdenDePrestamos {
  if (estado === 'EN MORA') return 'atraso';
  return listaEntera ? 'alta' : 'recientes';
}

const ORDEN: Record<OrdenDePrestamos, SQL> = {
  alta: sql`p.orden desc`,
  recientes: sql`p.id_prestamo desc`,
  atraso: sql`p.primer_vencimiento_impago, p.id_prestamo`,
};

/** Filas de la página siguiente a la clave dada, en el mismo orden. */
function despuesDe(orden: OrdenDePrestamos, clave: ClaveDeOrden): SQL {
  switch (orden) {
    case 'alta':
      return sql`p.orden < ${clave[0]}`;
    case 'recientes':
      return sql`p.id_prestamo < ${clave[0]}`;
    case 'atraso':
      return sql`(p.primer_vencimiento_impago, p.id_prestamo) > (${clave[0]}::date, ${clave[1]})`;
  }
}

export function claveDe(orden: OrdenDePrestamos, p: Prestamo): ClaveDeOrden {
  switch (orden) {
    case 'alta':
      return [p.orden];
    case 'recientes':
      return [p.id_prestamo];
    case 'atraso':
      return [p.proximo_vencimiento ?? '', p.id_prestamo];
  }
}

export const TIPOS_DE_CLAVE: Record<OrdenDePrestamos, ('n' | 't')[]> = {
  alta: ['n'],
  recientes: ['n'],
  atraso: ['t', 'n'],
};

/** Condición de cada estado de la pantalla (VIGENTE, EN MORA, SALDADO, CANCELADO) sobre el resumen guardado. */
export function condicionDeEstadoUi(estado: string, hoy: string): SQL | undefined {
  switch (estado) {
    case 'VIGENTE':
      // Un préstamo ACTIVO siempre tiene una cuota abierta (invariantes.ts): su vencimiento impago nunca es null.
      // `+ 0` aparta el índice de atraso: el plan genérico de la sentencia preparada, que supone cien préstamos por
      // empresa, leía por él todos los vigentes y los ordenaba (2,3 ms en la empresa grande). Sin él recorre los
      // activos del más reciente atrás hasta llenar la página, como el plan con los valores, y no se planifica en cada
      // petición (docs/decisiones/0018-costo-por-peticion.md).
      return sql`p.estado = 'ACTIVO' and p.primer_vencimiento_impago + 0 >= ${hoy}::date`;
    case 'EN MORA':
      return sql`p.estado = 'ACTIVO' and p.primer_vencimiento_impago < ${hoy}::date`;
    case 'SALDADO':
    case 'CANCELADO':
      return sql`p.estado = ${estado}`;
    default:
      return undefined;
  }
}

function aPrestamo(f: FilaPrestamo, moraCentavos: number): Prestamo {
  const vencidas = Number(f.cuotas_vencidas ?? 0);
  const activo = f.estado === 'ACTIVO';
  const enMora = activo && vencidas > 0;
  const monto = Number(f.monto_centavos);
  const gastos = Number(f.gastos_cierre_centavos);
  const saldo = Number(f.saldo_centavos);
  return {
    id_prestamo: f.id_prestamo,
    codigo_prestamo: f.codigo_prestamo,
    orden: f.orden,
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
    monto_adeudado: centavosAPesos(activo ? saldo + moraCentavos : 0),
    monto_vencido: centavosAPesos(activo ? Number(f.vencido ?? 0) + moraCentavos : 0),
    mora: centavosAPesos(activo ? moraCentavos : 0),
    capital_pendiente: centavosAPesos(activo ? Number(f.capital_pendiente_centavos) : 0),
    cuota_actual: centavosAPesos(Number(f.cuota_actual_centavos ?? 0)),
    proximo_vencimiento: activo ? f.primer_vencimiento_impago : null,
    pagos_realizados: f.pagos_vigentes,
    // Solo vigente, sin atraso y sin pagos. Uno de reenganche no: el anterior ya se saldó con él.
    puede_cancelar: activo && vencidas === 0 && f.pagos_vigentes === 0 && f.id_prestamo_origen === null,
    mora_porcentaje: Number(f.mora_porcentaje),
    dias_gracia: f.dias_gracia,
    id_prestamo_origen: f.id_prestamo_origen,
    creado_en: new Date(f.creado_en).toISOString(),
  };
}

/** Las condiciones de una lista de préstamos de la empresa, al alcance de quien pregunta. */
export function dondePrestamos(tx: Tx, idEmpresa: number, condiciones: SQL[]): SQL {
  return sql.join([sql`p.id_empresa = ${idEmpresa}`, prestamoAlAlcance(tx), ...condiciones], sql` and `);
}

interface FiltroDePrestamos {
  condiciones: SQL[];
  orden?: OrdenDePrestamos;
  limite: number;
  desde: number;
  clave?: ClaveDeOrden;
  /**
   * De dónde salen los ids de la página (una relación con la columna `id_prestamo`, ya de la empresa y al alcance),
   * en vez de la tabla de préstamos con `condiciones`: una búsqueda sin otro filtro los toma de sus coincidencias sin
   * visitar cada préstamo (préstamos "rosa gomez": 911 → 1 775 tps con pgbench).
   */
  fuente?: SQL;
}

/**
 * Las filas de una página de préstamos: primero se eligen los ids de la página con el índice del orden (solo la tabla
 * de préstamos), luego se completan esas filas. Con `clave` (cursor), la página empieza después de esa fila sin OFFSET.
 */
function consultaDePrestamos(
  tx: Tx,
  idEmpresa: number,
  hoy: string,
  filtro: FiltroDePrestamos,
  total?: Total,
) {
  const orden = filtro.orden ?? 'recientes';
  const condiciones = filtro.clave
    ? [...filtro.condiciones, despuesDe(orden, filtro.clave)]
    : filtro.condiciones;
  const desde = filtro.clave ? 0 : filtro.desde;
  const listaEntera =
    orden === 'alta' && !filtro.fuente && condiciones.length === 0 && cobradorDe(tx) === null;
  const ids = filtro.fuente
    ? sql`select p.id_prestamo from ${filtro.fuente} p where ${sql.join([sql`true`, ...condiciones], sql` and `)}
        order by ${ORDEN[orden]} ${limiteDePagina(filtro.limite, desde)}`
    : listaEntera && desde > 0
      ? desdeElOrden(idEmpresa, filtro.limite, desde)
      : sql`select p.id_prestamo from prestamo p where ${dondePrestamos(tx, idEmpresa, condiciones)}
          order by ${ORDEN[orden]} ${limiteDePagina(filtro.limite, desde)}`;
  return sql`${total?.con ?? sql``} select ${columnas(hoy, total && columnaDeTotal(total))}
      where p.id_empresa = ${idEmpresa} and p.id_prestamo in (${ids})
      order by ${ORDEN[orden]}`;
}

/**
 * Una página profunda de la lista entera (todos los préstamos de la empresa, del más reciente al más viejo): saltar
 * `desde` filas es empezar en el préstamo de orden máximo − `desde` (schema/prestamos.ts `orden`: 1, 2, 3… sin
 * huecos). El índice lo encuentra sin recorrer los anteriores: la página 1 000 cuesta lo que la 1.
 */
function desdeElOrden(idEmpresa: number, limite: number, desde: number): SQL {
  // El tope llega de un `lateral` y no de una subconsulta en la condición: con la seguridad por filas, PostgreSQL deja una
  // condición con subconsulta detrás de la política, como filtro, y recorría por el índice todas las anteriores.
  return sql`select x.id_prestamo
    from (select max(u.orden) - ${desde}::int as hasta from prestamo u where u.id_empresa = ${idEmpresa}) t
    cross join lateral (
      select p.id_prestamo from prestamo p where p.id_empresa = ${idEmpresa} and p.orden <= t.hasta
      order by p.orden desc ${limiteDePagina(limite)}) x`;
}

const aPrestamoDeHoy = (hoy: string) => (f: FilaPrestamo) => aPrestamo(f, moraTotalDeLaFila(f, hoy));

/** Los préstamos del filtro, cada uno con la primera cuota que se le cobra (el tablero enlaza a ella). */
export function lecturaDePrestamos(
  tx: Tx,
  idEmpresa: number,
  hoy: string,
  filtro: FiltroDePrestamos,
): Lectura<{ prestamo: Prestamo; idPagoPrimeraAbierta: number | null }[]> {
  return lectura(consultaDePrestamos(tx, idEmpresa, hoy, filtro), (filas: FilaPrestamo[]) =>
    filas.map((f) => ({ prestamo: aPrestamoDeHoy(hoy)(f), idPagoPrimeraAbierta: f.id_pago_primera_abierta })),
  );
}

export async function listarPrestamos(
  tx: Tx,
  idEmpresa: number,
  hoy: string,
  filtro: FiltroDePrestamos,
): Promise<Prestamo[]> {
  return (await leer(tx, lecturaDePrestamos(tx, idEmpresa, hoy, filtro))).map((f) => f.prestamo);
}

/** Una página de la lista de préstamos con su total, leído en la misma sentencia. */
export async function paginaDePrestamos(
  tx: Tx,
  idEmpresa: number,
  hoy: string,
  filtro: FiltroDePrestamos & { total: Total },
): Promise<{ filas: Prestamo[]; conteo: Conteo }> {
  const filas = await filasDe<FilaPrestamo>(
    tx,
    consultaDePrestamos(tx, idEmpresa, hoy, filtro, filtro.total),
  );
  return { filas: filas.map(aPrestamoDeHoy(hoy)), conteo: await conteoDe(tx, filtro.total, filas) };
}

/** Un préstamo de la empresa al alcance de quien pregunta (null si no existe o no lo ve). */
export function lecturaDePrestamo(
  tx: Tx,
  idEmpresa: number,
  idPrestamo: number,
  hoy: string,
): Lectura<Prestamo | null> {
  return lectura(
    sql`select ${columnas(hoy)}
      where p.id_empresa = ${idEmpresa} and p.id_prestamo = ${idPrestamo} and ${prestamoAlAlcance(tx)}`,
    ([fila]: FilaPrestamo[]) => (fila ? aPrestamoDeHoy(hoy)(fila) : null),
  );
}

export async function buscarPrestamo(
  tx: Tx,
  idEmpresa: number,
  idPrestamo: number,
  hoy: string,
): Promise<Prestamo> {
  const p = await leer(tx, lecturaDePrestamo(tx, idEmpresa, idPrestamo, hoy));
  if (!p) throw noEncontrado('Préstamo');
  return p;
}
