import fs from 'node:fs';
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

/**
 * El Chromium sin pantalla de Debian (chromium-headless-shell), el que Playwright usa para los recorridos sin ventana:
 * el navegador entero en modo --headless gasta más CPU en lo mismo
 * (docs/decisiones/0044-recorridos-con-menos-cpu.md). Si no está instalado, el entero.
 */
const SIN_PANTALLA = '/usr/bin/chromium-headless-shell';
const NAVEGADOR = fs.existsSync(SIN_PANTALLA) ? SIN_PANTALLA : '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  // Plazos que solo son la red de seguridad de algo que se espera: un recorrido que pasa no los espera nunca, y con la
  // máquina ocupada por otra suite entera (8 Chromium en 2 núcleos) cargar /login llegó a tardar más de 10 s.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  globalSetup: './e2e/preparar.ts',
  fullyParallel: false,
  workers: CARRILES,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    locale: 'es-DO',
    timezoneId: 'America/Santo_Domingo',
    // Sin traza: grabarla costaba un 12 % de la CPU de los recorridos, pasaran o no, y CI no la guarda. De un fallo
    // quedan la captura y el árbol de la página (en test-results); para ver cada paso, se repite ese recorrido con
    // `--trace on` (docs/decisiones/0044-recorridos-con-menos-cpu.md).
    trace: 'off',
    // Sin service worker, como hasta ahora: los recorridos que simulan la API con page.route la ven pasar y ninguno
    // baja la app entera al empezar. El de sin señal (e2e/sin-senal.spec.ts) lo permite para probarlo.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: NAVEGADOR,
      args: [
        '--no-sandbox',
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
