import { PagosDePlanAdminLista } from '@prestamos/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Filtros de la historia global de pagos de planes (docs/producto.md#empresas-y-planes); vacío es "sin filtro". */
export interface FiltroPagosDePlanes {
  q: string;
  empresaId: string;
  desde: string;
  hasta: string;
  page: number;
  pageSize: number;
}

export const pagosDePlanesQuery = (filtro: FiltroPagosDePlanes) =>
  queryOptions({
    queryKey: ['pagos-de-planes', filtro],
    queryFn: () => api('/empresa/admin/pagos', PagosDePlanAdminLista, { query: { ...filtro } }),
    placeholderData: keepPreviousData,
  });

/** El ID de empresa admite solo dígitos; lo demás se quita mientras se escribe. */
export function soloDigitos(texto: string): string {
  return texto.replace(/\D/g, '');
}
