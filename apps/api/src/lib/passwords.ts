import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id con los parámetros por defecto de la librería (19 MiB, 2 pasadas: la recomendación de OWASP). */
export function hashearPassword(password: string): Promise<string> {
  return hash(password);
}

let hashFicticio: Promise<string> | undefined;

/**
 * Verifica una contraseña. Sin hash (el usuario no existe) verifica contra uno ficticio, para que la respuesta tarde
 * lo mismo y el tiempo no delate qué usuarios existen.
 */
export async function verificarPassword(hashGuardado: string | null, password: string): Promise<boolean> {
  hashFicticio ??= hash('contraseña-ficticia');
  try {
    const ok = await verify(hashGuardado ?? (await hashFicticio), password);
    return ok && hashGuardado !== null;
  } catch {
    return false;
  }
}

// Sin 0/O ni 1/l/I: la contraseña generada se dicta por teléfono o se copia a mano.
const ALFABETO = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generarPassword(largo = 10): string {
  let password = '';
  for (let i = 0; i < largo; i++) password += ALFABETO[randomInt(ALFABETO.length)];
  return password;
}
