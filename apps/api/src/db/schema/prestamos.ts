import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cliente } from './clientes';
import { soloSuEmpresa } from './rls';

/**
 * Préstamo. Por ahora solo lo que los clientes necesitan saber (a quién pertenece y su estado); la entrega de
 * préstamos añade montos, plan y cuotas.
 */
export const prestamo = pgTable(
  'prestamo',
  {
    id_prestamo: serial().primaryKey(),
    id_empresa: integer().notNull(),
    id_cliente: integer().notNull(),
    codigo_prestamo: text().notNull(),
    /** ACTIVO, ATRASADO, SALDADO, CANCELADO. */
    estado: text().notNull().default('ACTIVO'),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.id_empresa, t.id_cliente],
      foreignColumns: [cliente.id_empresa, cliente.id_cliente],
    }),
    index('prestamo_por_cliente').on(t.id_empresa, t.id_cliente),
    check('prestamo_estado_valido', sql`${t.estado} in ('ACTIVO', 'ATRASADO', 'SALDADO', 'CANCELADO')`),
    soloSuEmpresa('prestamo'),
  ],
);
