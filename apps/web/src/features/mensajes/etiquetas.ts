import type { Conversacion, MensajeDeChat } from '@prestamos/contract';

/**
 * Quién escribió un mensaje, como lo ve quien lee (docs/producto.md#eventos-y-chat): lo propio es 'Tú'; lo de otros,
 * 'Administración' para quien no administra (del otro lado siempre está la administración) y el nombre del autor para
 * un administrador, que necesita saber con quién habla.
 */
export function autorDelMensaje(
  mensaje: Pick<MensajeDeChat, 'autor_id' | 'autor_nombre'>,
  lector: { idUsuario: number | null; esAdministrador: boolean },
): string {
  if (lector.idUsuario !== null && mensaje.autor_id === lector.idUsuario) return 'Tú';
  return lector.esAdministrador ? mensaje.autor_nombre || 'Usuario' : 'Administración';
}

/** El título de una conversación: su asunto (es opcional); sin él, "Sin asunto" y debajo su primer mensaje. */
export function tituloDeConversacion(c: Pick<Conversacion, 'asunto'>): string {
  return c.asunto?.trim() || 'Sin asunto';
}

/** El primer mensaje de la conversación (la lista muestra solo ese). */
export const primerMensaje = (c: Pick<Conversacion, 'mensajes'>) => c.mensajes[0]?.body ?? '';

/** Enter sin Shift envía; Shift+Enter es un salto de línea; mientras se compone un acento (IME) no se envía. */
export function enterEnvia(e: { key: string; shiftKey: boolean; nativeEvent?: { isComposing?: boolean } }) {
  return e.key === 'Enter' && !e.shiftKey && !e.nativeEvent?.isComposing;
}
