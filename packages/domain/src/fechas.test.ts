import { describe, expect, it } from 'vitest';
import { fechaDeNegocio, formatearFechaHora, sumarDias, sumarMeses } from './fechas';

describe('fechaDeNegocio', () => {
  it('usa el día de Santo Domingo (UTC-4), no el de UTC', () => {
    // 02:30 UTC del 1 de marzo son las 22:30 del 28 de febrero en Santo Domingo.
    expect(fechaDeNegocio(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
    expect(fechaDeNegocio(new Date('2026-03-01T04:00:00Z'))).toBe('2026-03-01');
  });
});

describe('sumarMeses', () => {
  it('se queda en el último día del mes cuando el día no existe', () => {
    expect(sumarMeses('2026-01-31', 1)).toBe('2026-02-28');
    expect(sumarMeses('2028-01-31', 1)).toBe('2028-02-29');
    expect(sumarMeses('2026-01-31', 2)).toBe('2026-03-31');
    expect(sumarMeses('2026-01-31', 3)).toBe('2026-04-30');
  });

  it('cruza años hacia adelante y hacia atrás', () => {
    expect(sumarMeses('2026-11-15', 3)).toBe('2027-02-15');
    expect(sumarMeses('2026-01-15', -1)).toBe('2025-12-15');
    expect(sumarMeses('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('rechaza textos que no son fechas', () => {
    expect(() => sumarMeses('2026-1-5', 1)).toThrow('Fecha inválida');
  });
});

describe('sumarDias', () => {
  it('cruza meses y años bisiestos', () => {
    expect(sumarDias('2028-02-28', 1)).toBe('2028-02-29');
    expect(sumarDias('2026-12-25', 7)).toBe('2027-01-01');
    expect(sumarDias('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('formatearFechaHora', () => {
  it('muestra la hora de Santo Domingo (UTC-4), también al cruzar la medianoche UTC', () => {
    expect(formatearFechaHora(new Date('2026-11-22T18:05:00Z'))).toBe('22/11/2026 14:05');
    expect(formatearFechaHora('2026-11-23T02:30:00Z')).toBe('22/11/2026 22:30');
  });
});
