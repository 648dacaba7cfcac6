import type { Prestamo } from '@prestamos/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { refrescarCartera } from '../../lib/consultas';
import type { ListaPaginada } from '../../lib/lista-paginada';

export interface FiltroPrestamos {
  page: number;
  pageSize: number;
  q: string;
  estado: string;
  /** Cursor de la página (el `siguiente` de la anterior); sin él, se pide por número. */
  cursor?: string | undefined;
}

export const prestamosQuery = (filtro: FiltroPrestamos) =>
  queryOptions({
    queryKey: ['prestamos', 'lista', filtro],
    queryFn: () => api<ListaPaginada<Prestamo>>('/prestamos', { query: { ...filtro } }),
    placeholderData: keepPreviousData,
  });

export { planQuery } from '../../entities/prestamo/api';

export function useCrearPrestamo() {
  return useMutation({
    mutationFn: (datos: object) =>
      api<{ message: string; prestamo: { id_prestamo: number; codigo_prestamo: string } }>('/prestamos', {
        method: 'POST',
        body: datos,
      }),
    onSuccess: refrescarCartera,
  });
}

export function useCancelarPrestamo() {
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`/prestamos/${id}/cancelar`, { method: 'POST' }),
    onSuccess: refrescarCartera,
  });
}

export function useLiquidar(id: number) {
  return useMutation({
    mutationFn: (datos: { descuento: number; observacion: string }) =>
      api<{ message: string; no_recibo: string; total_pagado: number }>(`/prestamos/${id}/liquidar`, {
        method: 'POST',
        body: datos,
      }),
    onSuccess: refrescarCartera,
  });
}

/** Documentos PDF de un préstamo, con el nombre que ve el usuario. */
export const DOCUMENTOS = [
  { ruta: 'contrato', nombre: 'Contrato' },
  { ruta: 'plan', nombre: 'Plan de pagos' },
  { ruta: 'desembolso', nombre: 'Desembolso' },
  { ruta: 'recibo', nombre: 'Recibo del préstamo' },
] as const;
