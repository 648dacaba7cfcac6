import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
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
import { bytea } from './tipos';

export const cliente = pgTable(
  'cliente',
  {
    id_cliente: serial().primaryKey(),
    id_empresa: integer()
      .notNull()
      .references(() => empresa.id_empresa),
    /** Número del cliente dentro de su empresa (1, 2, 3...); el código visible es CL-000001. */
    numero: integer().notNull(),
    codigo: text().notNull(),
    nombres: text().notNull(),
    apellidos: text().notNull(),
    /** 11 dígitos sin guiones. */
    cedula: text(),
    /** 10 dígitos sin guiones. */
    telefono: text(),
    movil: text(),
    correo: text(),
    direccion: text(),
    estado: text().notNull().default('ACTIVO'),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actualizado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * El vencimiento impago más antiguo entre sus préstamos vigentes (null si no tiene): "en mora" es que sea anterior
     * a hoy. Lo mantiene el disparador del resumen de cartera (apps/api/sql/cartera.sql) con cada cambio de sus
     * préstamos.
     */
    primer_vencimiento_impago: date({ mode: 'string' }),
    /** Texto normalizado (minúsculas, sin tildes) sobre el que busca la lista: sus sufijos van en `cliente_sufijo`. */
    busqueda: text().generatedAlwaysAs(
      (): SQL =>
        sql`texto_de_busqueda(${cliente.nombres} || ' ' || ${cliente.apellidos} || ' ' || coalesce(${cliente.cedula}, '') || ' ' || ${cliente.codigo})`,
    ),
  },
  (t) => [
    unique('cliente_empresa_id').on(t.id_empresa, t.id_cliente),
    uniqueIndex('cliente_numero_por_empresa').on(t.id_empresa, t.numero),
    uniqueIndex('cliente_cedula_por_empresa').on(t.id_empresa, t.cedula).where(sql`${t.cedula} is not null`),
    // Lista por estado (y el límite del plan, que cuenta los activos).
    index('cliente_por_estado').on(t.id_empresa, t.estado, t.id_cliente),
    check('cliente_estado_valido', sql`${t.estado} in ('ACTIVO', 'INACTIVO')`),
    check('cliente_cedula_11_digitos', sql`${t.cedula} ~ '^[0-9]{11}$'`),
    soloSuEmpresa('cliente'),
  ],
);

/**
 * Cada sufijo de `cliente.busqueda` que empieza una palabra ("rosa gomez perez 402...", "gomez perez 402...", ...): la
 * búsqueda es un tramo del índice (lo que empieza por el texto buscado), que cuesta lo mismo con 100 clientes que con
 * 100 000. Lo mantiene un disparador de `cliente` (apps/api/sql/busqueda.sql), también al borrar: una llave foránea
 * pediría otro índice por cliente para borrar en cascada. La columna va con la intercalación "C": "empieza por" es un
 * tramo de bytes.
 */
export const cliente_sufijo = pgTable(
  'cliente_sufijo',
  {
    id_empresa: integer().notNull(),
    sufijo: text().notNull(),
    id_cliente: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_empresa, t.sufijo, t.id_cliente] }), soloSuEmpresa('cliente_sufijo')],
);

export const garante = pgTable(
  'garante',
  {
    id_garante: serial().primaryKey(),
    id_empresa: integer().notNull(),
    id_cliente: integer().notNull(),
    nombre: text().notNull(),
    cedula: text(),
    telefono1: text(),
    direccion: text(),
    estado: text().notNull().default('ACTIVO'),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.id_empresa, t.id_cliente],
      foreignColumns: [cliente.id_empresa, cliente.id_cliente],
    }).onDelete('cascade'),
    index('garante_por_cliente').on(t.id_empresa, t.id_cliente),
    check('garante_estado_valido', sql`${t.estado} in ('ACTIVO', 'INACTIVO')`),
    soloSuEmpresa('garante'),
  ],
);

export const referencia_laboral = pgTable(
  'referencia_laboral',
  {
    id_ref_laboral: serial().primaryKey(),
    id_empresa: integer().notNull(),
    id_cliente: integer().notNull(),
    nombre_empresa: text().notNull(),
    telefono1_empresa: text(),
    puesto: text(),
    fecha_ingreso: date({ mode: 'string' }),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.id_empresa, t.id_cliente],
      foreignColumns: [cliente.id_empresa, cliente.id_cliente],
    }).onDelete('cascade'),
    index('referencia_laboral_por_cliente').on(t.id_empresa, t.id_cliente),
    soloSuEmpresa('referencia_laboral'),
  ],
);

/** La foto vive en la base (copias de seguridad y réplicas la llevan consigo); una por cliente. */
export const cliente_foto = pgTable(
  'cliente_foto',
  {
    id_empresa: integer().notNull(),
    id_cliente: integer().notNull(),
    tipo: text().notNull(),
    datos: bytea().notNull(),
    /** SHA-256 de los bytes: ETag y versión para la caché del navegador. */
    hash: text().notNull(),
    actualizado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_empresa, t.id_cliente] }),
    foreignKey({
      columns: [t.id_empresa, t.id_cliente],
      foreignColumns: [cliente.id_empresa, cliente.id_cliente],
    }).onDelete('cascade'),
    check('cliente_foto_tipo', sql`${t.tipo} in ('image/jpeg', 'image/png')`),
    soloSuEmpresa('cliente_foto'),
  ],
);
