import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { leerConfig } from './config';

describe('configuración', () => {
  it('sin variables: PGlite en ./data, puerto 3000, 300 s de inactividad con aviso a 60 s', () => {
    const c = leerConfig({});
    expect(c).toMatchObject({
      port: 3000,
      databaseUrl: null,
      seedDemo: true,
      idleSegundos: 300,
      avisoSegundos: 60,
      conexionesPorPool: 2 * os.availableParallelism(),
    });
    expect(c.dataDir).toMatch(/\/data$/);
  });

  it('un límite de inactividad corto acorta el aviso para que quede margen', () => {
    expect(leerConfig({ IDLE_SECONDS: '10' })).toMatchObject({ idleSegundos: 10, avisoSegundos: 9 });
    expect(leerConfig({ IDLE_SECONDS: '10', IDLE_WARNING_SECONDS: '4' }).avisoSegundos).toBe(4);
  });

  it('rechaza números inválidos con el nombre de la variable', () => {
    expect(() => leerConfig({ PORT: 'abc' })).toThrow('PORT debe ser un entero positivo (valor: "abc").');
    expect(() => leerConfig({ DB_POOL_MAX: '0' })).toThrow(
      'DB_POOL_MAX debe ser un entero positivo (valor: "0").',
    );
    expect(leerConfig({ DB_POOL_MAX: '4' }).conexionesPorPool).toBe(4);
    expect(leerConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('el registro es texto para leer salvo LOG_FORMAT=json', () => {
    expect(leerConfig({}).logFormat).toBe('text');
    expect(leerConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => leerConfig({ LOG_FORMAT: 'pretty' })).toThrow(
      'LOG_FORMAT es "text" o "json" (valor: "pretty").',
    );
  });
});
