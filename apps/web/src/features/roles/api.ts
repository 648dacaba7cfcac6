import {
  type GuardarPermisosDeRolBody,
  type GuardarPermisosDeUsuarioBody,
  PermisosDeRol,
  PermisosDeUsuario,
} from '@prestamos/contract';
import { ordenarPermisos, permisosEfectivos, rolTieneTodo } from '@prestamos/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import {
  conRespaldo,
  guardarPermisosLocalesDeRol,
  guardarPermisosLocalesDeUsuario,
  permisosLocalesDeRol,
  permisosLocalesDeUsuario,
} from './permisos-locales';

export const permisosDeRolQuery = (codigo: string) =>
  queryOptions({
    queryKey: ['roles', codigo, 'permisos'],
    queryFn: () =>
      conRespaldo(
        () => api(`/roles/${codigo}/permisos`, PermisosDeRol),
        () => ({ codigo, editable: !rolTieneTodo(codigo), permisos: permisosLocalesDeRol(codigo) }),
      ),
  });

export const permisosDeUsuarioQuery = (id: number, rol: string) =>
  queryOptions({
    queryKey: ['usuarios', id, 'permisos'],
    queryFn: () =>
      conRespaldo(
        () => api(`/usuarios/${id}/permisos`, PermisosDeUsuario),
        () => {
          const directos = permisosLocalesDeUsuario(id);
          return {
            id_usuario: id,
            rol,
            directos,
            efectivos: permisosEfectivos(rol, permisosLocalesDeRol(rol), directos),
          };
        },
      ),
  });

export function useGuardarPermisosDeRol() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ codigo, permisos }: { codigo: string } & z.input<typeof GuardarPermisosDeRolBody>) =>
      conRespaldo(
        () => api(`/roles/${codigo}/permisos`, PermisosDeRol, { method: 'PUT', body: { permisos } }),
        () => {
          guardarPermisosLocalesDeRol(codigo, ordenarPermisos(permisos));
          return {};
        },
      ),
    // Cambiar un rol cambia los efectivos de sus usuarios.
    onSuccess: () =>
      cliente.invalidateQueries({ predicate: (q) => ['roles', 'usuarios'].includes(String(q.queryKey[0])) }),
  });
}

export function useGuardarPermisosDeUsuario() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ id, directos }: { id: number } & z.input<typeof GuardarPermisosDeUsuarioBody>) =>
      conRespaldo(
        () => api(`/usuarios/${id}/permisos`, PermisosDeUsuario, { method: 'PUT', body: { directos } }),
        () => {
          guardarPermisosLocalesDeUsuario(id, ordenarPermisos(directos));
          return {};
        },
      ),
    onSuccess: (_r, { id }) => cliente.invalidateQueries({ queryKey: ['usuarios', id, 'permisos'] }),
  });
}
