import { describe, expect, it } from 'vitest';
import { calcularCronograma, type DatosDelPlan } from './amortizacion';
import { gruposDeCuotas, resumenDeCuotas } from './resumen-de-cuotas';

const montosDe = (datos: Partial<DatosDelPlan>) =>
  calcularCronograma({
    montoCentavos: 2_000_000,
    plazo: 6,
    tasa: 8,
    tipo: 'INTERES',
    frecuencia: 'QUINCENAL',
    fechaInicio: '2026-01-15',
    ...datos,
  }).map((c) => c.cuota);

describe('resumen de las cuotas que el cliente pagará', () => {
  it('solo interés: las cuotas de interés y la última con el capital (el caso del issue 34)', () => {
    // RD$ 20,000 al 8 % mensual, quincenal: 800.00 de interés por quincena; la sexta devuelve además el capital.
    const montos = montosDe({});
    expect(gruposDeCuotas(montos)).toEqual([
      { cantidad: 5, montoCentavos: 80_000 },
      { cantidad: 1, montoCentavos: 2_080_000 },
    ]);
    expect(resumenDeCuotas(montos)).toBe('5 de RD$\u00a0800.00 y 1 de RD$\u00a020,800.00');
  });

  it('una cuota fija da un solo grupo', () => {
    // ABSOLUTO: 20,000 / 4 = 5,000 de capital + 20,000 × 5 % = 1,000 de interés cada mes.
    const montos = montosDe({ tipo: 'ABSOLUTO', plazo: 4, tasa: 5, frecuencia: 'MENSUAL' });
    expect(resumenDeCuotas(montos)).toBe('4 de RD$\u00a06,000.00');
  });

  it('francés cuya última cuota absorbe el redondeo: la dice aparte', () => {
    // 10,000 al 5 % en 3 meses: cuota 3,672.09; la última ajusta el capital a 3,672.08.
    const montos = montosDe({
      tipo: 'FRANCES',
      montoCentavos: 1_000_000,
      plazo: 3,
      tasa: 5,
      frecuencia: 'MENSUAL',
    });
    expect(montos).toEqual([367_209, 367_209, 367_208]);
    expect(resumenDeCuotas(montos)).toBe('2 de RD$\u00a03,672.09 y 1 de RD$\u00a03,672.08');
  });

  it('manual: cada monto distinto en el orden en que aparece, y un rango si son más de tres', () => {
    expect(resumenDeCuotas([100_000, 250_050, 100_000, 50_000])).toBe(
      '2 de RD$\u00a01,000.00, 1 de RD$\u00a02,500.50 y 1 de RD$\u00a0500.00',
    );
    expect(resumenDeCuotas([100_000, 200_000, 300_000, 400_000, 100_000])).toBe(
      '5 cuotas de RD$\u00a01,000.00 a RD$\u00a04,000.00',
    );
  });

  it('un plan vacío no dice nada', () => {
    expect(gruposDeCuotas([])).toEqual([]);
    expect(resumenDeCuotas([])).toBe('');
  });
});
