import { describe, expect, it } from 'vitest';
import { fechaDePlan, fechaDePlanOpcional, fechaIso, fechaOpcional, IdParam, MAXIMO_ID } from './comun';

describe('fechaIso', () => {
  it.each(['2024-02-29', '2021-12-31', '0001-01-01', '9999-12-31'])('acepta %s', (v) => {
    expect(fechaIso().safeParse(v).success).toBe(true);
  });

  it.each([
    '2021-02-30',
    '2023-02-29',
    '2021-04-31',
    '2021-13-01',
    '2021-00-10',
    '0000-01-01',
    '2021-1-5',
    '',
  ])('rechaza %s con el mensaje dado', (v) => {
    const r = fechaIso('Fecha mala.').safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain('Fecha mala.');
  });
});

describe('fechaOpcional', () => {
  it('vacía o null se guarda como null; ausente sigue ausente; una que no existe se rechaza', () => {
    expect(fechaOpcional().parse('')).toBeNull();
    expect(fechaOpcional().parse(null)).toBeNull();
    expect(fechaOpcional().parse(undefined)).toBeUndefined();
    expect(fechaOpcional().parse('2020-03-15')).toBe('2020-03-15');
    expect(fechaOpcional().safeParse('2021-02-30').error?.issues[0]?.message).toBe(
      'Fecha inválida (AAAA-MM-DD).',
    );
  });
});

describe('IdParam', () => {
  it('acepta hasta el mayor integer de PostgreSQL y rechaza lo que lo pasa', () => {
    expect(IdParam.parse({ id: String(MAXIMO_ID) }).id).toBe(2_147_483_647);
    for (const id of [String(MAXIMO_ID + 1), '99999999999', '0', '-1', '1.5', 'abc']) {
      expect(IdParam.safeParse({ id }).error?.issues[0]?.message).toBe('Id inválido');
    }
  });
});

describe('fechas de un plan y de sus pagos', () => {
  it('de 2000 a 2100: más allá, sumar las cuotas del plan saldría del calendario de la base', () => {
    expect(fechaDePlan().safeParse('2026-11-24').success).toBe(true);
    expect(fechaDePlan().safeParse('9999-12-31').error?.issues[0]?.message).toBe(
      'La fecha debe estar entre 2000-01-01 y 2100-12-31.',
    );
    expect(fechaDePlanOpcional().parse('')).toBeNull();
    expect(fechaDePlanOpcional().safeParse('1999-12-31').success).toBe(false);
  });
});
