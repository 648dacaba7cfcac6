import { EstadoDeOperador, ResumenDeOperador } from '@prestamos/contract';
import { queryOptions } from '@tanstack/react-query';
import { cuotaParaCobrarDe, useRecibirPago } from '../../entities/pago/recibir-pago';
import { api } from '../../lib/api';

/** Bajo la clave 'operador': cada cobro refresca el día del cobrador (lib/consultas.ts). */
export const resumenQuery = queryOptions({
  queryKey: ['operador', 'resumen'],
  queryFn: () => api('/operador/resumen', ResumenDeOperador),
});

export const estadoQuery = queryOptions({
  queryKey: ['operador', 'estado'],
  queryFn: () => api('/operador/estado', EstadoDeOperador),
});

/** "Recibir pago" de una tarjeta: la cuota que toca cobrarle hoy al cliente. */
async function buscarCuota(idCliente: number | null | undefined): Promise<number> {
  if (!idCliente) throw new Error('Falta id_cliente');
  return (await cuotaParaCobrarDe(idCliente)).id_pago;
}

export const useRecibirPagoDelCliente = () => useRecibirPago(buscarCuota);
