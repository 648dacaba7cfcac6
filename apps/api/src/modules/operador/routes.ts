import { CierreDelDia, CierreQuery, EstadoDeOperador, ResumenDeOperador } from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Dependencias } from '../../lib/contexto';
import { enviarPdf } from '../../lib/pdf';
import { contextoDe } from '../../plugins/acceso';
import { cierreDelDia } from './cierre';
import { cierreEnPdf } from './cierre-pdf';
import { estadoDelOperador, resumenDelOperador } from './resumen';

/**
 * La pantalla del cobrador (sin guardia de permiso: docs/producto.md#rutas-y-cobradores). Cada quien ve sus rutas y
 * su propio día; el cuadre de otro cobrador pide `caja.ver` (cierre.ts).
 */
export async function rutasOperador(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operador'];

  r.get(
    '/operador/resumen',
    {
      config: { acceso: 'sesion', recordarRespuesta: true },
      schema: { tags, response: { 200: ResumenDeOperador } },
    },
    async (req) => resumenDelOperador(deps, contextoDe(req)),
  );

  r.get(
    '/operador/estado',
    {
      config: { acceso: 'sesion', recordarRespuesta: true },
      schema: { tags, response: { 200: EstadoDeOperador } },
    },
    async (req) => estadoDelOperador(deps, contextoDe(req)),
  );

  r.get(
    '/operador/cierre',
    {
      config: { acceso: 'sesion' },
      schema: { tags, querystring: CierreQuery, response: { 200: CierreDelDia } },
    },
    async (req) => {
      const { empresa: _, ...cierre } = await cierreDelDia(deps, contextoDe(req), req.query);
      return cierre;
    },
  );

  r.get(
    '/operador/cierre/pdf',
    { config: { acceso: 'sesion' }, schema: { tags, querystring: CierreQuery } },
    async (req, reply) => {
      const cierre = await cierreDelDia(deps, contextoDe(req), req.query);
      return enviarPdf(reply, `cuadre-${cierre.fecha}-${cierre.cobrador.id_usuario}`, cierreEnPdf, cierre);
    },
  );
}
