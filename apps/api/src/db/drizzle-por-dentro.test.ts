import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from './conexion';
import { conValoresEscritos, dialectoDe, transaccionSobre } from './drizzle-por-dentro';
import * as schema from './schema';

/**
 * Si Drizzle cambia por dentro lo que db/drizzle-por-dentro.ts lee, esta prueba lo dice antes que una petición: al
 * subir de versión `drizzle-orm`, es la que hay que mirar.
 */
describe('lo que el servidor lee de Drizzle por dentro', () => {
  // Un pool sin conectar: Drizzle no abre ninguna conexión al armar la base.
  const db = drizzle(new pg.Pool(), { schema }) as unknown as Db;

  it('una transacción sobre una conexión manda cada sentencia por su query(config, valores)', async () => {
    const pedidas: unknown[] = [];
    const tx = transaccionSobre(db, {
      query: async (config, valores) => {
        pedidas.push([config.text, valores]);
        return { rows: [{ uno: 1 }], fields: [] };
      },
    });
    const resultado = (await tx.execute(sql`select ${1} as uno`)) as unknown as { rows: unknown[] };
    expect(resultado.rows).toEqual([{ uno: 1 }]);
    expect(pedidas).toEqual([['select $1 as uno', [1]]]);
  });

  it('el dialecto de la base compila con sqlToQuery', () => {
    const dialecto = dialectoDe(db);
    expect(dialecto).toBeInstanceOf(PgDialect);
    expect(dialecto.sqlToQuery(sql`select ${2}`)).toMatchObject({ sql: 'select $1', params: [2] });
  });

  it('reconoce un SQL con los valores escritos en el texto', () => {
    expect(conValoresEscritos(sql`select ${3}`.inlineParams())).toBe(true);
    expect(conValoresEscritos(sql`select ${3}`)).toBeFalsy();
  });
});
