import {
  type CancelarMovimientoBody,
  MovimientoGuardado,
  MovimientosLista,
  type NuevoMovimientoBody,
} from '@prestamos/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { refrescarCartera } from '../../lib/consultas';

/** Texto la lista no llega o llega sin la forma del contrato (`api` la valida). */
export const RESPUESTA_INVALIDA = 'Respuesta inválida';

export interface FiltroMovimientos {
  page: number;
  pageSize: number;
  q: string;
  /** '' para todos. */
  tipo: string;
  /** Quién registró el movimiento (el cobrador de un cobro); null para todos. */
  id_usuario: number | null;
  /** Cursor de la página (el `siguiente` de la anterior); sin él, se pide por número. */
  cursor?: string | undefined;
}

export const movimientosQuery = (filtro: FiltroMovimientos) =>
  queryOptions({
    queryKey: ['caja', 'movimientos', filtro],
    queryFn: () => api('/caja/movimientos', MovimientosLista, { query: { ...filtro } }),
    placeholderData: keepPreviousData,
  });

export function useRegistrarMovimiento() {
  return useMutation({
    mutationFn: (datos: z.input<typeof NuevoMovimientoBody>) =>
      api('/caja/movimientos', MovimientoGuardado, { method: 'POST', body: datos }),
    onSuccess: refrescarCartera,
  });
}

export function useCancelarMovimiento() {
  return useMutation({
    mutationFn: ({ id, ...cuerpo }: { id: number } & z.input<typeof CancelarMovimientoBody>) =>
      api(`/caja/movimientos/${id}/cancelar`, MovimientoGuardado, { method: 'POST', body: cuerpo }),
    onSuccess: refrescarCartera,
  });
}
