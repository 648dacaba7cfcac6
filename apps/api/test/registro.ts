import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { construirApp } from '../src/app';
import type { Entorno } from './entorno';

/** Otro servidor sobre la base del entorno, con el registro (nivel info) guardado en un texto que la prueba lee. */
export async function appConRegistro(e: Entorno): Promise<{ app: FastifyInstance; registro: () => string }> {
  let registro = '';
  const captura = new Writable({
    write(trozo, _codificacion, listo) {
      registro += String(trozo);
      listo();
    },
  });
  const app = await construirApp(e.deps, {
    carpetaWeb: '/sin-web',
    nivelDeRegistro: 'info',
    flujoDeRegistro: captura,
  });
  return { app, registro: () => registro };
}
