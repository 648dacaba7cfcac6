import { z } from 'zod';
import { idEnTexto, listaPaginada, paginaQuery, pesos, textoOpcional, textoRequerido } from './comun';

export const SaldoDeCaja = z.object({ ok: z.literal(true), saldo: z.number() });

export const TipoMovimiento = z.enum(['INGRESO', 'EGRESO'], 'Tipo: INGRESO o EGRESO.');

/** Cómo se muestra el origen de un movimiento (el libro de caja y el cuadre del día). */
export const ORIGENES_DE_MOVIMIENTO: Record<string, string> = {
  MANUAL: 'Manual',
  APERTURA: 'Apertura',
  DESEMBOLSO: 'Desembolso',
  PAGO: 'Pago',
  LIQUIDACION: 'Liquidación',
  REENGANCHE: 'Reenganche',
};

export const MovimientoDeCaja = z.object({
  id_movimiento: z.number().int(),
  tipo: TipoMovimiento,
  monto: z.number(),
  descripcion: z.string().nullable(),
  fecha: z.string(),
  origen: z.string(),
  estado: z.string(),
  /** Solo los movimientos manuales vigentes se cancelan a mano. */
  cancelable: z.boolean(),
  cancel_reason: z.string().nullable(),
  usuario: z.string().nullable(),
  cancelado_por: z.string().nullable(),
  cancelado_en: z.string().nullable(),
});
export type MovimientoDeCaja = z.infer<typeof MovimientoDeCaja>;

export const MovimientosQuery = paginaQuery({ maximo: 100, porDefecto: 10 }).extend({
  q: z.string().trim().max(80).optional(),
  tipo: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['', 'INGRESO', 'EGRESO'], 'Tipo: INGRESO o EGRESO.'))
    .optional(),
  /** Solo los movimientos que registró este usuario (p. ej. los cobros de un cobrador). */
  id_usuario: idEnTexto('Id inválido').optional(),
});
export const MovimientosLista = listaPaginada(MovimientoDeCaja);

export const NuevoMovimientoBody = z.object({
  tipo: TipoMovimiento,
  monto: pesos('Ingrese un monto válido.'),
  descripcion: textoOpcional(200),
});
export type NuevoMovimientoBody = z.infer<typeof NuevoMovimientoBody>;
export type MovimientosLista = z.infer<typeof MovimientosLista>;

export const CancelarMovimientoBody = z.object({
  motivo: textoRequerido('Indica el motivo de la cancelación.', 200),
});

export const MovimientoGuardado = z.object({
  ok: z.literal(true),
  message: z.string(),
  item: MovimientoDeCaja,
  saldo: z.number(),
});
export type MovimientoGuardado = z.infer<typeof MovimientoGuardado>;
