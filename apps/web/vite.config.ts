import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pesoDelIngreso } from './build/peso-del-ingreso.ts';
import { precomprimirAlCompilar } from './build/precomprimir.ts';

/** Color de la marca (public/favicon.svg, index.html): la barra del teléfono y la pantalla de arranque de la app. */
const MARCA = '#0b7285';

/**
 * La aplicación del cobrador instalable y sin señal (issue 35). Workbox genera el service worker: guarda de antemano la
 * aplicación compilada y, sin red, responde index.html a las páginas bajo /app (la API nunca: sin red, falla y la app
 * usa su copia en IndexedDB). El sitio público sigue yendo a la red como siempre. Con `autoUpdate` la versión nueva se
 * instala sola y la página se recarga al tomar el control: nadie tiene que borrar nada.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: false,
  manifest: {
    name: 'Préstamos · Cobros',
    short_name: 'Cobros',
    description: 'Tus rutas de cobro, también sin señal.',
    lang: 'es-DO',
    start_url: '/app/operador',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: MARCA,
    background_color: '#ffffff',
    icons: [
      { src: '/icono-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icono-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icono-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    navigateFallback: '/index.html',
    navigateFallbackAllowlist: [/^\/app(\/|$)/],
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // El aviso de Background Sync a la página abierta (public/sw-sincronizar.js): el envío lo hace siempre la página.
    importScripts: ['/sw-sincronizar.js'],
  },
});

// En desarrollo (`npm run dev -w @prestamos/web`) la API corre aparte en :3000; en producción la sirve el mismo servidor.
export default defineConfig({
  plugins: [react(), pwa, pesoDelIngreso(), precomprimirAlCompilar()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      treeshake: {
        // Los esquemas del contrato y las reglas del dominio no hacen nada al cargarse: lo que una pantalla no usa
        // no baja con ella (a /login le basta el esquema del ingreso). Salvo contract/src/comun.ts, que pone zod en
        // español, y su índice, que lo carga siempre.
        moduleSideEffects: [
          { test: /\/packages\/contract\/src\/(comun|index)\.ts$/, sideEffects: true },
          { test: /\/packages\/(contract|domain)\/src\//, sideEffects: false },
        ],
      },
    },
  },
});
