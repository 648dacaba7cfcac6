import {
  bigserial,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { soloSuEmpresa } from './rls';
import { usuario } from './usuarios';

/**
 * Sesiones abiertas. El token nunca se guarda: solo su SHA-256. Se buscan por ese hash antes de saber la empresa
 * (por eso su índice único no incluye `id_empresa`); fuera de la autenticación, la política por empresa aplica.
 */
export const sesion = pgTable(
  'sesion',
  {
    id_sesion: bigserial({ mode: 'number' }).primaryKey(),
    id_empresa: integer().notNull(),
    id_usuario: integer().notNull(),
    token_hash: text().notNull(),
    creada_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Última actividad del usuario (la que reporta la web, nunca posterior al reloj del servidor). */
    ultima_actividad: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expira_en: timestamp({ withTimezone: true }).notNull(),
    cerrada_en: timestamp({ withTimezone: true }),
    /** LOGOUT, INACTIVIDAD, PASSWORD, USUARIO_DESACTIVADO. */
    motivo_cierre: text(),
    ip: text(),
    user_agent: text(),
  },
  (t) => [
    uniqueIndex('sesion_token_hash').on(t.token_hash),
    index('sesion_por_usuario').on(t.id_empresa, t.id_usuario),
    foreignKey({
      columns: [t.id_empresa, t.id_usuario],
      foreignColumns: [usuario.id_empresa, usuario.id_usuario],
    }),
    soloSuEmpresa('sesion'),
  ],
);

/**
 * Intentos fallidos de inicio de sesión, de verificación de contraseña y de enlaces de recibo, por clave (cuenta desde
 * una dirección, cuenta, dirección IP, usuario de la sesión), y los envíos de las acciones con ritmo máximo por usuario
 * (modules/auth/intentos.ts `exigirRitmo`). Es una tabla de la plataforma, no de una empresa: la empresa puede no
 * existir.
 */
export const intento_fallido = pgTable(
  'intento_fallido',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    clave: text().notNull(),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('intento_fallido_por_clave').on(t.clave, t.creado_en)],
);
