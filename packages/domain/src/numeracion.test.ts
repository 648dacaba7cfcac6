import { describe, expect, it } from 'vitest';
import { errorDelFormato, errorDelPrefijo, FORMATO_POR_DEFECTO, formatearNumero } from './numeracion';

describe('numeración', () => {
  it('el formato por defecto da PR-202611-000001', () => {
    expect(formatearNumero(FORMATO_POR_DEFECTO, { prefijo: 'pr-', fecha: '2026-11-22', n: 1 })).toBe(
      'PR-202611-000001',
    );
    expect(
      formatearNumero('{PREFIJO}{AAAA}{MM}{DD}/{N:4}', { prefijo: 'RE.', fecha: '2027-01-05', n: 42 }),
    ).toBe('RE.20270105/0042');
    expect(formatearNumero('{N}', { prefijo: '', fecha: '2026-11-22', n: 1234567 })).toBe('1234567');
  });

  it('valida el prefijo (mayúsculas, A-Z 0-9 - _ ., hasta 10)', () => {
    expect(errorDelPrefijo('pr-')).toBeNull();
    expect(errorDelPrefijo('PRESTAMOS-01')).toBe('El prefijo no puede pasar de 10 caracteres.');
    expect(errorDelPrefijo('PR#')).toBe(
      'El prefijo solo admite letras A-Z, números, guion, guion bajo y punto.',
    );
  });

  it('valida el formato: un contador, marcadores conocidos', () => {
    expect(errorDelFormato(FORMATO_POR_DEFECTO)).toBeNull();
    expect(errorDelFormato('{PREFIJO}{AAAA}')).toBe('El formato debe llevar un contador: {N} o {N:6}.');
    expect(errorDelFormato('{N}{N:3}')).toBe('El formato debe llevar un contador: {N} o {N:6}.');
    expect(errorDelFormato('{PREFIJO}{YYYY}{N}')).toBe(
      'Marcador desconocido: usa {PREFIJO}, {AAAA}, {MM}, {DD} y {N:6}.',
    );
    expect(errorDelFormato('{N:0}')).toBe('El ancho del contador va de 1 a 12: {N:6}.');
    expect(errorDelFormato('<{N}>')).toBe(
      'El texto fijo del formato solo admite letras, números, guion, punto y barra.',
    );
  });
});
