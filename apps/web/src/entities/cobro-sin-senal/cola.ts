import { Cobro } from '@prestamos/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { claveUnica } from '../../lib/clave-unica';
import { refrescarCartera } from '../../lib/consultas';
import { type Sesion, useSesion } from '../../lib/sesion';
import { borrarDias, descartarCobro, guardarCobro, leerCola, siguienteProvisional } from './base-local';
import { type CobroEnCola, crearSincronizador, type Respuesta } from './maquina';

/** El cobrador de la sesión: empresa y usuario. La copia del día y la cola son suyas y de nadie más. */
export function duenoDe(sesion: Sesion): string | null {
  return sesion.empresa && sesion.user ? `${sesion.empresa.id_empresa}:${sesion.user.usuario}` : null;
}

// La cola del cobrador en memoria, para las pantallas (useSyncExternalStore); la verdad está en IndexedDB.
let dueno: string | null = null;
let cola: CobroEnCola[] = [];
const oyentes = new Set<() => void>();

async function recargar() {
  const actual = dueno;
  const leida = actual ? await leerCola(actual) : [];
  if (actual !== dueno) return;
  const sincronizados = leida.filter((c) => c.estado === 'SINCRONIZADO').length;
  if (sincronizados > cola.filter((c) => c.estado === 'SINCRONIZADO').length) void refrescarCartera();
  cola = leida;
  for (const o of oyentes) o();
}

export function useColaDeCobros(): CobroEnCola[] {
  return useSyncExternalStore(
    (o) => {
      oyentes.add(o);
      return () => oyentes.delete(o);
    },
    () => cola,
  );
}

/** Envía un cobro con su clave y traduce la respuesta (o su falta) para la máquina de la cola. */
async function enviar(c: CobroEnCola): Promise<Respuesta> {
  try {
    const cobro = await api(`/pagos/${c.id_pago}/cobrar`, Cobro, {
      method: 'POST',
      body: c.cuerpo,
      headers: { 'idempotency-key': c.clave },
    });
    return { ok: true, cobro };
  } catch (error) {
    if (error instanceof ApiError)
      return { ok: false, status: error.status, code: error.code, message: error.message };
    return { ok: false, status: 0, message: '' };
  }
}

const sincronizador = crearSincronizador(
  {
    leer: () => (dueno ? leerCola(dueno) : Promise.resolve([])),
    guardar: guardarCobro,
    enviar,
    ahora: () => Date.now(),
  },
  () => void recargar(),
);

/** «Sincronizar ahora», la red que vuelve: envía ya, sin esperar el turno del reintento. */
export const sincronizarAhora = () => sincronizador.sincronizar(true);

export type NuevoCobro = Omit<
  CobroEnCola,
  | 'clave'
  | 'dueno'
  | 'orden'
  | 'provisional'
  | 'estado'
  | 'intentos'
  | 'proximo_intento'
  | 'motivo'
  | 'que_hacer'
  | 'recibo'
>;

/** Guarda un cobro hecho sin señal, con su clave nueva y su recibo provisional, y prueba enviarlo. */
export async function encolarCobro(datos: NuevoCobro): Promise<CobroEnCola> {
  if (!dueno) throw new Error('Sin sesión');
  const { provisional, orden } = await siguienteProvisional();
  const c: CobroEnCola = {
    ...datos,
    clave: claveUnica(),
    dueno,
    orden,
    provisional,
    estado: 'PENDIENTE',
    intentos: 0,
    proximo_intento: 0,
    motivo: null,
    que_hacer: null,
    recibo: null,
  };
  await guardarCobro(c);
  await recargar();
  void avisarAlServiceWorker();
  void sincronizador.sincronizar(false);
  return c;
}

export async function descartar(clave: string): Promise<void> {
  await descartarCobro(clave);
  await recargar();
}

/** Background Sync donde existe (Chromium en Android): despierta a la app al volver la señal. Nunca es el único camino. */
async function avisarAlServiceWorker() {
  const registro = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const conSync = registro as
    | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
    | undefined;
  await conSync?.sync?.register('cola-de-cobros').catch(() => {});
}

/**
 * La cola del cobrador en marcha, una vez en el área privada: envía al abrir la app, al volver la red, al volver a
 * verse la página y cuando el service worker avisa (Background Sync). Al salir del área privada (cierre de sesión)
 * se borra el día bajado; la cola queda para cuando ese cobrador vuelva a entrar.
 */
export function useSincronizacionDeCobros() {
  const actual = duenoDe(useSesion());
  useEffect(() => {
    dueno = actual;
    cola = [];
    void recargar().then(() => sincronizador.sincronizar(false));
    const alVolverLaRed = () => void sincronizarAhora();
    const alVerse = () => document.visibilityState === 'visible' && void sincronizador.sincronizar(false);
    const alAvisar = (e: MessageEvent) => e.data?.tipo === 'sincronizar-cola' && void sincronizarAhora();
    window.addEventListener('online', alVolverLaRed);
    document.addEventListener('visibilitychange', alVerse);
    navigator.serviceWorker?.addEventListener('message', alAvisar);
    return () => {
      window.removeEventListener('online', alVolverLaRed);
      document.removeEventListener('visibilitychange', alVerse);
      navigator.serviceWorker?.removeEventListener('message', alAvisar);
      sincronizador.detener();
      dueno = null;
    };
  }, [actual]);
  useEffect(() => () => void borrarDias(), []);
}
