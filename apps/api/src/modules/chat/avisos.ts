import {
  type DatosDeChatBorrado,
  type DatosDeMensajeDeChat,
  LARGO_DEL_AVISO_DE_CHAT,
} from '@prestamos/contract';
import type { Tx } from '../../db/conexion';
import type { Contexto } from '../../lib/contexto';
import { type Causante, emitirEvento } from '../eventos/emitir';

/** Lo que el aviso necesita de la conversación: quién la abrió, su asunto y quiénes escribieron en ella. */
interface ConversacionAvisada {
  id: number;
  asunto: string | null;
  idAutor: number;
  autores: number[];
}

/**
 * `user:{id}` de quien abrió la conversación y de cada uno que escribió en ella
 * (docs/decisiones/0027-eventos-en-vivo-y-chat.md): además de la administración, solo ellos reciben el evento. Quien
 * la abrió va primero; los demás, por id.
 */
export function audienciaDe(c: ConversacionAvisada): string[] {
  const otros = [...new Set(c.autores)].filter((id) => id !== c.idAutor).sort((a, b) => a - b);
  return [c.idAutor, ...otros].map((id) => `user:${id}`);
}

/** Quien escribió, en la empresa de la conversación (el SUPERADMIN desde la mesa de soporte actúa en ella). */
const causanteEn = (ctx: Contexto, idEmpresa: number): Causante => ({
  idEmpresa,
  idUsuario: ctx.idUsuario,
  usuario: ctx.usuario,
  nombre: ctx.nombre,
});

/** Por caracteres, no por unidades de UTF-16: cortar un emoji a la mitad dejaría un JSON que la base rechaza. */
const inicioDe = (texto: string) => Array.from(texto).slice(0, LARGO_DEL_AVISO_DE_CHAT).join('');

export async function avisarMensaje(
  tx: Tx,
  ctx: Contexto,
  idEmpresa: number,
  conversacion: ConversacionAvisada,
  mensaje: { id_mensaje: string | number; body: string },
): Promise<void> {
  const audience = audienciaDe(conversacion);
  const datos: DatosDeMensajeDeChat = {
    thread_id: conversacion.id,
    id_mensaje: Number(mensaje.id_mensaje),
    asunto: conversacion.asunto,
    body: inicioDe(mensaje.body),
    audience,
  };
  await emitirEvento(tx, causanteEn(ctx, idEmpresa), 'chat.message', datos, audience);
}

export async function avisarBorrado(
  tx: Tx,
  ctx: Contexto,
  idEmpresa: number,
  conversacion: ConversacionAvisada,
): Promise<void> {
  const audience = audienciaDe(conversacion);
  const datos: DatosDeChatBorrado = { thread_id: conversacion.id, audience };
  await emitirEvento(tx, causanteEn(ctx, idEmpresa), 'chat.deleted', datos, audience);
}
