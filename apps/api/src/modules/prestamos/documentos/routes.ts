import { IdParam } from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Dependencias } from '../../../lib/contexto';
import { enviarPdf } from '../../../lib/pdf';
import { contextoDe } from '../../../plugins/acceso';
import { contrato } from './contrato';
import { type DatosDeDocumento, datosDeDocumento } from './datos';
import { comprobanteDeDesembolso } from './desembolso';
import { reciboDelPrestamo } from './estado-de-cuenta';
import { planDePagos } from './plan';

const DOCUMENTOS: Record<string, { nombre: string; armar: (d: DatosDeDocumento) => TDocumentDefinitions }> = {
  contrato: { nombre: 'contrato', armar: contrato },
  plan: { nombre: 'plan-de-pagos', armar: planDePagos },
  desembolso: { nombre: 'desembolso', armar: comprobanteDeDesembolso },
  recibo: { nombre: 'recibo-prestamo', armar: reciboDelPrestamo },
};

export async function rutasDocumentosDePrestamo(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [ruta, doc] of Object.entries(DOCUMENTOS)) {
    r.get(
      `/prestamos/:id/${ruta}/pdf`,
      { config: { acceso: 'prestamos.ver' }, schema: { tags: ['préstamos'], params: IdParam } },
      async (req, reply) => {
        const datos = await datosDeDocumento(deps, contextoDe(req), req.params.id);
        return enviarPdf(reply, `${doc.nombre}-${datos.prestamo.codigo_prestamo}`, doc.armar, datos);
      },
    );
  }
}
