import { type EventoEnVivo, TIPOS_DE_EVENTO } from '@prestamos/contract';
import type { EstadoDeConexion } from './almacen-en-vivo';
import { leerMensajeDelFlujo } from './evento';

/** Espera antes de volver a conectar tras un error (docs/producto.md#eventos-y-chat). */
export const ESPERA_PARA_RECONECTAR_MS = 2000;

export interface ParametrosDelFlujo {
  token: string;
  tenant: string;
}

export interface Flujo {
  cerrar(): void;
}

/** Lo mínimo de EventSource que usa el flujo (las pruebas lo reemplazan). */
export type CrearFuente = (
  url: string,
) => Pick<EventSource, 'addEventListener' | 'close' | 'onopen' | 'onerror' | 'onmessage'>;

/**
 * La dirección del flujo. El token va en la consulta porque EventSource no manda cabeceras; `lastEventId` también,
 * porque al reconectar a mano (una EventSource nueva) el navegador ya no manda la cabecera Last-Event-ID y el
 * servidor no sabría desde dónde repetir.
 */
export function urlDelFlujo(p: ParametrosDelFlujo, ultimoId: string | null): string {
  const consulta = new URLSearchParams({ token: p.token, tenant: p.tenant });
  if (ultimoId) consulta.set('lastEventId', ultimoId);
  return `/api/events/stream?${consulta}`;
}

/**
 * Abre el flujo de eventos (docs/producto.md#eventos-y-chat): `connecting` hasta que abre, `ok` abierto; ante un
 * error lo cierra, vuelve a
 * `connecting` y reconecta a los 2 s desde el último id recibido. La reconexión propia del navegador no sirve: tras un
 * 401 no reintenta, y reintenta a su ritmo, no al de la spec.
 */
export function abrirFlujo(
  p: ParametrosDelFlujo,
  alEvento: (evento: EventoEnVivo) => void,
  alEstado: (estado: EstadoDeConexion) => void,
  opciones: { crear?: CrearFuente; ultimoId?: string | null } = {},
): Flujo & { ultimoId(): string | null } {
  const crear: CrearFuente = opciones.crear ?? ((url) => new EventSource(url));
  let ultimoId = opciones.ultimoId ?? null;
  let fuente: ReturnType<CrearFuente> | null = null;
  let reloj: ReturnType<typeof setTimeout> | undefined;
  let cerrado = false;

  const leer = (e: Event) => {
    const mensaje = e as MessageEvent<string>;
    if (mensaje.lastEventId) ultimoId = mensaje.lastEventId;
    const evento = leerMensajeDelFlujo(mensaje.type, mensaje.data, mensaje.lastEventId);
    if (evento) alEvento(evento);
  };

  const conectar = () => {
    if (cerrado) return;
    alEstado('connecting');
    const f = crear(urlDelFlujo(p, ultimoId));
    fuente = f;
    f.onopen = () => alEstado('ok');
    f.addEventListener('connected', () => alEstado('ok'));
    for (const tipo of TIPOS_DE_EVENTO) f.addEventListener(tipo, leer);
    f.onmessage = leer;
    f.onerror = () => {
      f.close();
      if (fuente !== f || cerrado) return;
      fuente = null;
      alEstado('connecting');
      reloj = setTimeout(conectar, ESPERA_PARA_RECONECTAR_MS);
    };
  };

  conectar();
  return {
    ultimoId: () => ultimoId,
    cerrar() {
      cerrado = true;
      clearTimeout(reloj);
      fuente?.close();
      fuente = null;
    },
  };
}
