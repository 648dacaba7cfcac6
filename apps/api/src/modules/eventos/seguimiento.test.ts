import { describe, expect, it } from 'vitest';
import { SeguimientoDeIds } from './seguimiento';

describe('SeguimientoDeIds', () => {
  it('entrega cada id una vez y pide los huecos hasta que aparecen', () => {
    const s = new SeguimientoDeIds(10, 60_000);
    expect(s.recibir([11, 13], 0)).toEqual([11, 13]);
    expect(s.pedido(1)).toEqual({ desde: 13, huecos: [12] });
    expect(s.recibir([13], 2)).toEqual([]);
    expect(s.recibir([12, 14], 3)).toEqual([12, 14]);
    expect(s.pedido(4)).toEqual({ desde: 14, huecos: [] });
    expect(s.recibir([12], 5)).toEqual([]);
  });

  it('un hueco que no aparece en la espera máxima era de una transacción deshecha: se deja de pedir', () => {
    const s = new SeguimientoDeIds(0, 1_000);
    s.recibir([1, 3], 0);
    expect(s.pedido(999).huecos).toEqual([2]);
    expect(s.pedido(1_001).huecos).toEqual([]);
    expect(s.recibir([2], 1_002)).toEqual([]);
  });

  it('un salto enorme de la secuencia no anota más de mil huecos', () => {
    const s = new SeguimientoDeIds(0, 1_000);
    s.recibir([1_000_000], 0);
    expect(s.cantidadDeHuecos).toBe(1000);
  });
});
