import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Repartidor } from '../eventos/repartidor';

/**
 * El reloj del servidor que los recorridos pueden adelantar (solo con RELOJ_DE_PRUEBA=1): corre con el tiempo real más
 * un desfase. Así un recorrido prueba la inactividad de cinco minutos o el vencimiento de una sesión en un instante,
 * con el reloj del navegador (el de Playwright) y el del servidor de acuerdo, sin esperar segundos de verdad.
 */
export interface RelojAdelantable {
  ahora: () => Date;
  adelantar: (ms: number) => void;
}

export function relojAdelantable(): RelojAdelantable {
  let desfaseMs = 0;
  return {
    ahora: () => new Date(Date.now() + desfaseMs),
    adelantar: (ms) => {
      desfaseMs += ms;
    },
  };
}

const Adelanto = z.object({
  ms: z
    .number()
    .int()
    .min(0)
    .max(400 * 86_400_000),
});
const Hora = z.object({ ahora: z.string() });

/**
 * GET dice la hora del servidor; POST la adelanta y, como haría el paso del tiempo, revisa enseguida las sesiones de los
 * flujos en vivo (las que vencieron o quedaron inactivas se cierran ahora, no en la próxima revisión de 15 s).
 */
export async function rutasDelRelojDePrueba(
  app: FastifyInstance,
  reloj: RelojAdelantable,
  repartidor: Repartidor,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hora = () => ({ ahora: reloj.ahora().toISOString() });
  r.get('/prueba/reloj', { config: { acceso: 'publico' }, schema: { response: { 200: Hora } } }, hora);
  r.post(
    '/prueba/reloj',
    { config: { acceso: 'publico' }, schema: { body: Adelanto, response: { 200: Hora } } },
    async (req) => {
      reloj.adelantar(req.body.ms);
      await repartidor.revisarSesiones(null);
      return hora();
    },
  );
}
