import { RevisionDeInvariantes, Salud } from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import paquete from '../../../package.json' with { type: 'json' };
import { verificarInvariantes } from '../../db/invariantes';
import type { Dependencias } from '../../lib/contexto';

export async function rutasSalud(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/health',
    { config: { acceso: 'publico' }, schema: { tags: ['salud'], response: { 200: Salud } } },
    async () => ({ ok: true as const, db: deps.tipoDb, version: paquete.version }),
  );

  // Soporte revisa las reglas del dinero de toda la base (las mismas que `npm run invariantes`) sin detener el servidor.
  r.get(
    '/admin/invariantes',
    {
      config: { acceso: 'SUPERADMIN' },
      schema: { tags: ['salud'], response: { 200: RevisionDeInvariantes } },
    },
    async () => {
      const violaciones = await verificarInvariantes(deps.db);
      return { ok: violaciones.length === 0, violaciones };
    },
  );
}
