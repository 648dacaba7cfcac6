import { createHash, randomBytes } from 'node:crypto';
import { segundosDeInactividad } from '@prestamos/domain';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { empresa } from '../../db/schema/empresa';
import { sesion } from '../../db/schema/sesiones';
import { usuario } from '../../db/schema/usuarios';
import { enPlataforma } from '../../db/transacciones';
import type { Dependencias } from '../../lib/contexto';
import { AppError } from '../../lib/errores';
import type { OpcionesDeRecordados, Recordados } from '../../lib/recordados';

export type MotivoCierre = 'LOGOUT' | 'INACTIVIDAD' | 'PASSWORD' | 'USUARIO_DESACTIVADO';

export const MENSAJE_TOKEN_INVALIDO = 'Token inválido o expirado';
export const MENSAJE_INACTIVIDAD = 'Sesión expirada por inactividad';

const tokenInvalido = () => new AppError(401, MENSAJE_TOKEN_INVALIDO, 'TOKEN_INVALIDO');
const expiradaPorInactividad = () => new AppError(401, MENSAJE_INACTIVIDAD, 'IDLE_TIMEOUT');

/**
 * Una empresa suspendida o inactiva no trabaja (docs/decisiones/0005-estado-de-la-empresa-tras-credenciales.md): ni
 * inicia sesión ni usa una sesión ya abierta. La inactiva muestra el mensaje que le dejó el SUPERADMIN, si dejó uno.
 */
export function exigirEmpresaOperativa(estado: string, mensajeInactivo: string | null): void {
  if (estado === 'SUSPENDIDO') {
    throw new AppError(403, 'Tu empresa está suspendida. Revisa el estado del plan.', 'EMPRESA_SUSPENDIDA');
  }
  if (estado === 'INACTIVO') {
    throw new AppError(
      403,
      mensajeInactivo || 'Su empresa está inactiva. Contacte al administrador.',
      'EMPRESA_INACTIVA',
    );
  }
}

/** Se guarda solo el SHA-256 del token: quien lea la tabla no puede usar las sesiones (ni los enlaces de recibo). */
export function hashDeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function abrirSesion(
  tx: Tx,
  datos: {
    idEmpresa: number;
    idUsuario: number;
    ip: string;
    userAgent: string | null;
    ahora: Date;
    maxHoras: number;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(sesion).values({
    id_empresa: datos.idEmpresa,
    id_usuario: datos.idUsuario,
    token_hash: hashDeToken(token),
    creada_en: datos.ahora,
    ultima_actividad: datos.ahora,
    expira_en: new Date(datos.ahora.getTime() + datos.maxHoras * 3_600_000),
    ip: datos.ip,
    user_agent: datos.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export interface SesionValida {
  idSesion: number;
  idEmpresa: number;
  idUsuario: number;
  usuario: string;
  /** Nombres y apellidos, o el usuario si no tiene: quién hizo algo, en un evento en vivo. */
  nombre: string;
  rol: string;
  estadoEmpresa: string;
  mensajeInactivo: string | null;
  permisosDelRol: string[];
  permisosDirectos: string[];
}

/**
 * La sesión de un token con su usuario, su empresa y sus permisos, en una sentencia. Corre en una transacción de la
 * plataforma: antes de leerla no se sabe de qué empresa es.
 */
function consultaDeSesion(tx: Tx, hash: string) {
  return tx
    .select({
      id_sesion: sesion.id_sesion,
      id_empresa: sesion.id_empresa,
      id_usuario: sesion.id_usuario,
      ultima_actividad: sesion.ultima_actividad,
      expira_en: sesion.expira_en,
      cerrada_en: sesion.cerrada_en,
      motivo_cierre: sesion.motivo_cierre,
      usuario: usuario.usuario,
      nombre: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${usuario.nombres}, ${usuario.apellidos})), ''),
        ${usuario.usuario})`,
      rol: usuario.rol,
      estado_usuario: usuario.estado,
      estado_empresa: empresa.estado,
      mensaje_inactivo: empresa.mensaje_inactivo,
      inactividad_operador_min: empresa.inactividad_operador_min,
      permisos_rol: sql<string[]>`coalesce((select array_agg(rp.permiso) from rol_permiso rp
        where rp.id_empresa = ${sesion.id_empresa} and rp.rol_codigo = ${usuario.rol}), '{}')`,
      permisos_directos: sql<string[]>`coalesce((select array_agg(up.permiso) from usuario_permiso up
        where up.id_empresa = ${sesion.id_empresa} and up.id_usuario = ${sesion.id_usuario}), '{}')`,
    })
    .from(sesion)
    .innerJoin(
      usuario,
      and(eq(usuario.id_empresa, sesion.id_empresa), eq(usuario.id_usuario, sesion.id_usuario)),
    )
    .innerJoin(empresa, eq(empresa.id_empresa, sesion.id_empresa))
    .where(eq(sesion.token_hash, hash));
}

type FilaDeSesion = Awaited<ReturnType<typeof consultaDeSesion>>[number];

/** Una sesión ya validada: la fila leída (con la actividad registrada) y lo que el control de acceso usa. */
export interface SesionLeida {
  fila: FilaDeSesion;
  sesion: SesionValida;
}

export type SesionesEnMemoria = Recordados<SesionLeida>;

/**
 * Las sesiones que una instancia ya validó, por el hash de su token: leer la sesión era una ida a la base en cada
 * petición, la cuarta parte de la CPU del servidor en una lista (docs/decisiones/0034-lo-recordado-y-el-servidor.md).
 * Los disparadores de apps/api/sql/avisos.sql avisan por `sesiones` el id de la empresa cuyas sesiones, usuarios,
 * permisos o estado cambiaron.
 */
/*
 * El límite de inactividad del OPERADOR (empresa.inactividad_operador_min) viaja en la fila recordada: cambiarlo avisa
 * por `sesiones` (empresa_avisa) y todas las instancias olvidan las sesiones de esa empresa.
 */
export const SESIONES_RECORDADAS: OpcionesDeRecordados = {
  canal: 'sesiones',
  maximo: 20_000,
  vigenciaMs: 60_000,
};

interface OpcionesDeValidacion {
  actividadReportada: Date | null;
  registrarActividad: boolean;
}

/**
 * La regla de una sesión leída: un error (y si hay que cerrarla por inactividad), o válida con la actividad que hay
 * que registrar (null: ninguna). La actividad cuenta desde la última interacción del usuario que la web reporta (nunca
 * posterior al reloj del servidor), no desde la última petición: las llamadas de fondo no mantienen viva una sesión
 * abandonada. `registrarActividad` (el ping) cuenta como interacción en este instante.
 */
function revisarSesion(
  fila: FilaDeSesion,
  ahora: Date,
  opciones: OpcionesDeValidacion,
  idleSegundosPorDefecto: number,
): { error: AppError; cerrar: boolean } | { actividad: Date | null } {
  if (fila.cerrada_en) {
    const error = fila.motivo_cierre === 'INACTIVIDAD' ? expiradaPorInactividad() : tokenInvalido();
    return { error, cerrar: false };
  }
  if (fila.estado_usuario !== 'ACTIVO' || new Date(fila.expira_en) <= ahora) {
    return { error: tokenInvalido(), cerrar: false };
  }
  const registrada = new Date(fila.ultima_actividad).getTime();
  const reportada = Math.min(opciones.actividadReportada?.getTime() ?? 0, ahora.getTime());
  const ultima = Math.max(registrada, reportada);
  // El límite viaja en la fila (la de la base o la recordada): decidirlo no cuesta otra consulta.
  const idleSegundos = segundosDeInactividad(fila.rol, fila.inactividad_operador_min, idleSegundosPorDefecto);
  if (ahora.getTime() - ultima > idleSegundos * 1000)
    return { error: expiradaPorInactividad(), cerrar: true };
  const nueva = opciones.registrarActividad ? ahora.getTime() : ultima;
  // Se escribe solo si avanzó al menos un segundo: la mayoría de las peticiones no tocan la fila.
  return { actividad: nueva - registrada >= 1000 ? new Date(nueva) : null };
}

/**
 * Valida el token y aplica el límite de inactividad. Una sesión que esta instancia recuerda (`recordadas`) y que no
 * pide escribir nada se valida sin ir a la base; cualquier otra cosa (un error, una actividad que registrar) se decide
 * con la fila de la base.
 */
export async function validarSesion(
  deps: Dependencias,
  token: string,
  opciones: OpcionesDeValidacion,
  recordadas: SesionesEnMemoria | null = null,
): Promise<SesionValida> {
  const ahora = deps.ahora();
  const hash = hashDeToken(token);
  const recordada = recordadas?.leer(hash, ahora.getTime());
  if (recordada) {
    const revision = revisarSesion(recordada.fila, ahora, opciones, deps.config.idleSegundos);
    if ('actividad' in revision && revision.actividad === null) return recordada.sesion;
  }

  const marca = recordadas?.marca() ?? 0;
  // Leer la sesión y, si hace falta, cerrarla o anotar la actividad, en una transacción; el error se lanza después, para
  // que el cierre quede hecho.
  const resultado = await enPlataforma(deps.db, async (tx) => {
    const [leida] = await consultaDeSesion(tx, hash);
    if (!leida) return { error: tokenInvalido() };
    const revision = revisarSesion(leida, ahora, opciones, deps.config.idleSegundos);
    if ('error' in revision) {
      if (revision.cerrar) {
        await tx
          .update(sesion)
          .set({ cerrada_en: ahora, motivo_cierre: 'INACTIVIDAD' })
          .where(eq(sesion.id_sesion, leida.id_sesion));
      }
      return { error: revision.error };
    }
    if (!revision.actividad) return { fila: leida };
    await tx
      .update(sesion)
      .set({ ultima_actividad: revision.actividad })
      .where(eq(sesion.id_sesion, leida.id_sesion));
    return { fila: { ...leida, ultima_actividad: revision.actividad } };
  });
  if ('error' in resultado) throw resultado.error;
  const { fila } = resultado;
  const leida: SesionLeida = {
    fila,
    sesion: {
      idSesion: fila.id_sesion,
      idEmpresa: fila.id_empresa,
      idUsuario: fila.id_usuario,
      usuario: fila.usuario,
      nombre: fila.nombre,
      rol: fila.rol,
      estadoEmpresa: fila.estado_empresa,
      mensajeInactivo: fila.mensaje_inactivo,
      permisosDelRol: fila.permisos_rol,
      permisosDirectos: fila.permisos_directos,
    },
  };
  recordadas?.guardar(hash, fila.id_empresa, leida, ahora.getTime(), marca);
  return leida.sesion;
}

/** Cierra (LOGOUT) la sesión de un token si sigue abierta; un token desconocido o ya cerrado no hace nada. */
export async function cerrarSesionDelToken(deps: Dependencias, token: string): Promise<void> {
  // Como la validación, en una transacción de la plataforma: aún no se sabe de qué empresa es el token.
  await enPlataforma(deps.db, (tx) =>
    tx
      .update(sesion)
      .set({ cerrada_en: deps.ahora(), motivo_cierre: 'LOGOUT' })
      .where(and(eq(sesion.token_hash, hashDeToken(token)), isNull(sesion.cerrada_en))),
  );
}

/** Cierra todas las sesiones abiertas de un usuario (menos, si se indica, la que hizo el cambio). */
export async function cerrarSesionesDeUsuario(
  tx: Tx,
  datos: { idEmpresa: number; idUsuario: number; motivo: MotivoCierre; ahora: Date; excepto?: number },
): Promise<void> {
  await tx
    .update(sesion)
    .set({ cerrada_en: datos.ahora, motivo_cierre: datos.motivo })
    .where(
      and(
        eq(sesion.id_empresa, datos.idEmpresa),
        eq(sesion.id_usuario, datos.idUsuario),
        isNull(sesion.cerrada_en),
        datos.excepto === undefined ? undefined : ne(sesion.id_sesion, datos.excepto),
      ),
    );
}

/** Borra sesiones que ya no sirven hace más de 30 días (lo llama la limpieza periódica). */
export async function borrarSesionesViejas(tx: Tx, ahora: Date): Promise<void> {
  const limite = new Date(ahora.getTime() - 30 * 86_400_000);
  await tx.delete(sesion).where(or(lt(sesion.expira_en, limite), lt(sesion.cerrada_en, limite)));
}
