import {
  ClienteGuardado,
  ClienteRespuesta,
  ClientesLista,
  ClientesQuery,
  CrearClienteBody,
  EditarClienteBody,
  HistorialDeCliente,
  IdParam,
  MensajeRespuesta,
  PrestamosDeCliente,
} from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Dependencias } from '../../lib/contexto';
import { contextoDe } from '../../plugins/acceso';
import {
  crearCliente,
  editarCliente,
  eliminarCliente,
  historialDeCliente,
  listarClientes,
  obtenerCliente,
  prestamosDeCliente,
} from './service';

export async function rutasClientes(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['clientes'];

  r.get(
    '/clientes',
    {
      config: { acceso: 'clientes.ver' },
      schema: { tags, querystring: ClientesQuery, response: { 200: ClientesLista } },
    },
    async (req) => listarClientes(deps, contextoDe(req), req.query),
  );

  r.get(
    '/clientes/:id',
    {
      config: { acceso: 'clientes.ver' },
      schema: { tags, params: IdParam, response: { 200: ClienteRespuesta } },
    },
    async (req) => obtenerCliente(deps, contextoDe(req), req.params.id),
  );

  r.post(
    '/clientes',
    {
      config: { acceso: 'clientes.crear' },
      schema: { tags, body: CrearClienteBody, response: { 201: ClienteGuardado } },
    },
    async (req, reply) => reply.status(201).send(await crearCliente(deps, contextoDe(req), req.body)),
  );

  r.put(
    '/clientes/:id',
    {
      config: { acceso: 'clientes.editar' },
      schema: { tags, params: IdParam, body: EditarClienteBody, response: { 200: ClienteGuardado } },
    },
    async (req) => editarCliente(deps, contextoDe(req), req.params.id, req.body),
  );

  r.delete(
    '/clientes/:id',
    {
      config: { acceso: 'clientes.eliminar' },
      schema: { tags, params: IdParam, response: { 200: MensajeRespuesta } },
    },
    async (req) => eliminarCliente(deps, contextoDe(req), req.params.id),
  );

  r.get(
    '/clientes/by-cliente/:id',
    {
      config: { acceso: 'clientes.ver' },
      schema: { tags, params: IdParam, response: { 200: PrestamosDeCliente } },
    },
    async (req) => prestamosDeCliente(deps, contextoDe(req), req.params.id),
  );

  r.get(
    '/clientes/:id/historial',
    {
      config: { acceso: 'clientes.ver' },
      schema: { tags, params: IdParam, response: { 200: HistorialDeCliente } },
    },
    async (req) => historialDeCliente(deps, contextoDe(req), req.params.id),
  );
}
