import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cliente } from './clientes';
import { empresa } from './empresa';
import { soloSuEmpresa } from './rls';
import { usuario } from './usuarios';

/** Ruta de cobro de una empresa (docs/producto.md#rutas-y-cobradores). */
export const ruta = pgTable(
  'ruta',
  {
    id_ruta: serial().primaryKey(),
    id_empresa: integer()
      .notNull()
      .references(() => empresa.id_empresa),
    nombre: text().notNull(),
    descripcion: text(),
    estado: text().notNull().default('ACTIVO'),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ruta_empresa_id').on(t.id_empresa, t.id_ruta),
    index('ruta_por_nombre').on(t.id_empresa, t.nombre),
    check('ruta_estado_valido', sql`${t.estado} in ('ACTIVO', 'INACTIVO')`),
    soloSuEmpresa('ruta'),
  ],
);

/**
 * Clientes de una ruta, en el orden de visita. Un cliente puede estar en varias rutas. La clave empieza por el
 * cliente: la pregunta más frecuente es "¿este cliente está en alguna ruta de este cobrador?".
 */
export const ruta_cliente = pgTable(
  'ruta_cliente',
  {
    id_empresa: integer().notNull(),
    id_ruta: integer().notNull(),
    id_cliente: integer().notNull(),
    orden: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id_empresa, t.id_cliente, t.id_ruta] }),
    index('ruta_cliente_por_ruta').on(t.id_empresa, t.id_ruta, t.orden),
    foreignKey({ columns: [t.id_empresa, t.id_ruta], foreignColumns: [ruta.id_empresa, ruta.id_ruta] }),
    foreignKey({
      columns: [t.id_empresa, t.id_cliente],
      foreignColumns: [cliente.id_empresa, cliente.id_cliente],
    }).onDelete('cascade'),
    soloSuEmpresa('ruta_cliente'),
  ],
);

/** Cobradores (usuarios) asignados a una ruta; un cobrador puede tener varias. */
export const ruta_usuario = pgTable(
  'ruta_usuario',
  {
    id_empresa: integer().notNull(),
    id_ruta: integer().notNull(),
    id_usuario: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id_empresa, t.id_ruta, t.id_usuario] }),
    index('ruta_usuario_por_usuario').on(t.id_empresa, t.id_usuario),
    foreignKey({ columns: [t.id_empresa, t.id_ruta], foreignColumns: [ruta.id_empresa, ruta.id_ruta] }),
    foreignKey({
      columns: [t.id_empresa, t.id_usuario],
      foreignColumns: [usuario.id_empresa, usuario.id_usuario],
    }),
    soloSuEmpresa('ruta_usuario'),
  ],
);
