import { ReporteCuotasQuery, ReporteDeCartera, ReporteDeCuotas, Tablero } from '@prestamos/contract';
import { fechaDeNegocio } from '@prestamos/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Dependencias } from '../../lib/contexto';
import { enviarCsv } from '../../lib/csv';
import { contextoDe } from '../../plugins/acceso';
import { reporteDeCartera } from './cartera';
import { reporteDeCuotas, todasLasCuotas } from './cuotas';
import { ENCABEZADO_CARTERA, ENCABEZADO_CUOTAS, filaDeCuota, filasDeCartera } from './exportar';
import { tableroDe } from './tablero';

/** Los CSV van como flujo (sin esquema de respuesta que los serialice): UTF-8 con BOM, separados por comas. */
const descripcionCsv =
  'CSV UTF-8 con BOM, separado por comas; fechas dd/mm/aaaa e importes con dos decimales.';

/**
 * El tablero (dashboard.ver) y los reportes de cuotas y de cartera con sus CSV (reportes.ver,
 * docs/decisiones/0013-menu-lateral-y-guardias.md).
 */
export async function rutasReportes(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/dashboard',
    {
      config: { acceso: 'dashboard.ver', recordarRespuesta: true },
      schema: { tags: ['dashboard'], response: { 200: Tablero } },
    },
    async (req) => tableroDe(deps, contextoDe(req)),
  );

  const tags = ['reportes'];
  r.get(
    '/reportes/cuotas',
    {
      config: { acceso: 'reportes.ver', recordarRespuesta: true },
      schema: { tags, querystring: ReporteCuotasQuery, response: { 200: ReporteDeCuotas } },
    },
    async (req) => reporteDeCuotas(deps, contextoDe(req), req.query),
  );

  r.get(
    '/reportes/cuotas.csv',
    {
      config: { acceso: 'reportes.ver' },
      schema: {
        tags,
        description: descripcionCsv,
        querystring: ReporteCuotasQuery.omit({ page: true, pageSize: true, cursor: true }),
      },
    },
    async (req, reply) => {
      const ctx = contextoDe(req);
      async function* filas() {
        for await (const tanda of todasLasCuotas(deps, ctx, req.query)) yield tanda.map(filaDeCuota);
      }
      return enviarCsv(reply, `cuotas-${fechaDeNegocio(deps.ahora())}`, ENCABEZADO_CUOTAS, filas());
    },
  );

  r.get(
    '/reportes/cartera',
    {
      config: { acceso: 'reportes.ver', recordarRespuesta: true },
      schema: { tags, response: { 200: ReporteDeCartera } },
    },
    async (req) => reporteDeCartera(deps, contextoDe(req)),
  );

  r.get(
    '/reportes/cartera.csv',
    { config: { acceso: 'reportes.ver' }, schema: { tags, description: descripcionCsv } },
    async (req, reply) => {
      const reporte = await reporteDeCartera(deps, contextoDe(req));
      async function* filas() {
        yield filasDeCartera(reporte);
      }
      return enviarCsv(reply, `cartera-${reporte.fecha}`, ENCABEZADO_CARTERA, filas());
    },
  );
}
