import {
  type CrearUsuarioBody,
  type EditarUsuarioBody,
  MensajeRespuesta,
  UsuarioGuardado,
  UsuariosLista,
} from '@prestamos/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';

export interface FiltroUsuarios {
  page: number;
  pageSize: number;
  search: string;
}

export const usuariosQuery = (filtro: FiltroUsuarios) =>
  queryOptions({
    queryKey: ['usuarios', filtro],
    queryFn: () => api('/usuarios', UsuariosLista, { query: { ...filtro } }),
    placeholderData: keepPreviousData,
  });

export function useUsuarios(filtro: FiltroUsuarios) {
  return useQuery(usuariosQuery(filtro));
}

/** Lo que el formulario envía: al editar, también el estado; la contraseña en blanco se ignora en el servidor. */
export type DatosDeUsuario = z.input<typeof CrearUsuarioBody> | z.input<typeof EditarUsuarioBody>;

export function useGuardarUsuario() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ id, datos }: { id: number | null; datos: DatosDeUsuario }) =>
      id === null
        ? api('/usuarios', UsuarioGuardado, { method: 'POST', body: datos })
        : api(`/usuarios/${id}`, UsuarioGuardado, { method: 'PUT', body: datos }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: ['usuarios'] }),
  });
}

export function useEliminarUsuario() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/usuarios/${id}`, MensajeRespuesta, { method: 'DELETE' }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: ['usuarios'] }),
  });
}
