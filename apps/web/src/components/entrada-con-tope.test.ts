import { describe, expect, it } from 'vitest';
import { errorDeTope, formatoPorcentaje } from './entrada-con-tope';

describe('tope de un número', () => {
  it('dice por qué lo tecleado no sirve, con el tope escrito como lo ve el usuario', () => {
    const pesos = { min: 0, max: 1250.5, formato: (n: number) => `RD$ ${n.toFixed(2)}` };
    expect(errorDeTope(9999, pesos)).toBe('No puede pasar de RD$ 1250.50.');
    expect(errorDeTope('150', { min: 0, max: 100, formato: formatoPorcentaje })).toBe(
      'No puede pasar de 100 %.',
    );
    expect(errorDeTope(0, { min: 1, max: 120 })).toBe('No puede ser menor que 1.');
  });

  it('dentro del tope, en sus bordes o vacío, nada', () => {
    expect(errorDeTope(100, { min: 0, max: 100 })).toBeNull();
    expect(errorDeTope(0, { min: 0, max: 100 })).toBeNull();
    expect(errorDeTope('', { min: 1 })).toBeNull();
    expect(errorDeTope(undefined, { max: 1 })).toBeNull();
  });
});
