import type { EventoEnVivo } from '@prestamos/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { idDelCausante } from './evento';
import {
  agregarNotificacion,
  claveDeHistorial,
  claveDeVisto,
  guardarHistorial,
  guardarVisto,
  leerHistorial,
  leerVisto,
  type Notificacion,
  quitarNotificacion,
} from './historial';

/** Estado de la conexión (docs/producto.md#eventos-y-chat): empieza conectando; `ok` mientras el flujo está abierto. */
export type EstadoDeConexion = 'connecting' | 'ok';

export interface EnVivo {
  conexion: EstadoDeConexion;
  notificaciones: Notificacion[];
  /** Cuándo abrió el usuario la campana por última vez (reloj del navegador). */
  visto: number;
}

/**
 * Lo que comparten el centro del tablero y la campana del encabezado, uno por pestaña: el estado de la conexión y el
 * historial guardado. Solo la pestaña que tiene el flujo escribe lo que llega (las demás lo reciben por el canal y
 * releen con el evento `storage`); limpiar, quitar y "visto" los escribe la pestaña donde se hacen, y las otras se
 * enteran por el mismo evento.
 */
let clave = claveDeHistorial('1', null);
let idUsuario: number | null = null;
let estado: EnVivo = { conexion: 'connecting', notificaciones: [], visto: 0 };
const oyentes = new Set<() => void>();
const oyentesDeEventos = new Set<(evento: EventoEnVivo) => void>();

function cambiar(parcial: Partial<EnVivo>) {
  estado = { ...estado, ...parcial };
  for (const oyente of oyentes) oyente();
}

/** El historial de esta empresa y este usuario: al entrar, al cambiar de empresa o de usuario (también en otra pestaña). */
export function cargarHistorial(tenant: string, usuario: number | null): void {
  clave = claveDeHistorial(tenant, usuario);
  idUsuario = usuario;
  cambiar({ notificaciones: leerHistorial(clave), visto: leerVisto(clave) });
}

window.addEventListener('storage', (e) => {
  if (e.key === null || e.key === clave || e.key === claveDeVisto(clave))
    cambiar({ notificaciones: leerHistorial(clave), visto: leerVisto(clave) });
});

export function fijarConexion(conexion: EstadoDeConexion): void {
  if (conexion !== estado.conexion) cambiar({ conexion });
}

/**
 * Un evento del flujo: lo oyen las pantallas que reaccionan a él (la mensajería recarga sus hilos) y, salvo el propio
 * mensaje de chat de quien lo escribió, va al historial. `guardar` solo en la pestaña que tiene el flujo.
 */
export function recibirNotificacion(n: Notificacion, guardar: boolean): void {
  for (const oyente of oyentesDeEventos) oyente(n);
  if (n.type.startsWith('chat.') && idUsuario !== null && idDelCausante(n) === idUsuario) return;
  const lista = agregarNotificacion(estado.notificaciones, n);
  if (lista === estado.notificaciones) return;
  cambiar({ notificaciones: lista });
  if (guardar) guardarHistorial(clave, lista);
}

export function limpiarNotificaciones(): void {
  cambiar({ notificaciones: [] });
  guardarHistorial(clave, []);
}

export function quitarUnaNotificacion(id: number): void {
  const lista = quitarNotificacion(estado.notificaciones, id);
  cambiar({ notificaciones: lista });
  guardarHistorial(clave, lista);
}

/** Abrir la campana pone en cero las no leídas (en todas las pestañas). */
export function marcarVistas(): void {
  const ahora = Date.now();
  cambiar({ visto: ahora });
  guardarVisto(clave, ahora);
}

function suscribir(oyente: () => void) {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
}

/** Lo que hay ahora, fuera de React (las pruebas, quien lo necesite al momento). */
export const enVivoActual = (): EnVivo => estado;

export function useEnVivo(): EnVivo {
  return useSyncExternalStore(suscribir, enVivoActual);
}

/** Llama a `alLlegar` con cada evento de esos tipos que llega por el flujo compartido, mientras el componente vive. */
export function useEventosEnVivo(tipos: readonly string[], alLlegar: (evento: EventoEnVivo) => void): void {
  const actual = useRef(alLlegar);
  actual.current = alLlegar;
  const lista = tipos.join(',');
  useEffect(() => {
    const buscados = new Set(lista.split(','));
    const oyente = (e: EventoEnVivo) => {
      if (buscados.has(e.type)) actual.current(e);
    };
    oyentesDeEventos.add(oyente);
    return () => {
      oyentesDeEventos.delete(oyente);
    };
  }, [lista]);
}
