import { describe, expect, it } from 'vitest';
import { montoEnLetras, numeroEnLetras } from './letras';

describe('montos en letras', () => {
  it('escribe los números como en un cheque', () => {
    expect(numeroEnLetras(0)).toBe('CERO');
    expect(numeroEnLetras(1)).toBe('UNO');
    expect(numeroEnLetras(16)).toBe('DIECISÉIS');
    expect(numeroEnLetras(21)).toBe('VEINTIUNO');
    expect(numeroEnLetras(45)).toBe('CUARENTA Y CINCO');
    expect(numeroEnLetras(100)).toBe('CIEN');
    expect(numeroEnLetras(101)).toBe('CIENTO UNO');
    expect(numeroEnLetras(999)).toBe('NOVECIENTOS NOVENTA Y NUEVE');
    expect(numeroEnLetras(1000)).toBe('MIL');
    expect(numeroEnLetras(21_000)).toBe('VEINTIÚN MIL');
    expect(numeroEnLetras(31_000_000)).toBe('TREINTA Y UN MILLONES');
    expect(numeroEnLetras(100_000)).toBe('CIEN MIL');
    expect(numeroEnLetras(1_000_000)).toBe('UN MILLÓN');
    expect(numeroEnLetras(2_531_047)).toBe('DOS MILLONES QUINIENTOS TREINTA Y UN MIL CUARENTA Y SIETE');
  });

  it('monto con centavos', () => {
    expect(montoEnLetras(10_000_000)).toBe('CIEN MIL PESOS DOMINICANOS CON 00/100');
    expect(montoEnLetras(128_254)).toBe('MIL DOSCIENTOS OCHENTA Y DOS PESOS DOMINICANOS CON 54/100');
    expect(montoEnLetras(100_000_000)).toBe('UN MILLÓN DE PESOS DOMINICANOS CON 00/100');
  });
});
