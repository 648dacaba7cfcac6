import type { CuotaListada, EstadoDeOperador, ResumenDeOperador } from '@prestamos/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { abrirCobro } from '../../components/pago/modales-de-pago';
import { api } from '../../lib/api';
import { ApiError, mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';

/** Bajo la clave 'operador': cada cobro refresca el día del cobrador (lib/consultas.ts). */
export const resumenQuery = queryOptions({
  queryKey: ['operador', 'resumen'],
  queryFn: () => api<ResumenDeOperador>('/operador/resumen'),
});

export const estadoQuery = queryOptions({
  queryKey: ['operador', 'estado'],
  queryFn: () => api<EstadoDeOperador>('/operador/estado'),
});

export const SIN_CUOTA = 'No hay cuota pendiente';

/**
 * "Recibir pago" de una tarjeta (spec 000 §7 y §8): el servidor dice qué cuota toca cobrarle al cliente hoy y con ella
 * se abre el modal de cobro compartido. La cuota de la tarjeta puede haber cambiado desde que se cargó la lista.
 */
async function buscarCuota(idCliente: number | null | undefined): Promise<number> {
  if (!idCliente) throw new Error('Falta id_cliente');
  const r = await api<{ cuota: CuotaListada | null; message: string }>('/prestamos/mora/cuota', {
    query: { clienteId: idCliente },
  });
  if (!r.cuota) throw new ApiError(404, SIN_CUOTA);
  return r.cuota.id_pago;
}

export function useRecibirPago() {
  return useMutation({
    mutationFn: buscarCuota,
    onSuccess: abrirCobro,
    onError: (error) => {
      if (!(error instanceof ApiError)) notificar.error(error.message || 'No se pudo abrir el pago');
      else if (error.status === 404) notificar.aviso(mensajeDe(error, SIN_CUOTA));
      else notificar.error(mensajeDe(error, 'No se pudo abrir el pago'));
    },
  });
}
