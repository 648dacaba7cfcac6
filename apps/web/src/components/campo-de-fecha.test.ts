import { describe, expect, it } from 'vitest';
import { leerFechaEscrita } from './campo-de-fecha';

describe('fecha escrita DD/MM/AAAA', () => {
  it('da el texto AAAA-MM-DD que espera la API', () => {
    expect(leerFechaEscrita('27/11/2026')).toBe('2026-11-27');
    expect(leerFechaEscrita(' 5/1/2027 ')).toBe('2027-01-05');
    expect(leerFechaEscrita('29/02/2028')).toBe('2028-02-29');
  });

  it('a medio escribir o con un día que no existe, nada (el campo conserva lo que tenía)', () => {
    expect(leerFechaEscrita('27/11/2')).toBeNull();
    expect(leerFechaEscrita('27/11/202')).toBeNull();
    expect(leerFechaEscrita('31/02/2026')).toBeNull();
    expect(leerFechaEscrita('29/02/2027')).toBeNull();
    expect(leerFechaEscrita('13/13/2026')).toBeNull();
    expect(leerFechaEscrita('2026-11-27')).toBeNull();
  });
});
