import './app/estilos';
import { registerSW } from 'virtual:pwa-register';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Proveedores } from './app/proveedores';
import { router } from './app/router';

// El service worker de Workbox (vite.config.ts): la app abre sin señal y se actualiza sola al publicar una versión.
registerSW({
  immediate: true,
  // Sin service worker (navegador sin soporte, HTTP por IP): la app funciona igual, solo que sin modo sin señal.
  onRegisterError: (error) => console.warn('Sin service worker: la app no abrirá sin señal.', error),
});

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Falta el elemento #root');

createRoot(raiz).render(
  <StrictMode>
    <Proveedores>
      <RouterProvider router={router} />
    </Proveedores>
  </StrictMode>,
);
