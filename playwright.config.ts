import { defineConfig } from '@playwright/test';

/**
 * Recorridos en el Chromium de Debian contra el servidor real, cada uno sobre una base embebida nueva. Dos
 * servidores: el normal y uno con la inactividad acortada (12 s, aviso a los 8 s) para probar el cierre por
 * inactividad sin esperar cinco minutos. E2E_PUERTO cambia los puertos (dos copias corriendo a la vez).
 */
const NORMAL = Number(process.env.E2E_PUERTO ?? 4310);
const INACTIVIDAD_CORTA = NORMAL + 1;
const servidor = (puerto: number, extra: string) => ({
  command: `node e2e/servidor.mjs ${puerto} ${extra}`,
  url: `http://127.0.0.1:${puerto}/api/health`,
  reuseExistingServer: false,
  timeout: 90_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    locale: 'es-DO',
    timezoneId: 'America/Santo_Domingo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'principal', testIgnore: /inactividad/, use: { baseURL: `http://127.0.0.1:${NORMAL}` } },
    {
      name: 'inactividad',
      testMatch: /inactividad/,
      use: { baseURL: `http://127.0.0.1:${INACTIVIDAD_CORTA}` },
    },
  ],
  webServer: [servidor(NORMAL, '300 60'), servidor(INACTIVIDAD_CORTA, '12 8')],
});
