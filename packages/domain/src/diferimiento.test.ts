import { describe, expect, it } from 'vitest';
import { errorDeLaNuevaFecha, fechaPropuestaAlDiferir } from './diferimiento';

describe('errorDeLaNuevaFecha', () => {
  it('exige fecha y que sea posterior a la actual (docs/producto.md#cobros)', () => {
    expect(errorDeLaNuevaFecha('', '2026-11-22', null)).toBe('Selecciona la nueva fecha');
    expect(errorDeLaNuevaFecha('2026-11-22', '2026-11-22', null)).toBe(
      'La nueva fecha debe ser posterior a la actual',
    );
    expect(errorDeLaNuevaFecha('2026-11-21', '2026-11-22', null)).toBe(
      'La nueva fecha debe ser posterior a la actual',
    );
    expect(errorDeLaNuevaFecha('2027-03-01', '2026-11-22', null)).toBeNull();
  });

  it('llega hasta el vencimiento de la cuota siguiente, no más allá', () => {
    const siguiente = { no: 4, fecha: '2026-12-22' };
    expect(errorDeLaNuevaFecha('2026-12-22', '2026-11-22', siguiente)).toBeNull();
    expect(errorDeLaNuevaFecha('2026-12-23', '2026-11-22', siguiente)).toBe(
      'La nueva fecha no puede pasar del vencimiento de la cuota 4 (22/12/2026).',
    );
  });
});

describe('errorDeLaNuevaFecha: el tope de días de la empresa', () => {
  const tope = { fechaOriginal: '2026-11-22', dias: 90 };

  it('la última cuota se corre hasta 90 días desde su vencimiento original, no más', () => {
    expect(errorDeLaNuevaFecha('2027-02-20', '2026-11-22', null, tope)).toBeNull();
    expect(errorDeLaNuevaFecha('2027-02-21', '2026-11-22', null, tope)).toBe(
      'La nueva fecha no puede pasar de 90 días después del vencimiento original de la cuota (22/11/2026): a más tardar el 20/02/2027.',
    );
    expect(errorDeLaNuevaFecha('9999-12-31', '2026-11-22', null, tope)).not.toBeNull();
  });

  it('diferir otra vez no lo salta: cuenta desde el vencimiento original, no desde el actual', () => {
    expect(errorDeLaNuevaFecha('2027-02-21', '2027-02-01', null, tope)).toMatch(
      /a más tardar el 20\/02\/2027/,
    );
  });

  it('con los dos topes, se nombra el más cercano', () => {
    const siguiente = { no: 4, fecha: '2026-12-22' };
    expect(errorDeLaNuevaFecha('2027-03-01', '2026-11-22', siguiente, tope)).toBe(
      'La nueva fecha no puede pasar del vencimiento de la cuota 4 (22/12/2026).',
    );
    expect(errorDeLaNuevaFecha('2026-12-10', '2026-11-22', siguiente, { ...tope, dias: 7 })).toBe(
      'La nueva fecha no puede pasar de 7 días después del vencimiento original de la cuota (22/11/2026): a más tardar el 29/11/2026.',
    );
  });
});

describe('fechaPropuestaAlDiferir', () => {
  it('propone 7 días más, o el vencimiento de la siguiente si llega antes', () => {
    expect(fechaPropuestaAlDiferir('2026-11-28', { no: 2, fecha: '2026-12-28' })).toBe('2026-12-05');
    expect(fechaPropuestaAlDiferir('2026-11-28', null)).toBe('2026-12-05');
    // Préstamo diario: la siguiente vence mañana.
    expect(fechaPropuestaAlDiferir('2026-11-28', { no: 2, fecha: '2026-11-29' })).toBe('2026-11-29');
  });
});
