import { DIAS_MAXIMOS_DE_DIFERIMIENTO, MINUTOS_DE_INACTIVIDAD_DEL_OPERADOR } from '@prestamos/domain';
import { z } from 'zod';
import { textoOpcional } from './comun';

const { minimo, maximo } = DIAS_MAXIMOS_DE_DIFERIMIENTO;
const INACTIVIDAD = MINUTOS_DE_INACTIVIDAD_DEL_OPERADOR;
const RANGO_DE_INACTIVIDAD = `La inactividad de los cobradores va de ${INACTIVIDAD.minimo} a ${INACTIVIDAD.maximo} minutos.`;

/** Los anchos de las impresoras térmicas portátiles de los cobradores, en mm (null: la empresa imprime solo en carta). */
export const ANCHOS_DE_TICKET = [58, 80] as const;
export const AnchoDeTicket = z.literal(ANCHOS_DE_TICKET, {
  error: 'La impresora de ticket es de 58 o de 80 mm.',
});

/**
 * Ajustes de la empresa (preferencias), la regla de mora (docs/producto.md#mora) y cuántos días puede correrse una
 * cuota al diferirla.
 */
export const AjustesEmpresa = z.object({
  show_logo: z.boolean(),
  show_name: z.boolean(),
  allow_multiple_loans: z.boolean(),
  allow_reengagement: z.boolean(),
  show_code_under_logo: z.boolean(),
  block_inactive_login_msg: z.string().nullable(),
  mora_porcentaje: z.number(),
  dias_gracia: z.number().int(),
  dias_maximos_diferimiento: z.number().int(),
  /** El ancho del recibo en ticket que imprimen los cobradores, o null si la empresa no usa impresora de ticket. */
  ticket_mm: AnchoDeTicket.nullable(),
  /** Minutos sin actividad que cierran la sesión de un OPERADOR; null: el límite del servidor para todos. */
  inactividad_operador_min: z.number().int().nullable(),
});
export type AjustesEmpresa = z.infer<typeof AjustesEmpresa>;

export const GuardarAjustesBody = z.object({
  show_logo: z.boolean().optional(),
  show_name: z.boolean().optional(),
  allow_multiple_loans: z.boolean().optional(),
  allow_reengagement: z.boolean().optional(),
  show_code_under_logo: z.boolean().optional(),
  /** Solo lo cambia SUPERADMIN; de otros se ignora (docs/producto.md#empresas-y-planes). */
  block_inactive_login_msg: textoOpcional(300),
  mora_porcentaje: z
    .number({ error: 'Indica el porcentaje de mora.' })
    .min(0, 'La mora no puede ser negativa.')
    .max(100, 'La mora no puede pasar de 100 % por mes.')
    .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'La mora admite hasta 3 decimales.')
    .optional(),
  dias_gracia: z
    .number({ error: 'Indica los días de gracia.' })
    .int('Los días de gracia son un número entero.')
    .min(0, 'Los días de gracia no pueden ser negativos.')
    .max(365, 'Los días de gracia no pueden pasar de 365.')
    .optional(),
  dias_maximos_diferimiento: z
    .number({ error: 'Indica los días máximos para diferir una cuota.' })
    .int('Los días máximos para diferir son un número entero.')
    .min(minimo, `Los días máximos para diferir van de ${minimo} a ${maximo}.`)
    .max(maximo, `Los días máximos para diferir van de ${minimo} a ${maximo}.`)
    .optional(),
  ticket_mm: AnchoDeTicket.nullable().optional(),
  /** null vuelve al límite del servidor. */
  inactividad_operador_min: z
    .number({ error: RANGO_DE_INACTIVIDAD })
    .int('La inactividad de los cobradores es un número entero de minutos.')
    .min(INACTIVIDAD.minimo, RANGO_DE_INACTIVIDAD)
    .max(INACTIVIDAD.maximo, RANGO_DE_INACTIVIDAD)
    .nullable()
    .optional(),
});

export const AjustesRespuesta = z.object({
  ok: z.literal(true),
  message: z.string().optional(),
  item: AjustesEmpresa,
});
