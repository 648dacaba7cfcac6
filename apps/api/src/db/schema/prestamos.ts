import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cliente } from './clientes';
import { soloSuEmpresa } from './rls';

/**
 * Préstamo. Estados guardados: ACTIVO, SALDADO, CANCELADO. El atraso no se guarda: se deriva de los vencimientos y
 * la fecha de hoy en cada consulta, así nunca queda viejo (ATRASADO existe en la restricción por compatibilidad).
 */
export const prestamo = pgTable(
  'prestamo',
  {
    id_prestamo: serial().primaryKey(),
    id_empresa: integer().notNull(),
    /**
     * El número de alta del préstamo en su empresa (1, 2, 3…, sin huecos: los préstamos no se borran), el mismo contador
     * que su número (`numerarPrestamo`). La lista entera se ordena por él y su página n empieza en
     * `orden = total − (n − 1) · tamaño`, leída por el índice, sin saltar las filas de las páginas anteriores.
     */
    orden: integer().notNull(),
    id_cliente: integer().notNull(),
    codigo_prestamo: text().notNull(),
    estado: text().notNull().default('ACTIVO'),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
    monto_centavos: bigint({ mode: 'number' }).notNull(),
    plazo: integer().notNull(),
    /** Porcentaje mensual con hasta 10 decimales (5 % anual = 0.4166666667); null en MANUAL. */
    tasa: numeric({ precision: 16, scale: 10 }),
    tipo_amortizacion: text().notNull(),
    frecuencia: text().notNull(),
    fecha_inicio: date({ mode: 'string' }).notNull(),
    gastos_cierre_centavos: bigint({ mode: 'number' }).notNull().default(0),
    nota: text(),
    /** Préstamo del que salió por reenganche. */
    id_prestamo_origen: integer(),
    creado_por: integer(),
    saldado_en: timestamp({ withTimezone: true }),
    cancelado_en: timestamp({ withTimezone: true }),
    /**
     * Las cuotas que se borraron al cancelarlo: un cobro de una de ellas que llega después (la cola de un teléfono sin
     * conexión, issue 35) recibe «está cancelado» (409 PRESTAMO_CANCELADO) y no un 404.
     */
    cuotas_canceladas: integer().array(),
    /**
     * La regla de mora pactada al firmar (la de la empresa ese día): cambiar los ajustes después no reescribe la mora
     * de los préstamos ya dados (issue 12).
     */
    mora_porcentaje: numeric({ precision: 6, scale: 3 }).notNull().default('0'),
    dias_gracia: integer().notNull().default(0),
    // Resumen del préstamo, calculado de sus cuotas por `refrescar_prestamos()` en la misma transacción de cada
    // operación que las cambia: las listas y filtros lo leen sin recorrer cuotas (invariantes.ts lo verifica).
    /** Lo que falta de interés y capital de las cuotas abiertas (sin la mora, que depende del día). */
    saldo_centavos: bigint({ mode: 'number' }).notNull().default(0),
    capital_pendiente_centavos: bigint({ mode: 'number' }).notNull().default(0),
    interes_pendiente_centavos: bigint({ mode: 'number' }).notNull().default(0),
    cuotas_pagadas: integer().notNull().default(0),
    /** La primera cuota abierta (la que toca cobrar): su id, número, vencimiento, monto y lo que falta de ella. */
    id_pago_primera_abierta: integer(),
    no_cuota_primera_abierta: integer(),
    /** Vencimiento de la cuota impaga más antigua: "en mora" es que sea anterior a hoy. */
    primer_vencimiento_impago: date({ mode: 'string' }),
    cuota_actual_centavos: bigint({ mode: 'number' }),
    pendiente_primera_abierta_centavos: bigint({ mode: 'number' }),
    /** Detalles de pago vigentes (un préstamo con pagos no se cancela). */
    pagos_vigentes: integer().notNull().default(0),
  },
  (t) => [
    unique('prestamo_empresa_id').on(t.id_empresa, t.id_prestamo),
    uniqueIndex('prestamo_codigo_por_empresa').on(t.id_empresa, t.codigo_prestamo),
    foreignKey({
      columns: [t.id_empresa, t.id_cliente],
      foreignColumns: [cliente.id_empresa, cliente.id_cliente],
    }),
    foreignKey({
      columns: [t.id_empresa, t.id_prestamo_origen],
      foreignColumns: [t.id_empresa, t.id_prestamo],
    }),
    uniqueIndex('prestamo_por_orden').on(t.id_empresa, t.orden),
    index('prestamo_por_cliente').on(t.id_empresa, t.id_cliente),
    // Listas por estado guardado, de la más reciente a la más vieja. La migración 0024 le agrega INCLUDE
    // (primer_vencimiento_impago), que Drizzle no escribe: la lista VIGENTE filtra por él sin visitar las filas.
    index('prestamo_por_estado').on(t.id_empresa, t.estado, t.id_prestamo),
    // En mora y al día: el vencimiento de la cuota impaga más antigua contra hoy, con lo que los reportes suman.
    index('prestamo_por_atraso')
      .on(t.id_empresa, t.estado, t.primer_vencimiento_impago, t.id_prestamo)
      .where(sql`${t.estado} = 'ACTIVO'`),
    check('prestamo_estado_valido', sql`${t.estado} in ('ACTIVO', 'ATRASADO', 'SALDADO', 'CANCELADO')`),
    check(
      'prestamo_tipo_valido',
      sql`${t.tipo_amortizacion} in ('FRANCES', 'ABSOLUTO', 'INTERES', 'MANUAL')`,
    ),
    check(
      'prestamo_frecuencia_valida',
      sql`${t.frecuencia} in ('MENSUAL', 'QUINCENAL', 'SEMANAL', 'DIARIO')`,
    ),
    check(
      'prestamo_monto_positivo',
      sql`${t.monto_centavos} > 0 and ${t.plazo} > 0 and ${t.gastos_cierre_centavos} >= 0`,
    ),
    soloSuEmpresa('prestamo'),
  ],
);

/** Los sufijos del código del préstamo que empiezan una palabra ("pr-b-0000001", "b-0000001", "0000001"): como `cliente_sufijo`. */
export const prestamo_sufijo = pgTable(
  'prestamo_sufijo',
  {
    id_empresa: integer().notNull(),
    sufijo: text().notNull(),
    id_prestamo: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_empresa, t.sufijo, t.id_prestamo] }), soloSuEmpresa('prestamo_sufijo')],
);

/**
 * Cuota del plan (la API la llama "pago": su id es id_pago). Lo abonado se lleva por separado en capital e interés
 * (la mora cobrada aparte), para que el recibo diga qué se pagó de cada cosa. VENCIDA no se guarda: se deriva.
 */
export const cuota = pgTable(
  'cuota',
  {
    id_pago: serial().primaryKey(),
    id_empresa: integer().notNull(),
    id_prestamo: integer().notNull(),
    no_cuota: integer().notNull(),
    fecha_debe_pagar: date({ mode: 'string' }).notNull(),
    /** Vencimiento del plan original (cambia fecha_debe_pagar al diferir). */
    fecha_original: date({ mode: 'string' }).notNull(),
    monto_cuota_centavos: bigint({ mode: 'number' }).notNull(),
    capital_cuota_centavos: bigint({ mode: 'number' }).notNull(),
    interes_cuota_centavos: bigint({ mode: 'number' }).notNull(),
    balance_prestamo_centavos: bigint({ mode: 'number' }).notNull(),
    abonado_capital_centavos: bigint({ mode: 'number' }).notNull().default(0),
    abonado_interes_centavos: bigint({ mode: 'number' }).notNull().default(0),
    mora_pagada_centavos: bigint({ mode: 'number' }).notNull().default(0),
    estado_cuota: text().notNull().default('PENDIENTE'),
    /**
     * El día en que una liquidación o un reenganche la saldó antes de vencer; null si no. Esa cuota ya no vence: lo que
     * «vencía» en la eficiencia de cobro no la cuenta (apps/api/sql/diario.sql, docs/decisiones/0030-lo-que-vencia.md).
     */
    adelantada_en: date({ mode: 'string' }),
  },
  (t) => [
    unique('cuota_empresa_id').on(t.id_empresa, t.id_pago),
    uniqueIndex('cuota_numero_por_prestamo').on(t.id_empresa, t.id_prestamo, t.no_cuota),
    foreignKey({
      columns: [t.id_empresa, t.id_prestamo],
      foreignColumns: [prestamo.id_empresa, prestamo.id_prestamo],
    }),
    index('cuota_por_vencimiento').on(t.id_empresa, t.fecha_debe_pagar),
    // Lo que falta por cobrar, por vencimiento: la lista de cuotas y los reportes recorren solo cuotas abiertas.
    index('cuota_abierta_por_vencimiento')
      .on(t.id_empresa, t.fecha_debe_pagar, t.id_pago)
      .where(sql`${t.estado_cuota} <> 'PAGADA'`),
    // Las cuotas abiertas de un préstamo por vencimiento: lo vencido y la mora de cada préstamo, y los reportes de una
    // ruta o un cobrador (que parten de sus clientes) leen solo esas, no el plan entero. Con la cuota al final, las
    // cuotas de los préstamos de una búsqueda se eligen sin leer sus filas (migración 0026).
    index('cuota_abierta_por_prestamo')
      .on(t.id_empresa, t.id_prestamo, t.fecha_debe_pagar, t.id_pago)
      .where(sql`${t.estado_cuota} <> 'PAGADA'`),
    check('cuota_estado_valido', sql`${t.estado_cuota} in ('PENDIENTE', 'PARCIAL', 'PAGADA')`),
    check(
      'cuota_abonos_en_rango',
      sql`${t.abonado_capital_centavos} between 0 and ${t.capital_cuota_centavos}
        and ${t.abonado_interes_centavos} between 0 and ${t.interes_cuota_centavos}
        and ${t.mora_pagada_centavos} >= 0`,
    ),
    soloSuEmpresa('cuota'),
  ],
);

/** Recibo: un cobro (o liquidación, o reenganche) con su número de la serie RECIBO. Nunca se borra; se anula. */
export const recibo = pgTable(
  'recibo',
  {
    id_recibo: serial().primaryKey(),
    id_empresa: integer().notNull(),
    no_recibo: text().notNull(),
    id_prestamo: integer().notNull(),
    id_cliente: integer().notNull(),
    /** Cuándo lo registró el servidor (`registrado_en` en la API): la caja, la serie y los resúmenes van por esta. */
    fecha: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Cuándo recibió el dinero el cobrador: su hora para un cobro hecho sin conexión (issue 35), la del servidor para
     * los demás. Su día de negocio es el del cobro: su mora y el cuadre del cobrador
     * (docs/decisiones/0028-cobros-sin-conexion.md).
     */
    cobrado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** PAGO, LIQUIDACION, REENGANCHE. */
    concepto: text().notNull(),
    metodo: text(),
    /** Lo recibido de verdad (lo que entra a caja). */
    total_centavos: bigint({ mode: 'number' }).notNull(),
    descuento_centavos: bigint({ mode: 'number' }).notNull().default(0),
    /** Por qué se perdonó mora (obligatorio si hubo descuento en un cobro). */
    motivo_descuento: text(),
    /** Lo que el préstamo quedó debiendo (capital e interés) después de este recibo: lo imprime el recibo. */
    saldo_despues_centavos: bigint({ mode: 'number' }),

    nota: text(),
    estado: text().notNull().default('VIGENTE'),

    anulado_en: timestamp({ withTimezone: true }),
    anulado_por: integer(),
    motivo_anulacion: text(),
    id_usuario: integer(),
  },
  (t) => [
    unique('recibo_empresa_id').on(t.id_empresa, t.id_recibo),
    uniqueIndex('recibo_numero_por_empresa').on(t.id_empresa, t.no_recibo),
    foreignKey({
      columns: [t.id_empresa, t.id_prestamo],
      foreignColumns: [prestamo.id_empresa, prestamo.id_prestamo],
    }),
    index('recibo_por_prestamo').on(t.id_empresa, t.id_prestamo),
    // El cuadre del día de un cobrador: sus recibos por la hora en que los cobró.
    index('recibo_por_cobrador').on(t.id_empresa, t.id_usuario, t.cobrado_en),
    check('recibo_concepto_valido', sql`${t.concepto} in ('PAGO', 'LIQUIDACION', 'REENGANCHE')`),
    check('recibo_estado_valido', sql`${t.estado} in ('VIGENTE', 'ANULADO')`),
    check('recibo_montos', sql`${t.total_centavos} >= 0 and ${t.descuento_centavos} >= 0`),
    soloSuEmpresa('recibo'),
  ],
);

/**
 * Una fila de `recibo` leída con SQL escrito a mano (`filasDe`): como la devuelve el driver, con `bigint` como texto y
 * las fechas como Date (PostgreSQL) o texto (PGlite). Cada lectura toma las columnas que pide (`Pick`) y le suma lo que
 * une (el cajero, el préstamo, el cliente).
 */
export interface FilaRecibo {
  id_recibo: number;
  no_recibo: string;
  fecha: string | Date;
  cobrado_en: string | Date;
  concepto: string;
  metodo: string | null;
  total_centavos: string;
  descuento_centavos: string;
  motivo_descuento: string | null;
  saldo_despues_centavos: string | null;
  nota: string | null;
  estado: string;
  anulado_en: string | Date | null;
  motivo_anulacion: string | null;
}

/**
 * Lo que un recibo aplicó a una cuota. Mora, interés y capital son lo cubierto (en efectivo o con descuento); el
 * descuento es la parte perdonada; monto_pagado es el efectivo: cubierto − descuento. Así lo abonado de cada cuota es
 * siempre la suma de sus detalles vigentes.
 */
export const detalle_pago = pgTable(
  'detalle_pago',
  {
    id_detalle_pago: serial().primaryKey(),
    id_empresa: integer().notNull(),
    id_recibo: integer().notNull(),
    id_prestamo: integer().notNull(),
    id_pago: integer().notNull(),
    mora_pagada_centavos: bigint({ mode: 'number' }).notNull().default(0),
    interes_pagado_centavos: bigint({ mode: 'number' }).notNull().default(0),
    capital_pagado_centavos: bigint({ mode: 'number' }).notNull().default(0),
    descuento_centavos: bigint({ mode: 'number' }).notNull().default(0),
    /** Efectivo recibido por esta cuota: mora + interés + capital − descuento. */
    monto_pagado_centavos: bigint({ mode: 'number' }).notNull(),
    estado: text().notNull().default('VIGENTE'),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.id_empresa, t.id_recibo],
      foreignColumns: [recibo.id_empresa, recibo.id_recibo],
    }),
    foreignKey({ columns: [t.id_empresa, t.id_pago], foreignColumns: [cuota.id_empresa, cuota.id_pago] }),
    index('detalle_pago_por_cuota').on(t.id_empresa, t.id_pago),
    index('detalle_pago_por_prestamo').on(t.id_empresa, t.id_prestamo),
    // Lo que aplicó cada recibo (su PDF, anularlo).
    index('detalle_pago_por_recibo').on(t.id_empresa, t.id_recibo),
    check('detalle_pago_estado_valido', sql`${t.estado} in ('VIGENTE', 'ANULADO')`),
    check(
      'detalle_pago_suma',
      sql`${t.monto_pagado_centavos} = ${t.mora_pagada_centavos} + ${t.interes_pagado_centavos} + ${t.capital_pagado_centavos} - ${t.descuento_centavos}
        and ${t.monto_pagado_centavos} >= 0`,
    ),
    soloSuEmpresa('detalle_pago'),
  ],
);
