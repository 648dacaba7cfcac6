import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from './conexion';
import { filasDe } from './transacciones';

/**
 * Una consulta y cómo se leen sus filas. Se corre sola (`leer`) o junto con otras en una sola sentencia
 * (`leerJuntas`): una pantalla que necesita varias lecturas independientes (el tablero, el reporte de cartera) va a
 * la base una vez en vez de una por lectura. Cada ida cuesta al servidor más CPU que leer esas pocas filas (escribir
 * en el socket, despertar al proceso de la base, esperar su respuesta; docs/decisiones/0018-costo-por-peticion.md).
 *
 * El que lee las filas no depende de cómo llegan: solas, los enteros grandes y los numeric llegan como texto; juntas,
 * como números json. Por eso convierte con `Number()` y pide las fechas como texto (`::text`).
 */
export interface Lectura<R> {
  consulta: SQL;
  leerFilas: (filas: never[]) => R;
}

export function lectura<F, R>(consulta: SQL, leerFilas: (filas: F[]) => R): Lectura<R> {
  return { consulta, leerFilas: leerFilas as (filas: never[]) => R };
}

/** La misma lectura, con lo leído transformado. */
export function mapear<R, S>(l: Lectura<R>, transformar: (leido: R) => S): Lectura<S> {
  return { consulta: l.consulta, leerFilas: (filas) => transformar(l.leerFilas(filas)) };
}

export async function leer<R>(tx: Tx, l: Lectura<R>): Promise<R> {
  return l.leerFilas(await filasDe<never>(tx, l.consulta));
}

type Resultados<T> = { [K in keyof T]: T[K] extends Lectura<infer R> ? R : never };

/**
 * Varias lecturas en una sentencia: cada consulta llega como un arreglo json en su columna, con sus filas en el orden
 * de su `order by` (el agregado recorre la subconsulta ya ordenada, sin otra tabla que la reordene).
 */
export async function leerJuntas<T extends Record<string, Lectura<unknown>>>(
  tx: Tx,
  lecturas: T,
): Promise<Resultados<T>> {
  const claves = Object.keys(lecturas);
  const columnas = claves.map(
    (k) =>
      sql`(select coalesce(json_agg(t), '[]'::json) from (${lecturas[k]?.consulta}) t) as ${sql.identifier(k)}`,
  );
  const [fila] = await filasDe<Record<string, never[]>>(tx, sql`select ${sql.join(columnas, sql`, `)}`);
  return Object.fromEntries(claves.map((k) => [k, lecturas[k]?.leerFilas(fila?.[k] ?? [])])) as Resultados<T>;
}
