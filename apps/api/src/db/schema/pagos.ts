import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { soloSuEmpresa } from './rls';

/**
 * Respuestas de los cobros por su clave de idempotencia: un reintento (la red del cobrador se cayó a mitad) recibe la
 * misma respuesta y nunca produce un segundo pago. La fila se inserta al empezar el cobro, en su misma transacción y
 * con un candado de la clave: un reintento mientras el primero sigue en curso recibe 409 sin esperar
 * (docs/decisiones/0028-cobros-sin-conexion.md). La clave es de quien cobró (empresa y usuario): la misma clave de
 * otro usuario es otra, y nunca le devuelve la respuesta ajena (el cliente, su teléfono y su saldo de una cuota que
 * quizá no puede ver).
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    id: serial().primaryKey(),
    id_empresa: integer().notNull(),
    id_usuario: integer().notNull(),
    clave: text().notNull(),
    /** Qué se pidió (cuota y monto): la misma clave con otros datos es un error del cliente. */
    huella: text().notNull(),
    respuesta: jsonb(),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotencia_clave_por_usuario').on(t.id_empresa, t.id_usuario, t.clave),
    soloSuEmpresa('idempotencia'),
  ],
);

/** Cada vez que una cuota se difiere: de qué fecha a cuál, por qué y quién. */
export const diferimiento = pgTable(
  'diferimiento',
  {
    id: serial().primaryKey(),
    id_empresa: integer().notNull(),
    id_pago: integer().notNull(),
    fecha_anterior: date({ mode: 'string' }).notNull(),
    fecha_nueva: date({ mode: 'string' }).notNull(),
    motivo: text(),
    id_usuario: integer(),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('diferimiento_por_cuota').on(t.id_empresa, t.id_pago),
    check('diferimiento_fecha_posterior', sql`${t.fecha_nueva} > ${t.fecha_anterior}`),
    soloSuEmpresa('diferimiento'),
  ],
);
