import { afterEach, describe, expect, it, vi } from 'vitest';
import { claveUnica } from './clave-unica';

afterEach(() => vi.unstubAllGlobals());

describe('claveUnica', () => {
  it('da 32 caracteres hexadecimales que la cabecera Idempotency-Key acepta, distintos cada vez', () => {
    const claves = new Set(Array.from({ length: 1000 }, claveUnica));
    expect(claves.size).toBe(1000);
    for (const c of claves) expect(c).toMatch(/^[0-9a-f]{32}$/);
  });

  it('funciona sin crypto.randomUUID (página servida por http a una IP de la red)', () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    expect(claveUnica()).toMatch(/^[0-9a-f]{32}$/);
  });
});
