import { errorDelFormato, errorDelPrefijo, formatearNumero } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { enPlataforma, filasDe } from '../../db/transacciones';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

const prefijo = fc.stringMatching(/^[A-Z0-9._-]{0,10}$/);
const fijo = fc.stringMatching(/^[A-Za-z0-9._\-/ ]{0,6}$/);
const marcador = fc.constantFrom('{PREFIJO}', '{AAAA}', '{MM}', '{DD}');
const contador = fc.oneof(
  fc.constant('{N}'),
  fc.integer({ min: 1, max: 12 }).map((k) => `{N:${k}}`),
);
/** Un formato válido: texto fijo y marcadores alrededor de un solo contador. */
const formato = fc
  .tuple(
    fc.array(fc.oneof(fijo, marcador), { maxLength: 4 }),
    contador,
    fc.array(fc.oneof(fijo, marcador), { maxLength: 3 }),
  )
  .map(([antes, n, despues]) => [...antes, n, ...despues].join(''))
  .filter((f) => errorDelFormato(f) === null);
const fecha = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const n = fc.oneof(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 2 ** 52 }));

describe('formatear_numero de la base', () => {
  it('da el mismo número que formatearNumero del dominio', async () => {
    const casos = fc.sample(fc.tuple(formato, prefijo, fecha, n), { numRuns: 400, seed: 2611 });
    expect(casos.every(([, p]) => errorDelPrefijo(p) === null)).toBe(true);
    const filas = await enPlataforma(e.db, (tx) =>
      filasDe<{ no: string }>(
        tx,
        sql`select formatear_numero(t.f, t.p, t.d::date, t.n) as no
            from unnest(${sql.param(casos.map((c) => c[0]))}::text[], ${sql.param(casos.map((c) => c[1]))}::text[],
              ${sql.param(casos.map((c) => c[2]))}::text[], ${sql.param(casos.map((c) => String(c[3])))}::bigint[]) with ordinality
              as t(f, p, d, n, orden)
            order by t.orden`,
      ),
    );
    const esperados = casos.map(([f, p, d, numero]) =>
      formatearNumero(f, { prefijo: p, fecha: d, n: numero }),
    );
    expect(filas.map((f) => f.no)).toEqual(esperados);
    expect(filas.length).toBe(400);
  });

  it('el formato de serie por defecto', async () => {
    const [fila] = await enPlataforma(e.db, (tx) =>
      filasDe<{ no: string }>(
        tx,
        sql`select formatear_numero('{PREFIJO}{AAAA}{MM}-{N:6}', 'RE-', '2026-11-25', 42) as no`,
      ),
    );
    expect(fila?.no).toBe('RE-202611-000042');
  });
});
