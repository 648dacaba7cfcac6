import { afterEach, describe, expect, it } from 'vitest';
import {
  cargarHistorial,
  enVivoActual,
  limpiarNotificaciones,
  marcarVistas,
  quitarUnaNotificacion,
  recibirNotificacion,
} from './almacen-en-vivo';
import type { Notificacion } from './historial';

afterEach(() => localStorage.clear());

const actual = () => ({ ...enVivoActual(), ids: enVivoActual().notificaciones.map((n) => n.id) });

const n = (
  id: number,
  type = 'cliente.creado',
  data: Record<string, unknown> = { nombre: `C${id}` },
): Notificacion => ({
  id,
  type,
  data,
  ts: id,
  recibida: id,
});

describe('el almacén en vivo de la pestaña', () => {
  it('guarda bajo la clave de la empresa y el usuario; quitar y limpiar también se guardan', () => {
    cargarHistorial('3', 9);
    recibirNotificacion(n(1), true);
    recibirNotificacion(n(2), true);
    recibirNotificacion(n(3), false);
    expect(actual().ids).toEqual([3, 2, 1]);
    expect(JSON.parse(localStorage.getItem('notificaciones:v1:3:9') ?? '[]')).toHaveLength(2);
    quitarUnaNotificacion(2);
    expect(actual().ids).toEqual([3, 1]);
    expect(JSON.parse(localStorage.getItem('notificaciones:v1:3:9') ?? '[]')).toHaveLength(2);
    limpiarNotificaciones();
    expect(actual().ids).toEqual([]);
    expect(localStorage.getItem('notificaciones:v1:3:9')).toBeNull();
  });

  it('el mensaje de chat propio no se notifica; el de otro sí', () => {
    cargarHistorial('3', 9);
    recibirNotificacion(n(5, 'chat.message', { by_id: 9, body: 'hola' }), true);
    recibirNotificacion(n(6, 'chat.message', { by_id: 4, body: 'hola' }), true);
    expect(actual().ids).toEqual([6]);
  });

  it('otra empresa u otro usuario, otro historial', () => {
    cargarHistorial('3', 9);
    recibirNotificacion(n(1), true);
    cargarHistorial('4', 9);
    expect(actual().ids).toEqual([]);
    cargarHistorial('3', 9);
    expect(actual().ids).toEqual([1]);
  });

  it('abrir la campana guarda la hora', () => {
    cargarHistorial('3', 9);
    marcarVistas();
    expect(Number(localStorage.getItem('notificaciones:v1:3:9:visto'))).toBeGreaterThan(0);
    expect(actual().visto).toBeGreaterThan(0);
  });
});
