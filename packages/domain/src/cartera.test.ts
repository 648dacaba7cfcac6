import { describe, expect, it } from 'vitest';
import { CORTES_DE_ATRASO, diasDeAtraso, porcentaje, saludDeCartera, tramoDeAtraso } from './cartera';
import { sumarDias } from './fechas';

describe('salud de la cartera', () => {
  it('los días de atraso cuentan desde el vencimiento impago más antiguo; vencer hoy no es atraso', () => {
    expect(diasDeAtraso('2026-11-24', '2026-11-24')).toBe(0);
    expect(diasDeAtraso('2026-11-23', '2026-11-24')).toBe(1);
    expect(diasDeAtraso('2026-12-01', '2026-11-24')).toBe(0);
    expect(diasDeAtraso(null, '2026-11-24')).toBe(0);
    expect(diasDeAtraso('infinity', '2026-11-24')).toBe(0);
  });

  it('los tramos cortan en 30, 60 y 90 días inclusive', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91, 400].map(tramoDeAtraso)).toEqual([
      'AL_DIA',
      'D1_30',
      'D1_30',
      'D31_60',
      'D31_60',
      'D61_90',
      'D61_90',
      'MAS_90',
      'MAS_90',
    ]);
  });

  it('el porcentaje lleva dos decimales redondeados a la mitad hacia arriba', () => {
    expect(porcentaje(1, 3)).toBe(33.33);
    expect(porcentaje(2, 3)).toBe(66.67);
    expect(porcentaje(1, 8)).toBe(12.5);
    expect(porcentaje(5, 0)).toBe(0);
  });

  it('el ejemplo de decisions §22: PAR y antigüedad de cuatro préstamos', () => {
    // Hoy 24/11: A al día (vence 30/11), B 1 día (23/11), C 31 días (24/10), D 91 días (25/08).
    const salud = saludDeCartera(
      [
        { vence: '2026-11-30', prestamos: 1, capitalCentavos: 400_000 },
        { vence: '2026-11-23', prestamos: 1, capitalCentavos: 300_000 },
        { vence: '2026-10-24', prestamos: 1, capitalCentavos: 200_000 },
        { vence: '2026-08-25', prestamos: 1, capitalCentavos: 100_000 },
      ],
      '2026-11-24',
    );
    expect(salud.capitalCentavos).toBe(1_000_000);
    expect(salud.tramos.map((t) => [t.codigo, t.prestamos, t.capitalCentavos])).toEqual([
      ['AL_DIA', 1, 400_000],
      ['D1_30', 1, 300_000],
      ['D31_60', 1, 200_000],
      ['D61_90', 0, 0],
      ['MAS_90', 1, 100_000],
    ]);
    // PAR 1 no incluye a B (1 día no es "más de 1"); PAR 30 incluye a C (31) y D; PAR 90 solo a D.
    expect(salud.par).toEqual([
      { umbral: 1, capitalCentavos: 300_000, porcentaje: 30 },
      { umbral: 30, capitalCentavos: 300_000, porcentaje: 30 },
      { umbral: 90, capitalCentavos: 100_000, porcentaje: 10 },
    ]);
  });
});

describe('agrupar por cortes de atraso', () => {
  it('los cortes son los bordes de tramos y PAR', () => {
    expect(CORTES_DE_ATRASO).toEqual([0, 1, 30, 60, 90]);
  });

  it('agrupar los vencimientos por cortes superados no cambia la antigüedad ni el PAR', () => {
    const hoy = '2026-11-24';
    const grupos = Array.from({ length: 200 }, (_, i) => ({
      vence: sumarDias(hoy, 10 - ((i * 37) % 150)),
      prestamos: 1 + (i % 3),
      capitalCentavos: 1000 + i * 7919,
    }));
    const clase = (vence: string) => CORTES_DE_ATRASO.filter((c) => diasDeAtraso(vence, hoy) > c).length;
    const porClase = new Map<number, { vence: string; prestamos: number; capitalCentavos: number }>();
    for (const g of grupos) {
      const k = clase(g.vence);
      const actual = porClase.get(k);
      porClase.set(k, {
        vence: actual && actual.vence < g.vence ? actual.vence : g.vence,
        prestamos: (actual?.prestamos ?? 0) + g.prestamos,
        capitalCentavos: (actual?.capitalCentavos ?? 0) + g.capitalCentavos,
      });
    }
    expect(saludDeCartera([...porClase.values()], hoy)).toEqual(saludDeCartera(grupos, hoy));
  });
});
