import { describe, expect, it } from 'vitest';
import { cuerpoDePago, errorDeMonto, valoresDePago } from './formulario-de-pago';

describe('registrar pago del plan', () => {
  it('hoy, EFECTIVO y Renovación mensual; el monto debe ser mayor que 0', () => {
    const v = valoresDePago('2026-04-30');
    expect(v).toEqual({
      fecha: '2026-04-30',
      monto: '',
      metodo: 'EFECTIVO',
      referencia: '',
      concepto: 'Renovación mensual',
    });
    expect(errorDeMonto('')).toBe('Indique un monto válido');
    expect(errorDeMonto(0)).toBe('Indique un monto válido');
    expect(errorDeMonto(0.01)).toBeNull();
    expect(cuerpoDePago({ ...v, monto: 800, concepto: ' ' })).toEqual({
      fecha: '2026-04-30',
      monto: 800,
      metodo: 'EFECTIVO',
      referencia: null,
      concepto: 'Renovación mensual',
    });
  });
});
