import { pasoLaGracia } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { enPlataforma, filasDe } from '../../db/transacciones';
import { pasoLaGraciaEnSql } from './mora';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

const fecha = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('la gracia de la mora en SQL', () => {
  it('filtra las mismas cuotas que pasoLaGracia del dominio', async () => {
    // Un hoy por consulta, como en la aplicación (es un parámetro de la sentencia, no una columna), y cuotas alrededor
    // de él: la frontera (vence + gracia) cae dentro del rango en casi todos los casos.
    const cuota = fc.record({
      desfase: fc.integer({ min: -70, max: 70 }),
      gracia: fc.integer({ min: 0, max: 60 }),
    });
    const casos = fc.sample(fc.tuple(fecha, fc.array(cuota, { minLength: 50, maxLength: 50 })), {
      numRuns: 40,
      seed: 3211,
    });
    const esperados: boolean[] = [];
    const obtenidos: boolean[] = [];
    for (const [hoy, cuotas] of casos) {
      const vences = cuotas.map((c) =>
        new Date(Date.parse(`${hoy}T00:00:00Z`) + c.desfase * 86_400_000).toISOString().slice(0, 10),
      );
      const filas = await enPlataforma(e.db, (tx) =>
        filasDe<{ paso: boolean }>(
          tx,
          sql`select ${pasoLaGraciaEnSql(sql`t.vence`, hoy, sql`t.gracia`)} as paso
            from unnest(${sql.param(vences)}::date[], ${sql.param(cuotas.map((c) => c.gracia))}::int[])
              with ordinality as t(vence, gracia, orden)
            order by t.orden`,
        ),
      );
      obtenidos.push(...filas.map((f) => f.paso));
      esperados.push(...cuotas.map((c, i) => pasoLaGracia(vences[i] as string, hoy, c.gracia)));
    }
    expect(obtenidos).toEqual(esperados);
    // Los dos lados de la frontera aparecen.
    expect(new Set(esperados)).toEqual(new Set([true, false]));
  });

  it('el día vence + gracia todavía no hay mora; el siguiente sí', async () => {
    const [fila] = await enPlataforma(e.db, (tx) =>
      filasDe<{ el_dia: boolean; siguiente: boolean }>(
        tx,
        sql`select ${pasoLaGraciaEnSql(sql`'2026-11-01'::date`, '2026-11-06', sql`5`)} as el_dia,
          ${pasoLaGraciaEnSql(sql`'2026-11-01'::date`, '2026-11-07', sql`5`)} as siguiente`,
      ),
    );
    expect(fila).toEqual({ el_dia: false, siguiente: true });
    expect([
      pasoLaGracia('2026-11-01', '2026-11-06', 5),
      pasoLaGracia('2026-11-01', '2026-11-07', 5),
    ]).toEqual([false, true]);
  });
});
