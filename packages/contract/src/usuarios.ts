import { ROL_POR_DEFECTO, ROLES } from '@prestamos/domain';
import { z } from 'zod';
import {
  correoOpcional,
  listaPaginada,
  MENSAJE_APELLIDOS_SIN_LETRAS,
  MENSAJE_NOMBRE_SIN_LETRAS,
  nombreDePersonaOpcional,
  paginaQuery,
  textoOpcional,
} from './comun';

const codigosDeRol = ROLES.map((r) => r.codigo) as [string, ...string[]];

export const EstadoUsuario = z.enum(['ACTIVO', 'INACTIVO'], 'Estado inválido: ACTIVO o INACTIVO.');

export const Usuario = z.object({
  id: z.number().int(),
  id_usuario: z.number().int(),
  usuario: z.string(),
  nombres: z.string().nullable(),
  apellidos: z.string().nullable(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  rol: z.string(),
  estado: EstadoUsuario,
  id_empresa: z.number().int(),
  empresa: z.string(),
});
export type Usuario = z.infer<typeof Usuario>;

export const UsuariosQuery = paginaQuery({ maximo: 100, porDefecto: 100 }).extend({
  search: z.string().trim().max(80).optional(),
});

export const UsuariosLista = listaPaginada(Usuario);
export const UsuarioVisto = z.object({ ok: z.literal(true), item: Usuario });

/** Nombre de acceso: minúsculas, letras, números, punto, guion y guion bajo. */
export const nombreDeUsuario = z
  .string({ error: 'Usuario requerido' })
  .trim()
  .toLowerCase()
  .min(1, 'Usuario requerido')
  .max(40, 'El usuario no puede pasar de 40 caracteres.')
  .regex(
    /^[a-z0-9._-]+$/,
    'El usuario solo admite letras, números, punto, guion y guion bajo (sin espacios).',
  );

/** Contraseña opcional: en blanco se ignora (al crear, el servidor genera una; al editar, se conserva la actual). */
export const passwordOpcional = z
  .string()
  .nullish()
  .transform((v) => (v?.trim() ? v : null))
  .pipe(z.string().min(6, 'La contraseña debe tener al menos 6 caracteres').max(200).nullable());

const rol = z.string().trim().toUpperCase().pipe(z.enum(codigosDeRol, 'Rol desconocido.'));

const camposDeUsuario = {
  usuario: nombreDeUsuario,
  nombres: nombreDePersonaOpcional(MENSAJE_NOMBRE_SIN_LETRAS),
  apellidos: nombreDePersonaOpcional(MENSAJE_APELLIDOS_SIN_LETRAS),
  email: correoOpcional,
  telefono: textoOpcional(20),
  password: passwordOpcional,
};

export const CrearUsuarioBody = z.object({ ...camposDeUsuario, rol: rol.default(ROL_POR_DEFECTO) });
export type CrearUsuarioBody = z.infer<typeof CrearUsuarioBody>;

/** Al editar, un campo ausente conserva su valor; el usuario se envía siempre, como en el formulario. */
export const EditarUsuarioBody = z.object({
  ...camposDeUsuario,
  rol: rol.optional(),
  estado: EstadoUsuario.optional(),
});
export type EditarUsuarioBody = z.infer<typeof EditarUsuarioBody>;

export const UsuarioGuardado = z.object({
  ok: z.literal(true),
  message: z.string(),
  item: Usuario,
  /** Solo cuando el servidor generó la contraseña: se muestra una vez y no se puede volver a leer. */
  password_generada: z.string().optional(),
});
export type UsuarioGuardado = z.infer<typeof UsuarioGuardado>;
