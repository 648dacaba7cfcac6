import { describe, expect, it } from 'vitest';
import { idDelCausante, leerMensajeDelFlujo, nombreDeUsuario } from './evento';

describe('mensajes del flujo', () => {
  it('un evento con nombre trae el evento entero', () => {
    const cuerpo = JSON.stringify({
      id: 41,
      type: 'caja.mov',
      data: { monto: 5 },
      ts: 7,
      userId: 2,
      userName: 'Ana',
    });
    expect(leerMensajeDelFlujo('caja.mov', cuerpo, '41')).toEqual({
      id: 41,
      type: 'caja.mov',
      data: { monto: 5 },
      ts: 7,
      userId: 2,
      userName: 'Ana',
    });
  });

  it('uno genérico se lee por type, event o topic y data o payload; el id, del id: del mensaje', () => {
    expect(
      leerMensajeDelFlujo('message', '{"event":"app.message","payload":{"message":"hola"}}', '9', 100),
    ).toEqual({ id: 9, type: 'app.message', data: { message: 'hola' }, ts: 100 });
    expect(leerMensajeDelFlujo('message', '{"topic":"x","data":{"a":1}}', '', 100)).toMatchObject({
      id: 100,
      type: 'x',
      data: { a: 1 },
    });
  });

  it('sin tipo o con JSON roto no hay evento', () => {
    expect(leerMensajeDelFlujo('message', '{"data":{}}', '1')).toBeNull();
    expect(leerMensajeDelFlujo('pago.registrado', '{roto', '1')).toBeNull();
    expect(leerMensajeDelFlujo('message', '"texto"', '1')).toBeNull();
  });
});

describe('quién lo hizo', () => {
  it('userName, si no by_name, si no by, si no usuario', () => {
    expect(nombreDeUsuario({ userName: 'Ana', data: { by_name: 'B', by: 'c', usuario: 'd' } })).toBe('Ana');
    expect(nombreDeUsuario({ data: { by_name: 'Beto', by: 'c', usuario: 'd' } })).toBe('Beto');
    expect(nombreDeUsuario({ data: { by_name: '', by: 'carla', usuario: 'd' } })).toBe('carla');
    expect(nombreDeUsuario({ data: { usuario: 'dario' } })).toBe('dario');
    expect(nombreDeUsuario({ data: {} })).toBeNull();
  });

  it('el id del causante: userId o by_id', () => {
    expect(idDelCausante({ userId: 3, data: { by_id: 4 } })).toBe(3);
    expect(idDelCausante({ data: { by_id: 4 } })).toBe(4);
    expect(idDelCausante({ data: {} })).toBeNull();
  });
});
