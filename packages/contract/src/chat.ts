import { z } from 'zod';
import { textoOpcional, textoVisible } from './comun';

export const MENSAJE_CHAT_VACIO = 'Escribe un mensaje';

/** Las listas de conversaciones traen las más recientes, hasta este tope (por `ultimo_mensaje`). */
export const TOPE_DE_CONVERSACIONES = 100;
/** Una conversación abierta trae sus últimos mensajes, hasta este tope, en orden de llegada. */
export const TOPE_DE_MENSAJES = 500;
/**
 * Los no leídos de una conversación se cuentan hasta este tope: contar más costaría sin decir nada nuevo (la web puede
 * mostrar «99+»).
 */
export const TOPE_DE_NO_LEIDOS = 100;
/** El cuerpo de un mensaje en el evento chat.message: lo que cabe en una notificación. */
export const LARGO_DEL_AVISO_DE_CHAT = 140;

export const MensajeDeChat = z.object({
  id_mensaje: z.number().int(),
  body: z.string(),
  autor_id: z.number().int(),
  /**
   * El nombre del autor; la web lo muestra a los administradores y pone 'Tú' / 'Administración'
   * (docs/producto.md#eventos-y-chat).
   */
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
  /** Los mensajes de la lista: solo el primero (la lista muestra solo ese). */
  mensajes: z.array(MensajeDeChat),
  ultimo_mensaje: z.string(),
  /** Mensajes de otros después de lo que quien pregunta leyó (los propios nunca), hasta TOPE_DE_NO_LEIDOS. */
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
  body: textoVisible(MENSAJE_CHAT_VACIO, 4000),
});
export type IniciarChatBody = z.infer<typeof IniciarChatBody>;
export const ChatIniciado = z.object({ ok: z.literal(true), conv_id: z.number().int(), message: z.string() });

export const ResponderChatBody = z.object({ body: textoVisible(MENSAJE_CHAT_VACIO, 4000) });
export type ResponderChatBody = z.infer<typeof ResponderChatBody>;
export const ChatRespondido = z.object({ ok: z.literal(true), item: MensajeDeChat });

/** Quienes reciben un evento de chat además de la administración: `user:{id}` de quien la abrió y de quien escribió. */
const Audiencia = z.array(z.string().regex(/^user:\d+$/));

/** `data` del evento chat.message (además de by, by_id, by_name). */
export const DatosDeMensajeDeChat = z.object({
  thread_id: z.number().int(),
  id_mensaje: z.number().int(),
  asunto: z.string().nullable(),
  /** Los primeros LARGO_DEL_AVISO_DE_CHAT caracteres del mensaje. */
  body: z.string(),
  audience: Audiencia,
});
export type DatosDeMensajeDeChat = z.infer<typeof DatosDeMensajeDeChat>;

/** `data` del evento chat.deleted. */
export const DatosDeChatBorrado = z.object({ thread_id: z.number().int(), audience: Audiencia });
export type DatosDeChatBorrado = z.infer<typeof DatosDeChatBorrado>;
