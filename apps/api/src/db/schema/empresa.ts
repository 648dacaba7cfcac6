import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { franja, franjasPorJuntar } from './franjas';
import { soloSuEmpresa } from './rls';

/** La empresa es el tenant. Las cantidades de dinero se guardan en centavos (bigint), nunca en pesos con decimales. */
export const empresa = pgTable(
  'empresa',
  {
    id_empresa: serial().primaryKey(),
    nombre_empresa: text().notNull(),
    /** Código con el que la empresa inicia sesión; se guarda en mayúsculas. */
    rnc: text().notNull(),
    telefono: text(),
    correo: text(),
    direccion: text(),
    estado: text().notNull().default('ACTIVO'),
    logo_url: text(),
    limite_usuarios: integer(),
    limite_clientes: integer(),
    licencia_perm: boolean().notNull().default(false),
    plan_nombre: text(),
    plan_frecuencia: text(),
    plan_cuotas: integer(),
    plan_monto_cuota_centavos: bigint({ mode: 'number' }),
    plan_fecha_inicio: date({ mode: 'string' }),
    plan_fecha_fin: date({ mode: 'string' }),
    show_logo: boolean().notNull().default(true),
    show_name: boolean().notNull().default(true),
    allow_multiple_loans: boolean().notNull().default(false),
    allow_reengagement: boolean().notNull().default(true),
    show_code_under_logo: boolean().notNull().default(true),
    /** Mensaje al intentar entrar con la empresa INACTIVA; null usa el de la spec. */
    mensaje_inactivo: text(),
    /** Mora: porcentaje por mes empezado de atraso (0 = sin mora) y días de gracia después del vencimiento. */
    mora_porcentaje: numeric({ precision: 6, scale: 3 }).notNull().default('0'),
    dias_gracia: integer().notNull().default(0),
    /** Cuántos días puede correrse una cuota al diferirla, desde su vencimiento original (1 a 365; issue 31). */
    dias_maximos_diferimiento: integer().notNull().default(90),
    /** Ancho en mm de la impresora térmica de los cobradores (58 u 80) para el recibo en ticket; null: solo carta. */
    ticket_mm: integer(),
    /**
     * Inactividad que cierra la sesión de un OPERADOR, en minutos (5 a 30): el cobrador en la ruta no vuelve a entrar
     * cada 5 minutos. Null: la de todos (IDLE_SECONDS).
     */
    inactividad_operador_min: integer(),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('empresa_rnc_unico').on(t.rnc),
    check('empresa_estado_valido', sql`${t.estado} in ('ACTIVO', 'INACTIVO', 'SUSPENDIDO')`),
    check('empresa_rnc_mayusculas', sql`${t.rnc} = upper(${t.rnc})`),
    check('empresa_dias_maximos_diferimiento', sql`${t.dias_maximos_diferimiento} between 1 and 365`),
    check('empresa_ticket_mm', sql`${t.ticket_mm} in (58, 80)`),
    check('empresa_inactividad_operador', sql`${t.inactividad_operador_min} between 5 and 30`),
    soloSuEmpresa('empresa'),
  ],
);

/**
 * Contadores de la empresa que las listas muestran como total sin contar filas: clientes y préstamos por estado, en
 * franjas (franjas.ts). Los mantienen disparadores de la base en la misma transacción de cada alta, cambio o borrado.
 */
export const contador_empresa = pgTable(
  'contador_empresa',
  {
    id_empresa: integer()
      .notNull()
      .references(() => empresa.id_empresa),
    franja: franja(),
    clientes_activos: integer().notNull().default(0),
    clientes_inactivos: integer().notNull().default(0),
    prestamos_activos: integer().notNull().default(0),
    prestamos_saldados: integer().notNull().default(0),
    prestamos_cancelados: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.id_empresa, t.franja] }),
    franjasPorJuntar('contador_empresa', t),
    soloSuEmpresa('contador_empresa'),
  ],
);

/**
 * La fila que pone en fila lo que cuenta un límite del plan (`recurso`: clientes o usuarios): un alta o una
 * reactivación la bloquea al final de su transacción, cuenta y confirma, así dos simultáneas en el último cupo no
 * pasan ambas. Para clientes guarda además el último número de cliente de la empresa.
 */
export const cupo = pgTable(
  'cupo',
  {
    id_empresa: integer()
      .notNull()
      .references(() => empresa.id_empresa),
    recurso: text().notNull(),
    ultimo: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.id_empresa, t.recurso] }),
    check('cupo_recurso', sql`${t.recurso} in ('clientes', 'usuarios')`),
    soloSuEmpresa('cupo'),
  ],
);
