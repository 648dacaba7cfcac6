import { formatearFecha, sumarMeses } from './fechas';

/**
 * Topes de un préstamo que un prestamista puede explicar (docs/decisiones/0024-fechas-y-topes-del-prestamo.md):
 * cuándo puede empezar y cuánto interés cabe. Las fechas se comparan con el día de negocio (America/Santo_Domingo)
 * que recibe quien llama.
 */

/** Un préstamo empieza a lo sumo 10 años atrás (carteras que llegan del papel) y a lo sumo 1 año adelante. */
export const LIMITES_DE_FECHA_DE_INICIO = { aniosAtras: 10, aniosAdelante: 1 } as const;

/** La tasa mensual más alta que acepta un préstamo (porcentaje); el plan manual se mide contra la misma. */
export const TASA_MAXIMA_MENSUAL = 100;

/** Un plan manual no pasa de 30 años desde su fecha de inicio. */
export const ANIOS_MAXIMOS_DEL_PLAN_MANUAL = 30;

/** Primera y última fecha de inicio aceptables el día `hoy` (ambas incluidas). */
export function rangoDeFechaDeInicio(hoy: string): { minima: string; maxima: string } {
  return {
    minima: sumarMeses(hoy, -12 * LIMITES_DE_FECHA_DE_INICIO.aniosAtras),
    maxima: sumarMeses(hoy, 12 * LIMITES_DE_FECHA_DE_INICIO.aniosAdelante),
  };
}

/** Error de la fecha de inicio de un préstamo (ya válida como fecha), o null si cae dentro de los topes. */
export function errorDeFechaDeInicio(fecha: string, hoy: string): string | null {
  const { minima, maxima } = rangoDeFechaDeInicio(hoy);
  const { aniosAtras, aniosAdelante } = LIMITES_DE_FECHA_DE_INICIO;
  if (fecha < minima) {
    return `La fecha de inicio no puede ser anterior al ${formatearFecha(minima)}: un préstamo empieza como mucho ${aniosAtras} años atrás.`;
  }
  if (fecha > maxima) {
    return `La fecha de inicio no puede ser posterior al ${formatearFecha(maxima)}: un préstamo empieza como mucho ${aniosAdelante} año adelante.`;
  }
  return null;
}
