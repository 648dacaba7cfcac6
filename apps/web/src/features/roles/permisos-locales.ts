import { ordenarPermisos, PERMISOS, PERMISOS_OPERADOR_POR_DEFECTO, rolTieneTodo } from '@prestamos/domain';
import { escribir, leerJson } from '../../lib/almacen';
import { ApiError } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';

/**
 * Respaldo local de la pantalla de permisos (docs/producto.md#roles-y-permisos): si el servidor no responde, los
 * permisos se leen y guardan en este navegador, bajo dos claves. La pantalla avisa que esos cambios no llegan al
 * servidor.
 */
const CLAVE_ROLES = 'permisosLocalesRoles';
const CLAVE_USUARIOS = 'permisosLocalesUsuarios';

/** Solo una falla del servidor (sin conexión, 5xx) activa el respaldo; un 403 o un 404 se muestran como error. */
export function esFallaDelServidor(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function permisosLocalesDeRol(codigo: string): string[] {
  if (rolTieneTodo(codigo)) return [...PERMISOS];
  const guardados = leerJson<Record<string, string[]>>(CLAVE_ROLES, {});
  return ordenarPermisos(guardados[codigo] ?? (codigo === 'OPERADOR' ? PERMISOS_OPERADOR_POR_DEFECTO : []));
}

export function guardarPermisosLocalesDeRol(codigo: string, permisos: string[]): void {
  escribir(CLAVE_ROLES, { ...leerJson<Record<string, string[]>>(CLAVE_ROLES, {}), [codigo]: permisos });
}

export function permisosLocalesDeUsuario(id: number): string[] {
  return ordenarPermisos(leerJson<Record<string, string[]>>(CLAVE_USUARIOS, {})[id] ?? []);
}

export function guardarPermisosLocalesDeUsuario(id: number, directos: string[]): void {
  escribir(CLAVE_USUARIOS, { ...leerJson<Record<string, string[]>>(CLAVE_USUARIOS, {}), [id]: directos });
}

/** Intenta el servidor; si está caído, usa el respaldo local y lo marca como tal. */
export async function conRespaldo<S, L>(
  servidor: () => Promise<S>,
  local: () => L,
): Promise<(S | L) & { local: boolean }> {
  try {
    return { ...(await servidor()), local: false };
  } catch (error) {
    if (!esFallaDelServidor(error)) throw error;
    return { ...local(), local: true };
  }
}

/** El aviso tras guardar: verde si llegó al servidor, amarillo si quedó solo en este navegador. */
export function avisarGuardado(resultado: { local: boolean }): void {
  if (resultado.local) notificar.aviso('Guardado solo en este navegador');
  else notificar.exito('Cambios guardados');
}
