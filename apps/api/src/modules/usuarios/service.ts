import type { CrearUsuarioBody, EditarUsuarioBody, Usuario } from '@prestamos/contract';
import { rangoDeRol } from '@prestamos/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { usuario } from '../../db/schema/usuarios';
import { enAlcanceDe, enEmpresa, filasDe } from '../../db/transacciones';
import { patronContiene } from '../../lib/busqueda';
import { type Contexto, type Dependencias, veTodasLasEmpresas } from '../../lib/contexto';
import { AppError, conflicto, esViolacionDeUnicidad } from '../../lib/errores';
import { paginaDe } from '../../lib/paginas';
import { generarPassword, hashearPassword } from '../../lib/passwords';
import { cerrarSesionesDeUsuario } from '../auth/sesiones';
import { tomarCupo } from '../empresas/cupos';
import { emitirEvento, eventosEnUnaSentencia } from '../eventos/emitir';
import {
  aUsuario,
  buscarUsuario,
  empresaDelUsuario,
  existeNombreDeUsuario,
  paginaDeUsuarios,
} from './repositorio';

const usuarioDuplicado = (nombre: string) =>
  conflicto(`Ya existe el usuario «${nombre}» en esta empresa.`, 'USUARIO_DUPLICADO');

/** Nadie asigna un rol por encima del suyo, y SUPERADMIN solo existe en la empresa de soporte. */
function exigirPuedeAsignarRol(ctx: Contexto, rol: string, idEmpresa: number) {
  if (rangoDeRol(rol) > rangoDeRol(ctx.rol)) {
    throw new AppError(403, 'No puedes asignar un rol superior al tuyo.', 'NO_AUTORIZADO');
  }
  if (rol === 'SUPERADMIN' && idEmpresa !== ctx.idEmpresaSesion) {
    throw conflicto('El rol SUPERADMIN solo existe en la empresa de soporte.');
  }
}

/** Tampoco se modifica a quien tiene un rol superior al propio. */
export function exigirRangoSobre(ctx: Contexto, rolDelOtro: string) {
  if (rangoDeRol(rolDelOtro) > rangoDeRol(ctx.rol)) {
    throw new AppError(403, 'No puedes modificar a un usuario con un rol superior al tuyo.', 'NO_AUTORIZADO');
  }
}

export async function listarUsuarios(
  deps: Dependencias,
  ctx: Contexto,
  q: { page: number; pageSize: number; search?: string | undefined },
) {
  const todas = veTodasLasEmpresas(ctx);
  const condiciones: SQL[] = [todas ? sql`true` : sql`u.id_empresa = ${ctx.idEmpresa}`];
  if (q.search) {
    const patron = patronContiene(q.search);
    const columnas = [sql`u.usuario`, sql`u.nombres`, sql`u.apellidos`, sql`u.email`];
    if (todas) columnas.push(sql`e.nombre_empresa`);
    condiciones.push(
      sql`(${sql.join(
        columnas.map((c) => sql`${c} ilike ${patron}`),
        sql` or `,
      )})`,
    );
  }
  return enAlcanceDe(deps.db, ctx, async (tx) => {
    const { items, conteo } = await paginaDeUsuarios(tx, sql.join(condiciones, sql` and `), q);
    return paginaDe(items, conteo, q);
  });
}

/** Un usuario por su id (SUPERADMIN: de cualquier empresa), para el selector de permisos que llega con `?user=`. */
export async function verUsuario(deps: Dependencias, ctx: Contexto, idUsuario: number) {
  const idEmpresa = await empresaDelUsuario(deps, ctx, idUsuario);
  const fila = await enEmpresa(deps.db, idEmpresa, (tx) => buscarUsuario(tx, idEmpresa, idUsuario));
  return { ok: true as const, item: aUsuario(fila.u, fila.empresa) };
}

export async function crearUsuario(deps: Dependencias, ctx: Contexto, body: CrearUsuarioBody) {
  const idEmpresa = ctx.idEmpresa;
  exigirPuedeAsignarRol(ctx, body.rol, idEmpresa);
  const password = body.password ?? generarPassword();
  const passwordHash = await hashearPassword(password);
  const ahora = deps.ahora();
  const item = await enEmpresa(deps.db, idEmpresa, async (tx) => {
    await tomarCupo(tx, idEmpresa, 'usuarios');
    if (await existeNombreDeUsuario(tx, idEmpresa, body.usuario)) throw usuarioDuplicado(body.usuario);
    const { password: _, ...datos } = body;
    const alta = tx
      .insert(usuario)
      .values({
        ...datos,
        id_empresa: idEmpresa,
        password_hash: passwordHash,
        creado_en: ahora,
        actualizado_en: ahora,
      })
      .returning({ id: usuario.id_usuario });
    // El aviso va en la misma sentencia que el alta: el cupo de usuarios queda tomado hasta el commit.
    const id = sql`(select id_usuario from usuario_nuevo)`;
    const aviso = eventosEnUnaSentencia(tx, ctx, [
      { tipo: 'usuario.created', datos: { usuario: body.usuario }, deLaSentencia: { id_usuario: id } },
    ]);
    const [creado] = await filasDe<{ id: number }>(
      tx,
      sql`with usuario_nuevo as ${alta}, ${aviso} select ${id} as id`,
    ).catch((error: unknown) => {
      throw esViolacionDeUnicidad(error) ? usuarioDuplicado(body.usuario) : error;
    });
    const fila = await buscarUsuario(tx, idEmpresa, creado?.id ?? 0);
    return aUsuario(fila.u, fila.empresa);
  });
  return {
    ok: true as const,
    message: 'Usuario creado',
    item,
    ...(body.password ? {} : { password_generada: password }),
  };
}

export async function editarUsuario(
  deps: Dependencias,
  ctx: Contexto,
  idUsuario: number,
  body: EditarUsuarioBody,
) {
  const idEmpresa = await empresaDelUsuario(deps, ctx, idUsuario);
  const passwordHash = body.password ? await hashearPassword(body.password) : null;
  const ahora = deps.ahora();
  const esElMismo = idUsuario === ctx.idUsuario && idEmpresa === ctx.idEmpresaSesion;
  const item = await enEmpresa(deps.db, idEmpresa, async (tx): Promise<Usuario> => {
    const { u: actual } = await buscarUsuario(tx, idEmpresa, idUsuario);
    exigirRangoSobre(ctx, actual.rol);
    const estado = body.estado ?? actual.estado;
    const rol = body.rol ?? actual.rol;
    if (rol !== actual.rol) {
      if (esElMismo) throw conflicto('No puedes cambiar tu propio rol.');
      exigirPuedeAsignarRol(ctx, rol, idEmpresa);
    }
    if (esElMismo && estado === 'INACTIVO') throw conflicto('No puedes desactivar tu propio usuario.');
    if (estado === 'ACTIVO' && actual.estado === 'INACTIVO') {
      await tomarCupo(tx, idEmpresa, 'usuarios');
    }
    if (body.usuario !== actual.usuario && (await existeNombreDeUsuario(tx, idEmpresa, body.usuario))) {
      throw usuarioDuplicado(body.usuario);
    }
    const { password: _, ...datos } = body;
    await tx
      .update(usuario)
      .set({
        ...datos,
        estado,
        actualizado_en: ahora,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      })
      .where(and(eq(usuario.id_empresa, idEmpresa), eq(usuario.id_usuario, idUsuario)))
      .catch((error: unknown) => {
        throw esViolacionDeUnicidad(error) ? usuarioDuplicado(body.usuario) : error;
      });
    if (passwordHash || estado === 'INACTIVO') {
      await cerrarSesionesDeUsuario(tx, {
        idEmpresa,
        idUsuario,
        motivo: passwordHash ? 'PASSWORD' : 'USUARIO_DESACTIVADO',
        ahora,
        ...(esElMismo ? { excepto: ctx.idSesion } : {}),
      });
    }
    const fila = await buscarUsuario(tx, idEmpresa, idUsuario);
    // En la empresa del usuario: un SUPERADMIN edita usuarios de cualquiera.
    await emitirEvento(tx, { ...ctx, idEmpresa }, 'usuario.updated', {
      id_usuario: idUsuario,
      usuario: fila.u.usuario,
    });
    return aUsuario(fila.u, fila.empresa);
  });
  return { ok: true as const, message: 'Usuario actualizado', item };
}

/** Eliminar desactiva: el usuario ya no entra, pero su nombre sigue en el historial de lo que hizo. */
export async function eliminarUsuario(deps: Dependencias, ctx: Contexto, idUsuario: number) {
  const idEmpresa = await empresaDelUsuario(deps, ctx, idUsuario);
  if (idUsuario === ctx.idUsuario && idEmpresa === ctx.idEmpresaSesion) {
    throw conflicto('No puedes eliminar tu propio usuario.');
  }
  const ahora = deps.ahora();
  await enEmpresa(deps.db, idEmpresa, async (tx) => {
    const { u } = await buscarUsuario(tx, idEmpresa, idUsuario);
    exigirRangoSobre(ctx, u.rol);
    await tx
      .update(usuario)
      .set({ estado: 'INACTIVO', actualizado_en: ahora })
      .where(and(eq(usuario.id_empresa, idEmpresa), eq(usuario.id_usuario, idUsuario)));
    await cerrarSesionesDeUsuario(tx, { idEmpresa, idUsuario, motivo: 'USUARIO_DESACTIVADO', ahora });
    await emitirEvento(tx, { ...ctx, idEmpresa }, 'usuario.deleted', {
      id_usuario: idUsuario,
      usuario: u.usuario,
    });
  });
  return { ok: true as const, message: 'Usuario desactivado' };
}
