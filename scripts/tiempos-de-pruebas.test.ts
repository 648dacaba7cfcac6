import { describe, expect, it } from 'vitest';
import {
  type InformePlaywright,
  type InformeVitest,
  tablaDeLosMasLentos,
  tiemposDePlaywright,
  tiemposDeVitest,
} from './tiempos-de-pruebas';

const VITEST: InformeVitest = {
  startTime: 0,
  testResults: [
    {
      name: '/repo/apps/api/test/lenta.test.ts',
      startTime: 1_000,
      endTime: 9_000,
      assertionResults: [
        { title: 'cobra', status: 'passed', duration: 5_000 },
        { title: 'anula', status: 'passed', duration: 2_500 },
        { title: 'solo con PostgreSQL', status: 'skipped', duration: null },
      ],
      tiempos: { preparar: 100, entorno: 0, setup: 0, importar: 900, correr: 10_500 },
    },
    {
      name: '/repo/packages/domain/src/rapida.test.ts',
      startTime: 1_000,
      endTime: 1_300,
      assertionResults: [{ title: 'suma', status: 'passed', duration: 250 }],
    },
  ],
};

const PLAYWRIGHT: InformePlaywright = {
  config: { rootDir: '/repo/e2e' },
  suites: [
    {
      title: 'cobros.spec.ts',
      file: 'cobros.spec.ts',
      specs: [{ title: 'cobra en ruta', tests: [{ results: [{ duration: 4_000, status: 'passed' }] }] }],
      suites: [
        {
          title: 'sin señal',
          specs: [
            {
              title: 'sincroniza | al volver',
              tests: [
                {
                  results: [
                    { duration: 6_000, status: 'failed' },
                    { duration: 5_000, status: 'passed' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('tiempos de pruebas', () => {
  it('de Vitest con las partes: cargar, ganchos (lo que no es ninguna prueba) y pruebas; las saltadas no cuentan', () => {
    const [lenta, rapida] = tiemposDeVitest(VITEST, '/repo');
    expect(lenta).toEqual({
      archivo: 'apps/api/test/lenta.test.ts',
      herramienta: 'vitest',
      pruebas: 2,
      total: 11_500,
      cargar: 1_000,
      ganchos: 3_000,
      enPruebas: 7_500,
      masLenta: { titulo: 'cobra', ms: 5_000 },
    });
    // Sin las partes (el JSON de serie), de la primera prueba a la última.
    expect(rapida).toMatchObject({ total: 300, cargar: null, ganchos: null, enPruebas: 250 });
  });

  it('de Playwright: por archivo, con sus suites anidadas y cada reintento', () => {
    expect(tiemposDePlaywright(PLAYWRIGHT, '/repo')).toEqual([
      {
        archivo: 'e2e/cobros.spec.ts',
        herramienta: 'playwright',
        pruebas: 2,
        total: 15_000,
        cargar: null,
        ganchos: null,
        enPruebas: 15_000,
        masLenta: { titulo: 'sincroniza | al volver', ms: 11_000 },
      },
    ]);
  });

  it('la tabla: los más lentos primero, hasta cuantos se pidan, y la suma de todos', () => {
    const tabla = tablaDeLosMasLentos(
      [...tiemposDeVitest(VITEST, '/repo'), ...tiemposDePlaywright(PLAYWRIGHT, '/repo')],
      2,
    ).split('\n');
    expect(tabla).toEqual([
      '| # | Archivo | Pruebas | Total (s) | Cargar (s) | Ganchos (s) | Pruebas (s) | La más lenta (s) |',
      '| -: | --- | -: | -: | -: | -: | -: | --- |',
      '| 1 | `e2e/cobros.spec.ts` | 2 | 15.0 | – | – | 15.0 | sincroniza \\| al volver (11.0) |',
      '| 2 | `apps/api/test/lenta.test.ts` | 2 | 11.5 | 1.0 | 3.0 | 7.5 | cobra (5.0) |',
      '| | **3 archivos** | 5 | 26.8 | – | – | 22.8 | |',
    ]);
  });
});
