import { type SQL, sql } from 'drizzle-orm';
import { type Contexto, veTodasLasEmpresas } from '../lib/contexto';
import { codigoDeError, noEncontrado } from '../lib/errores';
import type { Db, Tx } from './conexion';

/** Cómo abre una transacción cada base: `inicio` es una sentencia sin parámetros que corre antes del trabajo. */
export type AbrirTransaccion = <T>(inicio: string, trabajo: (tx: Tx) => Promise<T>) => Promise<T>;
/** Cómo lee cada base una petición de solo lectura: `ajustes` es la sentencia que fija la sesión de su conexión. */
export type AbrirLectura = <T>(ajustes: string, trabajo: (tx: Tx) => Promise<T>) => Promise<T>;

const aperturas = new WeakMap<Db, { abrir: AbrirTransaccion; leer: AbrirLectura }>();

/** PostgreSQL abre sus transacciones y lecturas a su manera (db/conexion.ts); PGlite usa las de Drizzle. */
export function registrarAperturas(db: Db, abrir: AbrirTransaccion, leer: AbrirLectura): void {
  aperturas.set(db, { abrir, leer });
}

/**
 * Una transacción que empieza con `inicio` (fijar la empresa y el rol). En PostgreSQL, `begin` e `inicio` van en una
 * sola ida a la base (una consulta simple con dos sentencias) en vez de dos: cada ida cuesta, en el servidor y en la
 * base, más que las lecturas cortas de una lista. En PGlite, en memoria del proceso, es la transacción de Drizzle.
 */
function transaccionConInicio<T>(db: Db, inicio: string, trabajo: (tx: Tx) => Promise<T>): Promise<T> {
  const apertura = aperturas.get(db);
  if (apertura) return apertura.abrir(inicio, trabajo);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(inicio));
    return trabajo(tx);
  });
}

/**
 * Una lectura sin `begin` ni `commit`, en una conexión de lectura cuya sesión ya tiene los `ajustes` (el rol, la
 * empresa, solo lectura), o null si la base no tiene conexiones de lectura (PGlite: ahí una transacción no cuesta idas
 * por la red). En READ COMMITTED cada sentencia ve su propia foto de la base también dentro de una transacción, así
 * que leer sin ella no cambia lo que se ve; ahorra dos de las tres idas de una lista
 * (docs/decisiones/0033-la-conexion-a-la-base.md).
 */
function leerConSesion<T>(db: Db, ajustes: string, trabajo: (tx: Tx) => Promise<T>): Promise<T> | null {
  return aperturas.get(db)?.leer(ajustes, trabajo) ?? null;
}

/** A quién ve cada transacción abierta: el cobrador (solo los clientes de sus rutas) o null (toda la empresa). */
const alcances = new WeakMap<object, number | null>();

/**
 * La transacción de una empresa: corre como `app_user` con la empresa fijada, así que la seguridad por filas deja
 * ver y escribir solo filas de esa empresa (el rol y la variable en una sola ida a la base). `cobrador` limita además
 * lo que ve a los clientes de sus rutas: lo guarda la transacción y `clienteVisible` lo escribe en cada consulta.
 */
export function enEmpresa<T>(
  db: Db,
  idEmpresa: number,
  trabajo: (tx: Tx) => Promise<T>,
  cobrador: number | null = null,
  soloLectura = false,
): Promise<T> {
  if (!Number.isSafeInteger(idEmpresa)) return Promise.reject(new Error(`Empresa inválida: ${idEmpresa}`));
  const conAlcance = (tx: Tx) => {
    alcances.set(tx, cobrador);
    return trabajo(tx);
  };
  if (soloLectura) {
    const lectura = leerConSesion(db, ajustesDeLectura(idEmpresa), conAlcance);
    if (lectura) return lectura;
  }
  // Planes para una aplicación de muchas peticiones cortas (docs/decisiones/0018-costo-por-peticion.md): sin
  // trabajadores paralelos (con muchas peticiones a la vez en pocos núcleos, repartir una consulta solo agrega el
  // costo de arrancarlos) y con la lectura al azar casi tan barata como la secuencial (datos en memoria o SSD), para
  // que el planificador prefiera recorrer por índice las pocas filas de una ruta en vez de leer la tabla de la
  // empresa entera. La empresa va escrita en la sentencia (un entero ya comprobado): sin parámetros, la base la
  // recibe junto con el `begin`. `abrir_escritura` toma el candado de la empresa, primero en el orden de bloqueos
  // (docs/decisiones/0025-escrituras-a-la-vez.md).
  const inicio = `select set_config('role', 'app_user', true), set_config('app.empresa_id', '${idEmpresa}', true),
    set_config('max_parallel_workers_per_gather', '0', true), set_config('random_page_cost', '1.1', true),
    abrir_escritura(${idEmpresa})`;
  return reintentarSiSeTrabo(() => transaccionConInicio(db, inicio, conAlcance)).catch((error: unknown) => {
    throw codigoDeError(error) === 'P0002' ? noEncontrado('Empresa', true) : error;
  });
}

/**
 * Lo mismo que fija el inicio de una transacción, para toda la sesión de una conexión de lectura, y además
 * `default_transaction_read_only`: una lectura que intentara escribir falla en vez de escribir sin transacción.
 */
function ajustesDeLectura(idEmpresa: number): string {
  return `select set_config('role', 'app_user', false), set_config('app.empresa_id', '${idEmpresa}', false),
    set_config('default_transaction_read_only', 'on', false),
    set_config('max_parallel_workers_per_gather', '0', false), set_config('random_page_cost', '1.1', false)`;
}

/**
 * Cuántas transacciones se repitieron por un abrazo mortal desde que arrancó el proceso, y a quién avisar de cada una.
 */
export const abrazosMortales = { reintentos: 0, avisar: (_error: unknown) => {} };

/**
 * Último recurso, no diseño: toda escritura bloquea en el orden de docs/decisiones/0025-escrituras-a-la-vez.md, así
 * que un abrazo mortal es un error nuestro. Si aun así PostgreSQL deshace una transacción por eso (no dejó nada
 * hecho), se repite entera en vez de devolver un 500, y queda contado y en el registro (`abrazo mortal`) para
 * encontrarlo.
 */
async function reintentarSiSeTrabo<T>(intento: () => Promise<T>, veces = 3): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await intento();
    } catch (error) {
      if (n >= veces || codigoDeError(error) !== '40P01') throw error;
      abrazosMortales.reintentos++;
      abrazosMortales.avisar(error);
    }
  }
}

/** La transacción de una petición: la empresa sobre la que actúa y, si es un cobrador, solo sus clientes. */
export function enContexto<T>(db: Db, ctx: Contexto, trabajo: (tx: Tx) => Promise<T>): Promise<T> {
  return enEmpresa(db, ctx.idEmpresa, trabajo, ctx.cobrador, ctx.soloLectura === true);
}

/** El cobrador al que se limita la transacción, o null si ve toda la empresa (o es de la plataforma). */
export function cobradorDe(tx: Tx): number | null {
  return alcances.get(tx) ?? null;
}

/**
 * Las filas ruta-cliente de las rutas activas de un cobrador (alias alc_ para no chocar con la consulta que filtra).
 */
const rutasActivasDe = (idEmpresa: SQL, cobrador: number) => sql`ruta_cliente alc_rc
    join ruta_usuario alc_ru on alc_ru.id_empresa = alc_rc.id_empresa and alc_ru.id_ruta = alc_rc.id_ruta
    join ruta alc_r on alc_r.id_empresa = alc_rc.id_empresa and alc_r.id_ruta = alc_rc.id_ruta
      and alc_r.estado = 'ACTIVO'
    where alc_rc.id_empresa = ${idEmpresa} and alc_ru.id_usuario = ${cobrador}`;

/**
 * ¿El cliente está al alcance de la transacción? Sin cobrador, la condición es `true` y el planificador la quita; con
 * cobrador, que el cliente esté en alguna ruta activa suya (issue 11). Recibe las columnas ya calificadas
 * (`sql\`p.id_cliente\``).
 */
export function clienteVisible(tx: Tx, idEmpresa: SQL, idCliente: SQL): SQL {
  const cobrador = cobradorDe(tx);
  if (cobrador === null) return sql`true`;
  return sql`exists (select 1 from ${rutasActivasDe(idEmpresa, cobrador)} and alc_rc.id_cliente = ${idCliente})`;
}

/**
 * Los ids de los clientes de un cobrador, para las consultas que parten de ellos (sus cifras se calculan sobre sus
 * pocos clientes en vez de filtrar toda la cartera de la empresa).
 */
export const clientesDelCobrador = (idEmpresa: number, cobrador: number) =>
  sql`select distinct alc_rc.id_cliente from ${rutasActivasDe(sql`${idEmpresa}`, cobrador)}`;

/** Alcance de la transacción sobre el préstamo `p` (un cobrador ve solo los de los clientes de sus rutas). */
export const prestamoAlAlcance = (tx: Tx) => clienteVisible(tx, sql`p.id_empresa`, sql`p.id_cliente`);

/** El mismo alcance sobre la tabla `prestamo` de una consulta de Drizzle (sin alias). */
export const prestamoVisible = (tx: Tx) =>
  clienteVisible(tx, sql`"prestamo"."id_empresa"`, sql`"prestamo"."id_cliente"`);

/**
 * Transacción de la plataforma, sin empresa: solo para lo que ocurre antes de conocer la empresa (inicio de sesión,
 * validar un token) y para lo que el SUPERADMIN ve de todas las empresas a la vez.
 */
export function enPlataforma<T>(db: Db, trabajo: (tx: Tx) => Promise<T>): Promise<T> {
  // Como `app_plataforma`, con `app.plataforma`: la seguridad por filas deja ver todas las empresas solo aquí
  // (docs/decisiones/0025-escrituras-a-la-vez.md, docs/decisiones/0043-rol-de-ingreso-del-servidor.md).
  return transaccionConInicio(
    db,
    `select set_config('role', 'app_plataforma', true), set_config('app.plataforma', 'on', true)`,
    trabajo,
  );
}

/** Lo que la petición alcanza: el SUPERADMIN en su propia empresa ve todas; cualquier otro, solo la suya. */
export function enAlcanceDe<T>(db: Db, ctx: Contexto, trabajo: (tx: Tx) => Promise<T>): Promise<T> {
  return veTodasLasEmpresas(ctx)
    ? enPlataforma(db, trabajo)
    : enEmpresa(db, ctx.idEmpresa, trabajo, null, ctx.soloLectura === true);
}

/** Filas de una consulta SQL escrita a mano; ambos drivers (pg y PGlite) devuelven `{ rows }`. */
export async function filasDe<T>(tx: Tx, consulta: SQL): Promise<T[]> {
  const resultado = (await tx.execute(consulta)) as unknown as { rows: T[] };
  return resultado.rows;
}
