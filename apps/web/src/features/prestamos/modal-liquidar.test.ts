import { describe, expect, it } from 'vitest';
import { descuentoDeLiquidacion } from './modal-liquidar';

describe('descuento de la liquidación (docs/producto.md#prestamos)', () => {
  it('por monto: entre 0 y lo adeudado', () => {
    expect(descuentoDeLiquidacion(67_695.24, 'monto', 1_000)).toBe(1_000);
    expect(descuentoDeLiquidacion(67_695.24, 'monto', 99_999)).toBe(67_695.24);
    expect(descuentoDeLiquidacion(67_695.24, 'monto', -5)).toBe(0);
  });

  it('por porcentaje: entre 0 y 100, redondeado al centavo', () => {
    expect(descuentoDeLiquidacion(67_695.24, 'porcentaje', 10)).toBe(6_769.52);
    expect(descuentoDeLiquidacion(100.05, 'porcentaje', 50)).toBe(50.03);
    expect(descuentoDeLiquidacion(67_695.24, 'porcentaje', 150)).toBe(67_695.24);
    expect(descuentoDeLiquidacion(67_695.24, 'porcentaje', -1)).toBe(0);
  });
});
