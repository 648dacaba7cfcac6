import { afterEach, describe, expect, it, vi } from 'vitest';
import { escribir, leerJson, leerTexto } from './almacen';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('almacenamiento del navegador', () => {
  it('un JSON corrupto se lee como vacío', () => {
    localStorage.setItem('roles', '["ADMIN"');
    expect(leerJson('roles', [])).toEqual([]);
    localStorage.setItem('user', 'null');
    expect(leerJson('user', { vacio: true })).toEqual({ vacio: true });
  });

  it('guarda texto tal cual, lo demás como JSON, y null borra', () => {
    escribir('token', 'abc');
    escribir('roles', ['ADMIN']);
    expect(localStorage.getItem('token')).toBe('abc');
    expect(leerJson('roles', [])).toEqual(['ADMIN']);
    escribir('token', null);
    expect(leerTexto('token')).toBeNull();
  });

  it('un fallo al escribir o leer (cuota llena, modo privado) se ignora', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('lleno', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('bloqueado', 'SecurityError');
    });
    expect(() => escribir('token', 'x')).not.toThrow();
    expect(leerTexto('token')).toBeNull();
  });
});
