import { and, count, eq, gt, inArray, lt, lte, max, min } from 'drizzle-orm';
import { tomarCandados } from '../../db/candados';
import type { Tx } from '../../db/conexion';
import { intento_fallido } from '../../db/schema/sesiones';
import { enPlataforma } from '../../db/transacciones';
import type { Dependencias } from '../../lib/contexto';
import { demasiadas } from '../../lib/errores';

/** Ventana de los intentos contados (y lo que guarda la tabla: la limpieza borra lo más viejo). */
export const VENTANA_MINUTOS = 15;
const VENTANA_MS = VENTANA_MINUTOS * 60_000;
/**
 * Fallos de una cuenta desde una dirección: el límite estricto (docs/decisiones/0004-limite-de-intentos.md). También
 * el de la propia contraseña con la sesión abierta (verificarla, cambiarla), que es de una sola persona.
 */
export const LIMITE_ESTRICTO = 10;
/**
 * Fallos de una cuenta desde todas las direcciones: mucho más alto, para que quien falla desde una dirección no le
 * cierre la cuenta a su dueño en otra; desde el fallo 11 cada intento espera un segundo más (`esperaDeLaCuenta`).
 */
export const LIMITE_POR_CUENTA = 50;
/** Más alto que por cuenta: una oficina entera de cobradores sale a internet por la misma dirección. */
export const LIMITE_POR_DIRECCION = 30;

export interface Limite {
  clave: string;
  maximo: number;
  /** La espera (ms) desde el último intento que piden `intentos` intentos en la ventana (sin ella, ninguna). */
  espera?: (intentos: number) => number;
}

/** Cómo se niega y qué ventana se cuenta, si no son los de los intentos fallidos. */
export interface Negativa {
  motivo: string;
  code: string;
  /** A lo sumo la ventana que guarda la tabla (VENTANA_MINUTOS). */
  ventanaMs: number;
}

const FALLIDOS: Negativa = {
  motivo: 'Demasiados intentos fallidos.',
  code: 'DEMASIADOS_INTENTOS',
  ventanaMs: VENTANA_MS,
};

/** Los intentos apartados por `reservarIntento`, uno por clave: la fila de cada clave, por si el intento acierta. */
export type Reserva = Map<string, number>;

export const claveDeCuenta = (codigoEmpresa: string, usuario: string) =>
  `login:${codigoEmpresa.toUpperCase()}:${usuario.toLowerCase()}`;
export const claveDeCuentaYDireccion = (codigoEmpresa: string, usuario: string, ip: string) =>
  `${claveDeCuenta(codigoEmpresa, usuario)}@${ip}`;
export const claveDeDireccion = (ip: string) => `ip:${ip}`;
export const claveDeVerificacion = (idUsuario: number) => `verificar:${idUsuario}`;

/** Desde el fallo 11 de una cuenta, cada uno pide un segundo más de espera antes del siguiente: 1 s, 2 s, 3 s… */
export const esperaDeLaCuenta = (fallos: number) => Math.max(0, fallos - LIMITE_ESTRICTO) * 1000;

/**
 * Aparta un intento en cada clave antes de comprobar la contraseña, como si fuera a fallar, o niega con 429 (y su
 * `Retry-After`) si alguna ya llegó a su máximo dentro de la ventana o todavía no cumplió su espera. Contar y apartar
 * van bajo el candado de cada clave: cien intentos a la vez obtienen los mismos diez que cien seguidos. El intento que
 * acierta devuelve lo apartado con `olvidarFallos`; el que falla lo deja, y ese es su fallo registrado. Cuesta un
 * recorrido del índice (clave, creado_en) por clave, de a lo más `maximo` filas: las negadas no se guardan. Con otra
 * `negativa`, lo mismo limita el ritmo de una acción (cada intento cuenta, no solo los fallidos).
 */
export async function reservarIntento(
  tx: Tx,
  limites: Limite[],
  ahora: Date,
  negativa: Negativa = FALLIDOS,
): Promise<Reserva> {
  const desde = new Date(ahora.getTime() - negativa.ventanaMs);
  const claves = limites.map((l) => l.clave);
  await tomarCandados(
    tx,
    claves.map((c) => `intentos:${c}`),
  );
  const filas = await tx
    .select({
      clave: intento_fallido.clave,
      intentos: count(),
      primero: min(intento_fallido.creado_en),
      ultimo: max(intento_fallido.creado_en),
    })
    .from(intento_fallido)
    .where(and(inArray(intento_fallido.clave, claves), gt(intento_fallido.creado_en, desde)))
    .groupBy(intento_fallido.clave);
  // Cuándo se puede intentar otra vez: cuando el más viejo salga de la ventana y se cumpla la espera del último.
  let libre = 0;
  for (const { clave, maximo, espera } of limites) {
    const fila = filas.find((f) => f.clave === clave);
    if (!fila?.primero || !fila.ultimo) continue;
    if (fila.intentos >= maximo)
      libre = Math.max(libre, new Date(fila.primero).getTime() + negativa.ventanaMs);
    const ms = espera?.(fila.intentos) ?? 0;
    if (ms > 0) libre = Math.max(libre, new Date(fila.ultimo).getTime() + ms);
  }
  if (libre > ahora.getTime()) throw demasiadas(negativa.motivo, negativa.code, libre - ahora.getTime());
  const apartados = await tx
    .insert(intento_fallido)
    .values(claves.map((clave) => ({ clave, creado_en: ahora })))
    .returning({ id: intento_fallido.id, clave: intento_fallido.clave });
  return new Map(apartados.map((a) => [a.clave, a.id]));
}

/**
 * Tras acertar: en `claves` (las de la cuenta) se olvidan los fallos anteriores, hasta el intento apartado por este
 * acierto (los que otros apartaron después siguen contando); de las demás claves (la dirección) solo se devuelve lo
 * apartado, porque un acierto no borra lo que esa dirección falló con otros usuarios.
 */
export async function olvidarFallos(tx: Tx, reserva: Reserva, claves: string[]): Promise<void> {
  for (const clave of claves) {
    const propio = reserva.get(clave);
    if (propio === undefined) continue;
    await tx
      .delete(intento_fallido)
      .where(and(eq(intento_fallido.clave, clave), lte(intento_fallido.id, propio)));
  }
  const otros = [...reserva].filter(([c]) => !claves.includes(c)).map(([, id]) => id);
  if (otros.length > 0) await tx.delete(intento_fallido).where(inArray(intento_fallido.id, otros));
}

/** Devuelve lo apartado por un intento que acertó, sin olvidar los fallos anteriores (p. ej. un enlace de recibo). */
export async function devolverIntento(tx: Tx, reserva: Reserva): Promise<void> {
  const ids = [...reserva.values()];
  if (ids.length > 0) await tx.delete(intento_fallido).where(inArray(intento_fallido.id, ids));
}

/** El ritmo máximo de una acción por usuario (notificar a la empresa, abrir conversaciones): cada envío cuenta. */
export interface Ritmo extends Negativa {
  maximo: number;
}

/**
 * Cuenta un envío en `clave` (la de quien lo hace) o, si ya hizo `maximo` en la ventana, niega con 429 y Retry-After.
 * En la base, como los intentos: todas las instancias ven la misma cuenta, y los envíos a la vez van de a uno.
 */
export async function exigirRitmo(deps: Dependencias, clave: string, ritmo: Ritmo): Promise<void> {
  await enPlataforma(deps.db, (tx) =>
    reservarIntento(tx, [{ clave, maximo: ritmo.maximo }], deps.ahora(), ritmo),
  );
}

/** Borra los intentos que ya salieron de la ventana (lo llama la limpieza periódica). */
export async function borrarFallosViejos(tx: Tx, ahora: Date): Promise<void> {
  const desde = new Date(ahora.getTime() - VENTANA_MS);
  await tx.delete(intento_fallido).where(lt(intento_fallido.creado_en, desde));
}
