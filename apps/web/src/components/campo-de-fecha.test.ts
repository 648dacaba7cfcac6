import { describe, expect, it } from 'vitest';
import { leerFechaEscrita, porQueNoEsFecha } from './campo-de-fecha';

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

describe('por qué lo escrito no es una fecha', () => {
  it('un día que el mes no tiene, o un mes que no existe: lo dice', () => {
    expect(porQueNoEsFecha('31/02/2026')).toBe('31/02/2026 no existe: febrero de 2026 tiene 28 días.');
    expect(porQueNoEsFecha('29/02/2027')).toBe('29/02/2027 no existe: febrero de 2027 tiene 28 días.');
    expect(porQueNoEsFecha('31/04/2026')).toBe('31/04/2026 no existe: abril de 2026 tiene 30 días.');
    expect(porQueNoEsFecha('12/13/2026')).toBe('12/13/2026 no existe: el mes va del 1 al 12.');
  });

  it('a medio escribir, cómo se escribe; una fecha buena o nada, ningún mensaje', () => {
    expect(porQueNoEsFecha('27/11/2')).toBe('Escribe la fecha completa: dd/mm/aaaa.');
    expect(porQueNoEsFecha('29/02/2028')).toBeNull();
    expect(porQueNoEsFecha('  ')).toBeNull();
  });
});
