import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

// TanStack Query empieza creyéndose en línea y solo se entera de los cambios: la app abierta sin señal (el cobrador,
// issue 35) debe saberlo desde el principio para pausar sus consultas y volver a pedirlas cuando llegue la red.
onlineManager.setOnline(navigator.onLine);

/** Un error 4xx no mejora reintentando; uno de red o 5xx se reintenta una vez. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (intentos, error) =>
        intentos < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
      staleTime: 15_000,
    },
  },
});

/**
 * Toda operación con dinero (préstamo, cobro, reenganche) cambia préstamos, clientes (préstamos activos), caja, el
 * día del cobrador (lo cobrado hoy, lo que falta y su cuadre), las cifras y listas del tablero y los reportes.
 */
export function refrescarCartera() {
  return queryClient.invalidateQueries({
    predicate: (q) =>
      ['prestamos', 'clientes', 'caja', 'pagos', 'operador', 'tablero', 'reportes'].includes(
        String(q.queryKey[0]),
      ),
  });
}
