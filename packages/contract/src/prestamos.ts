import {
  calcularCronograma,
  errorDeCuotasVacias,
  errorDelPlanManual,
  FRECUENCIAS,
  TASA_MAXIMA_MENSUAL,
  TIPOS_DE_AMORTIZACION,
} from '@prestamos/domain';
import { z } from 'zod';
import {
  esFechaReal,
  fechaIso,
  fechaOpcional,
  idDeFila,
  idEnTexto,
  listaPaginada,
  paginaQuery,
  pesos,
  textoOpcional,
} from './comun';

const tipos = TIPOS_DE_AMORTIZACION.map((t) => t.codigo) as [string, ...string[]];
const frecuencias = FRECUENCIAS.map((f) => f.codigo) as [string, ...string[]];

export const TipoAmortizacion = z.enum(
  tipos as ['FRANCES', 'ABSOLUTO', 'INTERES', 'MANUAL'],
  'Tipo de amortización desconocido.',
);
export const Frecuencia = z.enum(
  frecuencias as ['MENSUAL', 'QUINCENAL', 'SEMANAL', 'DIARIO'],
  'Frecuencia desconocida.',
);
export const EstadoUi = z.enum(['VIGENTE', 'EN MORA', 'SALDADO', 'CANCELADO']);

export const FilaPlanManual = z.object({
  no: z.number().int().positive(),
  /** Sin fecha (null o vacía) la rechaza el dominio con su mensaje; una fecha que no existe, el contrato. */
  fecha: fechaOpcional().transform((v) => v ?? null),
  monto: z.number(),
});

/** Mensajes de error al crear un préstamo. */
export const MENSAJES_PRESTAMO = {
  monto: 'El monto debe ser mayor a 0',
  plazo: 'El plazo debe ser mayor a 0',
  tasa: 'Debes indicar la tasa mensual',
  tasaNegativa: 'La tasa no puede ser negativa',
} as const;

/** Lo más largo que puede ser un plan: al crear un préstamo y al reengancharlo manteniendo la cuota. */
export const MAXIMO_DE_CUOTAS = 1000;

export const CrearPrestamoBody = z
  .object({
    id_cliente: idDeFila('Selecciona el cliente.'),
    monto: pesos(MENSAJES_PRESTAMO.monto),
    plazo: z
      .number({ error: MENSAJES_PRESTAMO.plazo })
      .int('El plazo es un número entero de cuotas.')
      .optional(),
    tasa: z.number({ error: MENSAJES_PRESTAMO.tasa }).nullish(),
    amortizacion: TipoAmortizacion.default('FRANCES'),
    frecuencia: Frecuencia.default('MENSUAL'),
    fecha_inicio: fechaIso('La fecha de inicio no es válida.').optional(),
    gastos_cierre: pesos('Los gastos de cierre no pueden ser negativos.', { incluyeMinimo: true }).default(0),
    nota: textoOpcional(500),
    plan_manual: z.array(FilaPlanManual).max(MAXIMO_DE_CUOTAS).nullish(),
  })
  .superRefine((d, ctx) => {
    const manual = d.amortizacion === 'MANUAL';
    const plazo = manual ? (d.plan_manual?.length ?? 0) : d.plazo;
    if (!manual && (plazo === undefined || plazo <= 0))
      ctx.addIssue({ code: 'custom', path: ['plazo'], message: MENSAJES_PRESTAMO.plazo });
    if (plazo !== undefined && plazo > MAXIMO_DE_CUOTAS)
      ctx.addIssue({
        code: 'custom',
        path: ['plazo'],
        message: `El plazo no puede pasar de ${MAXIMO_DE_CUOTAS} cuotas.`,
      });
    if (manual) {
      const filas = (d.plan_manual ?? []).map((f) => ({
        no: f.no,
        fecha: f.fecha,
        montoCentavos: Math.round(f.monto * 100),
      }));
      // Contra la fecha de inicio solo si ella y las filas son fechas reales (las demás ya tienen su mensaje); sin
      // fecha de inicio (hoy) lo revisa el servidor, que sabe qué día es.
      const fechasReales =
        d.fecha_inicio !== undefined &&
        esFechaReal(d.fecha_inicio) &&
        filas.every((f) => f.fecha === null || esFechaReal(f.fecha));
      const error = errorDelPlanManual(
        filas,
        Math.round(d.monto * 100),
        fechasReales && d.fecha_inicio
          ? { fechaInicio: d.fecha_inicio, frecuencia: d.frecuencia }
          : undefined,
      );
      if (error) ctx.addIssue({ code: 'custom', path: ['plan_manual'], message: error });
      return;
    }
    if (d.tasa === null || d.tasa === undefined)
      ctx.addIssue({ code: 'custom', path: ['tasa'], message: MENSAJES_PRESTAMO.tasa });
    else if (d.tasa < 0)
      ctx.addIssue({ code: 'custom', path: ['tasa'], message: MENSAJES_PRESTAMO.tasaNegativa });
    else if (d.tasa > TASA_MAXIMA_MENSUAL)
      ctx.addIssue({
        code: 'custom',
        path: ['tasa'],
        message: `La tasa no puede pasar de ${TASA_MAXIMA_MENSUAL} % mensual.`,
      });
    else if (Math.abs(d.tasa * 1e10 - Math.round(d.tasa * 1e10)) > 1e-3) {
      ctx.addIssue({ code: 'custom', path: ['tasa'], message: 'La tasa admite hasta 10 decimales.' });
    } else if (
      plazo !== undefined &&
      plazo > 0 &&
      plazo <= MAXIMO_DE_CUOTAS &&
      d.monto > 0 &&
      // Una fecha inválida ya tiene su mensaje; con ella no se calcula el plan (el cálculo la rechazaría con un 500).
      (d.fecha_inicio === undefined || esFechaReal(d.fecha_inicio))
    ) {
      // Un plan con cuotas de RD$ 0.00 no se podría cobrar: el mismo cálculo que hará el servidor lo dice aquí.
      const cuotas = calcularCronograma({
        montoCentavos: Math.round(d.monto * 100),
        plazo,
        tasa: d.tasa,
        tipo: d.amortizacion,
        frecuencia: d.frecuencia,
        fechaInicio: d.fecha_inicio ?? '2000-01-01',
      });
      const vacias = errorDeCuotasVacias(cuotas, d.amortizacion);
      if (vacias) ctx.addIssue({ code: 'custom', path: ['monto'], message: vacias });
    }
  });
export type CrearPrestamoBody = z.infer<typeof CrearPrestamoBody>;

export const Prestamo = z.object({
  id_prestamo: z.number().int(),
  codigo_prestamo: z.string(),
  /** Su número de alta en la empresa (1, 2, 3…, sin huecos): el orden de la lista entera, del más reciente atrás. */
  orden: z.number().int(),
  id_cliente: z.number().int(),
  cliente: z.string(),
  cedula: z.string().nullable(),
  telefono: z.string().nullable(),
  monto: z.number(),
  plazo: z.number().int(),
  tasa: z.number().nullable(),
  amortizacion: TipoAmortizacion,
  frecuencia: Frecuencia,
  fecha_inicio: z.string(),
  fecha_desembolso: z.string(),
  gastos_cierre: z.number(),
  neto_desembolsado: z.number(),
  nota: z.string().nullable(),
  /** ACTIVO, ATRASADO (derivado de los vencimientos), SALDADO, CANCELADO. */
  estado: z.string(),
  estado_ui: EstadoUi,
  en_mora: z.boolean(),
  cuotas_vencidas: z.number().int(),
  /** Todo lo que falta por pagar (capital e interés de las cuotas abiertas, más la mora). */
  monto_adeudado: z.number(),
  /** La parte de lo adeudado que ya venció (con su mora). */
  monto_vencido: z.number(),
  /** Mora (recargo por atraso) a hoy, incluida en lo adeudado y lo vencido. */
  mora: z.number(),
  capital_pendiente: z.number(),
  cuota_actual: z.number(),
  proximo_vencimiento: z.string().nullable(),
  pagos_realizados: z.number().int(),
  puede_cancelar: z.boolean(),
  /** La regla de mora pactada al firmar (la de la empresa ese día); cambiar los ajustes no la cambia. */
  mora_porcentaje: z.number(),
  dias_gracia: z.number().int(),
  id_prestamo_origen: z.number().int().nullable(),
  creado_en: z.string(),
});
export type Prestamo = z.infer<typeof Prestamo>;

export const PrestamosQuery = paginaQuery({ maximo: 50, porDefecto: 10 }).extend({
  q: z.string().trim().max(80).optional(),
  estado: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['VIGENTE', 'EN MORA', 'SALDADO', 'CANCELADO', 'TODOS', ''], 'Estado inválido.'))
    .optional(),
  id_cliente: idEnTexto('Id de cliente inválido.').optional(),
});
export const PrestamosLista = listaPaginada(Prestamo);

export const EstadoCuota = z.enum(['PENDIENTE', 'PARCIAL', 'VENCIDA', 'PAGADA']);

export const Cuota = z.object({
  id_pago: z.number().int(),
  id_prestamo: z.number().int(),
  codigo_prestamo: z.string(),
  no_cuota: z.number().int(),
  fecha_debe_pagar: z.string(),
  fecha_original: z.string(),
  /** Vencimiento de la cuota siguiente (null en la última): diferir esta cuota puede llevarla hasta ahí. */
  fecha_siguiente: z.string().nullable(),
  estado_cuota: EstadoCuota,
  monto_cuota: z.number(),
  capital_cuota: z.number(),
  interes_cuota: z.number(),
  balance_prestamo: z.number(),
  abonado: z.number(),
  /** Lo que falta de la cuota, por partes (el cobro cubre mora, luego interés, luego capital). */
  interes_pendiente: z.number(),
  capital_pendiente: z.number(),
  mora: z.number(),
  /** Lo que se debe hoy por la cuota: mora + interés + capital pendientes. */
  adeudado: z.number(),
  last_detalle_id: z.number().int().nullable(),
  last_recibo: z.string().nullable(),
  /** Solo la primera cuota abierta de un préstamo vigente se cobra o se difiere (docs/producto.md#cobros). */
  es_primera_abierta: z.boolean(),
});
export type Cuota = z.infer<typeof Cuota>;

export const ResumenPrestamo = z.object({
  monto_adeudado: z.number(),
  mora: z.number(),
  monto_vencido: z.number(),
  capital_pendiente: z.number(),
  interes_total: z.number(),
  total_a_pagar: z.number(),
  total_pagado: z.number(),
  cuotas_total: z.number().int(),
  cuotas_pagadas: z.number().int(),
  cuotas_pendientes: z.number().int(),
  cuotas_vencidas: z.number().int(),
});

export const PlanDePrestamo = z.object({
  ok: z.literal(true),
  prestamo: Prestamo,
  cuotas: z.array(Cuota),
  resumen: ResumenPrestamo,
});
export type PlanDePrestamo = z.infer<typeof PlanDePrestamo>;

export const PrestamoCreado = z.object({
  ok: z.literal(true),
  message: z.string(),
  prestamo: z.object({ id_prestamo: z.number().int(), codigo_prestamo: z.string() }),
});

export const LiquidarBody = z.object({
  descuento: pesos('El descuento no puede ser negativo.', { incluyeMinimo: true }).default(0),
  observacion: textoOpcional(300),
});
export const LiquidarFallbackBody = LiquidarBody.extend({
  id_prestamo: idDeFila('Indica el préstamo.'),
});

export const Liquidacion = z.object({
  ok: z.literal(true),
  message: z.string(),
  no_recibo: z.string(),
  id_recibo: z.number().int(),
  total_pagado: z.number(),
  descuento: z.number(),
});

export const EstrategiaReenganche = z.enum(
  ['keep_term', 'keep_installment'],
  'Estrategia: keep_term o keep_installment.',
);

export const ReengancheBody = z.object({
  monto_extra: pesos('Indica un monto extra de 0 o más.', { incluyeMinimo: true }),
  strategy: EstrategiaReenganche.default('keep_term'),
});

export const ReenganchePreview = z.object({
  ok: z.literal(true),
  resumen: z.object({
    saldo_actual: z.number(),
    delta: z.number(),
    saldo_nuevo: z.number(),
    cuotas: z.number().int(),
    cuota_aprox: z.number(),
  }),
  cuotas: z.array(
    z.object({
      no_cuota: z.number().int(),
      monto_cuota: z.number(),
      interes_cuota: z.number(),
      capital_cuota: z.number(),
      balance_prestamo: z.number(),
      fecha_debe_pagar: z.string(),
    }),
  ),
});

export const ReengancheHecho = PrestamoCreado.extend({ no_recibo: z.string() });
