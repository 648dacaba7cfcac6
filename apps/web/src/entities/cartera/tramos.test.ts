import type { TramoDeCartera } from '@prestamos/contract';
import { describe, expect, it } from 'vitest';
import { colorDeTramo, porcionesDeTramos } from './tramos';

const tramo = (codigo: string, nombre: string, capital: number): TramoDeCartera => ({
  codigo,
  nombre,
  prestamos: capital > 0 ? 1 : 0,
  capital,
  porcentaje: 0,
});

describe('tramos de la cartera', () => {
  it('una porción por tramo con capital, con su color', () => {
    expect(
      porcionesDeTramos([
        tramo('AL_DIA', 'Al día', 1_000),
        tramo('D61_90', '61 a 90 días', 0),
        tramo('MAS_90', 'Más de 90 días', 250),
      ]),
    ).toEqual([
      { name: 'Al día', value: 1_000, color: 'teal.7' },
      { name: 'Más de 90 días', value: 250, color: 'red.9' },
    ]);
  });

  it('un tramo que no conoce va en gris', () => {
    expect(colorDeTramo('OTRO')).toBe('gray.6');
  });
});
