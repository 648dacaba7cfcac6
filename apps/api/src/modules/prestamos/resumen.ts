import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';

/**
 * Recalcula el resumen guardado del préstamo (lo adeudado, el capital, la primera cuota abierta, el vencimiento
 * impago más antiguo, las cuotas pagadas) desde sus cuotas, con la función `refrescar_prestamo` de la base. Toda operación que cambia cuotas la llama antes de terminar su transacción.
 */
export async function refrescarPrestamo(tx: Tx, idEmpresa: number, idPrestamo: number): Promise<void> {
  await tx.execute(sql`select refrescar_prestamo(${idEmpresa}, ${idPrestamo})`);
}
