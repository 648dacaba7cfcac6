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
import { respaldarPglite, respaldarPostgres } from './respaldo';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface BaseDeDatos {
  db: Db;
  tipo: 'pglite' | 'postgres';
  /** Aplica las migraciones pendientes (idempotente). */
  migrar(): Promise<void>;
  /** Un respaldo consistente de la base entera en ese archivo, sin detener nada (db/respaldo.ts). */
  respaldar(archivo: string): Promise<void>;
  cerrar(): Promise<void>;
}

/** Número arbitrario y fijo: el candado de migraciones que comparten todas las instancias del servidor. */
const CANDADO_MIGRACIONES = 4_827_310;

/**
 * Cada consulta con parámetros se prepara una vez por conexión, con su huella como nombre: PostgreSQL no la vuelve a
 * analizar ni a planificar en cada petición (las listas llevan uniones, subconsultas y la política de filas, y
 * planificarlas costaba más que ejecutarlas). Mismo texto, mismo nombre: nunca dos sentencias distintas con uno.
 */
class ClienteConPreparadas extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args as [{ text?: unknown; values?: unknown[]; name?: string } | string];
    if (
      config &&
      typeof config === 'object' &&
      !config.name &&
      typeof config.text === 'string' &&
      Array.isArray(config.values) &&
      config.values.length > 0
    ) {
      args[0] = { ...config, name: `q${createHash('sha1').update(config.text).digest('base64url')}` };
    }
    return (super.query as (...a: unknown[]) => never).apply(this, args);
  }
}

export function abrirPostgres(url: string, opciones: { max?: number } = {}): BaseDeDatos {
  const pool = new pg.Pool({ connectionString: url, max: opciones.max ?? 10, Client: ClienteConPreparadas });
  // Un error de una conexión inactiva (p. ej. el servidor reinicia) no debe tumbar el proceso; el pool la reemplaza.
  pool.on('error', () => {});
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    tipo: 'postgres',
    async migrar() {
      // Varias instancias pueden arrancar a la vez: solo una migra, las demás esperan el candado.
      const cliente = await pool.connect();
      try {
        await cliente.query('select pg_advisory_lock($1)', [CANDADO_MIGRACIONES]);
        await migrarPg(drizzlePg(cliente, { schema }), { migrationsFolder: carpetaMigraciones });
      } finally {
        await cliente.query('select pg_advisory_unlock($1)', [CANDADO_MIGRACIONES]).catch(() => {});
        cliente.release();
      }
    },
    respaldar: async (archivo) => respaldarPostgres(url, archivo),
    cerrar: () => pool.end(),
  };
}

/** PGlite en una carpeta (persistente) o en memoria (`carpeta` null), opcionalmente desde una copia ya migrada. */
export function abrirPglite(carpeta: string | null, opciones: { copia?: Blob } = {}): BaseDeDatos {
  const cliente = new PGlite({
    // Las mismas extensiones que la migración crea en PostgreSQL (búsqueda sin tildes con trigramas, por empresa).
    extensions: { pg_trgm, unaccent, btree_gin },
    ...(carpeta ? { dataDir: carpeta } : {}),
    ...(opciones.copia ? { loadDataDir: opciones.copia } : {}),
  });
  const db = drizzlePglite(cliente, { schema });
  return {
    db: db as unknown as Db,
    tipo: 'pglite',
    migrar: () => migrarPglite(db, { migrationsFolder: carpetaMigraciones }),
    respaldar: (archivo) => respaldarPglite(cliente, archivo),
    cerrar: () => cliente.close(),
  };
}
