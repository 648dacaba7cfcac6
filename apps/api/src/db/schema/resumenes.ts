import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { franja, franjasPorJuntar } from './franjas';
import { soloSuEmpresa } from './rls';

/** Lo que suman la cartera por día y por mes: préstamos, clientes y sus pendientes. */
const sumasDeCartera = () => ({
  prestamos: integer().notNull().default(0),
  clientes: integer().notNull().default(0),
  capital_centavos: bigint({ mode: 'number' }).notNull().default(0),
  interes_centavos: bigint({ mode: 'number' }).notNull().default(0),
  saldo_centavos: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * La cartera vigente sumada por el vencimiento impago más antiguo de cada préstamo, para la empresa entera y para cada
 * ruta y cada cobrador: el tablero, PAR y la antigüedad suman cientos de filas en vez de recorrer 50 000 préstamos
 * (docs/decisiones/0022-tablero-y-reportes.md). La mantienen disparadores en la misma transacción de cada cambio
 * (apps/api/sql/cartera.sql); la verificación de invariantes la compara con los préstamos.
 *
 * `dimension`: 'E' la empresa (id 0), 'R' una ruta (id 0: clientes sin ruta), 'C' un cobrador (id 0: sin cobrador).
 * Cada préstamo vigente suma en `prestamos` y sus pendientes en la fila de su vencimiento; cada cliente con préstamo
 * vigente suma 1 en `clientes` en la fila de su vencimiento más antiguo.
 */
export const resumen_cartera = pgTable(
  'resumen_cartera',
  {
    id_empresa: integer().notNull(),
    dimension: text().notNull(),
    id: integer().notNull(),
    vence: date({ mode: 'string' }).notNull(),
    franja: franja(),
    ...sumasDeCartera(),
  },
  (t) => [
    primaryKey({ columns: [t.id_empresa, t.dimension, t.id, t.vence, t.franja] }),
    franjasPorJuntar('resumen_cartera', t),
    check('resumen_cartera_dimension', sql`${t.dimension} in ('E', 'R', 'C')`),
    soloSuEmpresa('resumen_cartera'),
  ],
);

/**
 * Por día de la empresa: las cuotas que vencen ese día (todas, y las que siguen abiertas con lo que falta de ellas) y
 * lo cobrado ese día en recibos vigentes. De aquí salen los totales de los reportes de cuotas, lo vencido del tablero,
 * lo cobrado en el mes y la eficiencia de cobro por día. Lo mantienen disparadores (apps/api/sql/diario.sql).
 */
export const resumen_diario = pgTable(
  'resumen_diario',
  {
    id_empresa: integer().notNull(),
    fecha: date({ mode: 'string' }).notNull(),
    franja: franja(),
    cuotas: integer().notNull().default(0),
    monto_centavos: bigint({ mode: 'number' }).notNull().default(0),
    abiertas: integer().notNull().default(0),
    pendiente_centavos: bigint({ mode: 'number' }).notNull().default(0),
    recibos: integer().notNull().default(0),
    cobrado_centavos: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.id_empresa, t.fecha, t.franja] }),
    franjasPorJuntar('resumen_diario', t),
    soloSuEmpresa('resumen_diario'),
  ],
);

/**
 * Por ruta y día: las cuotas abiertas de los clientes de la ruta que vencen ese día y lo que falta de ellas (un
 * cliente en dos rutas cuenta en las dos). De aquí salen los totales del reporte de cuotas de una ruta, que contarlas
 * costaba leer las de sus miles de clientes en cada petición. Lo mantienen disparadores de cuotas y de ruta_cliente
 * (apps/api/sql/rutas.sql).
 */
export const resumen_ruta = pgTable(
  'resumen_ruta',
  {
    id_empresa: integer().notNull(),
    id_ruta: integer().notNull(),
    fecha: date({ mode: 'string' }).notNull(),
    franja: franja(),
    abiertas: integer().notNull().default(0),
    pendiente_centavos: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.id_empresa, t.id_ruta, t.fecha, t.franja] }),
    franjasPorJuntar('resumen_ruta', t),
    soloSuEmpresa('resumen_ruta'),
  ],
);

/**
 * El resumen de cartera sumado por el mes de su vencimiento. Un vencimiento de hace 90 días o más (pasado el último
 * corte de atraso) cae siempre en el mismo tramo y en todos los PAR: la cartera lee por mes lo anterior al mes de ese corte y por
 * día solo lo reciente, unas 170 filas por grupo en vez de una por cada fecha de la historia. La escriben, junto con
 * `resumen_cartera`, `aplicar_a_cartera` y `reconstruir_resumenes` (apps/api/sql/cartera.sql y resumenes.sql).
 */
export const resumen_cartera_mes = pgTable(
  'resumen_cartera_mes',
  {
    id_empresa: integer().notNull(),
    dimension: text().notNull(),
    id: integer().notNull(),
    mes: date({ mode: 'string' }).notNull(),
    franja: franja(),
    ...sumasDeCartera(),
  },
  (t) => [
    primaryKey({ columns: [t.id_empresa, t.dimension, t.id, t.mes, t.franja] }),
    franjasPorJuntar('resumen_cartera_mes', t),
    soloSuEmpresa('resumen_cartera_mes'),
  ],
);
