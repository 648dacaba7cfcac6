import { ContactoBody, MensajeRespuesta } from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Dependencias } from '../../lib/contexto';
import { recibirContacto } from './service';

export async function rutasPublicas(app: FastifyInstance, deps: Dependencias) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/public/contact',
    {
      config: { acceso: 'publico' },
      schema: { tags: ['sitio público'], body: ContactoBody, response: { 200: MensajeRespuesta } },
    },
    async (req) => recibirContacto(deps, req.body, req.ip),
  );
}
