import {
  CrearUsuarioBody,
  EditarUsuarioBody,
  IdParam,
  MensajeRespuesta,
  UsuarioGuardado,
  UsuariosLista,
  UsuariosQuery,
  UsuarioVisto,
} from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Dependencias } from '../../lib/contexto';
import { contextoDe } from '../../plugins/acceso';
import { crearUsuario, editarUsuario, eliminarUsuario, listarUsuarios, verUsuario } from './service';

export async function rutasUsuarios(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['usuarios'];

  r.get(
    '/usuarios',
    {
      config: { acceso: 'usuarios.ver' },
      schema: { tags, querystring: UsuariosQuery, response: { 200: UsuariosLista } },
    },
    async (req) => listarUsuarios(deps, contextoDe(req), req.query),
  );

  r.get(
    '/usuarios/:id',
    {
      config: { acceso: 'usuarios.ver' },
      schema: { tags, params: IdParam, response: { 200: UsuarioVisto } },
    },
    async (req) => verUsuario(deps, contextoDe(req), req.params.id),
  );

  r.post(
    '/usuarios',
    {
      config: { acceso: 'usuarios.crear' },
      schema: { tags, body: CrearUsuarioBody, response: { 201: UsuarioGuardado } },
    },
    async (req, reply) => reply.status(201).send(await crearUsuario(deps, contextoDe(req), req.body)),
  );

  r.put(
    '/usuarios/:id',
    {
      config: { acceso: 'usuarios.editar' },
      schema: { tags, params: IdParam, body: EditarUsuarioBody, response: { 200: UsuarioGuardado } },
    },
    async (req) => editarUsuario(deps, contextoDe(req), req.params.id, req.body),
  );

  r.delete(
    '/usuarios/:id',
    {
      config: { acceso: 'usuarios.eliminar' },
      schema: { tags, params: IdParam, response: { 200: MensajeRespuesta } },
    },
    async (req) => eliminarUsuario(deps, contextoDe(req), req.params.id),
  );
}
