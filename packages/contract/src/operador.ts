import { z } from 'zod';
import { fechaOpcional, idEnTexto } from './comun';

/** La cuota que toca cobrarle al cliente hoy (la primera abierta que vence antes entre sus préstamos vigentes). */
export const ProximaCuota = z.object({
  id_pago: z.number().int(),
  id_prestamo: z.number().int(),
  codigo_prestamo: z.string(),
  no: z.number().int(),
  vence: z.string(),
  /** Lo que falta de la cuota (interés y capital), sin la mora. */
  monto: z.number(),
  mora: z.number(),
  /** monto + mora: lo que hay que cobrar para dejarla al día. */
  total: z.number(),
  /** Días desde el vencimiento (0 si no está vencida). */
  dias_mora: z.number().int(),
});
export type ProximaCuota = z.infer<typeof ProximaCuota>;

/** Un cliente en la pantalla del cobrador (docs/producto.md#rutas-y-cobradores). */
export const ClienteDeOperador = z.object({
  id_cliente: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  telefono: z.string().nullable(),
  direccion: z.string().nullable(),
  /** URL de la foto con su versión, o null. */
  foto: z.string().nullable(),
  /** La ruta en la que aparece (la primera de las suyas en que está) y todas sus rutas. */
  id_ruta: z.number().int(),
  rutas: z.array(z.string()),
  proxima_cuota: ProximaCuota.nullable(),
  /** Lo que este cobrador le cobró hoy (recibos vigentes de cobro y liquidación); 0 si aún no lo visitó. */
  cobrado_hoy: z.number(),
});
export type ClienteDeOperador = z.infer<typeof ClienteDeOperador>;

export const ResumenDeOperador = z.object({
  ok: z.literal(true),
  /** Sus rutas activas, por nombre. */
  rutas: z.array(z.object({ id_ruta: z.number().int(), nombre: z.string() })),
  /** Por ruta; en cada ruta, primero los atrasados (más días primero) y luego en el orden de visita. */
  items: z.array(ClienteDeOperador),
});
export type ResumenDeOperador = z.infer<typeof ResumenDeOperador>;

const CantidadYMonto = z.object({ cantidad: z.number().int(), monto: z.number() });

export const TotalPorMetodo = z.object({ metodo: z.string(), cantidad: z.number().int(), total: z.number() });

export const EstadoDeOperador = z.object({
  ok: z.literal(true),
  fecha: z.string(),
  /** Clientes en sus rutas. */
  clientes: z.number().int(),
  /**
   * Clientes con algo que cobrar hoy (una cuota que vence hoy o ya vencida) a los que el cobrador aún no cobró hoy:
   * baja con cada cobro aunque al cliente le quede algo vencido.
   */
  clientes_a_visitar: z.number().int(),
  /** Cuotas que vencen hoy: cuántas y cuánto falta de ellas. */
  cuotas_hoy: CantidadYMonto,
  /** Cuotas vencidas: cuántas, cuánto falta de ellas y su mora de hoy. */
  cuotas_vencidas: CantidadYMonto.extend({ mora: z.number() }),
  /** Lo que cobró hoy (recibos vigentes), en total y por método. */
  cobrado_hoy: z.object({
    cantidad: z.number().int(),
    total: z.number(),
    por_metodo: z.array(TotalPorMetodo),
  }),
  /** Lo que falta por cobrar hoy: lo de hoy más lo vencido con su mora. */
  por_cobrar: z.number(),
});
export type EstadoDeOperador = z.infer<typeof EstadoDeOperador>;

export const CierreQuery = z.object({
  fecha: fechaOpcional(),
  id_usuario: idEnTexto('Id inválido').optional(),
});

export const ReciboDelCierre = z.object({
  id_recibo: z.number().int(),
  no_recibo: z.string(),
  /** Cuándo lo cobró el cobrador (`cobrado_en`): la hora del cuadre. */
  fecha: z.string(),
  /** Cuándo llegó al servidor: después de `fecha` en un cobro hecho sin conexión. */
  registrado_en: z.string(),
  concepto: z.string(),
  metodo: z.string().nullable(),
  cliente: z.string(),
  codigo_prestamo: z.string(),
  total: z.number(),
  estado: z.string(),
});

/** Un egreso de caja que el cobrador registró ese día: un gasto o retiro (MANUAL), un desembolso o un reenganche. */
export const EgresoDelCierre = z.object({
  id_movimiento: z.number().int(),
  fecha: z.string(),
  origen: z.string(),
  descripcion: z.string().nullable(),
  monto: z.number(),
});

/**
 * El cuadre del día de un cobrador (por el día en que cobró): lo cobrado, por método; lo que sacó de la caja (sus egresos vigentes); lo que
 * entrega (`neto`: cobrado menos egresos), y aparte lo anulado.
 */
export const CierreDelDia = z.object({
  ok: z.literal(true),
  fecha: z.string(),
  cobrador: z.object({ id_usuario: z.number().int(), nombre: z.string() }),
  recibos: z.array(ReciboDelCierre),
  totales: z.object({ cantidad: z.number().int(), total: z.number(), por_metodo: z.array(TotalPorMetodo) }),
  egresos: z.object({ cantidad: z.number().int(), total: z.number(), movimientos: z.array(EgresoDelCierre) }),
  neto: z.number(),
  anulados: z.object({ cantidad: z.number().int(), total: z.number(), recibos: z.array(ReciboDelCierre) }),
  /**
   * Cobros vigentes de ese día que llegaron al servidor otro día (la cola del teléfono sin conexión, issue 35): ya
   * cuentan en `totales`, pero no estaban en el cuadre impreso ese día; van aparte, con sus dos horas.
   */
  sincronizados_tarde: z.object({
    cantidad: z.number().int(),
    total: z.number(),
    recibos: z.array(ReciboDelCierre),
  }),
});
export type CierreDelDia = z.infer<typeof CierreDelDia>;
