import { ALIAS_DE_EVENTO, type EventoEnVivo } from '@prestamos/contract';
import { escribir, leerJson } from '../../lib/almacen';

/** Cuántas notificaciones guarda el navegador (docs/producto.md#eventos-y-chat); las más viejas se descartan. */
export const MAXIMO_DE_NOTIFICACIONES = 200;

/**
 * Una notificación del historial: el evento tal como llegó (`EventoEnVivo`, packages/contract/src/eventos.ts) y
 * cuándo lo recibió este navegador, con su propio reloj: la insignia de no leídas compara con la hora en que se abrió
 * la campana, y mezclar el reloj del servidor con el del navegador marcaría como leídas (o no) las que no son.
 */
export interface Notificacion extends EventoEnVivo {
  recibida: number;
}

/**
 * La clave del historial combina la versión 1, la empresa y el usuario ('anon' sin usuario)
 * (docs/producto.md#eventos-y-chat).
 */
export function claveDeHistorial(tenant: string, idUsuario: number | null | undefined): string {
  return `notificaciones:v1:${tenant}:${idUsuario ?? 'anon'}`;
}

/** Hasta cuándo vio el usuario la campana, junto a su historial (también por empresa y usuario). */
export const claveDeVisto = (claveHistorial: string) => `${claveHistorial}:visto`;

/** Los tipos repetidos en inglés (login.success, cliente.created...): una operación se muestra en una sola línea. */
export const esAlias = (tipo: string) => Object.hasOwn(ALIAS_DE_EVENTO, tipo);

/** JSON con las claves ordenadas: dos datos iguales escritos en otro orden se reconocen como iguales. */
function jsonOrdenado(valor: unknown): string {
  return JSON.stringify(valor, (_clave, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Agrega una notificación al principio (las más nuevas primero), con tope de 200. Se descarta (devuelve la misma
 * lista) si es un alias, si su id ya está (la misma llega por el flujo de otra pestaña o al reconectar) o si la más
 * nueva guardada tiene el mismo tipo y los mismos datos (docs/producto.md#eventos-y-chat).
 */
export function agregarNotificacion(lista: Notificacion[], nueva: Notificacion): Notificacion[] {
  if (esAlias(nueva.type)) return lista;
  if (lista.some((n) => n.id === nueva.id)) return lista;
  const ultima = lista[0];
  if (ultima && ultima.type === nueva.type && jsonOrdenado(ultima.data) === jsonOrdenado(nueva.data))
    return lista;
  return [nueva, ...lista].slice(0, MAXIMO_DE_NOTIFICACIONES);
}

export function quitarNotificacion(lista: Notificacion[], id: number): Notificacion[] {
  return lista.filter((n) => n.id !== id);
}

function esNotificacion(valor: unknown): valor is Notificacion {
  if (!valor || typeof valor !== 'object') return false;
  const n = valor as Record<string, unknown>;
  return (
    typeof n.id === 'number' &&
    typeof n.type === 'string' &&
    typeof n.ts === 'number' &&
    !!n.data &&
    typeof n.data === 'object' &&
    !Array.isArray(n.data)
  );
}

/**
 * El historial guardado: un JSON corrupto o que no es una lista se lee como vacío, y una entrada sin la forma de una
 * notificación se salta (la escribió otra versión, o alguien a mano).
 */
export function leerHistorial(clave: string): Notificacion[] {
  const guardado = leerJson<unknown>(clave, []);
  if (!Array.isArray(guardado)) return [];
  return guardado
    .filter(esNotificacion)
    .map((n) => ({ ...n, recibida: typeof n.recibida === 'number' ? n.recibida : n.ts }))
    .slice(0, MAXIMO_DE_NOTIFICACIONES);
}

/** Un fallo al escribir (cuota llena, modo privado) se ignora: el historial sigue en memoria. */
export function guardarHistorial(clave: string, lista: Notificacion[]): void {
  escribir(clave, lista.length ? lista : null);
}

export function leerVisto(clave: string): number {
  const valor = leerJson<unknown>(claveDeVisto(clave), 0);
  return typeof valor === 'number' ? valor : 0;
}

export function guardarVisto(clave: string, instante: number): void {
  escribir(claveDeVisto(clave), instante);
}

/** Las que llegaron después de la última vez que el usuario abrió la campana. */
export function contarNoLeidas(lista: Notificacion[], visto: number): number {
  return lista.filter((n) => n.recibida > visto).length;
}
