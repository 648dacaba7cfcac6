import {
  CancelarMovimientoBody,
  IdParam,
  MovimientoGuardado,
  MovimientosLista,
  MovimientosQuery,
  NuevoMovimientoBody,
  SaldoDeCaja,
} from '@prestamos/contract';
import { centavosAPesos } from '@prestamos/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enContexto } from '../../db/transacciones';
import type { Dependencias } from '../../lib/contexto';
import { contextoDe } from '../../plugins/acceso';
import { saldoDeCaja } from './repositorio';
import { cancelarMovimientoManual, crearMovimiento, listarMovimientos } from './service';

export async function rutasCaja(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['caja'];
  // Quien crea préstamos necesita ver el saldo para saber si alcanza el desembolso, aunque no administre la caja.
  r.get(
    '/caja/saldo',
    {
      config: { acceso: ['caja.ver', 'prestamos.crear'] },
      schema: { tags, response: { 200: SaldoDeCaja } },
    },
    async (req) => {
      const ctx = contextoDe(req);
      const saldo = await enContexto(deps.db, ctx, (tx) => saldoDeCaja(tx, ctx.idEmpresa));
      return { ok: true as const, saldo: centavosAPesos(saldo) };
    },
  );

  r.get(
    '/caja/movimientos',
    {
      config: { acceso: 'caja.ver' },
      schema: { tags, querystring: MovimientosQuery, response: { 200: MovimientosLista } },
    },
    async (req) => listarMovimientos(deps, contextoDe(req), req.query),
  );

  r.post(
    '/caja/movimientos',
    {
      config: { acceso: 'caja.movimientos.crear' },
      schema: { tags, body: NuevoMovimientoBody, response: { 201: MovimientoGuardado } },
    },
    async (req, reply) => reply.status(201).send(await crearMovimiento(deps, contextoDe(req), req.body)),
  );

  r.post(
    '/caja/movimientos/:id/cancelar',
    {
      config: { acceso: 'caja.movimientos.crear' },
      schema: { tags, params: IdParam, body: CancelarMovimientoBody, response: { 200: MovimientoGuardado } },
    },
    async (req) => cancelarMovimientoManual(deps, contextoDe(req), req.params.id, req.body.motivo),
  );
}
