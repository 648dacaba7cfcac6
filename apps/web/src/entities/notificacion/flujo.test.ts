import type { EventoEnVivo } from '@prestamos/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { abrirFlujo, ESPERA_PARA_RECONECTAR_MS, urlDelFlujo } from './flujo';

/** Una EventSource de mentira: guarda sus oyentes para que la prueba emita lo que mandaría el servidor. */
class FuenteFalsa extends EventTarget {
  static creadas: FuenteFalsa[] = [];
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  cerrada = false;
  constructor(readonly url: string) {
    super();
    FuenteFalsa.creadas.push(this);
  }
  close() {
    this.cerrada = true;
  }
  emitir(tipo: string, data: unknown, id = '') {
    const e = new MessageEvent(tipo, { data: JSON.stringify(data), lastEventId: id });
    if (tipo === 'message') this.onmessage?.(e);
    else this.dispatchEvent(e);
  }
}

const crear = (url: string) => new FuenteFalsa(url) as unknown as EventSource;
const ultima = () => FuenteFalsa.creadas.at(-1) as FuenteFalsa;

beforeEach(() => {
  FuenteFalsa.creadas = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('el flujo de eventos', () => {
  it('la dirección lleva token, empresa y, si hay, el último id', () => {
    expect(urlDelFlujo({ token: 'a b', tenant: '2' }, null)).toBe('/api/events/stream?token=a+b&tenant=2');
    expect(urlDelFlujo({ token: 't', tenant: '2' }, '41')).toBe(
      '/api/events/stream?token=t&tenant=2&lastEventId=41',
    );
  });

  it('conectando hasta que abre, ok abierto; tras un error, conectando y otra vez a los 2 s desde el último id', () => {
    const estados: string[] = [];
    const eventos: EventoEnVivo[] = [];
    const flujo = abrirFlujo(
      { token: 't', tenant: '1' },
      (e) => eventos.push(e),
      (s) => estados.push(s),
      { crear },
    );
    expect(estados).toEqual(['connecting']);
    ultima().onopen?.(new Event('open'));
    ultima().emitir('connected', { ok: true });
    expect(estados.at(-1)).toBe('ok');

    ultima().emitir('pago.registrado', { id: 7, type: 'pago.registrado', data: { monto: 1 }, ts: 1 }, '7');
    ultima().emitir('message', { type: 'app.message', data: { message: 'x' } }, '8');
    expect(eventos.map((e) => [e.id, e.type])).toEqual([
      [7, 'pago.registrado'],
      [8, 'app.message'],
    ]);

    const primera = ultima();
    primera.onerror?.(new Event('error'));
    expect(primera.cerrada).toBe(true);
    expect(estados.at(-1)).toBe('connecting');
    vi.advanceTimersByTime(ESPERA_PARA_RECONECTAR_MS - 1);
    expect(FuenteFalsa.creadas).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FuenteFalsa.creadas).toHaveLength(2);
    expect(ultima().url).toBe('/api/events/stream?token=t&tenant=1&lastEventId=8');

    flujo.cerrar();
    expect(ultima().cerrada).toBe(true);
    ultima().onerror?.(new Event('error'));
    vi.advanceTimersByTime(10_000);
    expect(FuenteFalsa.creadas).toHaveLength(2);
  });
});
