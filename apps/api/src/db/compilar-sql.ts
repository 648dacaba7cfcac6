import { Name, Param, Placeholder, SQL, StringChunk } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { conValoresEscritos } from './drizzle-por-dentro';

/** Lo que Drizzle manda al driver: el texto con `$1, $2...` y los valores en ese orden. */
export interface Compilada {
  sql: string;
  params: unknown[];
}

/** Los valores que van tal cual al driver: todo lo que no es objeto, y fechas y bytes. */
const esValorSimple = (v: unknown) =>
  v === null || typeof v !== 'object' || v instanceof Date || v instanceof Uint8Array;

/**
 * Agrega a `c` el texto y los valores de los pedazos; false si alguno no es de los que se compilan aquí (tablas,
 * columnas, listas, marcadores de sentencias preparadas de Drizzle, valores escritos en el texto): ese SQL lo compila
 * Drizzle.
 */
function agregar(pedazos: readonly unknown[], c: Compilada): boolean {
  for (const p of pedazos) {
    if (p instanceof StringChunk) {
      for (const texto of p.value) c.sql += texto;
    } else if (p instanceof SQL) {
      if (conValoresEscritos(p) || !agregar(p.queryChunks, c)) return false;
    } else if (p instanceof Name) {
      c.sql += `"${p.value.replace(/"/g, '""')}"`;
    } else if (p instanceof Param) {
      if (p.value instanceof Placeholder) return false;
      const valor = p.value === null ? null : p.encoder.mapToDriverValue(p.value);
      if (!esValorSimple(valor)) return false;
      c.params.push(valor);
      c.sql += `$${c.params.length}`;
    } else if (p === undefined) {
      // Drizzle no escribe nada por un pedazo vacío.
    } else if (esValorSimple(p)) {
      c.params.push(p);
      c.sql += `$${c.params.length}`;
    } else {
      return false;
    }
  }
  return true;
}

/**
 * El texto y los valores de un SQL armado con `sql\`...\``, como los daría Drizzle, o null si tiene algo que solo
 * Drizzle sabe escribir. Drizzle recorre cada pedazo preguntando su clase por su cadena de prototipos, con un objeto
 * intermedio por pedazo: en una lista, armar así el texto era la décima parte del CPU del servidor
 * (docs/decisiones/0034-lo-recordado-y-el-servidor.md).
 */
export function compilarSql(consulta: SQL): Compilada | null {
  const c: Compilada = { sql: '', params: [] };
  return agregar([consulta], c) ? c : null;
}

/**
 * El dialecto de una base compila con `compilarSql` lo que sabe y con Drizzle lo demás. `verificar` (las pruebas)
 * compila además cada consulta con Drizzle y falla si los dos no dan lo mismo.
 */
export function compilarRapido(dialecto: PgDialect, verificar = false): void {
  const deDrizzle = dialecto.sqlToQuery.bind(dialecto);
  dialecto.sqlToQuery = (consulta, origen) => {
    const rapida = origen === undefined ? compilarSql(consulta) : null;
    if (!rapida) return deDrizzle(consulta, origen);
    if (verificar) compararConDrizzle(rapida, deDrizzle(consulta, origen));
    return rapida;
  };
}

function compararConDrizzle(rapida: Compilada, drizzle: Compilada): void {
  const igual =
    rapida.sql === drizzle.sql &&
    rapida.params.length === drizzle.params.length &&
    rapida.params.every((v, i) => Object.is(v, drizzle.params[i]));
  if (!igual) {
    throw new Error(
      `compilarSql difiere de Drizzle:\n${rapida.sql}\n${JSON.stringify(rapida.params)}\n--- Drizzle:\n${drizzle.sql}\n${JSON.stringify(drizzle.params)}`,
    );
  }
}
