import type { ContactoBody } from '@prestamos/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type DatosDeContacto = Omit<ContactoBody, 'canal'> & { canal: ContactoBody['canal'] };

export function enviarContacto(datos: DatosDeContacto) {
  return api<{ ok: true; message: string }>('/public/contact', {
    method: 'POST',
    body: datos,
    publica: true,
  });
}

export function useEnviarContacto() {
  return useMutation({ mutationFn: enviarContacto });
}
