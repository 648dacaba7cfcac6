import { sql } from 'drizzle-orm';
import type { Db } from './conexion';
import { enPlataforma, filasDe } from './transacciones';

/** Las tablas cuyas sumas van en franjas (schema/franjas.ts). */
export const TABLAS_EN_FRANJAS = [
  'contador_empresa',
  'caja',
  'resumen_cartera',
  'resumen_cartera_mes',
  'resumen_diario',
  'resumen_ruta',
] as const;

/**
 * Pasa a la franja 0 lo que las escrituras sumaron en las suyas (la función `juntar_franjas` de la base), una tabla
 * por transacción: las filas de una escritura en curso quedan para la vuelta siguiente, y ninguna escritura espera más
 * que lo que tarda una tabla. Devuelve cuántas llaves juntó. Así quien lee suma pocas filas por llave.
 */
export async function juntarFranjas(db: Db): Promise<number> {
  let juntadas = 0;
  for (const tabla of TABLAS_EN_FRANJAS) {
    const [fila] = await enPlataforma(db, (tx) =>
      filasDe<{ n: number }>(tx, sql`select juntar_franjas(${tabla}) as n`),
    );
    juntadas += Number(fila?.n ?? 0);
  }
  return juntadas;
}
