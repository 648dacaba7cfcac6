import {
  ChatIniciado,
  ChatRespondido,
  ConversacionesLista,
  type IniciarChatBody,
  MensajeRespuesta,
  MensajesDeConversacion,
  type NotificarBody,
} from '@prestamos/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';

/**
 * Los administradores (ADMIN, EMPRESA_ADMIN, SUPERADMIN) ven todas las conversaciones de su empresa (soporte, las de
 * todas); los demás, las suyas (docs/producto.md#eventos-y-chat).
 */
export const conversacionesQuery = (todas: boolean) =>
  queryOptions({
    queryKey: ['chat', 'conversaciones', todas],
    queryFn: () => api(todas ? '/chat/all' : '/chat/mine', ConversacionesLista),
  });

/** Abrir una conversación la marca leída en el servidor. */
export const mensajesQuery = (id: number) =>
  queryOptions({
    queryKey: ['chat', 'mensajes', id],
    queryFn: () => api(`/chat/${id}/messages`, MensajesDeConversacion),
  });

function useInvalidarChat() {
  const cliente = useQueryClient();
  return () => cliente.invalidateQueries({ queryKey: ['chat'] });
}

export function useIniciarConversacion() {
  const invalidar = useInvalidarChat();
  return useMutation({
    mutationFn: (datos: z.input<typeof IniciarChatBody>) =>
      api('/chat/start', ChatIniciado, { method: 'POST', body: datos }),
    onSuccess: invalidar,
  });
}

export function useResponder(id: number) {
  const invalidar = useInvalidarChat();
  return useMutation({
    mutationFn: (body: string) =>
      api(`/chat/${id}/reply`, ChatRespondido, { method: 'POST', body: { body } }),
    onSuccess: invalidar,
  });
}

export function useEliminarConversacion() {
  const invalidar = useInvalidarChat();
  return useMutation({
    mutationFn: (id: number) => api(`/chat/${id}`, MensajeRespuesta, { method: 'DELETE' }),
    onSuccess: invalidar,
  });
}

export function useNotificar() {
  return useMutation({
    mutationFn: (datos: z.input<typeof NotificarBody>) =>
      api('/events/message', MensajeRespuesta, { method: 'POST', body: datos }),
  });
}
