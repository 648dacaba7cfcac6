import {
  CuotaParaCobrar,
  CuotasLista,
  CuotasQuery,
  EnlaceDeRecibo,
  FormatoDeReciboQuery,
  HistorialDeCuota,
  IdParam,
  MensajeRespuesta,
  MoraCuotaQuery,
  PagosDelPrestamo,
  ReciboParam,
} from '@prestamos/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Dependencias } from '../../lib/contexto';
import { enviarPdf } from '../../lib/pdf';
import { type Acceso, contextoDe } from '../../plugins/acceso';
import { cuotaParaCobrar, historialDeCuota, listarCuotas, pagosDelPrestamo } from './consultas';
import { type DatosDeRecibo, datosDeRecibo } from './recibo/datos';
import { reciboDePago } from './recibo/documento';
import { crearEnlaceDeRecibo, revocarEnlaceDeRecibo, revocarEnlacesDelRecibo } from './recibo/enlaces';
import { reciboEnTicket } from './recibo/ticket';

/** El recibo en carta o en el ticket de la impresora térmica de la empresa (`?formato=ticket`). */
export function enviarRecibo(reply: FastifyReply, d: DatosDeRecibo, formato: 'carta' | 'ticket' = 'carta') {
  return formato === 'ticket'
    ? enviarPdf(reply, `ticket-${d.recibo.no_recibo}`, reciboEnTicket, d)
    : enviarPdf(reply, `recibo-${d.recibo.no_recibo}`, reciboDePago, d);
}

/**
 * Lo que se lee de los pagos: las cuotas por cobrar, el historial de una cuota, los pagos de un préstamo y los recibos
 * (con los enlaces para compartirlos, que solo los dejan ver).
 */
export async function rutasConsultasDePagos(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pagos'];

  r.get(
    '/pagos/cuotas',
    {
      config: { acceso: ['pagos.ver', 'pagos.registrar'] },
      schema: { tags, querystring: CuotasQuery, response: { 200: CuotasLista } },
    },
    async (req) => listarCuotas(deps, contextoDe(req), req.query),
  );

  r.get(
    '/pagos/:id/historial',
    {
      config: { acceso: ['pagos.ver', 'pagos.registrar'] },
      schema: { tags, params: IdParam, response: { 200: HistorialDeCuota } },
    },
    async (req) => historialDeCuota(deps, contextoDe(req), req.params.id),
  );

  r.get(
    '/prestamos/:id/pagos-detalle',
    {
      config: { acceso: ['prestamos.ver', 'pagos.ver'] },
      schema: { tags, params: IdParam, response: { 200: PagosDelPrestamo } },
    },
    async (req) => pagosDelPrestamo(deps, contextoDe(req), req.params.id),
  );

  r.get(
    '/prestamos/mora/cuota',
    {
      config: { acceso: ['pagos.ver', 'pagos.registrar'] },
      schema: { tags, querystring: MoraCuotaQuery, response: { 200: CuotaParaCobrar } },
    },
    async (req) => cuotaParaCobrar(deps, contextoDe(req), req.query.clienteId),
  );

  // El recibo lo imprime quien cobra y quien ve el préstamo (historial del cliente).
  const acceso: Acceso[] = ['pagos.ver', 'pagos.registrar', 'prestamos.ver'];
  r.get(
    '/pagos/recibos/:id/pdf',
    { config: { acceso }, schema: { tags, params: IdParam, querystring: FormatoDeReciboQuery } },
    async (req, reply) =>
      enviarRecibo(
        reply,
        await datosDeRecibo(deps, contextoDe(req), { id: req.params.id }),
        req.query.formato,
      ),
  );
  r.get(
    '/pagos/recibos/by-recibo/:recibo/pdf',
    { config: { acceso }, schema: { tags, params: ReciboParam, querystring: FormatoDeReciboQuery } },
    async (req, reply) =>
      enviarRecibo(
        reply,
        await datosDeRecibo(deps, contextoDe(req), { numero: req.params.recibo }),
        req.query.formato,
      ),
  );

  // Compartir un recibo (WhatsApp) lo puede quien lo ve; el enlace abre solo ese recibo (modules/publico/routes.ts).
  r.post(
    '/pagos/recibos/:id/enlace',
    { config: { acceso }, schema: { tags, params: IdParam, response: { 200: EnlaceDeRecibo } } },
    async (req) => crearEnlaceDeRecibo(deps, contextoDe(req), req.params.id),
  );
  r.delete(
    '/pagos/recibos/enlaces/:id',
    { config: { acceso }, schema: { tags, params: IdParam, response: { 200: MensajeRespuesta } } },
    async (req) => revocarEnlaceDeRecibo(deps, contextoDe(req), req.params.id),
  );
  r.delete(
    '/pagos/recibos/:id/enlaces',
    { config: { acceso }, schema: { tags, params: IdParam, response: { 200: MensajeRespuesta } } },
    async (req) => revocarEnlacesDelRecibo(deps, contextoDe(req), req.params.id),
  );
}
