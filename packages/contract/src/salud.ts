import { z } from 'zod';

export const Salud = z.object({
  ok: z.literal(true),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

/** Las reglas del dinero rotas en la base, cada una con sus primeras filas culpables; `ok` si no hay ninguna. */
export const RevisionDeInvariantes = z.object({
  ok: z.boolean(),
  violaciones: z.array(z.object({ regla: z.string(), fallas: z.array(z.string()) })),
});
