import { type ContactoBody, MensajeRespuesta } from '@prestamos/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';

export function enviarContacto(datos: z.input<typeof ContactoBody>) {
  return api('/public/contact', MensajeRespuesta, { method: 'POST', body: datos, publica: true });
}

export function useEnviarContacto() {
  return useMutation({ mutationFn: enviarContacto });
}
