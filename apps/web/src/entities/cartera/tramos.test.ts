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
        tramo('D60_89', '60 a 89 días', 0),
        tramo('D90_MAS', '90 días o más', 250),
      ]),
    ).toEqual([
      { name: 'Al día', value: 1_000, color: 'teal.7' },
      { name: '90 días o más', value: 250, color: 'red.9' },
    ]);
  });

  it('un tramo que no conoce va en gris', () => {
    expect(colorDeTramo('OTRO')).toBe('gray.6');
  });
});
