import { describe, expect, it } from 'vitest';
import {
  CORTES_DE_ATRASO,
  diasDeAtraso,
  enRiesgo,
  porcentaje,
  saludDeCartera,
  TRAMOS_DE_ATRASO,
  textoDeUmbral,
  tramoDeAtraso,
  UMBRALES_PAR,
} from './cartera';
import { sumarDias } from './fechas';

describe('salud de la cartera', () => {
  it('los días de atraso cuentan desde el vencimiento impago más antiguo; vencer hoy no es atraso', () => {
    expect(diasDeAtraso('2026-11-24', '2026-11-24')).toBe(0);
    expect(diasDeAtraso('2026-11-23', '2026-11-24')).toBe(1);
    expect(diasDeAtraso('2026-12-01', '2026-11-24')).toBe(0);
    expect(diasDeAtraso(null, '2026-11-24')).toBe(0);
    expect(diasDeAtraso('infinity', '2026-11-24')).toBe(0);
  });

  it('cada umbral de PAR empieza un tramo: 1, 30, 60 y 90 días', () => {
    expect([0, 1, 29, 30, 59, 60, 89, 90, 400].map(tramoDeAtraso)).toEqual([
      'AL_DIA',
      'D1_29',
      'D1_29',
      'D30_59',
      'D30_59',
      'D60_89',
      'D60_89',
      'D90_MAS',
      'D90_MAS',
    ]);
  });

  it('PAR N cuenta N días o más: un día de atraso ya está en riesgo', () => {
    expect([enRiesgo(0, 1), enRiesgo(1, 1), enRiesgo(29, 30), enRiesgo(30, 30), enRiesgo(90, 90)]).toEqual([
      false,
      true,
      false,
      true,
      true,
    ]);
    expect(UMBRALES_PAR.map(textoDeUmbral)).toEqual([
      '1 día o más de atraso',
      '30 días o más de atraso',
      '90 días o más de atraso',
    ]);
  });

  it('el porcentaje lleva dos decimales redondeados a la mitad hacia arriba', () => {
    expect(porcentaje(1, 3)).toBe(33.33);
    expect(porcentaje(2, 3)).toBe(66.67);
    expect(porcentaje(1, 8)).toBe(12.5);
    expect(porcentaje(5, 0)).toBe(0);
  });

  it('el ejemplo de docs/producto.md#reportes: PAR y antigüedad de cuatro préstamos', () => {
    // Hoy 24/11: A al día (vence 30/11), B 1 día (23/11), C 30 días (25/10), D 90 días (26/08).
    const salud = saludDeCartera(
      [
        { vence: '2026-11-30', prestamos: 1, capitalCentavos: 400_000 },
        { vence: '2026-11-23', prestamos: 1, capitalCentavos: 300_000 },
        { vence: '2026-10-25', prestamos: 1, capitalCentavos: 200_000 },
        { vence: '2026-08-26', prestamos: 1, capitalCentavos: 100_000 },
      ],
      '2026-11-24',
    );
    expect(salud.capitalCentavos).toBe(1_000_000);
    expect(salud.tramos.map((t) => [t.codigo, t.prestamos, t.capitalCentavos])).toEqual([
      ['AL_DIA', 1, 400_000],
      ['D1_29', 1, 300_000],
      ['D30_59', 1, 200_000],
      ['D60_89', 0, 0],
      ['D90_MAS', 1, 100_000],
    ]);
    // PAR 1 incluye a B (1 día), C y D: lo mismo que los tramos atrasados; PAR 30, C (30) y D; PAR 90, solo D (90).
    expect(salud.par).toEqual([
      { umbral: 1, capitalCentavos: 600_000, porcentaje: 60 },
      { umbral: 30, capitalCentavos: 300_000, porcentaje: 30 },
      { umbral: 90, capitalCentavos: 100_000, porcentaje: 10 },
    ]);
    // PAR N es la suma de los tramos desde N días (los tramos van en el orden de TRAMOS_DE_ATRASO).
    const desde = (n: number) => salud.tramos.filter((_, i) => (TRAMOS_DE_ATRASO[i]?.desde ?? 0) >= n);
    for (const p of salud.par)
      expect(desde(p.umbral).reduce((s, t) => s + t.capitalCentavos, 0)).toBe(p.capitalCentavos);
  });
});

describe('agrupar por cortes de atraso', () => {
  it('los cortes son los bordes de tramos y PAR', () => {
    expect(CORTES_DE_ATRASO).toEqual([0, 29, 59, 89]);
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
