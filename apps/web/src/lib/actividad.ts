import { CLAVES, escribir, leerTexto } from './almacen';

/**
 * Última interacción del usuario, compartida entre pestañas por el almacenamiento. La API la recibe en cada llamada
 * (cabecera de actividad), así una llamada de fondo no alarga una sesión abandonada.
 */
export function leerUltimaActividad(): number {
  const valor = Number(leerTexto(CLAVES.ultimaActividad));
  return Number.isFinite(valor) ? valor : 0;
}

export function registrarActividad(momento = Date.now()): void {
  escribir(CLAVES.ultimaActividad, String(momento));
}
