import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { empresa } from './empresa';
import { soloSuEmpresa } from './rls';

/** Catálogo global de roles (no pertenece a ninguna empresa); se sincroniza con `@prestamos/domain` al arrancar. */
export const rol = pgTable('rol', {
  codigo: text().primaryKey(),
  nombre: text().notNull(),
});

export const usuario = pgTable(
  'usuario',
  {
    id_usuario: serial().primaryKey(),
    id_empresa: integer()
      .notNull()
      .references(() => empresa.id_empresa),
    /** Nombre de acceso en minúsculas: el inicio de sesión no distingue mayúsculas. */
    usuario: text().notNull(),
    password_hash: text().notNull(),
    nombres: text(),
    apellidos: text(),
    email: text(),
    telefono: text(),
    rol: text()
      .notNull()
      .references(() => rol.codigo),
    estado: text().notNull().default('ACTIVO'),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actualizado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usuario_unico_por_empresa').on(t.id_empresa, t.usuario),
    // Clave compuesta para que las tablas hijas referencien al usuario siempre junto con su empresa.
    unique('usuario_empresa_id').on(t.id_empresa, t.id_usuario),
    check('usuario_estado_valido', sql`${t.estado} in ('ACTIVO', 'INACTIVO')`),
    check('usuario_minusculas', sql`${t.usuario} = lower(${t.usuario})`),
    soloSuEmpresa('usuario'),
  ],
);

/** Permisos de cada rol dentro de cada empresa (los roles administradores no guardan filas: lo tienen todo). */
export const rol_permiso = pgTable(
  'rol_permiso',
  {
    id_empresa: integer()
      .notNull()
      .references(() => empresa.id_empresa),
    rol_codigo: text()
      .notNull()
      .references(() => rol.codigo),
    permiso: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_empresa, t.rol_codigo, t.permiso] }), soloSuEmpresa('rol_permiso')],
);

/** Permisos directos de un usuario, que se suman a los de su rol. */
export const usuario_permiso = pgTable(
  'usuario_permiso',
  {
    id_empresa: integer().notNull(),
    id_usuario: integer().notNull(),
    permiso: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id_empresa, t.id_usuario, t.permiso] }),
    foreignKey({
      columns: [t.id_empresa, t.id_usuario],
      foreignColumns: [usuario.id_empresa, usuario.id_usuario],
    }),
    soloSuEmpresa('usuario_permiso'),
  ],
);
