import { SaldoDeCaja } from '@prestamos/contract';
import { centavosAPesos } from '@prestamos/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enEmpresa } from '../../db/transacciones';
import type { Dependencias } from '../../lib/contexto';
import { contextoDe } from '../../plugins/acceso';
import { saldoDeCaja } from './repositorio';

export async function rutasCaja(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Quien crea préstamos necesita ver el saldo para saber si alcanza el desembolso, aunque no administre la caja.
  r.get(
    '/caja/saldo',
    {
      config: { acceso: ['caja.ver', 'prestamos.crear'] },
      schema: { tags: ['caja'], response: { 200: SaldoDeCaja } },
    },
    async (req) => {
      const ctx = contextoDe(req);
      const saldo = await enEmpresa(deps.db, ctx.idEmpresa, (tx) => saldoDeCaja(tx, ctx.idEmpresa));
      return { ok: true as const, saldo: centavosAPesos(saldo) };
    },
  );
}
