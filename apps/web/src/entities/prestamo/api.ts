import { PagosDelPrestamo, PlanDePrestamo } from '@prestamos/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** El préstamo con sus cuotas (mora de hoy incluida) y su resumen. */
export const planQuery = (id: number) =>
  queryOptions({
    queryKey: ['prestamos', id, 'plan'],
    queryFn: () => api(`/prestamos/${id}/plan`, PlanDePrestamo),
  });

/** Los recibos del préstamo, cada uno con lo que aplicó a cada cuota. */
export const pagosDelPrestamoQuery = (id: number) =>
  queryOptions({
    queryKey: ['prestamos', id, 'pagos'],
    queryFn: () => api(`/prestamos/${id}/pagos-detalle`, PagosDelPrestamo),
  });
