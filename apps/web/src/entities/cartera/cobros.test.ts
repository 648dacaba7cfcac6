import { describe, expect, it } from 'vitest';
import { datosDeCobros, pesosCortos, resumenDeCobros } from './cobros';

const dia = (fecha: string, vencia: number, cobrado: number) => ({
  fecha,
  vencia,
  cobrado,
  porcentaje: vencia > 0 ? Math.round((cobrado / vencia) * 10_000) / 100 : null,
});

describe('gráfico de cobros', () => {
  it('cada día con su etiqueta dd/mm y sus dos montos', () => {
    expect(datosDeCobros([dia('2026-11-03', 1_500.5, 700)])).toEqual([
      { dia: '03/11', vencia: 1_500.5, cobrado: 700 },
    ]);
  });

  it('suma en centavos y da el porcentaje con dos decimales; sin nada que venciera, sin porcentaje', () => {
    expect(resumenDeCobros([dia('2026-11-01', 0.1, 0.2), dia('2026-11-02', 0.2, 0)])).toEqual({
      vencia: 0.3,
      cobrado: 0.2,
      porcentaje: 66.67,
    });
    expect(resumenDeCobros([dia('2026-11-01', 0, 500)])).toEqual({
      vencia: 0,
      cobrado: 500,
      porcentaje: null,
    });
  });

  it('pesos cortos para el eje', () => {
    expect(pesosCortos(0)).toBe('RD$ 0');
    expect(pesosCortos(950.4)).toBe('RD$ 950');
    expect(pesosCortos(21_680)).toBe('RD$ 22 K');
    expect(pesosCortos(2_380_247.37)).toBe('RD$ 2.4 M');
    expect(pesosCortos(3_000_000)).toBe('RD$ 3 M');
  });
});
