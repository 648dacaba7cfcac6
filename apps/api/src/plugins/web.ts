import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Sirve la web compilada (si existe) desde el mismo puerto que la API, con reserva a `index.html` para las rutas del
 * navegador. Lo que empiece por /api y no exista es un 404 JSON, nunca la página.
 */
export async function registrarWeb(app: FastifyInstance, carpeta: string) {
  const hayWeb = fs.existsSync(path.join(carpeta, 'index.html'));
  if (hayWeb) {
    await app.register(fastifyStatic, {
      root: carpeta,
      // La compilación deja cada archivo también en .br y .gz (apps/web/build/precomprimir.ts): va el que acepte el
      // navegador (Accept-Encoding, con Vary), sin comprimir en cada petición; sin ninguno, el original.
      preCompressed: true,
      setHeaders(reply, archivo) {
        // Los recursos de Vite llevan su hash en el nombre: se pueden guardar para siempre. Lo demás (index.html, el
        // service worker sw.js y el manifest de la app instalable) se revalida siempre: así una versión nueva llega.
        const inmutable = archivo.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', inmutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (archivo.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const esApi = req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?');
    if (hayWeb && !esApi && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ ok: false, message: 'Recurso no encontrado', code: 'NO_ENCONTRADO' });
  });
}
