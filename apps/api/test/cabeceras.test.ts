import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './entorno';

let e: Entorno;

beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

describe('cabeceras de seguridad', () => {
  it('van en toda respuesta, también en un error y en un 404, con la política de contenido de la web', async () => {
    for (const [url, estado] of [
      ['/api/health', 200],
      ['/api/clientes', 401],
      ['/api/no-existe', 404],
    ] as const) {
      const r = await e.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(estado);
      expect(r.headers['x-content-type-options'], url).toBe('nosniff');
      expect(r.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(r.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(r.headers['x-powered-by'], url).toBeUndefined();
      expect(r.headers['content-security-policy'], url).toContain("img-src 'self' data: blob: https:");
      expect(r.headers['content-security-policy'], url).toContain("object-src 'none'");
      expect(r.headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
    }
  });
});
