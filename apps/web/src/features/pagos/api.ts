import { CuotasLista } from '@prestamos/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface FiltroCuotas {
  page: number;
  pageSize: number;
  q: string;
  rango: string;
  estado: string;
  id_cliente: number | null;
  /** Cursor de la página (el `siguiente` de la anterior); sin él, se pide por número. */
  cursor?: string | undefined;
}

export const cuotasQuery = (filtro: FiltroCuotas) =>
  queryOptions({
    queryKey: ['pagos', 'cuotas', filtro],
    queryFn: () => api('/pagos/cuotas', CuotasLista, { query: { ...filtro } }),
    placeholderData: keepPreviousData,
  });
