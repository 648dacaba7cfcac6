import { sql } from 'drizzle-orm';
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
