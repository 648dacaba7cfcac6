import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enVivoActual } from './almacen-en-vivo';
import { iniciarConexionCompartida } from './conexion-compartida';

/** EventSource de mentira: cada una que se abre queda en la lista, con su dirección. */
class FuenteFalsa extends EventTarget {
  static abiertas: FuenteFalsa[] = [];
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  cerrada = false;
  constructor(readonly url: string) {
    super();
    FuenteFalsa.abiertas.push(this);
  }
  close() {
    this.cerrada = true;
  }
  emitir(tipo: string, data: unknown, id: string) {
    this.dispatchEvent(new MessageEvent(tipo, { data: JSON.stringify(data), lastEventId: id }));
  }
}

/** Web Locks de mentira: un candado exclusivo con su cola, que se suelta al resolverse la promesa de quien lo tiene. */
function candadosFalsos() {
  let ocupado = false;
  const cola: { cb: () => Promise<void>; resolver: () => void; signal?: AbortSignal }[] = [];
  const siguiente = () => {
    const turno = cola.shift();
    if (!turno) {
      ocupado = false;
      return;
    }
    ocupado = true;
    void turno.cb().then(() => {
      turno.resolver();
      siguiente();
    });
  };
  return {
    request(_nombre: string, opciones: { signal?: AbortSignal }, cb: () => Promise<void>) {
      return new Promise<void>((resolver, rechazar) => {
        const turno = { cb, resolver, signal: opciones.signal };
        opciones.signal?.addEventListener('abort', () => {
          const i = cola.indexOf(turno);
          if (i >= 0) {
            cola.splice(i, 1);
            rechazar(new DOMException('abortado', 'AbortError'));
          }
        });
        cola.push(turno);
        if (!ocupado) siguiente();
      });
    },
  };
}

const ultima = () => FuenteFalsa.abiertas.at(-1) as FuenteFalsa;
/** Lo más que se espera algo que llega por BroadcastChannel: solo la red de seguridad (de serie, 1 s). */
const ESPERA = { timeout: 30_000 };
const conexiones: { detener(): void }[] = [];

beforeEach(() => {
  FuenteFalsa.abiertas = [];
  vi.stubGlobal('EventSource', FuenteFalsa);
  Object.defineProperty(navigator, 'locks', { value: candadosFalsos(), configurable: true });
});
afterEach(() => {
  for (const c of conexiones.splice(0)) c.detener();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const iniciar = (tenant = '2') => {
  const c = iniciarConexionCompartida({ token: 't', tenant });
  conexiones.push(c);
  return c;
};

describe('un solo flujo para todas las pestañas', () => {
  it('la primera abre el flujo y reparte; las demás escuchan; al cerrarse, otra sigue desde el último id', async () => {
    const oido: unknown[] = [];
    const espia = new BroadcastChannel('prestamos:en-vivo');
    espia.onmessage = (e) => oido.push(e.data);

    const lider = iniciar();
    const otra = iniciar();
    await vi.waitFor(() => expect(FuenteFalsa.abiertas).toHaveLength(1), ESPERA);
    expect(ultima().url).toBe('/api/events/stream?token=t&tenant=2');

    ultima().onopen?.(new Event('open'));
    expect(enVivoActual().conexion).toBe('ok');
    ultima().emitir('caja.mov', { id: 30, type: 'caja.mov', data: { monto: 5 }, ts: 1 }, '30');
    await vi.waitFor(
      () => expect(oido).toContainEqual(expect.objectContaining({ tipo: 'notificacion', ultimoId: '30' })),
      ESPERA,
    );
    expect(oido).toContainEqual({ tipo: 'estado', estado: 'ok', ultimoId: null });
    expect(enVivoActual().notificaciones.map((n) => n.id)).toEqual([30]);

    lider.detener();
    await vi.waitFor(() => expect(FuenteFalsa.abiertas).toHaveLength(2), ESPERA);
    expect(FuenteFalsa.abiertas[0]?.cerrada).toBe(true);
    expect(ultima().url).toBe('/api/events/stream?token=t&tenant=2&lastEventId=30');

    // Otra empresa empieza su propio flujo; sin token, ninguno.
    otra.actualizar({ token: 't', tenant: '5' });
    expect(ultima().url).toBe('/api/events/stream?token=t&tenant=5');
    otra.actualizar(null);
    expect(ultima().cerrada).toBe(true);
    expect(FuenteFalsa.abiertas).toHaveLength(3);
    expect(enVivoActual().conexion).toBe('connecting');
    espia.close();
  });

  it('sin Web Locks cada pestaña abre el suyo', () => {
    Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
    iniciar();
    iniciar();
    expect(FuenteFalsa.abiertas).toHaveLength(2);
  });
});
