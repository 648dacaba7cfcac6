import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { empresa } from './empresa';
import { soloSuEmpresa } from './rls';
import { bytea } from './tipos';

/**
 * Pagos de planes: lo que cada empresa paga al dueño del producto por su suscripción. No es dinero de la empresa
 * (no toca su caja). Cada pago guarda el fin del plan antes y después, así la historia explica cada renovación.
 */
export const pago_plan = pgTable(
  'pago_plan',
  {
    id_pago_plan: serial().primaryKey(),
    id_empresa: integer()
      .notNull()
      .references(() => empresa.id_empresa),
    fecha: date({ mode: 'string' }).notNull(),
    monto_centavos: bigint({ mode: 'number' }).notNull(),
    metodo: text().notNull(),
    referencia: text(),
    concepto: text().notNull(),
    plan_fecha_fin_anterior: date({ mode: 'string' }),
    plan_fecha_fin: date({ mode: 'string' }),
    /** El SUPERADMIN que lo registró (vive en la empresa de soporte: sin clave foránea por empresa). */
    registrado_por: integer(),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pago_plan_por_empresa').on(t.id_empresa, t.fecha, t.id_pago_plan),
    // La historia global de soporte recorre todas las empresas por fecha: es una lista de la plataforma.
    index('pago_plan_por_fecha').on(t.fecha, t.id_pago_plan),
    check('pago_plan_monto', sql`${t.monto_centavos} > 0`),
    check('pago_plan_metodo', sql`${t.metodo} in ('EFECTIVO', 'TRANSFERENCIA', 'TARJETA', 'DEPÓSITO')`),
    soloSuEmpresa('pago_plan'),
  ],
);

/** Los planes anteriores de una empresa: cada cambio de plan con historia guarda aquí el que reemplaza. */
export const plan_historial = pgTable(
  'plan_historial',
  {
    id: serial().primaryKey(),
    id_empresa: integer()
      .notNull()
      .references(() => empresa.id_empresa),
    plan_nombre: text(),
    plan_frecuencia: text(),
    plan_cuotas: integer(),
    plan_monto_cuota_centavos: bigint({ mode: 'number' }),
    plan_fecha_inicio: date({ mode: 'string' }),
    plan_fecha_fin: date({ mode: 'string' }),
    limite_usuarios: integer(),
    limite_clientes: integer(),
    licencia_perm: boolean().notNull(),
    /** Quién lo reemplazó y cuándo. */
    cambiado_por: integer(),
    cambiado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plan_historial_por_empresa').on(t.id_empresa, t.id), soloSuEmpresa('plan_historial')],
);

/** El logo subido de la empresa, en la base como las fotos de los clientes; uno por empresa. */
export const empresa_logo = pgTable(
  'empresa_logo',
  {
    id_empresa: integer()
      .primaryKey()
      .references(() => empresa.id_empresa),
    tipo: text().notNull(),
    datos: bytea().notNull(),
    /** SHA-256 de los bytes: versión en la URL y ETag. */
    hash: text().notNull(),
    actualizado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [soloSuEmpresa('empresa_logo')],
);
