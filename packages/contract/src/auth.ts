import { z } from 'zod';
import {
  correoOpcional,
  MENSAJE_APELLIDOS_SIN_LETRAS,
  MENSAJE_NOMBRE_SIN_LETRAS,
  nombreDePersona,
  nombreDePersonaOpcional,
  textoOpcional,
  textoRequerido,
} from './comun';
import { EmpresaSesion } from './empresa';

export const LoginBody = z.object({
  usuario: textoRequerido('Ingresa el usuario.', 60),
  password: z.string({ error: 'Ingresa la contraseña.' }).min(1, 'Ingresa la contraseña.').max(200),
  /** Código de empresa; también puede venir en la cabecera X-Tenant. */
  rnc: z.string().trim().max(40).optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const UsuarioSesion = z.object({
  id: z.number().int(),
  id_usuario: z.number().int(),
  usuario: z.string(),
  nombres: z.string().nullable(),
  apellidos: z.string().nullable(),
  rol: z.string(),
  roles: z.array(z.string()),
  perms: z.array(z.string()),
  permisos: z.array(z.string()),
});
export type UsuarioSesion = z.infer<typeof UsuarioSesion>;

/** Límites de inactividad que la web aplica; vienen del servidor para que las pruebas puedan acortarlos. */
export const ConfigSesion = z.object({
  idle_segundos: z.number().int(),
  aviso_segundos: z.number().int(),
});

export const LoginRespuesta = z.object({
  ok: z.literal(true),
  token: z.string(),
  user: UsuarioSesion,
  roles: z.array(z.string()),
  permisos: z.array(z.string()),
  empresa: EmpresaSesion,
  sesion: ConfigSesion,
});
export type LoginRespuesta = z.infer<typeof LoginRespuesta>;

export const Perfil = z.object({
  id_usuario: z.number().int(),
  usuario: z.string(),
  nombres: z.string().nullable(),
  apellidos: z.string().nullable(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  rol: z.string(),
  roles: z.array(z.string()),
  perms: z.array(z.string()),
  permisos: z.array(z.string()),
  empresa: EmpresaSesion,
  sesion: ConfigSesion,
});
export type Perfil = z.infer<typeof Perfil>;

export const PerfilRespuesta = z.object({
  ok: z.literal(true),
  message: z.string().optional(),
  item: Perfil,
});

export const ActualizarPerfilBody = z.object({
  nombres: nombreDePersona('Ingresa tus nombres.', MENSAJE_NOMBRE_SIN_LETRAS),
  apellidos: nombreDePersonaOpcional(MENSAJE_APELLIDOS_SIN_LETRAS),
  email: correoOpcional,
  telefono: textoOpcional(20),
});
export type ActualizarPerfilBody = z.infer<typeof ActualizarPerfilBody>;

export const MIN_PASSWORD = 6;
export const MENSAJE_PASSWORD_CORTA = 'La nueva contraseña debe tener al menos 6 caracteres';

export const CambiarPasswordBody = z.object({
  current_password: z
    .string({ error: 'Ingresa tu contraseña actual.' })
    .min(1, 'Ingresa tu contraseña actual.')
    .max(200),
  new_password: z
    .string({ error: MENSAJE_PASSWORD_CORTA })
    .min(MIN_PASSWORD, MENSAJE_PASSWORD_CORTA)
    .max(200, 'La contraseña no puede pasar de 200 caracteres.'),
});
export type CambiarPasswordBody = z.infer<typeof CambiarPasswordBody>;

export const VerificarPasswordBody = z.object({
  password: z.string({ error: 'Ingresa la contraseña.' }).min(1, 'Ingresa la contraseña.').max(200),
});

/** Cabecera con la última interacción del usuario (milisegundos desde 1970) que la web envía en cada llamada. */
export const CABECERA_ACTIVIDAD = 'x-last-activity';
