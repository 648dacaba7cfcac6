import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from './conexion';

/**
 * El número de candado de una clave: 64 bits de su SHA-256. Dos claves que chocaran solo se esperarían una a otra. Lo
 * usa también la clave de idempotencia de un cobro (pagos/cobrar.ts), que lo intenta sin esperar.
 */
export function numeroDeCandado(clave: string): bigint {
  return createHash('sha256').update(clave).digest().readBigInt64BE(0);
}

/**
 * Toma, hasta el fin de la transacción, un candado de la base por cada clave (`pg_advisory_xact_lock`), en orden de su
 * número: dos transacciones que piden las mismas claves nunca se esperan en cruz. Sirven a los límites que cuentan
 * filas (intentos, mensajes), donde no hay una fila que bloquear: tras tomarlos, cada sentencia siguiente ve lo que
 * escribieron las transacciones que los tuvieron antes (en lectura comprometida cada sentencia toma su propia foto).
 */
export async function tomarCandados(tx: Tx, claves: string[]): Promise<void> {
  const numeros = [...new Set(claves.map(numeroDeCandado))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const numero of numeros)
    await tx.execute(sql`select pg_advisory_xact_lock(${numero.toString()}::bigint)`);
}
