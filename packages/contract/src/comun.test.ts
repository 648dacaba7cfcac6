import { describe, expect, it } from 'vitest';
import { fechaIso, fechaOpcional, IdParam, MAXIMO_ID } from './comun';

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
