import type { Cobro, Cuota, CuotaListada, DetalleDePago } from '@prestamos/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { refrescarCartera } from '../../lib/consultas';
import { abrirPdf } from '../../lib/pdf';

/** Una cuota con sus pagos y las demás cuotas de su préstamo: lo que el modal de cobro necesita, fresco. */
export const historialDeCuotaQuery = (idPago: number) =>
  queryOptions({
    queryKey: ['pagos', 'cuota', idPago],
    queryFn: () =>
      api<{ cuota: CuotaListada; detalles: DetalleDePago[]; cuotas: Cuota[] }>(`/pagos/${idPago}/historial`),
    staleTime: 0,
  });

export interface DatosDeCobro {
  monto: number;
  metodo: string;
  descuento: number;
  motivo_descuento: string;
  nota: string;
}

/**
 * Cobrar con una clave de idempotencia por modal abierto: si la red se cae y el cajero reintenta, el servidor devuelve
 * el primer cobro en lugar de hacer otro.
 */
export function useCobrar(idPago: number, clave: string) {
  return useMutation({
    mutationFn: (datos: DatosDeCobro) =>
      api<Cobro>(`/pagos/${idPago}/cobrar`, {
        method: 'POST',
        body: datos,
        headers: { 'idempotency-key': clave },
      }),
    onSuccess: refrescarCartera,
  });
}

export function useDiferir(idPago: number) {
  return useMutation({
    mutationFn: (datos: { nueva_fecha: string; motivo: string }) =>
      api<{ message: string }>(`/pagos/${idPago}/diferir`, { method: 'POST', body: datos }),
    onSuccess: refrescarCartera,
  });
}

export function useCancelarUltimoPago() {
  return useMutation({
    mutationFn: (datos: { id_prestamo: number; id_detalle: number; motivo?: string }) =>
      api<{ message: string; cuota: { estado_cuota: string } }>('/pagos/cancelar-ultimo', {
        method: 'POST',
        body: datos,
      }),
    onSuccess: refrescarCartera,
  });
}

export const imprimirRecibo = (idRecibo: number, noRecibo: string) =>
  abrirPdf(`/pagos/recibos/${idRecibo}/pdf`, `el recibo ${noRecibo}`);
