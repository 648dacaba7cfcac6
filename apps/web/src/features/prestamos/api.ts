import {
  type CrearPrestamoBody,
  Liquidacion,
  type LiquidarBody,
  MensajeRespuesta,
  PrestamoCreado,
  PrestamosLista,
} from '@prestamos/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { refrescarCartera } from '../../lib/consultas';

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
    queryFn: () => api('/prestamos', PrestamosLista, { query: { ...filtro } }),
    placeholderData: keepPreviousData,
  });

export { planQuery } from '../../entities/prestamo/api';

export function useCrearPrestamo() {
  return useMutation({
    mutationFn: (datos: z.input<typeof CrearPrestamoBody>) =>
      api('/prestamos', PrestamoCreado, { method: 'POST', body: datos }),
    onSuccess: refrescarCartera,
  });
}

export function useCancelarPrestamo() {
  return useMutation({
    mutationFn: (id: number) => api(`/prestamos/${id}/cancelar`, MensajeRespuesta, { method: 'POST' }),
    onSuccess: refrescarCartera,
  });
}

export function useLiquidar(id: number) {
  return useMutation({
    mutationFn: (datos: z.input<typeof LiquidarBody>) =>
      api(`/prestamos/${id}/liquidar`, Liquidacion, { method: 'POST', body: datos }),
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
