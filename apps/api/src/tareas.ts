import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { juntarFranjas } from './db/franjas';
import { enPlataforma } from './db/transacciones';
import type { Dependencias } from './lib/contexto';
import { borrarFallosViejos } from './modules/auth/intentos';
import { borrarSesionesViejas } from './modules/auth/sesiones';

const CADA_HORA = 3_600_000;
const CINCO_MINUTOS = 300_000;

/** Cada cuánto se juntan las franjas de las sumas (db/franjas.ts): lo que una lectura suma de más por llave. */
const CADA_DOS_SEGUNDOS = 2_000;

/** Repite `tarea` cada `ms` (la primera vez, enseguida) sin retener el proceso; devuelve cómo detenerla. */
function repetir(tarea: () => Promise<unknown>, ms: number): () => void {
  void tarea();
  const temporizador = setInterval(() => void tarea(), ms);
  temporizador.unref();
  return () => clearInterval(temporizador);
}

/**
 * Tareas periódicas del servidor: la limpieza de lo que caduca (intentos fallidos fuera de su ventana, sesiones
 * muertas hace un mes) y juntar las franjas de las sumas. Devuelve cómo detenerlas.
 */
export function iniciarTareasPeriodicas(deps: Dependencias, log: FastifyBaseLogger): () => void {
  const limpiar = () =>
    enPlataforma(deps.db, async (tx) => {
      await borrarFallosViejos(tx, deps.ahora());
      await borrarSesionesViejas(tx, deps.ahora());
    }).catch((error: unknown) => log.warn({ err: error }, 'La limpieza periódica falló'));
  const juntar = () =>
    juntarFranjas(deps.db).catch((error: unknown) => log.warn({ err: error }, 'Juntar las franjas falló'));
  const detener = [repetir(limpiar, CADA_HORA), repetir(juntar, CADA_DOS_SEGUNDOS)];
  // La base embebida tiene una sola conexión, que vive lo que el proceso: sus planes guardados (de las funciones de la
  // base) se rehacen cada 5 minutos con el tamaño de entonces de las tablas, como al renovar una conexión de PostgreSQL
  // (db/conexion.ts `VIDA_DE_CONEXION_S`).
  if (deps.tipoDb === 'pglite') {
    const olvidarPlanes = () =>
      deps.db
        .execute(sql`discard plans`)
        .catch((error: unknown) => log.warn({ err: error }, 'discard plans falló'));
    const temporizador = setInterval(() => void olvidarPlanes(), CINCO_MINUTOS);
    temporizador.unref();
    detener.push(() => clearInterval(temporizador));
  }
  return () => {
    for (const d of detener) d();
  };
}
