import { type CuotaListada, CuotaParaCobrar } from '@prestamos/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ApiError, mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { abrirCobro } from './modales-de-pago';

export const SIN_CUOTA = 'No hay cuota pendiente';

/** La cuota que toca cobrarle hoy al cliente: la impaga que vence antes. Sin ninguna, el servidor responde 404. */
export async function cuotaParaCobrarDe(idCliente: number): Promise<CuotaListada> {
  const r = await api('/prestamos/mora/cuota', CuotaParaCobrar, { query: { clienteId: idCliente } });
  return r.cuota;
}

/**
 * "Recibir pago" desde una lista (docs/producto.md#cobros): `buscar` pregunta al servidor qué cuota cobrar (la de la
 * lista puede haber cambiado desde que se cargó) y con ella se abre el modal de cobro compartido. Un error que no
 * viene del servidor trae ya el texto de la spec.
 */
export function useRecibirPago<T>(buscar: (item: T) => Promise<number>) {
  return useMutation({
    mutationFn: buscar,
    onSuccess: abrirCobro,
    onError: (error) => {
      if (!(error instanceof ApiError)) notificar.error(error.message || 'No se pudo abrir el pago');
      else if (error.status === 404) notificar.aviso(mensajeDe(error, SIN_CUOTA));
      else notificar.error(mensajeDe(error, 'No se pudo abrir el pago'));
    },
  });
}
