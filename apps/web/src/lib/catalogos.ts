import { type PermisoItem, PermisosLista, RolesLista, type RolItem } from '@prestamos/contract';
import { MODULOS_DE_PERMISOS } from '@prestamos/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

export type Rol = RolItem;
export type Permiso = PermisoItem;

/** Si la llamada de roles falla, se usa esta lista. */
export const ROLES_DE_RESPALDO: Rol[] = [
  { codigo: 'SUPERADMIN', nombre: 'Soporte (superadministrador)', editable: false },
  { codigo: 'ADMIN', nombre: 'Administrador', editable: false },
  { codigo: 'OPERADOR', nombre: 'Operador (cobrador)', editable: true },
];

/** El catálogo de permisos también existe en el paquete de dominio: sirve de respaldo sin servidor. */
export const PERMISOS_DE_RESPALDO: Permiso[] = MODULOS_DE_PERMISOS.flatMap((m) =>
  m.permisos.map((p) => ({ codigo: p.codigo, nombre: p.nombre, modulo: m.modulo, modulo_nombre: m.nombre })),
);

export const rolesQuery = queryOptions({
  queryKey: ['roles'],
  queryFn: async () => (await api('/roles', RolesLista)).items,
  staleTime: 5 * 60_000,
});

export const permisosQuery = queryOptions({
  queryKey: ['permisos'],
  queryFn: async () => (await api('/permisos', PermisosLista)).items,
  staleTime: 5 * 60_000,
});
