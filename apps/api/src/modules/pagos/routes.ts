import {
  CancelarUltimoBody,
  CobrarBody,
  Cobro,
  CuotaDiferida,
  DiferirBody,
  IdParam,
  PagoCancelado,
} from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Dependencias } from '../../lib/contexto';
import { contextoDe } from '../../plugins/acceso';
import { cancelarUltimoPago } from './cancelar';
import { cobrar } from './cobrar';
import { diferirCuota } from './diferir';

/** La cabecera Idempotency-Key: corta y sin caracteres raros (la web manda un UUID por cada modal abierto). */
const CabecerasDeCobro = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .regex(/^[\w-]{8,100}$/, 'La clave de idempotencia no es válida.')
    .optional(),
});

/** Lo que cambia una cuota: cobrarla, diferirla y anular el último recibo (lo que se lee está en consultas-routes.ts). */
export async function rutasPagos(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pagos'];

  r.post(
    '/pagos/:id/cobrar',
    {
      config: { acceso: 'pagos.registrar' },
      schema: {
        tags,
        params: IdParam,
        headers: CabecerasDeCobro,
        body: CobrarBody,
        response: { 200: Cobro },
      },
    },
    async (req) => cobrar(deps, contextoDe(req), req.params.id, req.body, req.headers['idempotency-key']),
  );

  r.post(
    '/pagos/:id/diferir',
    {
      config: { acceso: 'pagos.diferir' },
      schema: { tags, params: IdParam, body: DiferirBody, response: { 200: CuotaDiferida } },
    },
    async (req) => diferirCuota(deps, contextoDe(req), req.params.id, req.body),
  );

  // Anular es su propio permiso (issue 31): el cobrador que recibió el dinero no deshace el recibo que entregó.
  r.post(
    '/pagos/cancelar-ultimo',
    {
      config: { acceso: 'pagos.anular' },
      schema: { tags, body: CancelarUltimoBody, response: { 200: PagoCancelado } },
    },
    async (req) => cancelarUltimoPago(deps, contextoDe(req), req.body),
  );
}
