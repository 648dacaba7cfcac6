import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { intento_fallido } from '../../db/schema';
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

export const claveDeUsuario = (codigoEmpresa: string, usuario: string) =>
  `login:${codigoEmpresa.toUpperCase()}:${usuario.toLowerCase()}`;
export const claveDeDireccion = (ip: string) => `ip:${ip}`;
export const claveDeVerificacion = (idUsuario: number) => `verificar:${idUsuario}`;

/** Niega con 429 si alguna clave ya llegó a su máximo de fallos dentro de la ventana. */
export async function exigirIntentosDisponibles(tx: Tx, limites: Limite[], ahora: Date): Promise<void> {
  const desde = new Date(ahora.getTime() - VENTANA_MINUTOS * 60_000);
  for (const { clave, maximo } of limites) {
    const [fila] = await tx
      .select({ fallos: count(), primero: min(intento_fallido.creado_en) })
      .from(intento_fallido)
      .where(and(eq(intento_fallido.clave, clave), gt(intento_fallido.creado_en, desde)));
    if (fila && fila.fallos >= maximo && fila.primero) {
      const libre = new Date(fila.primero).getTime() + VENTANA_MINUTOS * 60_000;
      const minutos = Math.max(1, Math.ceil((libre - ahora.getTime()) / 60_000));
      throw new AppError(
        429,
        `Demasiados intentos fallidos. Espera ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'} e inténtalo de nuevo.`,
        'DEMASIADOS_INTENTOS',
      );
    }
  }
}

export async function registrarFallo(tx: Tx, claves: string[], ahora: Date): Promise<void> {
  await tx.insert(intento_fallido).values(claves.map((clave) => ({ clave, creado_en: ahora })));
}

/** Tras acertar, los fallos anteriores de esa clave ya no cuentan. */
export async function olvidarFallos(tx: Tx, clave: string): Promise<void> {
  await tx.delete(intento_fallido).where(eq(intento_fallido.clave, clave));
}

/** Borra los fallos que ya salieron de la ventana (lo llama la limpieza periódica). */
export async function borrarFallosViejos(tx: Tx, ahora: Date): Promise<void> {
  const desde = new Date(ahora.getTime() - VENTANA_MINUTOS * 60_000);
  await tx.delete(intento_fallido).where(lt(intento_fallido.creado_en, desde));
}
