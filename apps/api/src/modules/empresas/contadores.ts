import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { contador_empresa } from '../../db/schema';
import { filasDe } from '../../db/transacciones';

/** Qué contadores de la empresa suman el total de una lista sin filtro (los mantienen disparadores de la base). */
export type Contador =
  | 'clientes'
  | 'clientes_activos'
  | 'clientes_inactivos'
  | 'prestamos'
  | 'prestamos_activos'
  | 'prestamos_saldados'
  | 'prestamos_cancelados';

/** Los totales de la lista de préstamos: los contadores, y los que dependen del día (vigentes y en mora). */
export type ContadorDePrestamos =
  | Extract<Contador, `prestamos${string}`>
  | 'prestamos_vigentes'
  | 'prestamos_en_mora';

/** El contador que da el total de la lista de préstamos por ese estado (la web: VIGENTE, EN MORA, SALDADO...). */
export function contadorDe(estado: string | undefined): ContadorDePrestamos | null {
  switch (estado) {
    case undefined:
    case '':
      return 'prestamos';
    case 'SALDADO':
      return 'prestamos_saldados';
    case 'CANCELADO':
      return 'prestamos_cancelados';
    case 'VIGENTE':
      return 'prestamos_vigentes';
    case 'EN MORA':
      return 'prestamos_en_mora';
    default:
      return null;
  }
}

/**
 * Los préstamos activos cuyo vencimiento impago más antiguo es hoy o después: del resumen de la cartera de la empresa
 * (una fila por fecha de vencimiento, decisions §22), no contando préstamos. "Vigente" y "en mora" cambian con el día
 * sin que cambie ninguna fila; el resumen guarda la fecha, así que la cuenta de hoy es una suma de las fechas desde hoy
 * (unas 30 filas en la empresa del banco; las fechas pasadas, unas 640, no hace falta leerlas).
 */
async function prestamosVigentes(tx: Tx, idEmpresa: number, hoy: string): Promise<number> {
  const [fila] = await filasDe<{ n: string | null }>(
    tx,
    sql`select sum(prestamos) as n from resumen_cartera
      where id_empresa = ${idEmpresa} and dimension = 'E' and id = 0 and vence >= ${hoy}::date`,
  );
  return Number(fila?.n ?? 0);
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

export async function leerContadorDePrestamos(
  tx: Tx,
  idEmpresa: number,
  cual: ContadorDePrestamos,
  hoy: string,
): Promise<number> {
  switch (cual) {
    case 'prestamos_vigentes':
      return prestamosVigentes(tx, idEmpresa, hoy);
    case 'prestamos_en_mora':
      // Un préstamo activo está en mora o vigente (siempre tiene una cuota abierta: invariantes.ts).
      return (
        (await leerContador(tx, idEmpresa, 'prestamos_activos')) -
        (await prestamosVigentes(tx, idEmpresa, hoy))
      );
    default:
      return leerContador(tx, idEmpresa, cual);
  }
}
