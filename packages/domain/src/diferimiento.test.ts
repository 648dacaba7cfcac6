import { describe, expect, it } from 'vitest';
import { errorDeLaNuevaFecha, fechaPropuestaAlDiferir } from './diferimiento';

describe('errorDeLaNuevaFecha', () => {
  it('exige fecha y que sea posterior a la actual (spec 001 §5)', () => {
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

describe('fechaPropuestaAlDiferir', () => {
  it('propone 7 días más, o el vencimiento de la siguiente si llega antes', () => {
    expect(fechaPropuestaAlDiferir('2026-11-28', { no: 2, fecha: '2026-12-28' })).toBe('2026-12-05');
    expect(fechaPropuestaAlDiferir('2026-11-28', null)).toBe('2026-12-05');
    // Préstamo diario: la siguiente vence mañana.
    expect(fechaPropuestaAlDiferir('2026-11-28', { no: 2, fecha: '2026-11-29' })).toBe('2026-11-29');
  });
});
