import { formatearFecha, sumarDias } from './fechas';

/** Spec 001 §9: la fecha propuesta al diferir es el vencimiento más 7 días. */
const DIAS_PROPUESTOS = 7;

/** La cuota que sigue a la que se difiere: su vencimiento es el tope de la nueva fecha. */
export interface CuotaSiguiente {
  no: number;
  fecha: string;
}

/**
 * La fecha que se propone al diferir: 7 días más, sin pasar del vencimiento de la cuota siguiente (en un préstamo
 * diario la siguiente vence mañana, y proponer una fecha que el servidor rechaza sería un error servido de entrada).
 */
export function fechaPropuestaAlDiferir(vence: string, siguiente: CuotaSiguiente | null): string {
  const propuesta = sumarDias(vence, DIAS_PROPUESTOS);
  return siguiente && siguiente.fecha < propuesta ? siguiente.fecha : propuesta;
}

/**
 * Error de la nueva fecha de una cuota diferida, o null si sirve. Los dos primeros textos son de la spec (001 §5). El
 * tope es nuestro: pasada la cuota siguiente, esa vencería (y cobraría mora) sin poder cobrarse, porque solo se cobra
 * la primera cuota abierta.
 */
export function errorDeLaNuevaFecha(
  nueva: string,
  actual: string,
  siguiente: CuotaSiguiente | null,
): string | null {
  if (!nueva) return 'Selecciona la nueva fecha';
  if (nueva <= actual) return 'La nueva fecha debe ser posterior a la actual';
  if (siguiente && nueva > siguiente.fecha) {
    return `La nueva fecha no puede pasar del vencimiento de la cuota ${siguiente.no} (${formatearFecha(siguiente.fecha)}).`;
  }
  return null;
}
