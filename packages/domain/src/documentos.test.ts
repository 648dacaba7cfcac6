import { describe, expect, it } from 'vitest';
import {
  avisoDeCedula,
  cedulaPasaVerificacion,
  digitosSinMascara,
  digitoVerificadorCedula,
  formatearCedula,
  formatearTelefono,
  mascaraCedula,
  mascaraTelefono,
} from './documentos';

describe('cédula', () => {
  it('calcula el dígito verificador con Luhn (ejemplos hechos a mano)', () => {
    // 0 0 1 0 0 0 0 0 0 0 con pesos 1,2,1,2... → 0+0+1+0+... = 1 → (10 - 1) % 10 = 9
    expect(digitoVerificadorCedula('0010000000')).toBe(9);
    // 4 0 2 1 2 3 4 5 6 7 → 4 + 0 + 2 + 2 + 2 + 6 + 4 + (10→1) + 6 + (14→5) = 32 → 8
    expect(digitoVerificadorCedula('4021234567')).toBe(8);
    expect(cedulaPasaVerificacion('402-1234567-8')).toBe(true);
    expect(cedulaPasaVerificacion('40212345679')).toBe(false);
    expect(cedulaPasaVerificacion('402-123')).toBe(false);
  });

  it('avisa "Cédula con dígito verificador inválido" solo con 11 dígitos que no pasan', () => {
    expect(avisoDeCedula('402-1234567-9')).toBe('Cédula con dígito verificador inválido');
    expect(avisoDeCedula('40212345679')).toBe('Cédula con dígito verificador inválido');
    expect(avisoDeCedula('402-1234567-8')).toBeNull();
    expect(avisoDeCedula('402-123')).toBeNull();
    expect(avisoDeCedula('')).toBeNull();
    expect(avisoDeCedula(null)).toBeNull();
  });

  it('aplica la máscara 000-0000000-0 mientras se escribe y corta a 11 dígitos', () => {
    expect(mascaraCedula('001')).toBe('001');
    expect(mascaraCedula('0011')).toBe('001-1');
    expect(mascaraCedula('00112345678')).toBe('001-1234567-8');
    expect(mascaraCedula('001-1234567-89999')).toBe('001-1234567-8');
    expect(formatearCedula('00112345678')).toBe('001-1234567-8');
    expect(formatearCedula(null)).toBe('');
  });

  it('quita la máscara (guiones, espacios, puntos, paréntesis) y rechaza lo que no es dígito', () => {
    expect(digitosSinMascara('001-1234567-8')).toBe('00112345678');
    expect(digitosSinMascara(' 001 1234567 8 ')).toBe('00112345678');
    expect(digitosSinMascara('(809) 555.0142')).toBe('8095550142');
    expect(digitosSinMascara('')).toBe('');
    expect(digitosSinMascara(' - ')).toBe('');
    expect(digitosSinMascara('abc')).toBeNull();
    expect(digitosSinMascara('001-1234567-8a')).toBeNull();
    expect(digitosSinMascara('+1 809 555 0142')).toBeNull();
    // Dígitos de otras escrituras (árabes, de ancho completo) no son los de una cédula.
    expect(digitosSinMascara('٠٠١١٢٣٤٥٦٧٨')).toBeNull();
    expect(digitosSinMascara('００１')).toBeNull();
  });
});

describe('teléfono', () => {
  it('aplica 000-000-0000 y corta a 10 dígitos', () => {
    expect(mascaraTelefono('(809) 555-01')).toBe('809-555-01');
    expect(mascaraTelefono('80955501231')).toBe('809-555-0123');
    expect(formatearTelefono('8095550123')).toBe('809-555-0123');
    expect(formatearTelefono('123')).toBe('123');
  });
});
