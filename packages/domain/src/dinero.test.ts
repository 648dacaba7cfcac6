import { describe, expect, it } from 'vitest';
import { formatearCentavos, formatearImporte, formatearPesos, pesosACentavos } from './dinero';

describe('dinero', () => {
  it('muestra RD$ con separador de miles y dos decimales (es-DO), pegado a la cifra con un espacio que no parte', () => {
    expect(formatearCentavos(123_456)).toBe('RD$\u00a01,234.56');
    expect(formatearCentavos(80_000)).toBe('RD$\u00a0800.00');
    expect(formatearCentavos(5)).toBe('RD$\u00a00.05');
    expect(formatearCentavos(0)).toBe('RD$\u00a00.00');
    expect(formatearCentavos(-150_050)).toBe('-RD$\u00a01,500.50');
    expect(formatearCentavos(123_456_789_01)).toBe('RD$\u00a0123,456,789.01');
  });

  it('convierte pesos de JSON a centavos exactos', () => {
    expect(pesosACentavos(0.1 + 0.2)).toBe(30);
    expect(pesosACentavos(1234.56)).toBe(123_456);
    expect(pesosACentavos(19.99)).toBe(1999);
    expect(formatearPesos(1500)).toBe('RD$\u00a01,500.00');
  });
});

describe('formatearImporte', () => {
  it('los mismos dígitos que formatearPesos, sin el símbolo', () => {
    expect(formatearImporte(1234.5)).toBe('1,234.50');
    expect(formatearImporte(0.1 + 0.2)).toBe('0.30');
    expect(formatearImporte(0)).toBe('0.00');
  });
});
