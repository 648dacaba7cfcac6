import type { CuotaListada } from '@prestamos/contract';
import { cuotaParaCobrarDe, useRecibirPago } from '../../entities/pago/recibir-pago';

export const FALTA_CLIENTE = 'Falta id_cliente en el item de mora';
export const SIN_PRESTAMO = 'No se pudo determinar el préstamo en mora';

/** Una fila de las listas del tablero: la cuota que trae y de qué préstamo y cliente es. */
export interface ItemACobrar {
  id_cliente: number | null | undefined;
  id_prestamo: number;
  id_pago: number | null;
}

/**
 * La cuota a cobrar de una fila. El servidor da la que toca cobrarle hoy al cliente; si es de otro de sus préstamos,
 * la fila habla de este y se cobra la suya (el modal la lee fresca y dice si ya no se puede cobrar).
 */
export function cuotaDeLaFila(item: ItemACobrar, cuota: CuotaListada): number {
  if (cuota.id_prestamo === item.id_prestamo) return cuota.id_pago;
  if (item.id_pago) return item.id_pago;
  throw new Error(SIN_PRESTAMO);
}

async function buscarCuota(item: ItemACobrar): Promise<number> {
  if (!item.id_cliente) throw new Error(FALTA_CLIENTE);
  return cuotaDeLaFila(item, await cuotaParaCobrarDe(item.id_cliente));
}

/** "Recibir pago" de las listas de próximos a vencer y en mora: abre el modal de cobro compartido. */
export const useRecibirPagoDeLaFila = () => useRecibirPago(buscarCuota);
