import { describe, expect, it } from 'vitest';
import { errorDeMonto, MONTO_INVALIDO, soloDigitosYPuntos } from './monto';

describe('monto de un movimiento de caja (docs/producto.md#caja)', () => {
  it('al escribir solo quedan dígitos y puntos', () => {
    expect(soloDigitosYPuntos('1,234.56')).toBe('1234.56');
    expect(soloDigitosYPuntos('RD$ 12a3-4 ')).toBe('1234');
    expect(soloDigitosYPuntos('abc')).toBe('');
  });

  it('vacío, cero o mal escrito: "Ingrese un monto válido."', () => {
    for (const texto of ['', '0', '0.00', '.', '1.2.3'])
      expect(errorDeMonto(texto), texto).toBe(MONTO_INVALIDO);
  });

  it('mayor que 0 con hasta dos decimales', () => {
    expect(errorDeMonto('1234.56')).toBeNull();
    expect(errorDeMonto('0.01')).toBeNull();
    expect(errorDeMonto('5.')).toBeNull();
    expect(errorDeMonto('1.005')).toBe('El monto admite hasta 2 decimales.');
  });
});
