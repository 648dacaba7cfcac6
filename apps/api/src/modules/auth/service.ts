import type {
  ActualizarPerfilBody,
  CambiarPasswordBody,
  LoginBody,
  LoginRespuesta,
  Perfil,
} from '@prestamos/contract';
import { permisosEfectivos, segundosDeInactividad } from '@prestamos/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { usuario } from '../../db/schema/usuarios';
import { enEmpresa, enPlataforma } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { AppError, invalido, noEncontrado } from '../../lib/errores';
import { hashearPassword, verificarPassword } from '../../lib/passwords';
import { aEmpresaSesion, buscarEmpresa, buscarEmpresaPorCodigo } from '../empresas/repositorio';
import { emitirEvento } from '../eventos/emitir';
import { permisosDirectos, permisosGuardadosDeRol } from '../roles/repositorio';
import {
  claveDeCuenta,
  claveDeCuentaYDireccion,
  claveDeDireccion,
  claveDeVerificacion,
  esperaDeLaCuenta,
  LIMITE_ESTRICTO,
  LIMITE_POR_CUENTA,
  LIMITE_POR_DIRECCION,
  olvidarFallos,
  reservarIntento,
} from './intentos';
import {
  abrirSesion,
  cerrarSesionDelToken,
  cerrarSesionesDeUsuario,
  exigirEmpresaOperativa,
} from './sesiones';

export const MENSAJE_LOGIN_FALLIDO = 'No se pudo iniciar sesión. Verifica los datos.';

interface Solicitante {
  ip: string;
  userAgent: string | null;
}

/** Nombres y apellidos, o el usuario si no tiene: lo mismo que la sesión guarda como `nombre` (auth/sesiones.ts). */
function nombreParaMostrar(u: { nombres: string | null; apellidos: string | null; usuario: string }): string {
  return [u.nombres, u.apellidos].filter(Boolean).join(' ').trim() || u.usuario;
}

/** Los límites que la web usa para avisar antes de cerrar la sesión: los mismos que aplica el servidor. */
function configSesion(deps: Dependencias, rol: string, emp: { inactividad_operador_min: number | null }) {
  const idle = segundosDeInactividad(rol, emp.inactividad_operador_min, deps.config.idleSegundos);
  return { idle_segundos: idle, aviso_segundos: Math.min(deps.config.avisoSegundos, idle - 1) };
}

/**
 * Inicio de sesión. Empresa inexistente, usuario inexistente o contraseña errada dan la misma respuesta; el estado de
 * la empresa (inactiva, suspendida) solo se revela a quien ya probó conocer la contraseña.
 */
export async function iniciarSesion(
  deps: Dependencias,
  codigoEmpresa: string | undefined,
  body: LoginBody,
  quien: Solicitante,
): Promise<LoginRespuesta> {
  const codigo = (codigoEmpresa ?? '').trim().toUpperCase();
  if (!codigo) throw invalido('rnc', 'Ingresa el código de empresa.');
  const ahora = deps.ahora();
  // La cuenta desde esta dirección (el límite estricto), la cuenta desde todas (más alto y con esperas: quien falla en
  // otra dirección no le cierra la cuenta a su dueño) y la dirección con todas las cuentas
  // (docs/decisiones/0004-limite-de-intentos.md).
  const enEstaDireccion = claveDeCuentaYDireccion(codigo, body.usuario, quien.ip);
  const enTodas = claveDeCuenta(codigo, body.usuario);

  // El intento se aparta (y cuenta) antes de comprobar la contraseña, en su propia transacción: así lo ven al instante
  // los intentos simultáneos, y el candado de cada clave no se sostiene durante el hash.
  const reserva = await enPlataforma(deps.db, (tx) =>
    reservarIntento(
      tx,
      [
        { clave: enEstaDireccion, maximo: LIMITE_ESTRICTO },
        { clave: enTodas, maximo: LIMITE_POR_CUENTA, espera: esperaDeLaCuenta },
        { clave: claveDeDireccion(quien.ip), maximo: LIMITE_POR_DIRECCION },
      ],
      ahora,
    ),
  );
  const acceso = await enPlataforma(deps.db, async (tx) => {
    const emp = await buscarEmpresaPorCodigo(tx, codigo);
    const [u] = emp
      ? await tx
          .select()
          .from(usuario)
          .where(
            and(
              eq(usuario.id_empresa, emp.id_empresa),
              eq(usuario.usuario, body.usuario.toLowerCase()),
              eq(usuario.estado, 'ACTIVO'),
            ),
          )
      : [];
    const correcta = await verificarPassword(u?.password_hash ?? null, body.password);
    if (!emp) return null;
    if (!u || !correcta) {
      // Los administradores ven quién no pudo entrar: solo el nombre que se tecleó, nunca la contraseña.
      const empresa = { idEmpresa: emp.id_empresa, idUsuario: null, usuario: null, nombre: null };
      await emitirEvento(tx, empresa, 'login.failed', { usuario: body.usuario });
      return null;
    }
    await olvidarFallos(tx, reserva, [enEstaDireccion, enTodas]);
    return { emp, u };
  });

  // Un fallo ya quedó contado al apartar el intento.
  if (!acceso) throw new AppError(401, MENSAJE_LOGIN_FALLIDO, 'CREDENCIALES');
  const { emp, u } = acceso;
  exigirEmpresaOperativa(emp.estado, emp.mensaje_inactivo);

  return enEmpresa(deps.db, emp.id_empresa, async (tx) => {
    const permisos = await efectivosDe(tx, emp.id_empresa, u.id_usuario, u.rol);
    const token = await abrirSesion(tx, {
      idEmpresa: emp.id_empresa,
      idUsuario: u.id_usuario,
      ip: quien.ip,
      userAgent: quien.userAgent,
      ahora,
      maxHoras: deps.config.sesionMaxHoras,
    });
    const quienEntra = {
      idEmpresa: emp.id_empresa,
      idUsuario: u.id_usuario,
      usuario: u.usuario,
      nombre: nombreParaMostrar(u),
    };
    await emitirEvento(tx, quienEntra, 'usuario.login', { id_usuario: u.id_usuario, usuario: u.usuario });
    return {
      ok: true as const,
      token,
      user: {
        id: u.id_usuario,
        id_usuario: u.id_usuario,
        usuario: u.usuario,
        nombres: u.nombres,
        apellidos: u.apellidos,
        rol: u.rol,
        roles: [u.rol],
        perms: permisos,
        permisos,
      },
      roles: [u.rol],
      permisos,
      empresa: aEmpresaSesion(emp),
      sesion: configSesion(deps, u.rol, emp),
    };
  });
}

export async function efectivosDe(
  tx: Tx,
  idEmpresa: number,
  idUsuario: number,
  rol: string,
): Promise<string[]> {
  const [delRol, directos] = await Promise.all([
    permisosGuardadosDeRol(tx, idEmpresa, rol),
    permisosDirectos(tx, idEmpresa, idUsuario),
  ]);
  return permisosEfectivos(rol, delRol, directos);
}

export async function leerPerfil(deps: Dependencias, ctx: Contexto): Promise<Perfil> {
  return enEmpresa(deps.db, ctx.idEmpresaSesion, async (tx) => {
    const [u] = await tx.select().from(usuario).where(eq(usuario.id_usuario, ctx.idUsuario));
    const emp = await buscarEmpresa(tx, ctx.idEmpresaSesion);
    if (!u || !emp) throw noEncontrado('Usuario');
    return {
      id_usuario: u.id_usuario,
      usuario: u.usuario,
      nombres: u.nombres,
      apellidos: u.apellidos,
      email: u.email,
      telefono: u.telefono,
      rol: u.rol,
      roles: [u.rol],
      perms: ctx.permisos,
      permisos: ctx.permisos,
      empresa: aEmpresaSesion(emp),
      sesion: configSesion(deps, u.rol, emp),
    };
  });
}

export async function actualizarPerfil(deps: Dependencias, ctx: Contexto, body: ActualizarPerfilBody) {
  await enEmpresa(deps.db, ctx.idEmpresaSesion, (tx) =>
    tx
      .update(usuario)
      .set({ ...body, actualizado_en: deps.ahora() })
      .where(eq(usuario.id_usuario, ctx.idUsuario)),
  );
  return leerPerfil(deps, ctx);
}

/**
 * Comprueba la contraseña del usuario de la sesión, con el mismo límite de fallos que el inicio de sesión: una sesión
 * robada no sirve para adivinar la contraseña.
 */
async function exigirPasswordPropia(deps: Dependencias, ctx: Contexto, password: string, campo: string) {
  const ahora = deps.ahora();
  const clave = claveDeVerificacion(ctx.idUsuario);
  const reserva = await enPlataforma(deps.db, (tx) =>
    reservarIntento(tx, [{ clave, maximo: LIMITE_ESTRICTO }], ahora),
  );
  const correcta = await enPlataforma(deps.db, async (tx) => {
    const [u] = await tx
      .select({ hash: usuario.password_hash })
      .from(usuario)
      .where(eq(usuario.id_usuario, ctx.idUsuario));
    const acierta = await verificarPassword(u?.hash ?? null, password);
    if (acierta) await olvidarFallos(tx, reserva, [clave]);
    return acierta;
  });
  if (!correcta)
    throw invalido(
      campo,
      campo === 'password' ? 'Contraseña inválida.' : 'La contraseña actual no es correcta.',
    );
}

export async function verificarPasswordPropia(deps: Dependencias, ctx: Contexto, password: string) {
  await exigirPasswordPropia(deps, ctx, password, 'password');
  return { ok: true as const, message: 'Contraseña verificada' };
}

/** Cambiar la contraseña cierra las demás sesiones del usuario: quien la conocía deja de estar dentro. */
export async function cambiarPassword(deps: Dependencias, ctx: Contexto, body: CambiarPasswordBody) {
  await exigirPasswordPropia(deps, ctx, body.current_password, 'current_password');
  const hash = await hashearPassword(body.new_password);
  const ahora = deps.ahora();
  await enEmpresa(deps.db, ctx.idEmpresaSesion, async (tx) => {
    await tx
      .update(usuario)
      .set({ password_hash: hash, actualizado_en: ahora })
      .where(eq(usuario.id_usuario, ctx.idUsuario));
    await cerrarSesionesDeUsuario(tx, {
      idEmpresa: ctx.idEmpresaSesion,
      idUsuario: ctx.idUsuario,
      motivo: 'PASSWORD',
      ahora,
      excepto: ctx.idSesion,
    });
  });
  return { ok: true as const, message: 'Contraseña actualizada' };
}

/**
 * Salir siempre responde bien: tras el cierre por inactividad (o con la empresa suspendida) la web aún llama aquí, y
 * un 401 solo sería ruido. La sesión del token se cierra si sigue abierta.
 */
export async function salir(deps: Dependencias, token: string | null) {
  if (token) await cerrarSesionDelToken(deps, token);
  return { ok: true as const, message: 'Sesión cerrada' };
}
