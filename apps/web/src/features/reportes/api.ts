import { ReporteDeCartera, ReporteDeCuotas } from '@prestamos/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { FiltrosDeCuotas } from './filtros';

/** Una página del reporte de cuotas con los totales de las dos tarjetas (clave 'reportes': cada cobro la refresca). */
export const cuotasDeReporteQuery = (
  filtros: FiltrosDeCuotas & { page: number; pageSize: number; cursor?: string | undefined },
) =>
  queryOptions({
    queryKey: ['reportes', 'cuotas', filtros],
    queryFn: () => api('/reportes/cuotas', ReporteDeCuotas, { query: { ...filtros } }),
    placeholderData: keepPreviousData,
  });

/** PAR, antigüedad del atraso por empresa, ruta y cobrador, y la eficiencia de cobro de 30 días. */
export const carteraQuery = queryOptions({
  queryKey: ['reportes', 'cartera'],
  queryFn: () => api('/reportes/cartera', ReporteDeCartera),
});
