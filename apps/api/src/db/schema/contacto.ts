import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mensajes del formulario público de contacto: llegan al dueño del producto, no a una empresa. */
export const mensaje_contacto = pgTable(
  'mensaje_contacto',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    nombre: text().notNull(),
    email: text(),
    telefono: text(),
    mensaje: text().notNull(),
    canal: text().notNull(),
    plan: text(),
    ip: text().notNull(),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mensaje_contacto_por_ip').on(t.ip, t.creado_en)],
);
