import { sql } from 'drizzle-orm';
import type { BaseDeDatos } from '../../apps/api/src/db/conexion';
import { enPlataforma, filasDe } from '../../apps/api/src/db/transacciones';
import { DEMO } from '../datos-grandes';

/**
 * Un cliente, préstamo, recibo y ruta de muestra de la empresa grande, y cuotas de 40 000 préstamos distintos para
 * cobrar.
 */
export function muestrasDelBanco(base: BaseDeDatos) {
  return enPlataforma(base.db, async (tx) => {
    const [muestra] = await filasDe<{ id_cliente: number; id_prestamo: number; id_recibo: number }>(
      tx,
      sql`select p.id_cliente, p.id_prestamo, r.id_recibo from prestamo p
          join recibo r on r.id_empresa = p.id_empresa and r.id_prestamo = p.id_prestamo
          where p.id_empresa = ${DEMO} and p.estado = 'ACTIVO' order by p.id_prestamo limit 1 offset 777`,
    );
    // La primera cuota abierta de préstamos activos distintos: cada cobro medido va a uno que nadie tocó.
    const primeras = await filasDe<{ id: number }>(
      tx,
      sql`select id_pago_primera_abierta as id from prestamo
          where id_empresa = ${DEMO} and estado = 'ACTIVO' order by id_prestamo desc limit 40000`,
    );
    // Una ruta de la empresa grande con unos 2 200 clientes (el reporte de cuotas filtrado por ruta).
    const [ruta] = await filasDe<{ id: number }>(
      tx,
      sql`select id_ruta as id from ruta where id_empresa = ${DEMO} and nombre = 'Ruta 05'`,
    );
    return {
      ...(muestra ?? { id_cliente: 0, id_prestamo: 0, id_recibo: 0 }),
      id_ruta: ruta?.id ?? 0,
      cuotas: primeras.map((f) => f.id),
    };
  });
}
