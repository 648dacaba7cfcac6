import type { Cliente } from '@prestamos/contract';
import { formatearCedula, formatearTelefono } from '@prestamos/domain';
import { and, count, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { cliente, cliente_foto } from '../../db/schema/clientes';
import { prestamo } from '../../db/schema/prestamos';
import { clienteVisible, filasDe } from '../../db/transacciones';
import { type Coincidencias, coincidencias } from '../../lib/busqueda';
import { noEncontrado } from '../../lib/errores';
import { columnaDeTotal, limiteDePagina, type Total } from '../../lib/paginas';

export type FilaCliente = typeof cliente.$inferSelect;

/** El índice único de la cédula en la empresa (schema/clientes.ts): su violación es una cédula repetida. */
export const RESTRICCION_CEDULA = 'cliente_cedula_por_empresa';

/** Un préstamo cuenta como activo mientras está al día o atrasado (docs/producto.md#clientes). */
export const ESTADOS_ACTIVOS = ['ACTIVO', 'ATRASADO'];

const { busqueda: _, ...columnas } = getTableColumns(cliente);

/**
 * Columnas de la lista y la ficha: el cliente, sus préstamos activos y la versión de su foto (nunca sus bytes). Su
 * texto se escribe una vez, al cargar el módulo: con el constructor de consultas, Drizzle volvía a armar en cada
 * petición el texto de sus 30 columnas, la tercera parte del CPU del servidor en la lista de clientes
 * (docs/decisiones/0034-lo-recordado-y-el-servidor.md).
 */
const COLUMNAS_DE_CLIENTE = sql.raw(
  [
    ...Object.values(columnas).map((c) => `"cliente"."${c.name}"`),
    `(select count(*)::int from prestamo p where p.id_empresa = "cliente"."id_empresa"
      and p.id_cliente = "cliente"."id_cliente" and p.estado in (${ESTADOS_ACTIVOS.map((e) => `'${e}'`).join(', ')}))
      as prestamos_activos`,
    '"cliente_foto"."hash" as foto_hash',
  ].join(', '),
);

/** Una fila de `COLUMNAS_DE_CLIENTE`: las fechas con hora llegan como texto de la base. */
export type FilaClienteConExtras = Omit<FilaCliente, 'busqueda' | 'creado_en' | 'actualizado_en'> & {
  creado_en: string;
  actualizado_en: string;
  prestamos_activos: number;
  foto_hash: string | null;
};

export function aCliente(f: FilaClienteConExtras): Cliente {
  const telefono = f.telefono ? formatearTelefono(f.telefono) : null;
  return {
    id_cliente: f.id_cliente,
    codigo: f.codigo,
    nombres: f.nombres,
    apellidos: f.apellidos,
    cedula: f.cedula ? formatearCedula(f.cedula) : null,
    telefono,
    telefono1: telefono,
    movil: f.movil ? formatearTelefono(f.movil) : null,
    correo: f.correo,
    email: f.correo,
    direccion: f.direccion,
    estado: f.estado as Cliente['estado'],
    creado_en: new Date(f.creado_en).toISOString(),
    prestamos_activos: f.prestamos_activos,
    tiene_prestamo_activo: f.prestamos_activos > 0,
    foto_url: f.foto_hash ? `/api/clientes/${f.id_cliente}/foto?v=${f.foto_hash.slice(0, 12)}` : null,
  };
}

/** Una cédula tecleada con guiones ("001-1234567") se busca por sus dígitos, como se guarda. */
function textoABuscar(q: string): string {
  return /^[\d\s-]+$/.test(q) ? q.replace(/\D/g, '') : q;
}

/**
 * Sin mayúsculas ni tildes, algo de la columna `busqueda` del cliente (nombre, apellidos, cédula, código) que empieza
 * una palabra empieza por el texto: "rosa gom", "gomez", "402000", "000123" (apps/api/sql/busqueda.sql). `idCliente`
 * está entre los que devuelve `clientes_que_coinciden()`.
 */
export function coincideCliente(idCliente: SQL, q: string): SQL {
  return sql`${idCliente} in (select id from ${funcionDeBusqueda(q)} as id)`;
}

/** La misma búsqueda para la lista con su total: las coincidencias se calculan una vez (lib/busqueda.ts). */
export const busquedaDeClientes = (q: string): Coincidencias =>
  coincidencias(sql`${cliente.id_cliente}`, { funcion: funcionDeBusqueda(q) });

const funcionDeBusqueda = (q: string) => sql`clientes_que_coinciden(${textoABuscar(q)})`;

/** Condición de alcance sobre la tabla `cliente`: un cobrador ve solo a los de sus rutas (db/transacciones.ts). */
export const clienteAlAlcance = (tx: Tx) =>
  clienteVisible(tx, sql`"cliente"."id_empresa"`, sql`"cliente"."id_cliente"`);

/**
 * Una página de clientes, los más recientes primero: los ids se eligen con el índice (sin calcular columnas de las
 * filas que OFFSET salta) y luego se completan esas filas, con el total de la lista en la misma sentencia.
 */
export function paginaDeClientes(
  tx: Tx,
  f: {
    donde: SQL | undefined;
    limite: number;
    desde: number;
    total: Total;
    busqueda?: Coincidencias | undefined;
    /**
     * Los ids candidatos (una columna), ya de la empresa y al alcance, en vez de la tabla de clientes con `donde`: una
     * búsqueda sin otro filtro toma la página de sus coincidencias sin visitar cada cliente.
     */
    candidatos?: SQL | undefined;
  },
) {
  const seleccion =
    f.candidatos ??
    sql`select ${cliente.id_cliente} from ${cliente} where ${and(f.donde, clienteAlAlcance(tx))}`;
  const ids = sql`${seleccion} order by 1 desc ${limiteDePagina(f.limite, f.desde)}`;
  // El `with` de las coincidencias va delante: la condición de la búsqueda lo lee en la página y en el total.
  return consultaDeClientes(tx, sql`${cliente.id_cliente} in (${ids})`, {
    columnas: columnaDeTotal(f.total),
    con: f.busqueda?.con,
    orden: sql`${cliente.id_cliente} desc`,
  });
}

/** Clientes con sus columnas de lista (y las que se agreguen), siempre dentro del alcance de la transacción. */
export function consultaDeClientes(
  tx: Tx,
  donde: SQL | undefined,
  opciones: { columnas?: SQL; con?: SQL | undefined; orden?: SQL } = {},
) {
  return filasDe<FilaClienteConExtras>(
    tx,
    sql`${opciones.con ?? sql``} select ${COLUMNAS_DE_CLIENTE}${opciones.columnas ? sql`, ${opciones.columnas}` : sql``}
      from ${cliente}
      left join ${cliente_foto} on ${cliente_foto.id_empresa} = ${cliente.id_empresa}
        and ${cliente_foto.id_cliente} = ${cliente.id_cliente}
      where ${and(donde, clienteAlAlcance(tx))}
      ${opciones.orden ? sql`order by ${opciones.orden}` : sql``}`,
  );
}

export async function buscarCliente(
  tx: Tx,
  idEmpresa: number,
  idCliente: number,
): Promise<FilaClienteConExtras> {
  const [fila] = await consultaDeClientes(
    tx,
    and(eq(cliente.id_empresa, idEmpresa), eq(cliente.id_cliente, idCliente)),
  );
  if (!fila) throw noEncontrado('Cliente');
  return fila;
}

/** Que el cliente exista en la empresa (para las rutas de sus garantes, referencias y foto). */
export async function exigirCliente(tx: Tx, idEmpresa: number, idCliente: number): Promise<void> {
  const [fila] = await tx
    .select({ id: cliente.id_cliente })
    .from(cliente)
    .where(and(eq(cliente.id_empresa, idEmpresa), eq(cliente.id_cliente, idCliente), clienteAlAlcance(tx)));
  if (!fila) throw noEncontrado('Cliente');
}

/**
 * Da de alta al cliente y devuelve su fila como la lee la ficha (un cliente nuevo no tiene préstamos ni foto). Sus
 * `avisos` (`eventosEnUnaSentencia`) van en la misma sentencia, con su id: el alta tiene tomado el cupo de clientes de
 * la empresa hasta el commit, y una ida más a la base haría esperar más a las otras altas.
 */
export async function insertarCliente(
  tx: Tx,
  valores: typeof cliente.$inferInsert,
  avisos?: (idCliente: SQL) => SQL,
): Promise<FilaClienteConExtras> {
  const alta = tx.insert(cliente).values(valores).returning(columnas);
  const [creado] = await filasDe<Omit<FilaClienteConExtras, 'prestamos_activos' | 'foto_hash'>>(
    tx,
    sql`with cliente_nuevo as ${alta}${avisos ? sql`, ${avisos(sql`(select id_cliente from cliente_nuevo)`)}` : sql``}
      select * from cliente_nuevo`,
  );
  if (!creado) throw new Error('El alta del cliente no devolvió su fila.');
  return { ...creado, prestamos_activos: 0, foto_hash: null };
}

/** Quién tiene ya esa cédula en la empresa (sin contar al propio cliente al editar). */
export async function duenoDeCedula(tx: Tx, idEmpresa: number, cedula: string, excepto?: number) {
  const [fila] = await tx
    .select({ nombres: cliente.nombres, apellidos: cliente.apellidos, codigo: cliente.codigo })
    .from(cliente)
    .where(
      and(
        eq(cliente.id_empresa, idEmpresa),
        eq(cliente.cedula, cedula),
        excepto === undefined ? undefined : ne(cliente.id_cliente, excepto),
      ),
    );
  return fila;
}

/**
 * El cliente de la empresa bloqueado para cambiar su estado o borrarlo (docs/decisiones/0025-escrituras-a-la-vez.md):
 * un préstamo nuevo para él espera, o él espera al préstamo y lo ve. `modo` 'update' para borrarlo (choca también con
 * las llaves foráneas de sus garantes y referencias en curso).
 */
export async function bloquearCliente(
  tx: Tx,
  idEmpresa: number,
  idCliente: number,
  modo: 'no key update' | 'update',
) {
  const [fila] = await tx
    .select({ id: cliente.id_cliente })
    .from(cliente)
    .where(and(eq(cliente.id_empresa, idEmpresa), eq(cliente.id_cliente, idCliente), clienteAlAlcance(tx)))
    .for(modo);
  if (!fila) throw noEncontrado('Cliente');
}

export async function contarPrestamos(tx: Tx, idEmpresa: number, idCliente: number) {
  const filas = await tx
    .select({ estado: prestamo.estado, n: count() })
    .from(prestamo)
    .where(and(eq(prestamo.id_empresa, idEmpresa), eq(prestamo.id_cliente, idCliente)))
    .groupBy(prestamo.estado);
  const total = filas.reduce((s, f) => s + f.n, 0);
  const activos = filas.filter((f) => ESTADOS_ACTIVOS.includes(f.estado)).reduce((s, f) => s + f.n, 0);
  return { total, activos };
}
