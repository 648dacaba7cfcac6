import { TOPE_DE_CONTEO } from '@prestamos/contract';
import { describe, expect, it } from 'vitest';
import { textoDeConteo } from './texto-de-conteo';

const CLIENTES = ['cliente', 'clientes'] as const;

describe('texto de conteo de una lista', () => {
  it('total exacto: singular, plural y miles con coma (es-DO, como los montos)', () => {
    expect(textoDeConteo({ total: 0, total_aproximado: false }, CLIENTES)).toBe('0 clientes');
    expect(textoDeConteo({ total: 1, total_aproximado: false }, CLIENTES)).toBe('1 cliente');
    expect(textoDeConteo({ total: 1234, total_aproximado: false }, CLIENTES)).toBe('1,234 clientes');
    expect(textoDeConteo({ total: TOPE_DE_CONTEO, total_aproximado: false }, CLIENTES)).toBe(
      '10,000 clientes',
    );
  });

  it('pasado el tope, "más de 10,000", no el 10 001 que devuelve la API', () => {
    expect(textoDeConteo({ total: TOPE_DE_CONTEO + 1, total_aproximado: true }, CLIENTES)).toBe(
      'más de 10,000 clientes',
    );
  });
});
