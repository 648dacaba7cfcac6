import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migrarPg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrarPglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { carpetaMigraciones } from '../rutas-del-paquete';
import { compilarRapido } from './compilar-sql';
import { type Consultor, dialectoDe, transaccionSobre } from './drizzle-por-dentro';
import { respaldarPglite, respaldarPostgres } from './respaldo';
import * as schema from './schema';
import { type AbrirLectura, type AbrirTransaccion, registrarAperturas } from './transacciones';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Quien escucha un canal de avisos: cada aviso, y cuándo se puede confiar en que no se pierde ninguno. */
export interface Oyente {
  alEscuchar(): void;
  alAvisar(texto: string): void;
  /** Se cortó la escucha (o se cerró): los avisos de mientras tanto se pierden. */
  alPerder(): void;
}

/** Los avisos de la base (LISTEN/NOTIFY de PostgreSQL) que mandan las transacciones de todas las instancias. */
export interface Avisos {
  /** Escucha `canal` en una conexión propia que se reconecta sola; devuelve cómo dejar de escuchar. */
  escuchar(canal: string, oyente: Oyente): () => Promise<void>;
  /**
   * Avisa `texto` por `canal` a todas las instancias (también a esta), sin esperar: lo pedido en los próximos 50 ms sale
   * junto, en una consulta (`ESPERA_DE_AVISOS_MS`). Si la base falla, el aviso se pierde; quien recuerda algo lo olvida
   * igual al vencer su vigencia.
   */
  avisar(canal: string, texto: string): void;
}

export interface BaseDeDatos {
  db: Db;
  tipo: 'pglite' | 'postgres';
  /** Solo PostgreSQL: con la base embebida hay una sola instancia y nada que avisar entre instancias. */
  avisos?: Avisos;
  /** Aplica las migraciones pendientes (idempotente). */
  migrar(): Promise<void>;
  /** Un respaldo consistente de la base entera en ese archivo, sin detener nada (db/respaldo.ts). */
  respaldar(archivo: string): Promise<void>;
  cerrar(): Promise<void>;
}

/** Número arbitrario y fijo: el candado de migraciones que comparten todas las instancias del servidor. */
const CANDADO_MIGRACIONES = 4_827_310;

/**
 * Marca, en el texto de una consulta, que debe planificarse cada vez con sus valores (las búsquedas: lib/busqueda.ts).
 */
export const MARCA_PLAN_CON_VALORES = '/* plan con valores */';

/**
 * Cada consulta con parámetros se prepara una vez por conexión, con su huella como nombre: PostgreSQL no la vuelve a
 * analizar ni a planificar en cada petición (las listas llevan uniones, subconsultas y la política de filas, y
 * planificarlas costaba más que ejecutarlas). Mismo texto, mismo nombre: nunca dos sentencias distintas con uno.
 * Las marcadas con `MARCA_PLAN_CON_VALORES` quedan sin nombre: tras cinco ejecuciones PostgreSQL pasa una preparada al
 * plan genérico, que para una búsqueda por patrón es malo (clientes "rosa gomez": 1,4 ms con sus valores, 6,9 ms con
 * el genérico).
 */
const nombres = new Map<string, string>();

/** El nombre de la sentencia preparada de ese texto (su huella, calculada una vez por texto y proceso). */
function nombreDeSentencia(texto: string): string {
  let nombre = nombres.get(texto);
  if (!nombre) {
    // Los textos salen del código (los valores van aparte): son pocos, pero el tope evita crecer sin fin.
    if (nombres.size >= 10_000) nombres.clear();
    nombre = `q${createHash('sha1').update(texto).digest('base64url')}`;
    nombres.set(texto, nombre);
  }
  return nombre;
}

/** Lo que lanza una sentencia pedida a una transacción (o lectura) que ya terminó. */
export class TransaccionTerminada extends Error {
  constructor() {
    super(
      'Esta transacción ya terminó: una referencia a ella quedó viva después de su commit o su rollback.',
    );
  }
}

/**
 * Las sentencias de una petición por su conexión, hasta que la petición la suelta: desde entonces, una referencia que
 * quedó viva (un cierre, una promesa que nadie esperó) falla en vez de correr en la petición que tome esa conexión
 * después, quizá de otra empresa. PGlite hace lo mismo con sus transacciones ("Transaction is closed").
 */
function consultorDe(cliente: pg.PoolClient): Consultor & { terminar(): void } {
  let abierto = true;
  return {
    query: (config, valores) => {
      if (!abierto) return Promise.reject(new TransaccionTerminada());
      return cliente.query(conNombre(config, valores), valores);
    },
    terminar: () => {
      abierto = false;
    },
  };
}

/**
 * La sentencia con su nombre de preparada, si lleva parámetros y no está marcada para planificarse con sus valores.
 * Drizzle pasa los valores como segundo argumento (`query(config, valores)`), no en `config.values`.
 */
function conNombre(config: { text: string; name?: string }, valores: unknown[] | undefined) {
  if (config.name || config.text.includes(MARCA_PLAN_CON_VALORES) || !valores?.length) return config;
  return { ...config, name: nombreDeSentencia(config.text) };
}

/**
 * Lecturas en un pool aparte, que nada más usa: la sesión de cada conexión queda fijada (rol `app_user`, la empresa,
 * solo lectura) y se vuelve a fijar, en una ida, solo cuando la pide otra empresa. El pool de siempre nunca ve esos
 * ajustes de sesión: la plataforma y las escrituras siguen como antes.
 */
function lecturaPostgres(pool: pg.Pool, db: Db): AbrirLectura {
  const fijadas = new WeakMap<pg.PoolClient, string>();
  return async (ajustes, trabajo) => {
    const cliente = await pool.connect();
    const consultor = consultorDe(cliente);
    try {
      if (fijadas.get(cliente) !== ajustes) {
        fijadas.delete(cliente);
        await cliente.query(ajustes);
        fijadas.set(cliente, ajustes);
      }
      return await trabajo(transaccionSobre(db, consultor));
    } finally {
      consultor.terminar();
      // Una sentencia sin transacción no deja nada abierto; una conexión cortada el pool la descarta sola.
      cliente.release();
    }
  };
}

/**
 * Lo mismo que `db.transaction` de Drizzle para node-postgres, con la sentencia de inicio en la ida del `begin` (una
 * consulta simple con las dos). Si el inicio falla (la empresa ya no existe), ese es el error.
 */
function aperturaPostgres(pool: pg.Pool, db: Db): AbrirTransaccion {
  return async (inicio, trabajo) => {
    const cliente = await pool.connect();
    const consultor = consultorDe(cliente);
    let rota = false;
    try {
      await cliente.query(`begin; ${inicio}`);
      const resultado = await trabajo(transaccionSobre(db, consultor));
      consultor.terminar();
      await cliente.query('commit');
      return resultado;
    } catch (error) {
      consultor.terminar();
      // Si ni el rollback pasa, la conexión no vuelve al pool.
      await cliente.query('rollback').catch(() => {
        rota = true;
      });
      throw error;
    } finally {
      cliente.release(rota);
    }
  };
}

/**
 * Cuánto junta `avisar` antes de mandar: a lo sumo un aviso cada 50 ms por instancia. Cada NOTIFY le cuesta a la base
 * (despierta a cada conexión que escucha y se confirma en serie con los demás avisos): uno por cobro le quitaba al
 * cobro un 20 % de sus cobros por segundo.
 */
const ESPERA_DE_AVISOS_MS = 50;

/**
 * Avisos de PostgreSQL en una conexión fuera del pool (LISTEN la ocupa mientras dure). Si se corta, avisa la pérdida
 * y reintenta cada segundo hasta volver a escuchar.
 */
function avisosDePostgres(url: string, pool: pg.Pool): Avisos {
  const pendientes = new Map<string, { canal: string; texto: string }>();
  let programado = false;
  const enviar = () => {
    programado = false;
    const lote = [...pendientes.values()];
    pendientes.clear();
    pool
      .query('select pg_notify(c, t) from unnest($1::text[], $2::text[]) as a(c, t)', [
        lote.map((a) => a.canal),
        lote.map((a) => a.texto),
      ])
      .catch(() => {});
  };
  return {
    avisar(canal, texto) {
      pendientes.set(`${canal} ${texto}`, { canal, texto });
      if (programado) return;
      programado = true;
      setTimeout(enviar, ESPERA_DE_AVISOS_MS).unref();
    },
    escuchar(canal, oyente) {
      if (!/^\w+$/.test(canal)) throw new Error(`Canal inválido: ${canal}`);
      let actual: pg.Client | null = null;
      let cerrado = false;
      let reintento: NodeJS.Timeout | undefined;
      const conectar = async () => {
        const cliente = new pg.Client({ connectionString: url });
        actual = cliente;
        const perder = () => {
          if (actual !== cliente) return;
          actual = null;
          oyente.alPerder();
          cliente.end().catch(() => {});
          if (!cerrado) reintento = setTimeout(conectar, 1000);
        };
        cliente.on('error', perder);
        cliente.on('end', perder);
        cliente.on('notification', (m) => {
          if (m.channel === canal) oyente.alAvisar(m.payload ?? '');
        });
        try {
          await cliente.connect();
          await cliente.query(`listen ${canal}`);
          if (actual === cliente) oyente.alEscuchar();
        } catch {
          perder();
        }
      };
      void conectar();
      return async () => {
        cerrado = true;
        clearTimeout(reintento);
        const cliente = actual;
        actual = null;
        oyente.alPerder();
        await cliente?.end().catch(() => {});
      };
    },
  };
}

/** Cómo abrir una base; `verificarSql` (las pruebas) compara cada consulta compilada con la de Drizzle. */
export interface OpcionesDeBase {
  verificarSql?: boolean;
  /** Solo PostgreSQL: se llama con cada conexión nueva del pool de escrituras (las pruebas leen ahí los planes). */
  alConectar?: (cliente: pg.Client) => void;
  /** Solo PostgreSQL: segundos que vive una conexión del pool (`VIDA_DE_CONEXION_S`). */
  vidaDeConexion?: number;
  /** Solo PostgreSQL: la contraseña de `ROL_DEL_SERVIDOR`, que se le pone al migrar (sin ella, entra sin contraseña). */
  claveDelServidor?: string | null;
  /**
   * Solo PostgreSQL: atender las peticiones como el usuario de `url` (el dueño) y no como `ROL_DEL_SERVIDOR`. Solo para
   * la prueba que lee los planes con auto_explain, que únicamente un superusuario puede cargar.
   */
  comoDueno?: boolean;
}

/**
 * El rol con que el servidor atiende las peticiones en PostgreSQL (lo crea la migración 0048): entra a la base, no es
 * superusuario ni dueño de nada, no se salta la seguridad por filas y no hereda permisos; cada transacción toma
 * `app_user` o `app_plataforma` (db/transacciones.ts). Las migraciones y los respaldos van como el usuario de
 * DATABASE_URL, el dueño (docs/decisiones/0043-rol-de-ingreso-del-servidor.md).
 */
export const ROL_DEL_SERVIDOR = 'prestamos_servidor';

/** La dirección de la misma base con el rol del servidor. */
function comoServidor(url: string, clave: string | null | undefined): string {
  const destino = new URL(url);
  destino.username = ROL_DEL_SERVIDOR;
  destino.password = clave ? encodeURIComponent(clave) : '';
  return destino.toString();
}

/**
 * Cuánto vive una conexión a PostgreSQL: cada conexión guarda los planes de sus sentencias preparadas y de las funciones
 * de la base, hechos con el tamaño que tenían las tablas entonces. Sin el autovacuum (que al analizar invalida los
 * planes), un plan hecho con la empresa chica seguiría usándose con la empresa grande; así no tiene más de 5 minutos.
 * Reconectar cuesta unos milisegundos cada 5 minutos por conexión.
 */
const VIDA_DE_CONEXION_S = 300;

/** La base de Drizzle con su dialecto compilando rápido (db/compilar-sql.ts). */
function conCompilacionRapida<T>(db: T, opciones: OpcionesDeBase): T {
  compilarRapido(dialectoDe(db), opciones.verificarSql === true);
  return db;
}

export function abrirPostgres(url: string, opciones: OpcionesDeBase & { max?: number } = {}): BaseDeDatos {
  const urlDePeticiones = opciones.comoDueno ? url : comoServidor(url, opciones.claveDelServidor);
  const nuevoPool = () => {
    // Una conexión nueva llega fría (sin catálogo en memoria ni sentencias preparadas): las de un servidor con tráfico a
    // ráfagas se guardan un minuto sin uso, no los 10 s de serie.
    const p = new pg.Pool({
      connectionString: urlDePeticiones,
      max: opciones.max ?? 10,
      idleTimeoutMillis: 60_000,
      maxLifetimeSeconds: opciones.vidaDeConexion ?? VIDA_DE_CONEXION_S,
    });
    // Un error de una conexión inactiva (p. ej. el servidor reinicia) no debe tumbar el proceso; el pool la reemplaza.
    p.on('error', () => {});
    return p;
  };
  const pool = nuevoPool();
  if (opciones.alConectar) pool.on('connect', opciones.alConectar);
  const poolDeLectura = nuevoPool();
  const db = conCompilacionRapida(drizzlePg(pool, { schema }) as unknown as Db, opciones);
  registrarAperturas(db, aperturaPostgres(pool, db), lecturaPostgres(poolDeLectura, db));
  return {
    db,
    tipo: 'postgres',
    avisos: avisosDePostgres(urlDePeticiones, poolDeLectura),
    async migrar() {
      // Como el dueño, en una conexión propia: el pool es del rol del servidor, que no puede cambiar el esquema. Varias
      // instancias pueden arrancar a la vez: solo una migra, las demás esperan el candado.
      const cliente = new pg.Client({ connectionString: url });
      await cliente.connect();
      try {
        await cliente.query('select pg_advisory_lock($1)', [CANDADO_MIGRACIONES]);
        // Las migraciones que mueven datos ven todas las empresas (la seguridad por filas del dueño:
        // docs/decisiones/0025-escrituras-a-la-vez.md).
        await cliente.query(`set app.plataforma = 'on'`);
        await migrarPg(drizzlePg(cliente, { schema }), { migrationsFolder: carpetaMigraciones });
        if (opciones.claveDelServidor) {
          await cliente.query(
            `alter role ${ROL_DEL_SERVIDOR} password ${pg.escapeLiteral(opciones.claveDelServidor)}`,
          );
        }
      } finally {
        await cliente.end().catch(() => {});
      }
    },
    respaldar: async (archivo) => respaldarPostgres(url, archivo),
    cerrar: async () => {
      await Promise.all([pool.end(), poolDeLectura.end()]);
    },
  };
}

/** PGlite en una carpeta (persistente) o en memoria (`carpeta` null), opcionalmente desde una copia ya migrada. */
export function abrirPglite(
  carpeta: string | null,
  opciones: OpcionesDeBase & { copia?: Blob } = {},
): BaseDeDatos {
  const cliente = new PGlite({
    // Las mismas extensiones que la migración crea en PostgreSQL (búsqueda sin tildes con trigramas, por empresa).
    extensions: { pg_trgm, unaccent, btree_gin },
    ...(carpeta ? { dataDir: carpeta } : {}),
    ...(opciones.copia ? { loadDataDir: opciones.copia } : {}),
  });
  const db = conCompilacionRapida(drizzlePglite(cliente, { schema }), opciones);
  return {
    db: db as unknown as Db,
    tipo: 'pglite',
    migrar: () => migrarPglite(db, { migrationsFolder: carpetaMigraciones }),
    respaldar: (archivo) => respaldarPglite(cliente, archivo),
    cerrar: () => cliente.close(),
  };
}
