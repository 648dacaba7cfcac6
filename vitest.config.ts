import { defineConfig } from 'vitest/config';

/**
 * Los archivos de un proyecto corren uno tras otro en el mismo proceso, sin volver a cargar los módulos ni el entorno
 * para cada uno: cargarlos (React, Mantine, jsdom, Fastify, Drizzle) costaba más que las pruebas. Lo que una prueba
 * cambia de lo global se deshace después de cada una (espías, globales y variables de entorno de `vi`), y ningún
 * módulo del servidor guarda estado de una base o una app (lo suyo va en mapas por instancia).
 */
const sinAislar = { isolate: false, restoreMocks: true, unstubGlobals: true, unstubEnvs: true } as const;

/**
 * Plazos que solo son la red de seguridad de una prueba trabada: una que pasa no los espera nunca. Con la máquina
 * ocupada por otra suite entera, la prueba más larga (200 secuencias de dinero al azar, ~35 s sola) tarda el triple.
 */
const plazos = { testTimeout: 180_000, hookTimeout: 180_000 } as const;

export default defineConfig({
  test: {
    // Con dos núcleos Vitest usaría uno solo (núcleos − 1); las pruebas de la API pasan buena parte del tiempo
    // esperando a la base y a sus respuestas, y dos procesos aprovechan ese rato.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...sinAislar,
          ...plazos,
          name: 'domain',
          include: ['packages/*/src/**/*.test.ts'],
        },
      },
      {
        test: {
          ...sinAislar,
          ...plazos,
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/preparar-dom.ts'],
        },
      },
      {
        test: {
          ...sinAislar,
          ...plazos,
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          ...sinAislar,
          ...plazos,
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/preparar-bases.ts'],
        },
      },
    ],
  },
});
