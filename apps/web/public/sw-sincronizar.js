// Background Sync (Chromium en Android): cuando vuelve la señal, el navegador despierta al service worker con la
// etiqueta 'cola-de-cobros' y este avisa a las páginas abiertas de la app para que envíen su cola. Nunca es el único
// camino: la página también envía al abrirse, al volver la red, al volver a verse y con «Sincronizar ahora».
self.addEventListener('sync', (evento) => {
  if (evento.tag !== 'cola-de-cobros') return;
  evento.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((paginas) => {
      for (const p of paginas) p.postMessage({ tipo: 'sincronizar-cola' });
    }),
  );
});
