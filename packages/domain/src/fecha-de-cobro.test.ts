import { describe, expect, it } from 'vitest';
import { errorDeFechaDeCobro } from './fecha-de-cobro';

// 27/11/2026 10:00 en Santo Domingo (UTC-4).
const ahora = new Date('2026-11-27T14:00:00Z');
const error = (iso: string, inicio = '2026-10-01') => errorDeFechaDeCobro(new Date(iso), ahora, inicio);

describe('la hora de un cobro sin conexión', () => {
  it('sirve la de ahora, la de hace una semana justa y hasta 5 minutos adelantada', () => {
    expect(error('2026-11-27T10:00:00-04:00')).toBeNull();
    expect(error('2026-11-20T00:00:00-04:00')).toBeNull();
    expect(error('2026-11-27T10:05:00-04:00')).toBeNull();
  });

  it('no puede ser futura: más de 5 minutos adelantada', () => {
    expect(error('2026-11-27T10:05:01-04:00')).toBe('La fecha de cobro no puede ser futura.');
  });

  it('no puede tener más de 7 días, contados en días de Santo Domingo', () => {
    expect(error('2026-11-19T23:59:00-04:00')).toBe('La fecha de cobro no puede tener más de 7 días.');
    // 20/11 a las 02:00 UTC todavía es el 19 en Santo Domingo.
    expect(error('2026-11-20T02:00:00Z')).toBe('La fecha de cobro no puede tener más de 7 días.');
  });

  it('no puede ser anterior al inicio del préstamo, con la fecha escrita DD/MM/AAAA', () => {
    expect(error('2026-11-24T09:00:00-04:00', '2026-11-25')).toBe(
      'La fecha de cobro no puede ser anterior al inicio del préstamo (25/11/2026).',
    );
    expect(error('2026-11-25T00:00:00-04:00', '2026-11-25')).toBeNull();
  });
});
