import { Salud } from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import paquete from '../../../package.json' with { type: 'json' };
import type { Dependencias } from '../../lib/contexto';

export async function rutasSalud(app: FastifyInstance, deps: Dependencias) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { config: { acceso: 'publico' }, schema: { tags: ['salud'], response: { 200: Salud } } },
      async () => ({ ok: true as const, db: deps.tipoDb, version: paquete.version }),
    );
}
