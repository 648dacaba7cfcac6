import { AjustesRespuesta, GuardarAjustesBody } from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Dependencias } from '../../lib/contexto';
import { contextoDe } from '../../plugins/acceso';
import { guardarAjustes, leerAjustes } from './ajustes';

export async function rutasEmpresa(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['empresa'];

  r.get(
    '/empresa/ajustes',
    { config: { acceso: 'empresa.plan.ver' }, schema: { tags, response: { 200: AjustesRespuesta } } },
    async (req) => leerAjustes(deps, contextoDe(req)),
  );

  // Spec 000 §2: los ajustes los administran ADMIN y EMPRESA_ADMIN (y SUPERADMIN, que puede todo).
  r.put(
    '/empresa/ajustes',
    {
      config: { acceso: ['ADMIN', 'EMPRESA_ADMIN'] },
      schema: { tags, body: GuardarAjustesBody, response: { 200: AjustesRespuesta } },
    },
    async (req) => guardarAjustes(deps, contextoDe(req), req.body),
  );
}
