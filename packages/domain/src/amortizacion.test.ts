import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calcularCronograma,
  cuotaFrancesa,
  type DatosDelPlan,
  errorDeCuotasVacias,
  FRECUENCIAS,
  fechaDeCuota,
  planManualSugerido,
  plazoParaCuota,
  totalesDelCronograma,
} from './amortizacion';

/** Pesos con dos decimales a centavos, para escribir los ejemplos como en una hoja de cálculo. */
const c = (pesos: string) => Math.round(Number(pesos) * 100);
const plan = (datos: Partial<DatosDelPlan>) =>
  calcularCronograma({
    montoCentavos: c('100000'),
    plazo: 12,
    tasa: 5,
    tipo: 'FRANCES',
    frecuencia: 'MENSUAL',
    fechaInicio: '2026-01-15',
    ...datos,
  });
const fila = (no: number, cuota: string, interes: string, capital: string, saldo: string) => ({
  no,
  cuota: c(cuota),
  interes: c(interes),
  capital: c(capital),
  saldo: c(saldo),
});

// Referencias calculadas aparte con decimales exactos (Python Decimal, ROUND_HALF_UP) y cotejadas con PMT de una hoja
// de cálculo: PMT(5 %; 12; 100 000) = 11 282,54.
describe('FRANCES', () => {
  it('cuota nivelada, interés, capital y saldo de cada fila; la última absorbe el residuo', () => {
    const cuotas = plan({});
    expect(cuotaFrancesa(c('100000'), 5, 'MENSUAL', 12)).toBe(c('11282.54'));
    expect(cuotas.slice(0, 3)).toMatchObject([
      fila(1, '11282.54', '5000.00', '6282.54', '93717.46'),
      fila(2, '11282.54', '4685.87', '6596.67', '87120.79'),
      fila(3, '11282.54', '4356.04', '6926.50', '80194.29'),
    ]);
    expect(cuotas.slice(-2)).toMatchObject([
      fila(11, '11282.54', '1048.94', '10233.60', '10745.29'),
      fila(12, '11282.55', '537.26', '10745.29', '0.00'),
    ]);
    expect(totalesDelCronograma(cuotas)).toEqual({
      cuota: c('135390.49'),
      interes: c('35390.49'),
      capital: c('100000'),
    });
  });

  it('semanal usa la cuarta parte de la tasa mensual', () => {
    const cuotas = plan({ montoCentavos: c('25000'), plazo: 8, tasa: 10, frecuencia: 'SEMANAL' });
    expect(cuotas[0]).toMatchObject(fila(1, '3486.68', '625.00', '2861.68', '22138.32'));
    expect(cuotas[7]).toMatchObject(fila(8, '3486.71', '85.04', '3401.67', '0.00'));
    expect(totalesDelCronograma(cuotas).interes).toBe(c('2893.47'));
  });

  it('diario usa 1/30 de la tasa mensual', () => {
    const cuotas = plan({ montoCentavos: c('30000'), plazo: 24, tasa: 20, frecuencia: 'DIARIO' });
    expect(cuotas[0]).toMatchObject(fila(1, '1356.82', '200.00', '1156.82', '28843.18'));
    expect(cuotas[23]).toMatchObject(fila(24, '1356.77', '8.99', '1347.78', '0.00'));
    expect(totalesDelCronograma(cuotas).interes).toBe(c('2563.63'));
  });

  it('tasa cero: P/n y la última fila toma el residuo', () => {
    expect(plan({ montoCentavos: c('50000'), plazo: 3, tasa: 0 })).toMatchObject([
      fila(1, '16666.67', '0', '16666.67', '33333.33'),
      fila(2, '16666.67', '0', '16666.67', '16666.66'),
      fila(3, '16666.66', '0', '16666.66', '0'),
    ]);
  });

  it('una sola cuota: todo el capital más un período de interés', () => {
    expect(plan({ montoCentavos: c('15000'), plazo: 1, tasa: 12.5 })).toMatchObject([
      fila(1, '16875.00', '1875.00', '15000.00', '0'),
    ]);
  });

  it('360 cuotas', () => {
    const cuotas = plan({ montoCentavos: c('1000000'), plazo: 360, tasa: 1.25 });
    expect(cuotas).toHaveLength(360);
    expect(cuotas[0]?.cuota).toBe(c('12644.44'));
    expect(cuotas[359]).toMatchObject(fila(360, '12644.69', '156.11', '12488.58', '0'));
    expect(totalesDelCronograma(cuotas).interes).toBe(c('3551998.65'));
  });
});

describe('ABSOLUTO e INTERES', () => {
  it('ABSOLUTO: interés plano sobre el principal y capital P/n; la última toma el residuo', () => {
    expect(plan({ tipo: 'ABSOLUTO', montoCentavos: c('10000'), plazo: 3, tasa: 10 })).toMatchObject([
      fila(1, '4333.33', '1000.00', '3333.33', '6666.67'),
      fila(2, '4333.33', '1000.00', '3333.33', '3333.34'),
      fila(3, '4333.34', '1000.00', '3333.34', '0'),
    ]);
  });

  it('ABSOLUTO quincenal con tasa de seis decimales', () => {
    expect(
      plan({ tipo: 'ABSOLUTO', montoCentavos: c('10000'), plazo: 4, tasa: 20, frecuencia: 'QUINCENAL' })[0],
    ).toMatchObject(fila(1, '3500.00', '1000.00', '2500.00', '7500.00'));
    expect(plan({ tipo: 'ABSOLUTO', montoCentavos: c('10000'), plazo: 3, tasa: 7.333333 })[0]?.interes).toBe(
      c('733.33'),
    );
  });

  it('INTERES: solo interés y todo el capital en la última cuota', () => {
    const cuotas = plan({ tipo: 'INTERES', montoCentavos: c('20000'), plazo: 4, tasa: 8 });
    expect(cuotas.map((x) => [x.cuota, x.capital, x.saldo])).toEqual([
      [c('1600'), 0, c('20000')],
      [c('1600'), 0, c('20000')],
      [c('1600'), 0, c('20000')],
      [c('21600'), c('20000'), 0],
    ]);
  });
});

describe('MANUAL', () => {
  const manual = [
    { no: 1, fecha: '2026-02-15', montoCentavos: c('4000') },
    { no: 2, fecha: '2026-03-15', montoCentavos: c('4000') },
    { no: 3, fecha: '2026-04-20', montoCentavos: c('4000') },
  ];

  it('reparte el interés (suma − principal) en proporción a cada monto, sin negativos y con capital exacto', () => {
    const cuotas = plan({
      tipo: 'MANUAL',
      tasa: null,
      montoCentavos: c('10000'),
      plazo: 3,
      planManual: manual,
    });
    expect(cuotas).toMatchObject([
      { ...fila(1, '4000', '666.67', '3333.33', '6666.67'), fecha: '2026-02-15' },
      { ...fila(2, '4000', '666.67', '3333.33', '3333.34'), fecha: '2026-03-15' },
      { ...fila(3, '4000', '666.66', '3333.34', '0'), fecha: '2026-04-20' },
    ]);
  });

  it('la tabla sugerida es P/n más interés, con el residuo en la última cuota', () => {
    expect(
      planManualSugerido({
        montoCentavos: c('10000'),
        plazo: 3,
        tasa: 10,
        frecuencia: 'MENSUAL',
        fechaInicio: '2026-01-31',
      }),
    ).toEqual([
      { no: 1, fecha: '2026-02-28', montoCentavos: c('4333.33') },
      { no: 2, fecha: '2026-03-31', montoCentavos: c('4333.33') },
      { no: 3, fecha: '2026-04-30', montoCentavos: c('4333.34') },
    ]);
  });
});

describe('vencimientos', () => {
  it('un préstamo del 31 conserva el fin de mes', () => {
    expect([1, 2, 3, 12, 13].map((k) => fechaDeCuota('2026-01-31', 'MENSUAL', k))).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2027-01-31',
      '2027-02-28',
    ]);
  });

  it('un inicio el 29 de febrero', () => {
    expect([1, 12, 48].map((k) => fechaDeCuota('2028-02-29', 'MENSUAL', k))).toEqual([
      '2028-03-29',
      '2029-02-28',
      '2032-02-29',
    ]);
    expect(fechaDeCuota('2028-02-29', 'QUINCENAL', 1)).toBe('2028-03-15');
    expect(fechaDeCuota('2028-02-29', 'SEMANAL', 2)).toBe('2028-03-14');
    expect(fechaDeCuota('2028-02-29', 'DIARIO', 1)).toBe('2028-03-01');
  });
});

describe('propiedades (entradas válidas al azar)', () => {
  const entrada = fc.record({
    montoCentavos: fc.integer({ min: 1, max: 100_000_000 }),
    plazo: fc.integer({ min: 1, max: 360 }),
    tasa: fc.integer({ min: 0, max: 30_000_000 }).map((micro) => micro / 1_000_000),
    tipo: fc.constantFrom('FRANCES', 'ABSOLUTO', 'INTERES') as fc.Arbitrary<DatosDelPlan['tipo']>,
    frecuencia: fc.constantFrom(...FRECUENCIAS.map((f) => f.codigo)),
    fechaInicio: fc.constantFrom('2026-01-31', '2028-02-29', '2026-11-22'),
  });

  it('el capital suma el principal exacto, ninguna parte es negativa y el saldo termina en 0', () => {
    fc.assert(
      fc.property(entrada, (datos) => {
        const cuotas = calcularCronograma(datos);
        expect(cuotas).toHaveLength(datos.plazo);
        expect(cuotas.reduce((s, x) => s + x.capital, 0)).toBe(datos.montoCentavos);
        for (const x of cuotas) {
          expect(x.interes).toBeGreaterThanOrEqual(0);
          expect(x.capital).toBeGreaterThanOrEqual(0);
          expect(x.saldo).toBeGreaterThanOrEqual(0);
          expect(x.cuota).toBe(x.interes + x.capital);
          expect(Number.isInteger(x.cuota)).toBe(true);
        }
        expect(cuotas.at(-1)?.saldo).toBe(0);
      }),
      { numRuns: 400 },
    );
  });

  it('MANUAL: cualquier tabla que alcance el capital se reparte sin negativos y con capital exacto', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 40 }),
        (montoCentavos, montos) => {
          fc.pre(montos.reduce((s, m) => s + m, 0) >= montoCentavos);
          const planManual = montos.map((m, i) => ({
            no: i + 1,
            fecha: fechaDeCuota('2026-01-01', 'MENSUAL', i + 1),
            montoCentavos: m,
          }));
          const cuotas = calcularCronograma({
            montoCentavos,
            plazo: montos.length,
            tasa: null,
            tipo: 'MANUAL',
            frecuencia: 'MENSUAL',
            fechaInicio: '2026-01-01',
            planManual,
          });
          expect(cuotas.reduce((s, x) => s + x.capital, 0)).toBe(montoCentavos);
          expect(cuotas.every((x) => x.capital >= 0 && x.interes >= 0 && x.saldo >= 0)).toBe(true);
          expect(cuotas.at(-1)?.saldo).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('plazoParaCuota (reenganche que mantiene la cuota)', () => {
  it('FRANCES: el plazo cuya cuota nivelada no pasa de la cuota dada', () => {
    // Con 100 000 al 5 % y cuota 11 282,54, el plazo es 12 (el ejemplo de la hoja de cálculo).
    const datos = {
      montoCentavos: c('100000'),
      tasa: 5,
      tipo: 'FRANCES' as const,
      frecuencia: 'MENSUAL' as const,
    };
    expect(plazoParaCuota(datos, c('11282.54'))).toBe(12);
    expect(plazoParaCuota(datos, c('5000'))).toBeNull();
    expect(plazoParaCuota({ ...datos, tasa: 0 }, c('30000'))).toBe(4);
  });

  it('ABSOLUTO: capital que cabe en la cuota después del interés plano', () => {
    expect(
      plazoParaCuota(
        { montoCentavos: c('10000'), tasa: 10, tipo: 'ABSOLUTO', frecuencia: 'MENSUAL' },
        c('4333.33'),
      ),
    ).toBe(3);
    expect(
      plazoParaCuota(
        { montoCentavos: c('10000'), tasa: 10, tipo: 'ABSOLUTO', frecuencia: 'MENSUAL' },
        c('1000'),
      ),
    ).toBeNull();
  });
});

describe('tasas de banco (issue 12)', () => {
  /** Una hipoteca a 30 años como la calcula un banco: r = 5 % / 12 exacto, cuota fija e interés redondeado por fila. */
  function planDeBanco(montoCentavos: number, anual: number, meses: number) {
    const r = anual / 100 / 12;
    const cuota = Math.round((montoCentavos * r) / (1 - (1 + r) ** -meses));
    let saldo = montoCentavos;
    return Array.from({ length: meses }, (_, i) => {
      const interes = Math.round(saldo * r);
      const capital = i === meses - 1 ? saldo : cuota - interes;
      saldo -= capital;
      return { interes, capital, saldo };
    });
  }

  it('5 % anual escrito como 0.4166666667 mensual reproduce al centavo un plan francés de 30 años', () => {
    const banco = planDeBanco(750_000_000, 5, 360);
    const datos = {
      montoCentavos: 750_000_000,
      plazo: 360,
      tipo: 'FRANCES' as const,
      frecuencia: 'MENSUAL' as const,
      fechaInicio: '2026-01-15',
    };
    const nuestro = calcularCronograma({ ...datos, tasa: 0.4166666667 });
    expect(nuestro.map(({ interes, capital, saldo }) => ({ interes, capital, saldo }))).toEqual(banco);
    // Con solo 6 decimales (0.416667) el plan se desvía del banco en centavos.
    const conSeis = calcularCronograma({ ...datos, tasa: 0.416667 });
    expect(conSeis.filter((f, i) => f.interes !== banco[i]?.interes).length).toBeGreaterThan(100);
  });
});

describe('errorDeCuotasVacias', () => {
  const base = { montoCentavos: 12_000, plazo: 9, frecuencia: 'DIARIO' as const, fechaInicio: '2026-01-01' };
  it('un préstamo de solo interés al 0 % tendría cuotas vacías: se rechaza', () => {
    const cuotas = calcularCronograma({ ...base, tasa: 0, tipo: 'INTERES' });
    expect(errorDeCuotasVacias(cuotas, 'INTERES')).toContain('necesita una tasa mayor que 0');
    expect(
      errorDeCuotasVacias(calcularCronograma({ ...base, tasa: 1, tipo: 'INTERES' }), 'INTERES'),
    ).toBeNull();
  });
  it('un monto tan chico que el redondeo deja cuotas de 0', () => {
    const cuotas = calcularCronograma({ ...base, montoCentavos: 5, plazo: 10, tasa: 0, tipo: 'FRANCES' });
    expect(errorDeCuotasVacias(cuotas, 'FRANCES')).toBe(
      'Con ese monto y ese plazo alguna cuota sería de RD$\u00a00.00: sube el monto o baja el plazo.',
    );
  });
});
