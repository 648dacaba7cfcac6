import { describe, expect, it } from 'vitest';
import { leerFiltro } from './filtro-en-url';

const ESTADOS = [{ value: '' }, { value: 'VIGENTE' }, { value: 'EN MORA' }] as const;

describe('filtro en la dirección', () => {
  it('toma el valor si es uno de los válidos, con espacios codificados', () => {
    expect(leerFiltro(new URLSearchParams('estado=EN%20MORA'), 'estado', ESTADOS, '')).toBe('EN MORA');
  });

  it('sin el parámetro o con un valor desconocido, el de por defecto', () => {
    expect(leerFiltro(new URLSearchParams(''), 'estado', ESTADOS, '')).toBe('');
    expect(leerFiltro(new URLSearchParams('estado=BORRADO'), 'estado', ESTADOS, '')).toBe('');
  });
});
