import {
  type ActualizarPerfilBody,
  type CambiarPasswordBody,
  OkRespuesta,
  PerfilRespuesta,
} from '@prestamos/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { actualizarUsuarioGuardado } from '../../lib/sesion';

export const perfilQuery = queryOptions({
  queryKey: ['perfil'],
  queryFn: async () => (await api('/auth/me', PerfilRespuesta)).item,
});

export function usePerfil() {
  return useQuery(perfilQuery);
}

export function useActualizarPerfil() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: async (datos: z.input<typeof ActualizarPerfilBody>) =>
      (await api('/auth/me', PerfilRespuesta, { method: 'PUT', body: datos })).item,
    onSuccess: (perfil) => {
      cliente.setQueryData(perfilQuery.queryKey, perfil);
      actualizarUsuarioGuardado({ nombres: perfil.nombres, apellidos: perfil.apellidos });
    },
  });
}

export function useCambiarPassword() {
  return useMutation({
    mutationFn: (datos: z.input<typeof CambiarPasswordBody>) =>
      api('/auth/me/password', OkRespuesta, { method: 'PUT', body: datos }),
  });
}
