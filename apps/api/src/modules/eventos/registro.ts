import type { FastifyInstance } from 'fastify';
import type { Dependencias } from '../../lib/contexto';
import { alcanceDeLaEscritura, alTerminarCadaEscritura } from '../../plugins/acceso';
import { eventosEscritos } from './emitir';
import { OPCIONES_DEL_REPARTIDOR, type OpcionesDelRepartidor, Repartidor } from './repartidor';

declare module 'fastify' {
  interface FastifyInstance {
    /** El reparto de eventos en vivo de esta instancia (las pruebas esperan a que esté al día). */
    repartidor: Repartidor;
  }
}

/**
 * El reparto de eventos de esta instancia arranca con el servidor; al cerrarlo cierra los flujos antes de esperar a
 * las conexiones (un flujo abierto no termina nunca por su cuenta).
 */
export async function iniciarRepartoDeEventos(
  app: FastifyInstance,
  deps: Dependencias,
  opciones: OpcionesDelRepartidor = OPCIONES_DEL_REPARTIDOR,
): Promise<Repartidor> {
  const repartidor = new Repartidor(deps, app.log, opciones);
  await repartidor.iniciar();
  app.addHook('preClose', () => repartidor.cerrar());
  app.decorate('repartidor', repartidor);
  return repartidor;
}

/** Dentro de /api: cada petición que escribe, al terminar, despierta al repartidor y le dice dónde escribió. */
export function despertarAlEscribir(api: FastifyInstance, repartidor: Repartidor): void {
  let avisados = eventosEscritos.cuenta;
  alTerminarCadaEscritura(api, (req) => {
    if (eventosEscritos.cuenta !== avisados) {
      avisados = eventosEscritos.cuenta;
      repartidor.seEscribieron();
    }
    const alcance = alcanceDeLaEscritura(req);
    if (alcance !== null) repartidor.seEscribioEn(alcance === 'todas' ? null : alcance);
  });
}
