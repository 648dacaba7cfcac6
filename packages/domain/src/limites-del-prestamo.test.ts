import { describe, expect, it } from 'vitest';
import { fechaDeNegocio } from './fechas';
import {
  errorDeFechaDeInicio,
  LIMITES_DE_FECHA_DE_INICIO,
  rangoDeFechaDeInicio,
} from './limites-del-prestamo';

describe('fecha de inicio de un préstamo', () => {
  it('de 10 años atrás a 1 año adelante, ambos días incluidos', () => {
    expect(LIMITES_DE_FECHA_DE_INICIO).toEqual({ aniosAtras: 10, aniosAdelante: 1 });
    expect(rangoDeFechaDeInicio('2026-11-27')).toEqual({ minima: '2016-11-27', maxima: '2027-11-27' });
    expect(errorDeFechaDeInicio('2016-11-27', '2026-11-27')).toBeNull();
    expect(errorDeFechaDeInicio('2026-11-27', '2026-11-27')).toBeNull();
    expect(errorDeFechaDeInicio('2027-11-27', '2026-11-27')).toBeNull();
  });

  it('antes o después dice el día límite y la regla', () => {
    expect(errorDeFechaDeInicio('2016-11-26', '2026-11-27')).toBe(
      'La fecha de inicio no puede ser anterior al 27/11/2016: un préstamo empieza como mucho 10 años atrás.',
    );
    expect(errorDeFechaDeInicio('0001-01-01', '2026-11-27')).toMatch(
      /^La fecha de inicio no puede ser anterior/,
    );
    expect(errorDeFechaDeInicio('2027-11-28', '2026-11-27')).toBe(
      'La fecha de inicio no puede ser posterior al 27/11/2027: un préstamo empieza como mucho 1 año adelante.',
    );
    expect(errorDeFechaDeInicio('9999-12-01', '2026-11-27')).toMatch(
      /^La fecha de inicio no puede ser posterior/,
    );
  });

  it('un 29 de febrero cuenta hasta el 28 del año sin él', () => {
    expect(rangoDeFechaDeInicio('2028-02-29')).toEqual({ minima: '2018-02-28', maxima: '2029-02-28' });
  });

  it('"hoy" es el día de Santo Domingo: a las 22:30 del 27 (02:30 UTC del 28) aún vale el 27', () => {
    const hoy = fechaDeNegocio(new Date('2026-11-28T02:30:00Z'));
    expect(errorDeFechaDeInicio('2027-11-28', hoy)).not.toBeNull();
  });
});
