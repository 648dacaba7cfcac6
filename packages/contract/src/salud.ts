import { z } from 'zod';

export const Salud = z.object({
  ok: z.literal(true),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
