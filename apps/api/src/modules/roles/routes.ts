import {
  CodigoRolParam,
  GuardarPermisosDeRolBody,
  GuardarPermisosDeUsuarioBody,
  IdParam,
  PermisosDeRol,
  PermisosDeUsuario,
  PermisosLista,
  RolesLista,
} from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Dependencias } from '../../lib/contexto';
import { contextoDe } from '../../plugins/acceso';
import {
  guardarPermisosDeRol,
  guardarPermisosDeUsuario,
  leerPermisosDeRol,
  leerPermisosDeUsuario,
  listarPermisos,
  listarRoles,
} from './service';

export async function rutasRoles(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles y permisos'];

  r.get(
    '/roles',
    { config: { acceso: 'usuarios.ver' }, schema: { tags, response: { 200: RolesLista } } },
    async (req) => listarRoles(contextoDe(req)),
  );

  r.get(
    '/permisos',
    { config: { acceso: 'usuarios.ver' }, schema: { tags, response: { 200: PermisosLista } } },
    async () => listarPermisos(),
  );

  r.get(
    '/roles/:codigo/permisos',
    {
      config: { acceso: 'usuarios.ver' },
      schema: { tags, params: CodigoRolParam, response: { 200: PermisosDeRol } },
    },
    async (req) => leerPermisosDeRol(deps, contextoDe(req), req.params.codigo),
  );

  r.put(
    '/roles/:codigo/permisos',
    {
      config: { acceso: 'usuarios.editar' },
      schema: {
        tags,
        params: CodigoRolParam,
        body: GuardarPermisosDeRolBody,
        response: { 200: PermisosDeRol },
      },
    },
    async (req) => guardarPermisosDeRol(deps, contextoDe(req), req.params.codigo, req.body.permisos),
  );

  r.get(
    '/usuarios/:id/permisos',
    {
      config: { acceso: 'usuarios.ver' },
      schema: { tags, params: IdParam, response: { 200: PermisosDeUsuario } },
    },
    async (req) => leerPermisosDeUsuario(deps, contextoDe(req), req.params.id),
  );

  r.put(
    '/usuarios/:id/permisos',
    {
      config: { acceso: 'usuarios.editar' },
      schema: {
        tags,
        params: IdParam,
        body: GuardarPermisosDeUsuarioBody,
        response: { 200: PermisosDeUsuario },
      },
    },
    async (req) => guardarPermisosDeUsuario(deps, contextoDe(req), req.params.id, req.body.directos),
  );
}
