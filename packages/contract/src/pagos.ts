import { z } from 'zod';
import { fechaIso, idDeFila, idEnTexto, listaPaginada, paginaQuery, pesos, textoOpcional } from './comun';
import { Cuota } from './prestamos';

export const METODOS_DE_PAGO = ['EFECTIVO', 'TRANSFERENCIA', 'TARJETA', 'DEPÓSITO'] as const;
export const MetodoDePago = z.enum(METODOS_DE_PAGO, 'Método: EFECTIVO, TRANSFERENCIA, TARJETA o DEPÓSITO.');

export const CobrarBody = z
  .object({
    monto: pesos('Ingresa un monto mayor a 0.'),
    metodo: MetodoDePago.default('EFECTIVO'),
    /** Mora que se perdona (no es dinero recibido). */
    descuento: pesos('El descuento no puede ser negativo.', { incluyeMinimo: true }).default(0),
    motivo_descuento: textoOpcional(200),
    nota: textoOpcional(300),
    /**
     * La hora en que el cobrador recibió el dinero, con su zona ("2026-11-27T07:42:00-04:00"): la manda la cola del
     * teléfono (issue 35) para un cobro hecho sin conexión. Sin ella, la hora del servidor. Fija el día de negocio
     * del cobro y su mora (docs/decisiones/0028-cobros-sin-conexion.md).
     */
    cobrado_en: z.iso
      .datetime({ offset: true, message: 'La fecha de cobro no es válida (fecha y hora ISO 8601 con zona).' })
      .optional(),
  })
  .refine((d) => d.descuento === 0 || Boolean(d.motivo_descuento), {
    path: ['motivo_descuento'],
    message: 'Indica el motivo del descuento de mora.',
  });
export type CobrarBody = z.infer<typeof CobrarBody>;

export const Cobro = z.object({
  ok: z.literal(true),
  message: z.string(),
  no_recibo: z.string(),
  id_recibo: z.number().int(),
  cuota: z.object({ id_pago: z.number().int(), no_cuota: z.number().int(), estado_cuota: z.string() }),
  estado_cuota: z.string(),
  /** Lo que el préstamo sigue debiendo (capital, interés y mora de hoy). */
  saldo_prestamo: z.number(),
  prestamo_saldado: z.boolean(),
  total_pagado: z.number(),
  codigo_prestamo: z.string(),
  cliente: z.string(),
  telefono: z.string().nullable(),
  /** Cuándo recibió el dinero el cobrador (su hora; en la oficina, la del servidor), ISO. */
  cobrado_en: z.string(),
  /** Cuándo lo registró el servidor, ISO. */
  registrado_en: z.string(),
});
export type Cobro = z.infer<typeof Cobro>;

export const CuotaListada = Cuota.extend({
  id_cliente: z.number().int(),
  cliente: z.string(),
  telefono: z.string().nullable(),
  prestamo_estado: z.string(),
});
export type CuotaListada = z.infer<typeof CuotaListada>;

export const RANGOS = ['TODOS', 'HOY', 'SEMANA', 'VENCIDOS'] as const;
export const ESTADOS_DE_CUOTA_FILTRO = [
  'PENDIENTES',
  'TODAS',
  'PENDIENTE',
  'PARCIAL',
  'VENCIDA',
  'PAGADA',
] as const;

export const CuotasQuery = paginaQuery({ maximo: 100, porDefecto: 10 }).extend({
  q: z.string().trim().max(80).optional(),
  rango: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(RANGOS, 'Rango: TODOS, HOY, SEMANA o VENCIDOS.'))
    .default('TODOS'),
  estado: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['', ...ESTADOS_DE_CUOTA_FILTRO], 'Estado de cuota desconocido.'))
    .optional(),
  id_cliente: idEnTexto('Id de cliente inválido.').optional(),
});
export const CuotasLista = listaPaginada(CuotaListada);

export const DiferirBody = z.object({
  nueva_fecha: z
    .string({ error: 'Selecciona la nueva fecha' })
    .min(1, 'Selecciona la nueva fecha')
    .pipe(fechaIso('Selecciona la nueva fecha')),
  motivo: textoOpcional(300),
});

export const CuotaDiferida = z.object({
  ok: z.literal(true),
  message: z.string(),
  cuota: z.object({ id_pago: z.number().int(), fecha_debe_pagar: z.string(), estado_cuota: z.string() }),
});

export const CancelarUltimoBody = z.object({
  id_prestamo: idDeFila('Indica el préstamo.'),
  id_detalle: idDeFila('Indica el pago.'),
  motivo: textoOpcional(200),
});

export const PagoCancelado = z.object({
  ok: z.literal(true),
  message: z.string(),
  no_recibo: z.string(),
  cuota: z.object({ id_pago: z.number().int(), estado_cuota: z.string() }),
});

export const DetalleDePago = z.object({
  id_detalle_pago: z.number().int(),
  id_pago: z.number().int(),
  no_cuota: z.number().int(),
  id_recibo: z.number().int(),
  no_recibo: z.string(),
  fecha_pago: z
    .string()
    .describe('Cuándo cambió de manos el dinero: la hora del cobrador (`cobrado_en` del recibo), ISO 8601.'),
  registrado_en: z
    .string()
    .describe('Cuándo llegó al servidor (ISO 8601); después de `fecha_pago` en un cobro hecho sin conexión.'),
  concepto: z.string(),
  tipo_operacion: z.string(),
  metodo: z.string().nullable(),
  mora_pagada: z.number(),
  interes_pagado: z.number(),
  capital_pagado: z.number(),
  descuento: z.number(),
  monto_pagado: z.number(),
  estado: z.string(),
});
export type DetalleDePago = z.infer<typeof DetalleDePago>;

export const ReciboConDetalles = z.object({
  id_recibo: z.number().int(),
  no_recibo: z.string(),
  /** Cuándo lo registró el servidor (`registrado_en`). */
  fecha: z.string(),
  /** Cuándo recibió el dinero el cobrador. */
  cobrado_en: z.string(),
  concepto: z.string(),
  metodo: z.string().nullable(),
  total: z.number(),
  descuento: z.number(),
  estado: z.string(),
  cajero: z.string(),
  detalles: z.array(DetalleDePago),
});

export const PagosDelPrestamo = z.object({ ok: z.literal(true), pagos: z.array(ReciboConDetalles) });
export type PagosDelPrestamo = z.infer<typeof PagosDelPrestamo>;

export const HistorialDeCuota = z.object({
  ok: z.literal(true),
  cuota: CuotaListada,
  detalles: z.array(DetalleDePago),
  cuotas: z.array(Cuota),
});

export const MoraCuotaQuery = z.object({
  clienteId: idEnTexto('Falta id_cliente'),
});
export const CuotaParaCobrar = z.object({ ok: z.literal(true), cuota: CuotaListada, message: z.string() });

export const ReciboParam = z.object({ recibo: z.string().trim().min(1).max(60) });

/**
 * El recibo en carta (lo de siempre) o en ticket, del ancho de la impresora térmica de la empresa (issue 34): lo
 * imprime el cobrador en la calle.
 */
export const FormatoDeReciboQuery = z.object({
  formato: z
    .enum(['carta', 'ticket'], { error: 'El formato del recibo es carta o ticket.' })
    .default('carta'),
});

/** Un enlace para compartir un recibo sin iniciar sesión: la dirección lleva el token, que no se vuelve a mostrar. */
export const EnlaceDeRecibo = z.object({
  ok: z.literal(true),
  id_enlace: z.number().int(),
  /** La ruta pública relativa al sitio (`/api/publico/recibos/<token>`); la web le antepone su origen. */
  ruta: z.string(),
  expira_en: z.string(),
});
export type EnlaceDeRecibo = z.infer<typeof EnlaceDeRecibo>;

/**
 * El token de un enlace de recibo. Uno mal formado responde lo mismo que uno vencido (404, en el servicio), no un 400
 * que lo distinga; el largo lo acota la ruta (Fastify no acepta parámetros de más de 100 caracteres).
 */
export const TokenDeReciboParam = z.object({ token: z.string() });
