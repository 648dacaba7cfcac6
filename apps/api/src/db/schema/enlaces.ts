import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { soloSuEmpresa } from './rls';

/**
 * Un enlace para compartir un recibo (por WhatsApp) que se abre sin iniciar sesión y solo muestra ese recibo. Se guarda
 * el hash del token, nunca el token: quien lee la base no puede abrir recibos. Vence (7 días por defecto) y se revoca.
 */
export const enlace_recibo = pgTable(
  'enlace_recibo',
  {
    id_enlace: bigserial({ mode: 'number' }).primaryKey(),
    id_empresa: integer().notNull(),
    id_recibo: integer().notNull(),
    /** SHA-256 del token en hexadecimal. */
    hash_token: text().notNull(),
    creado_por: integer(),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expira_en: timestamp({ withTimezone: true }).notNull(),
    revocado_en: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('enlace_recibo_por_token').on(t.hash_token),
    index('enlace_recibo_por_recibo').on(t.id_empresa, t.id_recibo),
    soloSuEmpresa('enlace_recibo'),
  ],
);
