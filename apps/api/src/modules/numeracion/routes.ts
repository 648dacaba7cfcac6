import { GuardarSecuenciasBody, SecuenciasRespuesta } from '@prestamos/contract';
import { fechaDeNegocio } from '@prestamos/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enContexto } from '../../db/transacciones';
import type { Dependencias } from '../../lib/contexto';
import { contextoDe } from '../../plugins/acceso';
import { guardarSerie, leerSeries } from './repositorio';

export async function rutasNumeracion(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['empresa'];

  r.get(
    '/empresa/secuencias',
    { config: { acceso: 'empresa.plan.ver' }, schema: { tags, response: { 200: SecuenciasRespuesta } } },
    async (req) => {
      const ctx = contextoDe(req);
      const items = await enContexto(deps.db, ctx, (tx) =>
        leerSeries(tx, ctx.idEmpresa, fechaDeNegocio(deps.ahora())),
      );
      return { ok: true as const, items };
    },
  );

  r.put(
    '/empresa/secuencias',
    {
      config: { acceso: ['ADMIN', 'EMPRESA_ADMIN'] },
      schema: { tags, body: GuardarSecuenciasBody, response: { 200: SecuenciasRespuesta } },
    },
    async (req) => {
      const ctx = contextoDe(req);
      const items = await enContexto(deps.db, ctx, async (tx) => {
        for (const serie of req.body.items) await guardarSerie(tx, ctx.idEmpresa, serie);
        return leerSeries(tx, ctx.idEmpresa, fechaDeNegocio(deps.ahora()));
      });
      return { ok: true as const, message: 'Ajustes guardados', items };
    },
  );
}
