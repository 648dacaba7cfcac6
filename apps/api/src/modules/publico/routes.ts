import { ContactoBody, MensajeRespuesta, TokenDeReciboParam } from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Dependencias } from '../../lib/contexto';
import { enviarRecibo } from '../pagos/consultas-routes';
import { reciboDeEnlace } from '../pagos/recibo/enlaces';
import { recibirContacto } from './service';

export async function rutasPublicas(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/public/contact',
    {
      config: { acceso: 'publico' },
      schema: { tags: ['sitio público'], body: ContactoBody, response: { 200: MensajeRespuesta } },
    },
    async (req) => recibirContacto(deps, req.body, req.ip),
  );

  // El enlace que el cliente recibe por WhatsApp: el recibo en PDF, sin sesión y sin nada más (issue 34).
  r.get(
    '/publico/recibos/:token',
    { config: { acceso: 'publico' }, schema: { tags: ['sitio público'], params: TokenDeReciboParam } },
    async (req, reply) => enviarRecibo(reply, await reciboDeEnlace(deps, req.params.token, req.ip)),
  );
}
