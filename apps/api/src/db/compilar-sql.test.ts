import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { compilarSql } from './compilar-sql';
import { prestamo, sesion } from './schema';

const drizzle = new PgDialect();

describe('compilarSql', () => {
  it('da el mismo texto y los mismos valores que Drizzle', () => {
    const cuando = new Date('2026-11-26T12:00:00Z');
    const condiciones = [sql`p.estado = ${'ACTIVO'}`, sql`p.creado_en < ${cuando}`, sql`p.id_cliente = ${7}`];
    const casos = [
      sql`select 1`,
      sql`select ${sql.identifier('tabla "rara"')}.x from t where a = ${null} and b = ${true} and c = ${1.5}`,
      sql`with c as (${sql`select id from f(${'rosa'}, ${'gomez'})`}) select * from c where ${sql.join(condiciones, sql` and `)}`,
      sql`select * from t ${sql.raw('limit 11')} offset ${20}`,
      sql`select ${sql.param(42)}, ${Buffer.from('abc')}`,
      sql`select ${undefined}`,
      sql`${sql.empty()} select 1`,
    ];
    for (const caso of casos) {
      const { sql: texto, params } = drizzle.sqlToQuery(caso);
      expect(compilarSql(caso)).toEqual({ sql: texto, params });
    }
  });

  it('deja a Drizzle lo que no compila: tablas, columnas, listas y valores escritos en el texto', () => {
    expect(compilarSql(sql`select * from ${prestamo}`)).toBeNull();
    expect(compilarSql(sql`select ${sesion.id_sesion}`)).toBeNull();
    expect(compilarSql(sql`select * from t where id in ${[1, 2, 3]}`)).toBeNull();
    expect(compilarSql(sql`select ${'x'}`.inlineParams())).toBeNull();
    expect(compilarSql(sql`select * from t where ${eq(sesion.id_sesion, 3)}`)).toBeNull();
  });
});
