import {
  ActualizarPerfilBody,
  CambiarPasswordBody,
  LoginBody,
  LoginRespuesta,
  OkRespuesta,
  PerfilRespuesta,
  VerificarPasswordBody,
} from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Dependencias } from '../../lib/contexto';
import { contextoDe, leerToken } from '../../plugins/acceso';
import {
  actualizarPerfil,
  cambiarPassword,
  iniciarSesion,
  leerPerfil,
  salir,
  verificarPasswordPropia,
} from './service';

export async function rutasAuth(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sesión'];

  r.post(
    '/auth/login',
    { config: { acceso: 'publico' }, schema: { tags, body: LoginBody, response: { 200: LoginRespuesta } } },
    async (req) => {
      const cabecera = req.headers['x-tenant'];
      const codigo = (typeof cabecera === 'string' && cabecera.trim()) || req.body.rnc;
      return iniciarSesion(deps, codigo, req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      });
    },
  );

  r.post(
    '/auth/ping',
    {
      config: { acceso: 'sesion', registraActividad: true, soloSesion: true },
      schema: { tags, response: { 200: OkRespuesta } },
    },
    async () => ({ ok: true as const }),
  );

  r.post(
    '/auth/verify-password',
    {
      config: { acceso: 'sesion', soloSesion: true },
      schema: { tags, body: VerificarPasswordBody, response: { 200: OkRespuesta } },
    },
    async (req) => verificarPasswordPropia(deps, contextoDe(req), req.body.password),
  );

  r.get(
    '/auth/me',
    { config: { acceso: 'sesion' }, schema: { tags, response: { 200: PerfilRespuesta } } },
    async (req) => ({ ok: true as const, item: await leerPerfil(deps, contextoDe(req)) }),
  );

  r.put(
    '/auth/me',
    {
      config: { acceso: 'sesion' },
      schema: { tags, body: ActualizarPerfilBody, response: { 200: PerfilRespuesta } },
    },
    async (req) => ({
      ok: true as const,
      message: 'Perfil actualizado',
      item: await actualizarPerfil(deps, contextoDe(req), req.body),
    }),
  );

  r.put(
    '/auth/me/password',
    {
      config: { acceso: 'sesion' },
      schema: { tags, body: CambiarPasswordBody, response: { 200: OkRespuesta } },
    },
    async (req) => cambiarPassword(deps, contextoDe(req), req.body),
  );

  r.post(
    '/auth/logout',
    // Pública a propósito: tras el cierre por inactividad el token ya no vale y salir debe responder bien igual.
    { config: { acceso: 'publico' }, schema: { tags, response: { 200: OkRespuesta } } },
    async (req) => salir(deps, leerToken(req)),
  );
}
