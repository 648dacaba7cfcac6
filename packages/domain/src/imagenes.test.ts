import { describe, expect, it } from 'vitest';
import { imagenDemasiadoGrande, MAXIMO_DE_PIXELES, MAXIMO_LADO_EN_PIXELES } from './imagenes';

describe('medidas máximas de una imagen subida', () => {
  it('admite las fotos de teléfono y rechaza lo que pasa de 16 megapíxeles o de 8192 por lado', () => {
    for (const [ancho, alto] of [
      [1, 1],
      [4032, 3024],
      [4160, 3120],
      [4608, 3456],
      [4000, 4000],
      [8192, 1953],
    ] as const)
      expect(imagenDemasiadoGrande('La foto', ancho, alto), `${ancho} × ${alto}`).toBeNull();
    expect(MAXIMO_DE_PIXELES).toBe(16_000_000);
    expect(imagenDemasiadoGrande('La foto', 4001, 4000)).not.toBeNull();
    expect(imagenDemasiadoGrande('La foto', MAXIMO_LADO_EN_PIXELES + 1, 10)).not.toBeNull();
    expect(imagenDemasiadoGrande('La foto', 10, MAXIMO_LADO_EN_PIXELES + 1)).not.toBeNull();
  });

  it('el mensaje dice cuánto mide y cuál es el máximo', () => {
    expect(imagenDemasiadoGrande('El logo', 10_000, 10_000)).toBe(
      'El logo mide 10000 × 10000 píxeles (100 megapíxeles); el máximo es 16 megapíxeles y 8192 píxeles por ' +
        'lado. Usa una imagen más pequeña.',
    );
    expect(imagenDemasiadoGrande('La foto', 5712, 4284)).toContain('(24.5 megapíxeles)');
    expect(imagenDemasiadoGrande('La foto', 9000, 100)).toContain('(0.9 megapíxeles)');
  });
});
