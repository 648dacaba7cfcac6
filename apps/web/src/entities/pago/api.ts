import {
  type CancelarUltimoBody,
  type CobrarBody,
  Cobro,
  CuotaDiferida,
  type DiferirBody,
  EnlaceDeRecibo,
  HistorialDeCuota,
  MensajeRespuesta,
  PagoCancelado,
} from '@prestamos/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { queryClient, refrescarCartera } from '../../lib/consultas';
import { abrirPdf } from '../../lib/pdf';

/** Una cuota con sus pagos y las demás cuotas de su préstamo: lo que el modal de cobro necesita, fresco. */
export const historialDeCuotaQuery = (idPago: number) =>
  queryOptions({
    queryKey: ['pagos', 'cuota', idPago],
    queryFn: () => api(`/pagos/${idPago}/historial`, HistorialDeCuota),
    staleTime: 0,
  });

/**
 * Cobrar con una clave de idempotencia por modal abierto: si la red se cae y el cajero reintenta, el servidor devuelve
 * el primer cobro en lugar de hacer otro.
 */
export function useCobrar(idPago: number, clave: string) {
  return useMutation({
    mutationFn: (datos: z.input<typeof CobrarBody>) =>
      api(`/pagos/${idPago}/cobrar`, Cobro, {
        method: 'POST',
        body: datos,
        headers: { 'idempotency-key': clave },
      }),
    onSuccess: refrescarCartera,
  });
}

export function useDiferir(idPago: number) {
  return useMutation({
    mutationFn: (datos: z.input<typeof DiferirBody>) =>
      api(`/pagos/${idPago}/diferir`, CuotaDiferida, { method: 'POST', body: datos }),
    onSuccess: refrescarCartera,
  });
}

export function useCancelarUltimoPago() {
  return useMutation({
    mutationFn: (datos: z.input<typeof CancelarUltimoBody>) =>
      api('/pagos/cancelar-ultimo', PagoCancelado, { method: 'POST', body: datos }),
    onSuccess: refrescarCartera,
  });
}

export const imprimirRecibo = (idRecibo: number, noRecibo: string) =>
  abrirPdf(`/pagos/recibos/${idRecibo}/pdf`, `el recibo ${noRecibo}`);

/** El recibo en el ticket de la impresora térmica de la empresa (58 u 80 mm), para el cobrador en la calle. */
export const imprimirTicket = (idRecibo: number, noRecibo: string) =>
  abrirPdf(`/pagos/recibos/${idRecibo}/pdf?formato=ticket`, `el ticket del recibo ${noRecibo}`);

/**
 * El enlace que abre el recibo sin sesión, para el mensaje de WhatsApp: uno por recibo mientras el resultado del cobro
 * está a la vista (la clave no empieza por 'pagos': refrescar la cartera no debe pedir otro). Vence a los 7 días.
 */
export const enlaceDeReciboQuery = (idRecibo: number) =>
  queryOptions({
    queryKey: ['enlace-de-recibo', idRecibo],
    queryFn: () => api(`/pagos/recibos/${idRecibo}/enlace`, EnlaceDeRecibo, { method: 'POST', body: {} }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Revoca los enlaces vigentes de un recibo (dejan de abrirlo); el próximo envío por WhatsApp pide uno nuevo. */
export function useRevocarEnlaces(idRecibo: number) {
  return useMutation({
    mutationFn: () => api(`/pagos/recibos/${idRecibo}/enlaces`, MensajeRespuesta, { method: 'DELETE' }),
    onSuccess: () => queryClient.removeQueries({ queryKey: enlaceDeReciboQuery(idRecibo).queryKey }),
  });
}
