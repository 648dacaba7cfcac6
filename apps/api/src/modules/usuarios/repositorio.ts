import type { Usuario } from '@prestamos/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { empresa } from '../../db/schema/empresa';
import { usuario } from '../../db/schema/usuarios';
import { enPlataforma, filasDe } from '../../db/transacciones';
import { type Contexto, type Dependencias, veTodasLasEmpresas } from '../../lib/contexto';
import { noEncontrado } from '../../lib/errores';
import { columnaDeTotal, conteoDe, limiteDePagina, totalExacto } from '../../lib/paginas';

export type FilaUsuario = typeof usuario.$inferSelect;

/** Lo que `aUsuario` lee de una fila (nunca la clave). */
type UsuarioMostrado = Pick<
  FilaUsuario,
  'id_usuario' | 'usuario' | 'nombres' | 'apellidos' | 'email' | 'telefono' | 'rol' | 'estado' | 'id_empresa'
>;

export function aUsuario(fila: UsuarioMostrado, nombreEmpresa: string): Usuario {
  return {
    id: fila.id_usuario,
    id_usuario: fila.id_usuario,
    usuario: fila.usuario,
    nombres: fila.nombres,
    apellidos: fila.apellidos,
    email: fila.email,
    telefono: fila.telefono,
    rol: fila.rol,
    estado: fila.estado as Usuario['estado'],
    id_empresa: fila.id_empresa,
    empresa: nombreEmpresa,
  };
}

/**
 * Empresa donde vive el usuario que se quiere tocar. Para todos es la empresa de la petición; el SUPERADMIN, que en
 * su propia empresa ve a los usuarios de todas, actúa en la empresa del usuario.
 */
export async function empresaDelUsuario(
  deps: Dependencias,
  ctx: Contexto,
  idUsuario: number,
): Promise<number> {
  if (!veTodasLasEmpresas(ctx)) return ctx.idEmpresa;
  const [fila] = await enPlataforma(deps.db, (tx) =>
    tx.select({ id_empresa: usuario.id_empresa }).from(usuario).where(eq(usuario.id_usuario, idUsuario)),
  );
  if (!fila) throw noEncontrado('Usuario');
  return fila.id_empresa;
}

/**
 * Columnas de la lista de usuarios (`u`, con su empresa `e`), escritas una vez al cargar el módulo, como las del cliente:
 * con el constructor de consultas, Drizzle volvía a armar en cada petición el texto de las columnas de las dos tablas, un
 * tercio del CPU del servidor en la lista (docs/decisiones/0034-lo-recordado-y-el-servidor.md).
 */
const COLUMNAS_DE_LA_LISTA = sql.raw(
  'u.id_usuario, u.usuario, u.nombres, u.apellidos, u.email, u.telefono, u.rol, u.estado, u.id_empresa, e.nombre_empresa',
);

/**
 * Una página de usuarios de los que cumplen `donde` (sobre `u` y `e`), en el orden de la lista (empresa y usuario), con
 * su total contado entero en la misma sentencia: son pocos por empresa.
 */
export async function paginaDeUsuarios(tx: Tx, donde: SQL, pagina: { page: number; pageSize: number }) {
  const desde = sql`from usuario u join empresa e on e.id_empresa = u.id_empresa where ${donde}`;
  const total = totalExacto(sql`(select count(*) ${desde})`);
  const filas = await filasDe<UsuarioMostrado & { nombre_empresa: string }>(
    tx,
    sql`select ${COLUMNAS_DE_LA_LISTA}, ${columnaDeTotal(total)} ${desde}
      order by u.id_empresa, u.id_usuario ${limiteDePagina(pagina.pageSize, (pagina.page - 1) * pagina.pageSize)}`,
  );
  return { items: filas.map((f) => aUsuario(f, f.nombre_empresa)), conteo: await conteoDe(tx, total, filas) };
}

export async function buscarUsuario(tx: Tx, idEmpresa: number, idUsuario: number) {
  const [fila] = await tx
    .select({ u: usuario, empresa: empresa.nombre_empresa })
    .from(usuario)
    .innerJoin(empresa, eq(empresa.id_empresa, usuario.id_empresa))
    .where(and(eq(usuario.id_empresa, idEmpresa), eq(usuario.id_usuario, idUsuario)));
  if (!fila) throw noEncontrado('Usuario');
  return fila;
}

export async function existeNombreDeUsuario(tx: Tx, idEmpresa: number, nombre: string): Promise<boolean> {
  const [fila] = await tx
    .select({ id: usuario.id_usuario })
    .from(usuario)
    .where(and(eq(usuario.id_empresa, idEmpresa), eq(usuario.usuario, nombre)));
  return fila !== undefined;
}

/** Nombre visible de un usuario unido en una consulta con el alias dado: nombres y apellidos, o su usuario. */
export const nombreDeUsuario = (alias: 'u' | 'uc') =>
  sql.raw(
    `coalesce(nullif(trim(concat_ws(' ', ${alias}.nombres, ${alias}.apellidos)), ''), ${alias}.usuario)`,
  );

/**
 * Quién hizo algo en la empresa: el nombre visible del usuario unido con `alias` (por id_empresa e id_usuario) o, si fue
 * un SUPERADMIN en modo "ver empresa", el suyo con "(Soporte)". Su fila es de SOPORTE (`ID_EMPRESA_SOPORTE`) y la
 * seguridad por filas de la empresa vista no la deja unir; `nombre_de_soporte` (apps/api/sql/usuarios.sql) devuelve
 * solo ese nombre, y solo de un usuario de SOPORTE.
 */
export const autorDe = (alias: 'u' | 'uc', idUsuario: SQL) =>
  sql`coalesce(${nombreDeUsuario(alias)}, nombre_de_soporte(${idUsuario}) || ' (Soporte)')`;
