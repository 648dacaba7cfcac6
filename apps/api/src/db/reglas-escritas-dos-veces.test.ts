import {
  errorDelFormato,
  errorDelPrefijo,
  fechaDeNegocio,
  formatearNumero,
  pasoLaGracia,
  textoDeBusqueda,
} from '@prestamos/domain';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseNueva } from '../../test/entorno';
import { pasoLaGraciaEnSql } from '../modules/prestamos/mora';
import type { BaseDeDatos } from './conexion';
import { filasDe } from './transacciones';

/**
 * Las reglas de packages/domain que la base repite en SQL (apps/api/sql, y el filtro de la gracia de la mora que escribe
 * prestamos/mora.ts), porque las aplica dentro de una sentencia sin volver al servidor. Para cada una, lotes de casos al azar pasan por la función de la base (PGlite, y PostgreSQL con
 * DATABASE_URL) y por la del dominio, y deben dar lo mismo. Cada lote va en una consulta; si uno falla, fast-check lo
 * achica hasta el caso que difiere.
 */

let base: BaseDeDatos;
let borrar: () => Promise<void>;
beforeAll(async () => {
  ({ base, borrar } = await baseNueva());
});
afterAll(async () => {
  await base.cerrar();
  await borrar();
});

/**
 * Que `enLaBase` (una consulta que da una columna `r` por caso, en el orden de los casos) y `enElDominio` digan lo
 * mismo para cada caso de cada lote.
 */
async function igualQueElDominio<T>(
  caso: fc.Arbitrary<T>,
  enLaBase: (casos: T[]) => SQL,
  enElDominio: (c: T) => string,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.array(caso, { minLength: 1, maxLength: 100 }), async (casos) => {
      const filas = await base.db.transaction((tx) => filasDe<{ r: string }>(tx, enLaBase(casos)));
      expect(filas.map((f) => f.r)).toEqual(casos.map(enElDominio));
    }),
    { numRuns: 30 },
  );
}

/** Un arreglo de textos como parámetro, y las filas de `unnest` en su orden. */
const textos = (valores: string[]) => sql`${sql.param(valores)}::text[]`;

describe('reglas del dominio copiadas en la base', () => {
  it('fecha_de_negocio (fechas.sql) da el día de negocio de fechaDeNegocio', async () => {
    const cualquiera = fc.date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2100-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    // La medianoche de Santo Domingo son las 04:00 UTC: minutos antes y después.
    const cercaDeMedianoche = fc
      .tuple(fc.integer({ min: 0, max: 60 * 365 }), fc.integer({ min: -90, max: 90 }))
      .map(([dias, minutos]) => new Date(Date.UTC(2000, 0, 1 + dias, 4, minutos)));
    await igualQueElDominio(
      fc.oneof(cualquiera, cercaDeMedianoche),
      (casos) => sql`select fecha_de_negocio(t::timestamptz)::text as r
        from unnest(${textos(casos.map((d) => d.toISOString()))}) with ordinality as x(t, orden) order by orden`,
      fechaDeNegocio,
    );
  });

  it('texto_de_busqueda (busqueda.sql) quita mayúsculas y tildes como textoDeBusqueda', async () => {
    // Las letras de los nombres en español (y otras con tilde que llegan a un nombre), dígitos y signos de una cédula,
    // un código o una dirección. Fuera de esto las dos reglas pueden diferir: unaccent cambia "ß" por "ss" y "ø" por
    // "o", y \p{Diacritic} quita también signos sueltos como "^" o "`".
    const letra = fc.constantFrom(
      ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-/#'",
      ...'áéíóúüñÁÉÍÓÚÜÑàèìòùÀÈÌÒÙâêîôûÂÊÎÔÛçÇ',
    );
    await igualQueElDominio(
      fc.string({ unit: letra, maxLength: 40 }),
      (casos) => sql`select texto_de_busqueda(t) as r
        from unnest(${textos(casos)}) with ordinality as x(t, orden) order by orden`,
      textoDeBusqueda,
    );
  });

  it('formatear_numero (numeracion.sql) da el mismo número que formatearNumero', async () => {
    const prefijo = fc.stringMatching(/^[A-Z0-9._-]{0,10}$/);
    const fijo = fc.stringMatching(/^[A-Za-z0-9._\-/ ]{0,6}$/);
    const marcador = fc.constantFrom('{PREFIJO}', '{AAAA}', '{MM}', '{DD}');
    const contador = fc.oneof(
      fc.constant('{N}'),
      fc.integer({ min: 1, max: 12 }).map((k) => `{N:${k}}`),
    );
    // Un formato válido (los ajustes no guardan otro): texto fijo y marcadores alrededor de un solo contador.
    const formato = fc
      .tuple(
        fc.array(fc.oneof(fijo, marcador), { maxLength: 4 }),
        contador,
        fc.array(fc.oneof(fijo, marcador), { maxLength: 3 }),
      )
      .map(([antes, n, despues]) => [...antes, n, ...despues].join(''))
      .filter((f) => errorDelFormato(f) === null);
    const fecha = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    const n = fc.oneof(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 2 ** 52 }));
    const caso = fc.record({ formato, prefijo, fecha, n });
    expect(fc.sample(prefijo, 100).every((p) => errorDelPrefijo(p) === null)).toBe(true);
    await igualQueElDominio(
      caso,
      (casos) => sql`select formatear_numero(f, p, d::date, n::bigint) as r
        from unnest(${textos(casos.map((c) => c.formato))}, ${textos(casos.map((c) => c.prefijo))},
          ${textos(casos.map((c) => c.fecha))}, ${textos(casos.map((c) => String(c.n)))})
          with ordinality as x(f, p, d, n, orden)
        order by orden`,
      (c) => formatearNumero(c.formato, { prefijo: c.prefijo, fecha: c.fecha, n: c.n }),
    );
  });

  it('formatear_numero con el formato de serie por defecto', async () => {
    const [fila] = await base.db.transaction((tx) =>
      filasDe<{ no: string }>(
        tx,
        sql`select formatear_numero('{PREFIJO}{AAAA}{MM}-{N:6}', 'RE-', '2026-11-25', 42) as no`,
      ),
    );
    expect(fila?.no).toBe('RE-202611-000042');
  });

  it('la gracia de la mora en SQL (prestamos/mora.ts) filtra las cuotas que pasoLaGracia', async () => {
    // Un hoy por lote (es un parámetro de la sentencia) y cuotas alrededor de él: la frontera vence + gracia cae dentro.
    const hoy = fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2030-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    const cuota = fc.record({
      desfase: fc.integer({ min: -70, max: 70 }),
      gracia: fc.integer({ min: 0, max: 60 }),
    });
    const vence = (dia: string, desfase: number) =>
      new Date(Date.parse(`${dia}T00:00:00Z`) + desfase * 86_400_000).toISOString().slice(0, 10);
    await fc.assert(
      fc.asyncProperty(hoy, fc.array(cuota, { minLength: 1, maxLength: 100 }), async (dia, cuotas) => {
        const filas = await base.db.transaction((tx) =>
          filasDe<{ r: boolean }>(
            tx,
            sql`select ${pasoLaGraciaEnSql(sql`v::date`, dia, sql`g::int`)} as r
              from unnest(${textos(cuotas.map((c) => vence(dia, c.desfase)))},
                ${textos(cuotas.map((c) => String(c.gracia)))}) with ordinality as x(v, g, orden)
              order by orden`,
          ),
        );
        expect(filas.map((f) => f.r)).toEqual(
          cuotas.map((c) => pasoLaGracia(vence(dia, c.desfase), dia, c.gracia)),
        );
      }),
      { numRuns: 30 },
    );
    // El día vence + gracia todavía no hay mora; el siguiente sí.
    expect([
      pasoLaGracia('2026-11-01', '2026-11-06', 5),
      pasoLaGracia('2026-11-01', '2026-11-07', 5),
    ]).toEqual([false, true]);
  });
});
