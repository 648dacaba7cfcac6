import { type SQL, sql } from 'drizzle-orm';
import { MARCA_PLAN_CON_VALORES } from '../db/conexion';

/** Patrón ILIKE "contiene" con los comodines del usuario escapados (buscar "50%" busca ese texto, no "50..."). */
export function patronContiene(texto: string): string {
  return `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Va en cada condición de búsqueda por patrón: la consulta se planifica con el patrón de esa vez en vez de prepararse
 * con un plan genérico (db/conexion.ts).
 */
export const planConValores = sql.raw(MARCA_PLAN_CON_VALORES);

/**
 * Una búsqueda cuyas coincidencias se calculan una vez por sentencia: `con` es el `with` materializado que va delante
 * del `select`, y `condicion` lo lee (la página y su total). Llamar a la función en cada una recorría el índice dos
 * veces por petición. Las funciones de búsqueda de clientes y préstamos son PL/pgSQL (apps/api/sql/busqueda.sql):
 * guardan su propio plan, y el de la sentencia que las llama no depende del texto buscado, así que se prepara como las
 * demás.
 */
export interface Coincidencias {
  con: SQL;
  condicion: SQL;
  /** El `select` del `with`, para una consulta de Drizzle (`$with`). */
  consulta: SQL;
  /** El `with` por su nombre, con la columna `id`: para leer las coincidencias mismas (su página, su total). */
  relacion: SQL;
}

/**
 * `funcion` devuelve los ids que coinciden (apps/api/sql/busqueda.sql), o `consulta` los elige (una columna `id`);
 * `columna`, el id que se compara con ellos.
 */
export function coincidencias(columna: SQL, de: { funcion: SQL } | { consulta: SQL }): Coincidencias {
  const consulta = 'consulta' in de ? de.consulta : sql`select id from ${de.funcion} as id`;
  return {
    con: sql`with coincidencias as materialized (${consulta})`,
    consulta,
    condicion: sql`${columna} in (select id from coincidencias)`,
    relacion: sql`coincidencias`,
  };
}
