import { z } from 'zod';
import { textoOpcional, textoRequerido } from './comun';

export const MENSAJE_CHAT_VACIO = 'Escribe un mensaje';

export const MensajeDeChat = z.object({
  id_mensaje: z.number().int(),
  body: z.string(),
  autor_id: z.number().int(),
  /** El nombre del autor; la web lo muestra a los administradores y pone 'Tú' / 'Administración' (spec §6). */
  autor_nombre: z.string(),
  /** El mensaje es de quien pregunta. */
  propio: z.boolean(),
  created_at: z.string(),
});
export type MensajeDeChat = z.infer<typeof MensajeDeChat>;

export const Conversacion = z.object({
  id_conversacion: z.number().int(),
  asunto: z.string().nullable(),
  id_empresa: z.number().int(),
  /** El nombre de la empresa: la mesa de soporte del SUPERADMIN ve las de todas. */
  empresa: z.string(),
  autor_id: z.number().int(),
  autor_nombre: z.string(),
  /** Los mensajes de la lista: solo el primero (spec §3, «the first body is shown»). */
  mensajes: z.array(MensajeDeChat),
  ultimo_mensaje: z.string(),
  no_leidos: z.number().int(),
});
export type Conversacion = z.infer<typeof Conversacion>;

export const ConversacionesLista = z.object({ ok: z.literal(true), items: z.array(Conversacion) });
export const MensajesDeConversacion = z.object({
  ok: z.literal(true),
  conversacion: Conversacion,
  messages: z.array(MensajeDeChat),
});

export const IniciarChatBody = z.object({
  asunto: textoOpcional(120),
  body: textoRequerido(MENSAJE_CHAT_VACIO, 4000),
});
export const ChatIniciado = z.object({ ok: z.literal(true), conv_id: z.number().int(), message: z.string() });

export const ResponderChatBody = z.object({ body: textoRequerido(MENSAJE_CHAT_VACIO, 4000) });
export const ChatRespondido = z.object({ ok: z.literal(true), item: MensajeDeChat });
