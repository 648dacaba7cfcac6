import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { soloSuEmpresa } from './rls';

/**
 * Una conversación de un usuario de la empresa con su administración (docs/producto.md#eventos-y-chat).
 * `id_autor` es quien la abrió: la ve en «mis conversaciones»; la administración de la empresa y el SUPERADMIN (la
 * mesa de soporte) ven todas. `ultimo_mensaje` ordena la lista sin recorrer los mensajes.
 */
export const conversacion = pgTable(
  'conversacion',
  {
    id_conversacion: bigserial({ mode: 'number' }).primaryKey(),
    id_empresa: integer().notNull(),
    id_autor: integer().notNull(),
    asunto: text(),
    creada_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ultimo_mensaje: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversacion_por_autor').on(t.id_empresa, t.id_autor, t.ultimo_mensaje),
    index('conversacion_por_empresa').on(t.id_empresa, t.ultimo_mensaje),
    soloSuEmpresa('conversacion'),
  ],
);

/**
 * Un mensaje de una conversación. El autor puede ser el SUPERADMIN (de la empresa de la plataforma, no de esta): por
 * eso `autor_id` no apunta a la tabla de usuarios y el nombre para mostrar se guarda con el mensaje.
 */
export const mensaje_chat = pgTable(
  'mensaje_chat',
  {
    id_mensaje: bigserial({ mode: 'number' }).primaryKey(),
    id_empresa: integer().notNull(),
    id_conversacion: bigint({ mode: 'number' })
      .notNull()
      .references(() => conversacion.id_conversacion, { onDelete: 'cascade' }),
    autor_id: integer().notNull(),
    autor_nombre: text().notNull(),
    body: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mensaje_chat_por_conversacion').on(t.id_conversacion, t.id_mensaje),
    soloSuEmpresa('mensaje_chat'),
  ],
);

/** Hasta qué mensaje leyó cada usuario cada conversación: lo no leído son los mensajes de otros después de ese. */
export const lectura_chat = pgTable(
  'lectura_chat',
  {
    id_empresa: integer().notNull(),
    id_conversacion: bigint({ mode: 'number' })
      .notNull()
      .references(() => conversacion.id_conversacion, { onDelete: 'cascade' }),
    id_usuario: integer().notNull(),
    leido_hasta: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_conversacion, t.id_usuario] }), soloSuEmpresa('lectura_chat')],
);
