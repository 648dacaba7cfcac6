import type { CuotaListada } from '@prestamos/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface FiltroCuotas {
  page: number;
  pageSize: number;
  q: string;
  rango: string;
  estado: string;
  id_cliente: number | null;
}

export const cuotasQuery = (filtro: FiltroCuotas) =>
  queryOptions({
    queryKey: ['pagos', 'cuotas', filtro],
    queryFn: () =>
      api<{ items: CuotaListada[]; total: number; totalPages: number }>('/pagos/cuotas', {
        query: { ...filtro },
      }),
    placeholderData: keepPreviousData,
  });
