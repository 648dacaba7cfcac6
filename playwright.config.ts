import { defineConfig } from '@playwright/test';

/**
 * Recorridos en el Chromium de Debian contra el servidor real. Antes de empezar, e2e/preparar.ts siembra la demostración
 * una vez; cada archivo de recorridos arranca su servidor sobre una copia (e2e/prueba.ts), en uno de los carriles
 * (E2E_CARRILES, 4 de serie: medido en el README, la mayor parte del tiempo un recorrido espera a la página y no a la
 * CPU). Los servidores tienen el reloj que los recorridos adelantan (`/api/prueba/reloj`, e2e/reloj.ts): ninguno
 * espera segundos de verdad. Al final, la base de cada archivo debe cumplir las reglas del dinero
 * (e2e/invariantes.spec.ts).
 */
const CARRILES = Number(process.env.E2E_CARRILES ?? 4);

export default defineConfig({
  testDir: 'e2e',
  // Los recorridos más largos (accesibilidad de 11 pantallas, capturas a 1280 px) tardan de 25 a 45 s; en la máquina
  // más lenta medida (25/11, todo 2,5 veces más lento), el de accesibilidad pasó del minuto sin nada trabado.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/preparar.ts',
  fullyParallel: false,
  workers: CARRILES,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    locale: 'es-DO',
    timezoneId: 'America/Santo_Domingo',
    trace: 'retain-on-failure',
    // Sin service worker, como hasta ahora: los recorridos que simulan la API con page.route la ven pasar y ninguno
    // baja la app entera al empezar. El de sin señal (e2e/sin-senal.spec.ts) lo permite para probarlo.
    serviceWorkers: 'block',
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
    { name: 'recorridos', testIgnore: /invariantes/, use: { reducedMotion: 'reduce' } },
    { name: 'invariantes', testMatch: /invariantes/, dependencies: ['recorridos'] },
  ],
});
