import { Tablero } from '@prestamos/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Bajo la clave 'tablero': cada cobro la refresca (lib/consultas.ts), y con ella tarjetas, listas y gráficos. */
export const tableroQuery = queryOptions({
  queryKey: ['tablero'],
  queryFn: () => api('/dashboard', Tablero),
});
