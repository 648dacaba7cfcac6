import { describe, expect, it } from 'vitest';
import { segundosDeInactividad } from './inactividad';

describe('segundosDeInactividad', () => {
  it('el OPERADOR usa los minutos de su empresa; los demás roles, y sin elección, el límite del servidor', () => {
    expect(segundosDeInactividad('OPERADOR', 20, 300)).toBe(1200);
    expect(segundosDeInactividad('OPERADOR', null, 300)).toBe(300);
    expect(segundosDeInactividad('ADMIN', 20, 300)).toBe(300);
    expect(segundosDeInactividad('SUPERADMIN', 30, 300)).toBe(300);
  });
});
