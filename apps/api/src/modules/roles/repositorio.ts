import { PERMISOS_OPERADOR_POR_DEFECTO } from '@prestamos/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { tomarCandados } from '../../db/candados';
import type { Tx } from '../../db/conexion';
import { rol_permiso, usuario_permiso } from '../../db/schema/usuarios';
import { ejecutarConAvisos } from '../eventos/emitir';

export async function permisosGuardadosDeRol(tx: Tx, idEmpresa: number, rol: string): Promise<string[]> {
  const filas = await tx
    .select({ permiso: rol_permiso.permiso })
    .from(rol_permiso)
    .where(and(eq(rol_permiso.id_empresa, idEmpresa), eq(rol_permiso.rol_codigo, rol)));
  return filas.map((f) => f.permiso);
}

export async function permisosDirectos(tx: Tx, idEmpresa: number, idUsuario: number): Promise<string[]> {
  const filas = await tx
    .select({ permiso: usuario_permiso.permiso })
    .from(usuario_permiso)
    .where(and(eq(usuario_permiso.id_empresa, idEmpresa), eq(usuario_permiso.id_usuario, idUsuario)));
  return filas.map((f) => f.permiso);
}

/**
 * Reemplaza los permisos guardados del rol; sus `avisos` (`eventosEnUnaSentencia`) van en la última sentencia, sin
 * alargar el candado del rol, que se tiene hasta el commit.
 */
export async function reemplazarPermisosDeRol(
  tx: Tx,
  idEmpresa: number,
  rol: string,
  permisos: string[],
  avisos?: SQL,
) {
  // Dos cambios a la vez del mismo rol, de uno en uno: borrar e insertar a la vez chocaba en la llave (500).
  await tomarCandados(tx, [`permisos:rol:${idEmpresa}:${rol}`]);
  const borrar = tx
    .delete(rol_permiso)
    .where(and(eq(rol_permiso.id_empresa, idEmpresa), eq(rol_permiso.rol_codigo, rol)));
  if (permisos.length === 0) return ejecutarConAvisos(tx, borrar, avisos);
  await borrar;
  await ejecutarConAvisos(
    tx,
    tx
      .insert(rol_permiso)
      .values(permisos.map((permiso) => ({ id_empresa: idEmpresa, rol_codigo: rol, permiso }))),
    avisos,
  );
}

/** Lo mismo con los permisos directos de un usuario (su candado es el del usuario). */
export async function reemplazarPermisosDirectos(
  tx: Tx,
  idEmpresa: number,
  idUsuario: number,
  permisos: string[],
  avisos?: SQL,
) {
  await tomarCandados(tx, [`permisos:usuario:${idEmpresa}:${idUsuario}`]);
  const borrar = tx
    .delete(usuario_permiso)
    .where(and(eq(usuario_permiso.id_empresa, idEmpresa), eq(usuario_permiso.id_usuario, idUsuario)));
  if (permisos.length === 0) return ejecutarConAvisos(tx, borrar, avisos);
  await borrar;
  await ejecutarConAvisos(
    tx,
    tx
      .insert(usuario_permiso)
      .values(permisos.map((permiso) => ({ id_empresa: idEmpresa, id_usuario: idUsuario, permiso }))),
    avisos,
  );
}

/** Una empresa nueva nace con los permisos por defecto del operador; los administradores no guardan filas. */
export function sembrarPermisosDeEmpresa(tx: Tx, idEmpresa: number) {
  return reemplazarPermisosDeRol(tx, idEmpresa, 'OPERADOR', [...PERMISOS_OPERADOR_POR_DEFECTO]);
}
