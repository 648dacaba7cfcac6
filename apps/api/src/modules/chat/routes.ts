import {
  ChatIniciado,
  ChatRespondido,
  ConversacionesLista,
  IdParam,
  IniciarChatBody,
  MensajeRespuesta,
  MensajesDeConversacion,
  ResponderChatBody,
  TOPE_DE_CONVERSACIONES,
  TOPE_DE_MENSAJES,
} from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Dependencias } from '../../lib/contexto';
import { type Acceso, contextoDe } from '../../plugins/acceso';
import { eliminarChat, iniciarChat, listarMias, listarTodas, responderChat, verMensajes } from './service';

/**
 * Ver todas y borrar: la administración de la empresa y el SUPERADMIN (docs/producto.md#eventos-y-chat). Lo demás,
 * cualquiera con sesión.
 */
const ADMINISTRACION: Acceso[] = ['ADMIN', 'EMPRESA_ADMIN', 'SUPERADMIN'];

export async function rutasChat(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];

  r.get(
    '/chat/all',
    {
      config: { acceso: ADMINISTRACION },
      schema: {
        tags,
        description: `Las conversaciones de la empresa (las ${TOPE_DE_CONVERSACIONES} más recientes). El SUPERADMIN en su propia empresa: las de todas, con su nombre (la mesa de soporte).`,
        response: { 200: ConversacionesLista },
      },
    },
    async (req) => listarTodas(deps, contextoDe(req)),
  );

  r.get(
    '/chat/mine',
    {
      config: { acceso: 'sesion' },
      schema: {
        tags,
        description: `Las conversaciones que abrió quien pregunta (las ${TOPE_DE_CONVERSACIONES} más recientes).`,
        response: { 200: ConversacionesLista },
      },
    },
    async (req) => listarMias(deps, contextoDe(req)),
  );

  r.get(
    '/chat/:id/messages',
    {
      config: { acceso: 'sesion' },
      schema: {
        tags,
        description: `Los últimos ${TOPE_DE_MENSAJES} mensajes, en orden de llegada; abrirla la deja leída para quien pregunta.`,
        params: IdParam,
        response: { 200: MensajesDeConversacion },
      },
    },
    async (req) => verMensajes(deps, contextoDe(req), req.params.id),
  );

  r.post(
    '/chat/start',
    {
      config: { acceso: 'sesion' },
      schema: { tags, body: IniciarChatBody, response: { 201: ChatIniciado } },
    },
    async (req, reply) => reply.status(201).send(await iniciarChat(deps, contextoDe(req), req.body)),
  );

  r.post(
    '/chat/:id/reply',
    {
      config: { acceso: 'sesion' },
      schema: { tags, params: IdParam, body: ResponderChatBody, response: { 201: ChatRespondido } },
    },
    async (req, reply) =>
      reply.status(201).send(await responderChat(deps, contextoDe(req), req.params.id, req.body)),
  );

  r.delete(
    '/chat/:id',
    {
      config: { acceso: ADMINISTRACION },
      schema: { tags, params: IdParam, response: { 200: MensajeRespuesta } },
    },
    async (req) => eliminarChat(deps, contextoDe(req), req.params.id),
  );
}
