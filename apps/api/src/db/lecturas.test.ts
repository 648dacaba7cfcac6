import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../test/entorno';
import { lectura, leer, leerJuntas, mapear } from './lecturas';
import { enPlataforma } from './transacciones';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

/** Montos de 2^40 centavos (más que un int4), en orden descendente, y una fecha pedida como texto. */
const numeros = lectura(
  sql`select n as id, (n::bigint << 40) as centavos, ('2026-11-0' || n)::date::text as fecha
      from generate_series(1, 5) n order by n desc`,
  (filas: { id: number; centavos: string | number; fecha: string }[]) =>
    filas.map((f) => ({ id: f.id, centavos: Number(f.centavos), fecha: f.fecha })),
);
const nada = lectura(sql`select 1 as x where false`, (filas: { x: number }[]) => filas.length);

describe('leerJuntas', () => {
  it('da lo mismo que cada lectura sola, en el orden de su consulta, en una sentencia', async () => {
    const solas = await enPlataforma(e.db, async (tx) => ({
      numeros: await leer(tx, numeros),
      nada: await leer(tx, nada),
    }));
    const juntas = await enPlataforma(e.db, (tx) =>
      leerJuntas(tx, { numeros, nada, total: mapear(numeros, (l) => l.reduce((t, f) => t + f.centavos, 0)) }),
    );
    expect(juntas.numeros).toEqual(solas.numeros);
    expect(juntas.numeros.map((f) => f.id)).toEqual([5, 4, 3, 2, 1]);
    expect(juntas.numeros[0]).toEqual({ id: 5, centavos: 5 * 2 ** 40, fecha: '2026-11-05' });
    expect(juntas.nada).toBe(0);
    expect(solas.nada).toBe(0);
    expect(juntas.total).toBe(15 * 2 ** 40);
  });
});
