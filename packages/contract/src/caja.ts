import { z } from 'zod';

export const SaldoDeCaja = z.object({ ok: z.literal(true), saldo: z.number() });
