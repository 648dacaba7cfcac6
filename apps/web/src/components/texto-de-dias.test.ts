import { describe, expect, it } from 'vitest';
import { textoDeAtraso, textoDeVencimiento } from './texto-de-dias';

describe('textos de días', () => {
  it('los días de atraso en singular y plural', () => {
    expect(textoDeAtraso(1)).toBe('1 día de atraso');
    expect(textoDeAtraso(123)).toBe('123 días de atraso');
  });

  it('lo que falta para el vencimiento: hoy, mañana o en n días', () => {
    expect(textoDeVencimiento(0)).toBe('Vence hoy');
    expect(textoDeVencimiento(1)).toBe('Vence mañana');
    expect(textoDeVencimiento(7)).toBe('Vence en 7 días');
  });
});
