import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { empresa } from './empresa';
import { franja, franjasPorJuntar } from './franjas';
import { soloSuEmpresa } from './rls';

/**
 * La caja de la empresa: su saldo (la suma de los movimientos vigentes, que las invariantes verifican) y cuántos
 * movimientos tiene (el total de la lista sin filtros), en franjas (franjas.ts), así que un cobro no espera a otro. La
 * franja 0 es además el candado de la caja: un egreso la bloquea antes de leer el saldo, y dos desembolsos simultáneos
 * no pueden dejarla en negativo (un ingreso no la necesita: solo sube el saldo).
 */
export const caja = pgTable(
  'caja',
  {
    id_empresa: integer()
      .notNull()
      .references(() => empresa.id_empresa),
    franja: franja(),
    saldo_centavos: bigint({ mode: 'number' }).notNull().default(0),
    movimientos: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.id_empresa, t.franja] }),
    franjasPorJuntar('caja', t),
    soloSuEmpresa('caja'),
  ],
);

export const movimiento_caja = pgTable(
  'movimiento_caja',
  {
    id_movimiento: serial().primaryKey(),
    id_empresa: integer().notNull(),
    tipo: text().notNull(),
    monto_centavos: bigint({ mode: 'number' }).notNull(),
    descripcion: text(),
    fecha: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** MANUAL, APERTURA, DESEMBOLSO, PAGO, LIQUIDACION, REENGANCHE. Solo los manuales se cancelan a mano. */
    origen: text().notNull(),
    id_prestamo: integer(),
    id_recibo: integer(),
    estado: text().notNull().default('VIGENTE'),
    motivo_cancelacion: text(),
    cancelado_en: timestamp({ withTimezone: true }),
    cancelado_por: integer(),
    id_usuario: integer(),
  },
  (t) => [
    // El libro de caja se lee por fecha (los cobros de la siembra de DEMO, por ejemplo, llevan fechas pasadas).
    // Ascendente: recorrido al revés da `fecha desc, id desc` (un índice DESC NULLS LAST no sirve para ese orden).
    index('movimiento_caja_por_fecha').on(t.id_empresa, t.fecha, t.id_movimiento),
    index('movimiento_caja_por_prestamo').on(t.id_empresa, t.id_prestamo),
    // Búsqueda por descripción dentro de la empresa (trigramas sin tildes, con la empresa delante por btree_gin).
    index('movimiento_caja_busqueda').using(
      'gin',
      t.id_empresa,
      sql`texto_de_busqueda(coalesce(${t.descripcion}, '')) gin_trgm_ops`,
    ),
    // El libro de caja filtrado por quien registró (el cobrador que entregó el dinero).
    index('movimiento_caja_por_usuario').on(t.id_empresa, t.id_usuario, t.fecha, t.id_movimiento),
    // Cancelar un pago cancela el ingreso de su recibo.
    index('movimiento_caja_por_recibo').on(t.id_empresa, t.id_recibo),
    check('movimiento_caja_tipo', sql`${t.tipo} in ('INGRESO', 'EGRESO')`),
    check('movimiento_caja_monto', sql`${t.monto_centavos} > 0`),
    check('movimiento_caja_estado', sql`${t.estado} in ('VIGENTE', 'CANCELADO')`),
    soloSuEmpresa('movimiento_caja'),
  ],
);

/** Contador de cada serie de numeración (PRESTAMOS, RECIBO) por empresa, con su prefijo y formato. */
export const secuencia = pgTable(
  'secuencia',
  {
    id_empresa: integer()
      .notNull()
      .references(() => empresa.id_empresa),
    tipo: text().notNull(),
    prefijo: text().notNull(),
    formato: text().notNull(),
    ultimo: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.id_empresa, t.tipo] }),
    check('secuencia_tipo', sql`${t.tipo} in ('PRESTAMOS', 'RECIBO')`),
    soloSuEmpresa('secuencia'),
  ],
);
