import { defineConfig } from '@playwright/test';
import { INACTIVIDAD_CORTA, NORMAL, SEGUNDO, urlDe } from './e2e/puertos';

/**
 * Recorridos en el Chromium de Debian contra el servidor real, cada uno sobre una base embebida nueva. Tres
 * servidores: dos normales, cada uno con su carril de recorridos (uno a la vez en cada servidor, los dos carriles a la
 * vez: la mitad del tiempo de CI, que la mayor parte espera a la página y no a la CPU), y uno con la inactividad
 * acortada (12 s, aviso a los 8 s) para probar el cierre por inactividad sin esperar cinco minutos. Al final, con todo
 * lo que los recorridos cobraron, cancelaron y movieron, las bases de los tres deben cumplir las reglas del dinero
 * (e2e/invariantes.spec.ts).
 */
const servidor = (puerto: number, extra: string) => ({
  command: `node e2e/servidor.mjs ${puerto} ${extra}`,
  url: `${urlDe(puerto)}/api/health`,
  reuseExistingServer: false,
  timeout: 90_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** Los recorridos del segundo carril: medidos, la mitad del tiempo de todos (los nuevos van al primero). */
const SEGUNDO_CARRIL =
  /(en-vivo|capturas|accesibilidad|permisos|rutas|pagos|clientes|ingreso|perfil|telefono|detalles-de-uso|fechas-y-filtros)\.spec/;

export default defineConfig({
  testDir: 'e2e',
  // Los recorridos más largos (accesibilidad de 11 pantallas, capturas a 1280 px) tardan de 25 a 45 s; en la máquina
  // más lenta medida (25/11, todo 2,5 veces más lento), el de accesibilidad pasó del minuto sin nada trabado.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
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
    {
      name: 'principal',
      testIgnore: [/inactividad|invariantes/, SEGUNDO_CARRIL],
      workers: 1,
      use: { baseURL: urlDe(NORMAL) },
    },
    { name: 'segundo', testMatch: SEGUNDO_CARRIL, workers: 1, use: { baseURL: urlDe(SEGUNDO) } },
    { name: 'inactividad', testMatch: /inactividad/, workers: 1, use: { baseURL: urlDe(INACTIVIDAD_CORTA) } },
    { name: 'invariantes', testMatch: /invariantes/, dependencies: ['principal', 'segundo', 'inactividad'] },
  ],
  webServer: [servidor(NORMAL, '300 60'), servidor(SEGUNDO, '300 60'), servidor(INACTIVIDAD_CORTA, '12 8')],
});
