import type { SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './conexion';

/**
 * Lo único del servidor que lee campos de Drizzle que no son de su API pública. `drizzle-por-dentro.test.ts` falla si
 * Drizzle cambia de forma, así `drizzle-orm` sigue sus versiones menores: al actualizar, esa prueba dice qué mirar.
 */

/** Lo que la sesión de node-postgres de Drizzle le pide a su conexión: solo `query(config, valores)`. */
export interface Consultor {
  query(config: { text: string; name?: string }, valores?: unknown[]): Promise<unknown>;
}

interface SesionDeDrizzle {
  dialect: PgDialect;
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/**
 * Una transacción de Drizzle cuyas sentencias van por `consultor` (una conexión ya tomada del pool y con la transacción
 * ya empezada), con el dialecto, el esquema y las opciones de `db`: la que arma `db.transaction`, sin su `begin`.
 */
export function transaccionSobre(db: Db, consultor: Consultor): Tx {
  const { dialect, schema, options } = (db as unknown as { session: SesionDeDrizzle }).session;
  const sesion = new NodePgSession(consultor as never, dialect, schema, options);
  return new NodePgTransaction(dialect, sesion, schema) as unknown as Tx;
}

/** El dialecto con que `db` compila cada consulta (db/compilar-sql.ts le pone delante su compilador). */
export const dialectoDe = (db: unknown): PgDialect => (db as { dialect: PgDialect }).dialect;

/** ¿Es `sql\`...\`.inlineParams()`, con valores escritos en el texto que solo Drizzle sabe escapar? */
export const conValoresEscritos = (s: SQL): boolean =>
  (s as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
