import { describe, expect, it } from 'vitest';
import { FRECUENCIAS, planManualSugerido } from './amortizacion';
import { TASA_MAXIMA_MENSUAL } from './limites-del-prestamo';
import {
  errorDelPlanManual,
  type FilaManualAValidar,
  interesMaximoDelPlanManual,
  mesesDelPlan,
} from './plan-manual';

const c = (pesos: string) => Math.round(Number(pesos) * 100);
const filas = (...datos: [string, string][]) =>
  datos.map(([fecha, monto], i) => ({ no: i + 1, fecha, montoCentavos: c(monto) }));
const mensual = { fechaInicio: '2026-11-27', frecuencia: 'MENSUAL' as const };

describe('errorDelPlanManual: las filas', () => {
  it('valida primero con los mensajes de la pantalla', () => {
    expect(errorDelPlanManual([], 100)).toBe('Agrega al menos una cuota en el modo Manual');
    expect(errorDelPlanManual([{ no: 1, fecha: '', montoCentavos: 100 }], 100)).toBe(
      'Hay cuotas sin fecha en el modo Manual',
    );
    expect(errorDelPlanManual([{ no: 1, fecha: '2026-01-01', montoCentavos: 0 }], 100)).toBe(
      'Hay cuotas con monto 0 en el modo Manual',
    );
    expect(errorDelPlanManual([{ no: 1, fecha: '2026-01-01', montoCentavos: 99 }], 100)).toBe(
      'Las cuotas ingresadas no alcanzan el capital',
    );
    expect(errorDelPlanManual([{ no: 1, fecha: '2026-01-01', montoCentavos: 100 }], 100)).toBeNull();
  });

  it('numeradas exactamente 1..n y en orden', () => {
    const [uno, dos] = filas(['2026-12-27', '600'], ['2027-01-27', '600']) as [
      FilaManualAValidar,
      FilaManualAValidar,
    ];
    expect(errorDelPlanManual([uno, dos], c('1000'))).toBeNull();
    expect(errorDelPlanManual([uno, { ...dos, no: 1 }], c('1000'))).toBe(
      'Las cuotas del modo Manual van numeradas 1, 2, 3… en orden: la fila 2 dice 1.',
    );
    expect(
      errorDelPlanManual(
        [
          { ...uno, no: 2 },
          { ...dos, no: 1 },
        ],
        c('1000'),
      ),
    ).toBe('Las cuotas del modo Manual van numeradas 1, 2, 3… en orden: la fila 1 dice 2.');
  });

  it('con fechas estrictamente crecientes: ni hacia atrás ni repetidas', () => {
    expect(errorDelPlanManual(filas(['2027-01-10', '600'], ['2027-01-05', '600']), c('1000'))).toBe(
      'La cuota 2 del modo Manual vence el 05/01/2027: debe ser posterior a la cuota 1 (10/01/2027).',
    );
    expect(errorDelPlanManual(filas(['2027-01-10', '600'], ['2027-01-10', '600']), c('1000'))).toBe(
      'La cuota 2 del modo Manual vence el 10/01/2027: debe ser posterior a la cuota 1 (10/01/2027).',
    );
  });
});

describe('errorDelPlanManual: contra la fecha de inicio', () => {
  it('la cuota 1 vence después del inicio, no el mismo día', () => {
    expect(errorDelPlanManual(filas(['2026-11-27', '1100']), c('1000'), mensual)).toBe(
      'La cuota 1 del modo Manual debe vencer después de la fecha de inicio (27/11/2026).',
    );
    expect(errorDelPlanManual(filas(['2026-11-28', '1020']), c('1000'), mensual)).toBeNull();
  });

  it('el plan no pasa de 30 años desde el inicio', () => {
    expect(errorDelPlanManual(filas(['2056-11-27', '1100']), c('1000'), mensual)).toBeNull();
    expect(errorDelPlanManual(filas(['2056-11-28', '1100']), c('1000'), mensual)).toBe(
      'La cuota 1 del modo Manual vence el 28/11/2056: un plan manual no pasa de 30 años desde la fecha de inicio (hasta el 27/11/2056).',
    );
  });
});

describe('interés del plan manual: la misma tasa máxima que los demás tipos', () => {
  it('la tasa máxima es 100 % mensual, como la del contrato', () => {
    expect(TASA_MAXIMA_MENSUAL).toBe(100);
  });

  it('mide el plan en meses como su frecuencia', () => {
    // Meses de calendario: del 31 de enero al 28 de febrero es un mes entero.
    expect(mesesDelPlan('2026-01-31', '2026-02-28', 'MENSUAL')).toEqual({ num: 30, den: 30 });
    // Dos meses (15/03) y 5 días sueltos: 65/30.
    expect(mesesDelPlan('2026-01-15', '2026-03-20', 'MENSUAL')).toEqual({ num: 65, den: 30 });
    // El 31/03 pasa del 30/03: un mes (28/02) y 30 días.
    expect(mesesDelPlan('2026-01-31', '2026-03-30', 'MENSUAL')).toEqual({ num: 60, den: 30 });
    expect(mesesDelPlan('2026-01-01', '2026-01-29', 'SEMANAL')).toEqual({ num: 28, den: 28 });
    expect(mesesDelPlan('2026-01-01', '2026-01-31', 'QUINCENAL')).toEqual({ num: 30, den: 30 });
    expect(mesesDelPlan('2026-01-01', '2026-01-11', 'DIARIO')).toEqual({ num: 10, den: 30 });
  });

  it('RD$ 1,000 a un mes: hasta RD$ 1,000.01 de interés (100 % más un centavo por cuota)', () => {
    const condiciones = { fechaInicio: '2026-01-31', frecuencia: 'MENSUAL' as const };
    expect(interesMaximoDelPlanManual(c('1000'), 1, '2026-02-28', condiciones)).toBe(c('1000.01'));
    expect(errorDelPlanManual(filas(['2026-02-28', '2000.01']), c('1000'), condiciones)).toBeNull();
    expect(errorDelPlanManual(filas(['2026-02-28', '2000.02']), c('1000'), condiciones)).toBe(
      'El interés del plan manual (RD$\u00a01,000.02) supera la tasa máxima de 100 % mensual: sobre RD$\u00a01,000.00 hasta el 28/02/2026, puede ser de hasta RD$\u00a01,000.01.',
    );
  });

  it('RD$ 10,000 en 4 semanas: un mes de interés; a diario, 10 días son un tercio de mes', () => {
    const semanal = { fechaInicio: '2026-01-01', frecuencia: 'SEMANAL' as const };
    expect(interesMaximoDelPlanManual(c('10000'), 4, '2026-01-29', semanal)).toBe(c('10000.04'));
    const diario = { fechaInicio: '2026-01-01', frecuencia: 'DIARIO' as const };
    expect(interesMaximoDelPlanManual(c('3000'), 10, '2026-01-11', diario)).toBe(c('1000.10'));
  });

  it('la tabla sugerida a la tasa máxima cabe con cada frecuencia; un peso más, no', () => {
    for (const { codigo: frecuencia } of FRECUENCIAS) {
      const datos = {
        montoCentavos: c('12345.67'),
        plazo: 12,
        tasa: 100,
        frecuencia,
        fechaInicio: '2026-01-31',
      };
      const plan = planManualSugerido(datos);
      const condiciones = { fechaInicio: datos.fechaInicio, frecuencia };
      expect(errorDelPlanManual(plan, datos.montoCentavos, condiciones), frecuencia).toBeNull();
      const masUnPeso = plan.map((f, i) =>
        i === plan.length - 1 ? { ...f, montoCentavos: f.montoCentavos + 100 } : f,
      );
      expect(errorDelPlanManual(masUnPeso, datos.montoCentavos, condiciones), frecuencia).toMatch(
        /^El interés del plan manual .* supera la tasa máxima de 100 % mensual/,
      );
    }
  });
});
