import type { MovimientosLista } from '@prestamos/contract';

/**
 * La respuesta de toda lista paginada (contract `listaPaginada`) con sus items. El contrato exporta el tipo inferido
 * solo para caja; la forma es la misma para todas, así que se toma de ahí y no se escribe otra vez a mano.
 */
export type ListaPaginada<T> = Omit<MovimientosLista, 'items'> & { items: T[] };
