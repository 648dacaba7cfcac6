import {
  esRol,
  MODULOS_DE_PERMISOS,
  ordenarPermisos,
  PERMISOS,
  ROLES,
  rolTieneTodo,
} from '@prestamos/domain';
import { enContexto, enEmpresa } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { AppError, conflicto, noEncontrado } from '../../lib/errores';
import { efectivosDe } from '../auth/service';
import { eventosEnUnaSentencia } from '../eventos/emitir';
import { buscarUsuario, empresaDelUsuario } from '../usuarios/repositorio';
import { exigirRangoSobre } from '../usuarios/service';
import {
  permisosDirectos,
  permisosGuardadosDeRol,
  reemplazarPermisosDeRol,
  reemplazarPermisosDirectos,
} from './repositorio';

/** SUPERADMIN es un rol de la plataforma: solo lo ve (y lo asigna) otro SUPERADMIN. */
function rolesVisibles(ctx: Contexto) {
  return ROLES.filter((r) => ctx.esSuperadmin || r.codigo !== 'SUPERADMIN');
}

function exigirRolVisible(ctx: Contexto, codigo: string) {
  if (!esRol(codigo) || !rolesVisibles(ctx).some((r) => r.codigo === codigo)) throw noEncontrado('Rol');
  return codigo;
}

/** Solo se otorga lo que uno mismo tiene: un operador con `usuarios.editar` no puede darse `caja.ver`. */
function exigirPuedeOtorgar(ctx: Contexto, permisos: string[]) {
  const faltan = permisos.filter((p) => !ctx.permisos.includes(p));
  if (faltan.length > 0) {
    throw new AppError(
      403,
      `No puedes otorgar permisos que no tienes: ${faltan.join(', ')}.`,
      'NO_AUTORIZADO',
    );
  }
}

export function listarRoles(ctx: Contexto) {
  return {
    ok: true as const,
    items: rolesVisibles(ctx).map((r) => ({
      codigo: r.codigo,
      nombre: r.nombre,
      editable: !rolTieneTodo(r.codigo),
    })),
  };
}

export function listarPermisos() {
  return {
    ok: true as const,
    items: MODULOS_DE_PERMISOS.flatMap((m) =>
      m.permisos.map((p) => ({
        codigo: p.codigo,
        nombre: p.nombre,
        modulo: m.modulo,
        modulo_nombre: m.nombre,
      })),
    ),
  };
}

export async function leerPermisosDeRol(deps: Dependencias, ctx: Contexto, codigo: string) {
  const rol = exigirRolVisible(ctx, codigo);
  const permisos = rolTieneTodo(rol)
    ? [...PERMISOS]
    : ordenarPermisos(await enContexto(deps.db, ctx, (tx) => permisosGuardadosDeRol(tx, ctx.idEmpresa, rol)));
  return { ok: true as const, codigo: rol, editable: !rolTieneTodo(rol), permisos };
}

export async function guardarPermisosDeRol(
  deps: Dependencias,
  ctx: Contexto,
  codigo: string,
  permisos: string[],
) {
  const rol = exigirRolVisible(ctx, codigo);
  if (rolTieneTodo(rol)) {
    throw conflicto(`El rol ${rol} tiene todos los permisos y no se puede editar.`, 'ROL_NO_EDITABLE');
  }
  const nuevos = ordenarPermisos(permisos);
  exigirPuedeOtorgar(ctx, nuevos);
  await enContexto(deps.db, ctx, (tx) =>
    reemplazarPermisosDeRol(
      tx,
      ctx.idEmpresa,
      rol,
      nuevos,
      eventosEnUnaSentencia(tx, ctx, [{ tipo: 'usuario.permisos.updated', datos: { rol } }]),
    ),
  );
  return { ok: true as const, codigo: rol, editable: true, permisos: nuevos };
}

export async function leerPermisosDeUsuario(deps: Dependencias, ctx: Contexto, idUsuario: number) {
  const idEmpresa = await empresaDelUsuario(deps, ctx, idUsuario);
  return enEmpresa(deps.db, idEmpresa, async (tx) => {
    const { u } = await buscarUsuario(tx, idEmpresa, idUsuario);
    return {
      ok: true as const,
      id_usuario: u.id_usuario,
      rol: u.rol,
      directos: ordenarPermisos(await permisosDirectos(tx, idEmpresa, idUsuario)),
      efectivos: await efectivosDe(tx, idEmpresa, idUsuario, u.rol),
    };
  });
}

export async function guardarPermisosDeUsuario(
  deps: Dependencias,
  ctx: Contexto,
  idUsuario: number,
  directos: string[],
) {
  const idEmpresa = await empresaDelUsuario(deps, ctx, idUsuario);
  const nuevos = ordenarPermisos(directos);
  exigirPuedeOtorgar(ctx, nuevos);
  return enEmpresa(deps.db, idEmpresa, async (tx) => {
    const { u } = await buscarUsuario(tx, idEmpresa, idUsuario);
    exigirRangoSobre(ctx, u.rol);
    // En la empresa del usuario: un SUPERADMIN cambia permisos de usuarios de cualquiera.
    const aviso = eventosEnUnaSentencia(tx, { ...ctx, idEmpresa }, [
      { tipo: 'usuario.permisos.updated', datos: { id_usuario: u.id_usuario, usuario: u.usuario } },
    ]);
    await reemplazarPermisosDirectos(tx, idEmpresa, idUsuario, nuevos, aviso);
    return {
      ok: true as const,
      id_usuario: u.id_usuario,
      rol: u.rol,
      directos: nuevos,
      efectivos: await efectivosDe(tx, idEmpresa, idUsuario, u.rol),
    };
  });
}
