import { and, count, eq, gt, inArray, lt, lte, min } from 'drizzle-orm';
import { tomarCandados } from '../../db/candados';
import type { Tx } from '../../db/conexion';
import { intento_fallido } from '../../db/schema/sesiones';
import { AppError } from '../../lib/errores';

/** Ventana y límites de intentos fallidos (contraseña mal escrita o adivinada). */
export const VENTANA_MINUTOS = 15;
export const LIMITE_POR_USUARIO = 10;
/** Más alto que por usuario: una oficina entera de cobradores sale a internet por la misma dirección. */
export const LIMITE_POR_DIRECCION = 30;

export interface Limite {
  clave: string;
  maximo: number;
}

/** Los intentos apartados por `reservarIntento`, uno por clave: la fila de cada clave, por si el intento acierta. */
export type Reserva = Map<string, number>;

export const claveDeUsuario = (codigoEmpresa: string, usuario: string) =>
  `login:${codigoEmpresa.toUpperCase()}:${usuario.toLowerCase()}`;
export const claveDeDireccion = (ip: string) => `ip:${ip}`;
export const claveDeVerificacion = (idUsuario: number) => `verificar:${idUsuario}`;

function demasiados(primero: Date, ahora: Date): AppError {
  const libre = primero.getTime() + VENTANA_MINUTOS * 60_000;
  const minutos = Math.max(1, Math.ceil((libre - ahora.getTime()) / 60_000));
  return new AppError(
    429,
    `Demasiados intentos fallidos. Espera ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'} e inténtalo de nuevo.`,
    'DEMASIADOS_INTENTOS',
  );
}

/**
 * Aparta un intento en cada clave antes de comprobar la contraseña, como si fuera a fallar, o niega con 429 si alguna ya
 * llegó a su máximo dentro de la ventana. Contar y apartar van bajo el candado de cada clave: cien intentos a la vez
 * obtienen los mismos diez que cien seguidos (antes se contaba sin apartar y todos veían lugar). El intento que acierta
 * devuelve lo apartado con `olvidarFallos`; el que falla lo deja, y ese es su fallo registrado. Cuesta un recorrido del
 * índice (clave, creado_en) por clave, de a lo más `maximo` filas: las negadas no se guardan.
 */
export async function reservarIntento(tx: Tx, limites: Limite[], ahora: Date): Promise<Reserva> {
  const desde = new Date(ahora.getTime() - VENTANA_MINUTOS * 60_000);
  const claves = limites.map((l) => l.clave);
  await tomarCandados(
    tx,
    claves.map((c) => `intentos:${c}`),
  );
  const filas = await tx
    .select({ clave: intento_fallido.clave, fallos: count(), primero: min(intento_fallido.creado_en) })
    .from(intento_fallido)
    .where(and(inArray(intento_fallido.clave, claves), gt(intento_fallido.creado_en, desde)))
    .groupBy(intento_fallido.clave);
  for (const { clave, maximo } of limites) {
    const fila = filas.find((f) => f.clave === clave);
    if (fila?.primero && fila.fallos >= maximo) throw demasiados(new Date(fila.primero), ahora);
  }
  const apartados = await tx
    .insert(intento_fallido)
    .values(claves.map((clave) => ({ clave, creado_en: ahora })))
    .returning({ id: intento_fallido.id, clave: intento_fallido.clave });
  return new Map(apartados.map((a) => [a.clave, a.id]));
}

/**
 * Tras acertar: en `clave` (la del usuario) se olvidan los fallos anteriores, hasta el intento apartado por este
 * acierto (los que otros apartaron después siguen contando); de las demás claves (la dirección) solo se devuelve lo
 * apartado, porque un acierto no borra lo que esa dirección falló con otros usuarios.
 */
export async function olvidarFallos(tx: Tx, reserva: Reserva, clave: string): Promise<void> {
  const propio = reserva.get(clave);
  if (propio !== undefined) {
    await tx
      .delete(intento_fallido)
      .where(and(eq(intento_fallido.clave, clave), lte(intento_fallido.id, propio)));
  }
  const otros = [...reserva].filter(([c]) => c !== clave).map(([, id]) => id);
  if (otros.length > 0) await tx.delete(intento_fallido).where(inArray(intento_fallido.id, otros));
}

/** Devuelve lo apartado por un intento que acertó, sin olvidar los fallos anteriores (p. ej. un enlace de recibo). */
export async function devolverIntento(tx: Tx, reserva: Reserva): Promise<void> {
  const ids = [...reserva.values()];
  if (ids.length > 0) await tx.delete(intento_fallido).where(inArray(intento_fallido.id, ids));
}

/** Borra los fallos que ya salieron de la ventana (lo llama la limpieza periódica). */
export async function borrarFallosViejos(tx: Tx, ahora: Date): Promise<void> {
  const desde = new Date(ahora.getTime() - VENTANA_MINUTOS * 60_000);
  await tx.delete(intento_fallido).where(lt(intento_fallido.creado_en, desde));
}
