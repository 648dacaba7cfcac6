import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { contador_empresa } from '../../db/schema';

/** Qué contadores de la empresa suman el total de una lista sin filtro (los mantienen disparadores de la base). */
export type Contador =
  | 'clientes'
  | 'clientes_activos'
  | 'clientes_inactivos'
  | 'prestamos'
  | 'prestamos_saldados'
  | 'prestamos_cancelados';

/** El contador que da el total de la lista de préstamos por ese estado, o null si depende del día (VIGENTE, EN MORA). */
export function contadorDe(estado: string | undefined): Contador | null {
  if (!estado) return 'prestamos';
  if (estado === 'SALDADO') return 'prestamos_saldados';
  if (estado === 'CANCELADO') return 'prestamos_cancelados';
  return null;
}

export async function leerContador(tx: Tx, idEmpresa: number, cual: Contador): Promise<number> {
  const [k] = await tx.select().from(contador_empresa).where(eq(contador_empresa.id_empresa, idEmpresa));
  if (!k) return 0;
  switch (cual) {
    case 'clientes':
      return k.clientes_activos + k.clientes_inactivos;
    case 'prestamos':
      return k.prestamos_activos + k.prestamos_saldados + k.prestamos_cancelados;
    default:
      return k[cual];
  }
}
