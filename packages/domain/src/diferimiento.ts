import { formatearFecha, sumarDias } from './fechas';

/** La fecha propuesta al diferir es el vencimiento más 7 días. */
const DIAS_PROPUESTOS = 7;

/**
 * Cuántos días puede correrse una cuota desde su vencimiento original: un ajuste de cada empresa (por defecto 90, de 1
 * a 365). Sin él, la última cuota se difería al 9999-12-31 y el préstamo nunca caía en mora.
 */
export const DIAS_MAXIMOS_DE_DIFERIMIENTO = { porDefecto: 90, minimo: 1, maximo: 365 } as const;

/** El tope de la empresa para una cuota: su vencimiento original y los días que puede correrse desde él. */
export interface TopeDeDiferimiento {
  fechaOriginal: string;
  dias: number;
}

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
 * Error de la nueva fecha de una cuota diferida, o null si sirve. Los dos primeros textos son los de la pantalla. Los
 * topes son nuestros: pasada la cuota siguiente, esa vencería (y cobraría mora) sin poder cobrarse, porque solo se
 * cobra la primera cuota abierta; y ninguna cuota se corre más días de los que la empresa permite desde su vencimiento
 * original (así diferir varias veces tampoco lo salta). Si ambos topes se pasan, se nombra el más cercano.
 */
export function errorDeLaNuevaFecha(
  nueva: string,
  actual: string,
  siguiente: CuotaSiguiente | null,
  tope?: TopeDeDiferimiento,
): string | null {
  if (!nueva) return 'Selecciona la nueva fecha';
  if (nueva <= actual) return 'La nueva fecha debe ser posterior a la actual';
  const limite = tope ? sumarDias(tope.fechaOriginal, tope.dias) : null;
  if (siguiente && nueva > siguiente.fecha && (limite === null || siguiente.fecha <= limite)) {
    return `La nueva fecha no puede pasar del vencimiento de la cuota ${siguiente.no} (${formatearFecha(siguiente.fecha)}).`;
  }
  if (tope && limite !== null && nueva > limite) {
    return `La nueva fecha no puede pasar de ${tope.dias} días después del vencimiento original de la cuota (${formatearFecha(tope.fechaOriginal)}): a más tardar el ${formatearFecha(limite)}.`;
  }
  return null;
}
