import {
  CrearEmpresaBody,
  EmpresaCambiada,
  EmpresaCreada,
  EmpresasLista,
  EmpresasQuery,
  IdParam,
  MensajeRespuesta,
  PagosDePlanAdminLista,
  PagosDePlanAdminQuery,
} from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Dependencias } from '../../lib/contexto';
import { cambiarEstadoDeEmpresa, crearEmpresa, eliminarEmpresa, listarEmpresas } from './administracion';
import { leerLogo } from './logo';
import { listarTodosLosPagos } from './pagos-de-plan';

/** La administración de la plataforma (SUPERADMIN): empresas, sus estados y todos los pagos de planes. */
export async function rutasAdministracionDeEmpresas(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['empresas'];
  const soloSoporte = { acceso: 'SUPERADMIN' as const };

  r.get(
    '/empresas',
    { config: soloSoporte, schema: { tags, querystring: EmpresasQuery, response: { 200: EmpresasLista } } },
    async (req) => listarEmpresas(deps, req.query),
  );

  r.post(
    '/empresas',
    { config: soloSoporte, schema: { tags, body: CrearEmpresaBody, response: { 201: EmpresaCreada } } },
    async (req, reply) => reply.status(201).send(await crearEmpresa(deps, req.body)),
  );

  r.post(
    '/empresas/:id/suspender',
    { config: soloSoporte, schema: { tags, params: IdParam, response: { 200: EmpresaCambiada } } },
    async (req) => cambiarEstadoDeEmpresa(deps, req.params.id, 'SUSPENDIDO'),
  );

  r.post(
    '/empresas/:id/activar',
    { config: soloSoporte, schema: { tags, params: IdParam, response: { 200: EmpresaCambiada } } },
    async (req) => cambiarEstadoDeEmpresa(deps, req.params.id, 'ACTIVO'),
  );

  r.delete(
    '/empresas/:id',
    { config: soloSoporte, schema: { tags, params: IdParam, response: { 200: MensajeRespuesta } } },
    async (req) => eliminarEmpresa(deps, req.params.id),
  );

  r.get(
    '/empresa/admin/pagos',
    {
      config: soloSoporte,
      schema: { tags, querystring: PagosDePlanAdminQuery, response: { 200: PagosDePlanAdminLista } },
    },
    async (req) => listarTodosLosPagos(deps, req.query),
  );

  // Pública a propósito: una <img> no envía el token. Sin la versión vigente en `v` responde 404 (logo.ts).
  r.get(
    '/empresas/:id/logo',
    {
      config: { acceso: 'publico' },
      schema: { tags, params: IdParam, querystring: z.object({ v: z.string().max(64).optional() }) },
    },
    async (req, reply) => {
      const logo = await leerLogo(deps, req.params.id, req.query.v);
      const etag = `"${logo.hash}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(logo.tipo).send(logo.datos);
    },
  );
}
