import { describe, expect, it } from 'vitest';
import { coincide, normalizar } from './texto';

describe('búsqueda en la pantalla', () => {
  it('sin tildes ni mayúsculas', () => {
    expect(normalizar('  Miguel Ángel NÚÑEZ ')).toBe('miguel angel nunez');
    expect(coincide(['Miguel Ángel Núñez', null], 'nuñez')).toBe(true);
    expect(coincide(['CL-000007'], 'cl-0000')).toBe(true);
    expect(coincide(['Ana'], 'pedro')).toBe(false);
    expect(coincide(['Ana'], '  ')).toBe(true);
  });
});
