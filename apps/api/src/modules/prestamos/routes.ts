import {
  CrearPrestamoBody,
  IdParam,
  Liquidacion,
  LiquidarBody,
  LiquidarFallbackBody,
  MensajeRespuesta,
  PlanDePrestamo,
  PrestamoCreado,
  PrestamosLista,
  PrestamosQuery,
  ReengancheBody,
  ReengancheHecho,
  ReenganchePreview,
} from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Dependencias } from '../../lib/contexto';
import { contextoDe } from '../../plugins/acceso';
import { liquidar } from './liquidacion';
import { previsualizarReenganche, reenganchar } from './reenganche';
import { cancelar, crear, listar, plan } from './service';

export async function rutasPrestamos(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['préstamos'];

  r.get(
    '/prestamos',
    {
      config: { acceso: 'prestamos.ver' },
      schema: { tags, querystring: PrestamosQuery, response: { 200: PrestamosLista } },
    },
    async (req) => listar(deps, contextoDe(req), req.query),
  );

  r.post(
    '/prestamos',
    {
      config: { acceso: 'prestamos.crear' },
      schema: { tags, body: CrearPrestamoBody, response: { 201: PrestamoCreado } },
    },
    async (req, reply) => reply.status(201).send(await crear(deps, contextoDe(req), req.body)),
  );

  r.get(
    '/prestamos/:id/plan',
    {
      config: { acceso: 'prestamos.ver' },
      schema: { tags, params: IdParam, response: { 200: PlanDePrestamo } },
    },
    async (req) => plan(deps, contextoDe(req), req.params.id),
  );

  r.post(
    '/prestamos/:id/cancelar',
    {
      config: { acceso: 'prestamos.eliminar' },
      schema: { tags, params: IdParam, response: { 200: MensajeRespuesta } },
    },
    async (req) => cancelar(deps, contextoDe(req), req.params.id),
  );

  r.post(
    '/prestamos/:id/liquidar',
    {
      config: { acceso: 'prestamos.editar' },
      schema: { tags, params: IdParam, body: LiquidarBody, response: { 200: Liquidacion } },
    },
    async (req) => liquidar(deps, contextoDe(req), req.params.id, req.body),
  );

  // Otro camino para liquidar, con `id_prestamo` en el cuerpo: una web de antes lo pide si el de arriba no existe.
  r.post(
    '/prestamos/liquidar',
    {
      config: { acceso: 'prestamos.editar' },
      schema: { tags, body: LiquidarFallbackBody, response: { 200: Liquidacion } },
    },
    async (req) => liquidar(deps, contextoDe(req), req.body.id_prestamo, req.body),
  );

  r.post(
    '/prestamos/:id/reenganche/preview',
    {
      config: { acceso: 'prestamos.crear' },
      schema: { tags, params: IdParam, body: ReengancheBody, response: { 200: ReenganchePreview } },
    },
    async (req) =>
      previsualizarReenganche(deps, contextoDe(req), req.params.id, req.body.monto_extra, req.body.strategy),
  );

  r.post(
    '/prestamos/:id/reenganche',
    {
      config: { acceso: 'prestamos.crear' },
      schema: { tags, params: IdParam, body: ReengancheBody, response: { 201: ReengancheHecho } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await reenganchar(deps, contextoDe(req), req.params.id, req.body.monto_extra, req.body.strategy),
        ),
  );
}
