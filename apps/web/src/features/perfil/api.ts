import type { ActualizarPerfilBody, CambiarPasswordBody, Perfil } from '@prestamos/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { actualizarUsuarioGuardado } from '../../lib/sesion';

export const perfilQuery = queryOptions({
  queryKey: ['perfil'],
  queryFn: async () => (await api<{ item: Perfil }>('/auth/me')).item,
});

export function usePerfil() {
  return useQuery(perfilQuery);
}

export function useActualizarPerfil() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: async (datos: ActualizarPerfilBody) =>
      (await api<{ item: Perfil }>('/auth/me', { method: 'PUT', body: datos })).item,
    onSuccess: (perfil) => {
      cliente.setQueryData(perfilQuery.queryKey, perfil);
      actualizarUsuarioGuardado({ nombres: perfil.nombres, apellidos: perfil.apellidos });
    },
  });
}

export function useCambiarPassword() {
  return useMutation({
    mutationFn: (datos: CambiarPasswordBody) => api('/auth/me/password', { method: 'PUT', body: datos }),
  });
}
