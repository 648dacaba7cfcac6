import { type MovimientoGuardado, MovimientosLista, type NuevoMovimientoBody } from '@prestamos/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { refrescarCartera } from '../../lib/consultas';

/** Texto de la spec (001 §8) cuando la lista llega sin la forma del contrato. */
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
    queryFn: async () => {
      const r = MovimientosLista.safeParse(await api<unknown>('/caja/movimientos', { query: { ...filtro } }));
      if (!r.success) throw new Error(RESPUESTA_INVALIDA);
      return r.data;
    },
    placeholderData: keepPreviousData,
  });

export function useRegistrarMovimiento() {
  return useMutation({
    mutationFn: (datos: NuevoMovimientoBody) =>
      api<MovimientoGuardado>('/caja/movimientos', { method: 'POST', body: datos }),
    onSuccess: refrescarCartera,
  });
}

export function useCancelarMovimiento() {
  return useMutation({
    mutationFn: ({ id, motivo }: { id: number; motivo: string }) =>
      api<MovimientoGuardado>(`/caja/movimientos/${id}/cancelar`, { method: 'POST', body: { motivo } }),
    onSuccess: refrescarCartera,
  });
}
