import { describe, expect, it } from 'vitest';
import { repartirDescuento } from './cobros';

describe('repartirDescuento', () => {
  const pendientes = [
    { mora: 500, interes: 1000, capital: 3000 },
    { mora: 0, interes: 800, capital: 3200 },
    { mora: 0, interes: 600, capital: 3400 },
  ];

  it('perdona primero la mora, luego el interés de las últimas cuotas, luego capital', () => {
    expect(repartirDescuento(pendientes, 1700)).toEqual([
      { mora: 500, interes: 0, capital: 0 },
      { mora: 0, interes: 600, capital: 0 },
      { mora: 0, interes: 600, capital: 0 },
    ]);
    expect(repartirDescuento(pendientes, 3000)).toEqual([
      { mora: 500, interes: 1000, capital: 0 },
      { mora: 0, interes: 800, capital: 0 },
      { mora: 0, interes: 600, capital: 100 },
    ]);
  });

  it('sin descuento no toca nada; más de lo pendiente es un error de programación', () => {
    expect(repartirDescuento(pendientes, 0).every((p) => p.mora + p.interes + p.capital === 0)).toBe(true);
    expect(() => repartirDescuento(pendientes, 12_501)).toThrow('El descuento supera lo pendiente.');
  });
});
