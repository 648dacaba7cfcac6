import { type EstadoDeConexion, fijarConexion, recibirNotificacion } from './almacen-en-vivo';
import { abrirFlujo, type Flujo, type ParametrosDelFlujo } from './flujo';
import type { Notificacion } from './historial';

const CANDADO = 'prestamos:flujo-en-vivo';
const CANAL = 'prestamos:en-vivo';

type Mensaje =
  | { tipo: 'estado'; estado: EstadoDeConexion; ultimoId: string | null }
  | { tipo: 'notificacion'; notificacion: Notificacion; ultimoId: string | null }
  | { tipo: 'pregunta' };

export interface ConexionCompartida {
  /** La sesión cambió (aquí o en otra pestaña): la pestaña que tiene el flujo lo vuelve a abrir con la nueva. */
  actualizar(parametros: ParametrosDelFlujo | null): void;
  detener(): void;
}

/**
 * Un solo flujo por navegador, no uno por pestaña: con HTTP/1.1 el navegador abre como mucho seis conexiones por
 * servidor, y ocho pestañas con su flujo cada una dejarían a todas sin poder pedir nada. Las pestañas eligen una que
 * lo abre con un candado (Web Locks): la que lo tiene conecta y reparte cada evento y cada cambio de estado por un
 * BroadcastChannel; las demás esperan el candado y escuchan. Al cerrarse la que lo tiene, el navegador suelta el
 * candado y lo toma otra, que sigue desde el último id que todas oyeron.
 *
 * Sin Web Locks (un navegador viejo, o una página servida por http fuera de localhost, que no es contexto seguro)
 * cada pestaña abre su propio flujo, como antes.
 */
export function iniciarConexionCompartida(inicial: ParametrosDelFlujo | null): ConexionCompartida {
  const canal = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CANAL) : null;
  const abandono = new AbortController();
  let parametros = inicial;
  let ultimoId: string | null = null;
  let estado: EstadoDeConexion = 'connecting';
  let lider = false;
  let flujo: (Flujo & { ultimoId(): string | null }) | null = null;
  let soltar: () => void = () => {};

  const publicar = (m: Mensaje) => canal?.postMessage(m);

  const alEstado = (nuevo: EstadoDeConexion) => {
    estado = nuevo;
    fijarConexion(nuevo);
    publicar({ tipo: 'estado', estado: nuevo, ultimoId });
  };

  const abrir = () => {
    flujo?.cerrar();
    flujo = null;
    if (!parametros) {
      alEstado('connecting');
      return;
    }
    flujo = abrirFlujo(
      parametros,
      (evento) => {
        ultimoId = flujo?.ultimoId() ?? ultimoId;
        const notificacion: Notificacion = { ...evento, recibida: Date.now() };
        recibirNotificacion(notificacion, true);
        publicar({ tipo: 'notificacion', notificacion, ultimoId });
      },
      alEstado,
      { ultimoId },
    );
  };

  if (canal)
    canal.onmessage = (e: MessageEvent<Mensaje>) => {
      const m = e.data;
      if (m.tipo === 'pregunta') {
        if (lider) publicar({ tipo: 'estado', estado, ultimoId });
      } else if (!lider && m.tipo === 'estado') {
        ultimoId = m.ultimoId ?? ultimoId;
        fijarConexion(m.estado);
      } else if (!lider && m.tipo === 'notificacion') {
        ultimoId = m.ultimoId ?? ultimoId;
        recibirNotificacion(m.notificacion, false);
      }
    };

  const liderar = () =>
    new Promise<void>((resolver) => {
      lider = true;
      soltar = resolver;
      abrir();
    });

  if (typeof navigator !== 'undefined' && navigator.locks && canal) {
    navigator.locks.request(CANDADO, { signal: abandono.signal }, liderar).catch(() => {
      // Abortado al detener mientras esperaba el candado: nada que hacer.
    });
    publicar({ tipo: 'pregunta' });
  } else {
    void liderar();
  }

  return {
    actualizar(nuevos) {
      const igual = nuevos?.token === parametros?.token && nuevos?.tenant === parametros?.tenant;
      // Otra empresa (soporte cambia de vista) empieza su propio flujo: repetir desde un id de la anterior no sirve.
      if (nuevos?.tenant !== parametros?.tenant) ultimoId = null;
      parametros = nuevos;
      if (lider && !igual) abrir();
    },
    detener() {
      abandono.abort();
      flujo?.cerrar();
      flujo = null;
      lider = false;
      soltar();
      canal?.close();
    },
  };
}
