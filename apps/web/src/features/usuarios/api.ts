import type { CrearUsuarioBody, Usuario } from '@prestamos/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface FiltroUsuarios {
  page: number;
  pageSize: number;
  search: string;
}

export interface ListaUsuarios {
  items: Usuario[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export const usuariosQuery = (filtro: FiltroUsuarios) =>
  queryOptions({
    queryKey: ['usuarios', filtro],
    queryFn: () => api<ListaUsuarios>('/usuarios', { query: { ...filtro } }),
    placeholderData: keepPreviousData,
  });

export function useUsuarios(filtro: FiltroUsuarios) {
  return useQuery(usuariosQuery(filtro));
}

/** Lo que el formulario envía: al editar, el estado; la contraseña en blanco se ignora en el servidor. */
export type DatosDeUsuario = Omit<CrearUsuarioBody, 'password'> & {
  password: string;
  estado?: 'ACTIVO' | 'INACTIVO';
};

export interface UsuarioGuardado {
  message: string;
  item: Usuario;
  password_generada?: string;
}

export function useGuardarUsuario() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ id, datos }: { id: number | null; datos: DatosDeUsuario }) =>
      id === null
        ? api<UsuarioGuardado>('/usuarios', { method: 'POST', body: datos })
        : api<UsuarioGuardado>(`/usuarios/${id}`, { method: 'PUT', body: datos }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: ['usuarios'] }),
  });
}

export function useEliminarUsuario() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`/usuarios/${id}`, { method: 'DELETE' }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: ['usuarios'] }),
  });
}
