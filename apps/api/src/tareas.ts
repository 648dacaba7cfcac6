import type { FastifyBaseLogger } from 'fastify';
import { enPlataforma } from './db/transacciones';
import type { Dependencias } from './lib/contexto';
import { borrarFallosViejos } from './modules/auth/intentos';
import { borrarSesionesViejas } from './modules/auth/sesiones';

const CADA_HORA = 3_600_000;

/** Limpieza periódica de lo que caduca: intentos fallidos fuera de su ventana y sesiones muertas hace un mes. */
export function iniciarLimpiezaPeriodica(deps: Dependencias, log: FastifyBaseLogger): () => void {
  const limpiar = () =>
    enPlataforma(deps.db, async (tx) => {
      await borrarFallosViejos(tx, deps.ahora());
      await borrarSesionesViejas(tx, deps.ahora());
    }).catch((error: unknown) => log.warn({ err: error }, 'La limpieza periódica falló'));
  void limpiar();
  const temporizador = setInterval(limpiar, CADA_HORA);
  temporizador.unref();
  return () => clearInterval(temporizador);
}
