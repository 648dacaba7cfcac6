import {
  CancelarUltimoBody,
  CobrarBody,
  Cobro,
  CuotaDiferida,
  CuotaParaCobrar,
  CuotasLista,
  CuotasQuery,
  DiferirBody,
  HistorialDeCuota,
  IdParam,
  MoraCuotaQuery,
  PagoCancelado,
  PagosDelPrestamo,
  ReciboParam,
} from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Dependencias } from '../../lib/contexto';
import { enviarPdf } from '../../lib/pdf';
import { type Acceso, contextoDe } from '../../plugins/acceso';
import { cancelarUltimoPago } from './cancelar';
import { cobrar } from './cobrar';
import { cuotaParaCobrar, historialDeCuota, listarCuotas, pagosDelPrestamo } from './consultas';
import { diferirCuota } from './diferir';
import { datosDeRecibo } from './recibo/datos';
import { reciboDePago } from './recibo/documento';

/** La cabecera Idempotency-Key: corta y sin caracteres raros (la web manda un UUID por cada modal abierto). */
const CabecerasDeCobro = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .regex(/^[\w-]{8,100}$/, 'La clave de idempotencia no es válida.')
    .optional(),
});

export async function rutasPagos(app: FastifyInstance, deps: Dependencias) {
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

  r.post(
    '/pagos/:id/cobrar',
    {
      config: { acceso: 'pagos.registrar' },
      schema: {
        tags,
        params: IdParam,
        headers: CabecerasDeCobro,
        body: CobrarBody,
        response: { 200: Cobro },
      },
    },
    async (req) => cobrar(deps, contextoDe(req), req.params.id, req.body, req.headers['idempotency-key']),
  );

  r.post(
    '/pagos/:id/diferir',
    {
      config: { acceso: 'pagos.diferir' },
      schema: { tags, params: IdParam, body: DiferirBody, response: { 200: CuotaDiferida } },
    },
    async (req) => diferirCuota(deps, contextoDe(req), req.params.id, req.body),
  );

  // Anular es su propio permiso (issue 31): el cobrador que recibió el dinero no deshace el recibo que entregó.
  r.post(
    '/pagos/cancelar-ultimo',
    {
      config: { acceso: 'pagos.anular' },
      schema: { tags, body: CancelarUltimoBody, response: { 200: PagoCancelado } },
    },
    async (req) => cancelarUltimoPago(deps, contextoDe(req), req.body),
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
    { config: { acceso }, schema: { tags, params: IdParam } },
    async (req, reply) => {
      const d = await datosDeRecibo(deps, contextoDe(req), { id: req.params.id });
      return enviarPdf(reply, `recibo-${d.recibo.no_recibo}`, reciboDePago, d);
    },
  );
  r.get(
    '/pagos/recibos/by-recibo/:recibo/pdf',
    { config: { acceso }, schema: { tags, params: ReciboParam } },
    async (req, reply) => {
      const d = await datosDeRecibo(deps, contextoDe(req), { numero: req.params.recibo });
      return enviarPdf(reply, `recibo-${d.recibo.no_recibo}`, reciboDePago, d);
    },
  );
}
