import type { TopeDeDiferimiento } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { filasDe } from '../../db/transacciones';

/**
 * El tope de una cuota al diferirla: su vencimiento original y los días que su empresa deja correrla (decisions.md, «Fechas y topes del préstamo»).
 * Se lee el ajuste de hoy, no uno guardado al firmar: es una regla de la oficina, no una condición del contrato. Una
 * lectura simple (sin bloqueo) de filas que la transacción ya tiene bloqueadas o que nadie bloquea.
 */
export async function topeDeDiferimiento(
  tx: Tx,
  idEmpresa: number,
  idPago: number,
): Promise<TopeDeDiferimiento> {
  const [fila] = await filasDe<{ fecha_original: string; dias: number }>(
    tx,
    sql`select c.fecha_original::text as fecha_original, e.dias_maximos_diferimiento as dias
      from cuota c join empresa e on e.id_empresa = c.id_empresa
      where c.id_empresa = ${idEmpresa} and c.id_pago = ${idPago}`,
  );
  if (!fila) throw new Error(`La cuota ${idPago} ya estaba bloqueada y no aparece`);
  return { fechaOriginal: fila.fecha_original, dias: Number(fila.dias) };
}
