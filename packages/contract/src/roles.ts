import { esPermiso } from '@prestamos/domain';
import { z } from 'zod';

export const RolItem = z.object({ codigo: z.string(), nombre: z.string(), editable: z.boolean() });
export type RolItem = z.infer<typeof RolItem>;
export const RolesLista = z.object({ ok: z.literal(true), items: z.array(RolItem) });

export const PermisoItem = z.object({
  codigo: z.string(),
  nombre: z.string(),
  modulo: z.string(),
  modulo_nombre: z.string(),
});
export type PermisoItem = z.infer<typeof PermisoItem>;
export const PermisosLista = z.object({ ok: z.literal(true), items: z.array(PermisoItem) });

export const CodigoRolParam = z.object({ codigo: z.string().trim().toUpperCase().max(40) });

const listaDeCodigos = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine(esPermiso, { error: (issue) => `Permiso desconocido: ${String(issue.input)}` }),
    { error: 'Envía la lista de permisos.' },
  )
  .max(200);

export const PermisosDeRol = z.object({
  ok: z.literal(true),
  codigo: z.string(),
  editable: z.boolean(),
  permisos: z.array(z.string()),
});
export const GuardarPermisosDeRolBody = z.object({ permisos: listaDeCodigos });

export const PermisosDeUsuario = z.object({
  ok: z.literal(true),
  id_usuario: z.number().int(),
  rol: z.string(),
  directos: z.array(z.string()),
  efectivos: z.array(z.string()),
});
export type PermisosDeUsuario = z.infer<typeof PermisosDeUsuario>;
export type PermisosDeRol = z.infer<typeof PermisosDeRol>;
export const GuardarPermisosDeUsuarioBody = z.object({ directos: listaDeCodigos });
