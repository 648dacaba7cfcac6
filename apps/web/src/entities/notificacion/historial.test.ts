import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  agregarNotificacion,
  claveDeHistorial,
  contarNoLeidas,
  guardarHistorial,
  leerHistorial,
  MAXIMO_DE_NOTIFICACIONES,
  type Notificacion,
  quitarNotificacion,
} from './historial';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const pago = (
  id: number,
  datos: Record<string, unknown> = { monto: 1500, codigo: `PR-${id}` },
): Notificacion => ({
  id,
  type: 'pago.registrado',
  data: datos,
  ts: 1_000 + id,
  recibida: 2_000 + id,
});

describe('historial de notificaciones', () => {
  it('la clave combina la versión 1, la empresa y el usuario, o anon sin usuario', () => {
    expect(claveDeHistorial('3', 17)).toBe('notificaciones:v1:3:17');
    expect(claveDeHistorial('1', null)).toBe('notificaciones:v1:1:anon');
  });

  it('la más nueva va primero y se guardan 200 como mucho', () => {
    let lista: Notificacion[] = [];
    for (let id = 1; id <= MAXIMO_DE_NOTIFICACIONES + 5; id++) lista = agregarNotificacion(lista, pago(id));
    expect(lista).toHaveLength(200);
    expect(lista[0]?.id).toBe(205);
    expect(lista.at(-1)?.id).toBe(6);
  });

  it('se descarta la que repite tipo y datos de la más nueva, aunque las claves vengan en otro orden', () => {
    const primera = [pago(1, { monto: 1500, codigo: 'PR-1' })];
    expect(agregarNotificacion(primera, pago(2, { codigo: 'PR-1', monto: 1500 }))).toBe(primera);
    // Otro tipo con los mismos datos, u otros datos, sí entran; y la regla mira solo la más nueva.
    expect(
      agregarNotificacion(primera, { ...pago(2, { monto: 1500, codigo: 'PR-1' }), type: 'caja.mov' }),
    ).toHaveLength(2);
    const dos = agregarNotificacion(primera, pago(2, { monto: 99, codigo: 'PR-1' }));
    expect(dos).toHaveLength(2);
    expect(agregarNotificacion(dos, pago(3, { monto: 1500, codigo: 'PR-1' }))).toHaveLength(3);
  });

  it('se descarta un id que ya está (la repite otra pestaña o la reconexión) y los alias en inglés', () => {
    const lista = [pago(1), pago(2, { monto: 7 })];
    expect(agregarNotificacion(lista, pago(1, { otro: true }))).toBe(lista);
    expect(agregarNotificacion(lista, { ...pago(3), type: 'login.success' })).toBe(lista);
    expect(agregarNotificacion(lista, { ...pago(3), type: 'prestamo.created' })).toBe(lista);
  });

  it('quitar una deja las demás en su orden', () => {
    expect(quitarNotificacion([pago(3), pago(2), pago(1)], 2).map((n) => n.id)).toEqual([3, 1]);
  });

  it('un JSON corrupto, o que no es una lista, se lee vacío; una entrada sin forma se salta', () => {
    localStorage.setItem('h', '[{"id":1');
    expect(leerHistorial('h')).toEqual([]);
    localStorage.setItem('h', '{"id":1}');
    expect(leerHistorial('h')).toEqual([]);
    localStorage.setItem(
      'h',
      JSON.stringify([pago(2), { id: 'x' }, null, { id: 1, type: 'x', ts: 1, data: [] }]),
    );
    expect(leerHistorial('h').map((n) => n.id)).toEqual([2]);
  });

  it('guarda y relee; un fallo al escribir se ignora', () => {
    guardarHistorial('h', [pago(2), pago(1)]);
    expect(leerHistorial('h').map((n) => n.id)).toEqual([2, 1]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('lleno', 'QuotaExceededError');
    });
    expect(() => guardarHistorial('h', [pago(3)])).not.toThrow();
  });

  it('no leídas: las recibidas después de la última vez que se abrió la campana', () => {
    expect(contarNoLeidas([pago(3), pago(2), pago(1)], 2_001)).toBe(2);
    expect(contarNoLeidas([pago(3)], 9_999)).toBe(0);
  });
});
