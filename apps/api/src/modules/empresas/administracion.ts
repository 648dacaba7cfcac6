import type { CrearEmpresaBody, EmpresaListada } from '@prestamos/contract';
import { fechaDeNegocio, finDelPlan, limitesDelPlan, pesosACentavos } from '@prestamos/domain';
import { asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { empresa } from '../../db/schema/empresa';
import { usuario } from '../../db/schema/usuarios';
import { enPlataforma } from '../../db/transacciones';
import { patronContiene } from '../../lib/busqueda';
import type { Dependencias } from '../../lib/contexto';
import { AppError, codigoDeError, conflicto, noEncontrado } from '../../lib/errores';
import { paginaDe } from '../../lib/paginas';
import { generarPassword, hashearPassword } from '../../lib/passwords';
import { borrarFilasDeEmpresa } from './borrado';
import { codigoOcupado, traducirCodigoRepetido } from './info';
import {
  aEmpresaInfo,
  aPlan,
  buscarEmpresaPorCodigo,
  clientesActivos,
  empresaBloqueada,
  ID_EMPRESA_SOPORTE,
  insertarEmpresa,
  usuariosActivos,
} from './repositorio';

const columnasDeLista = { e: empresa, usuarios: usuariosActivos, clientes: clientesActivos };

function aEmpresaListada(
  f: { e: typeof empresa.$inferSelect; usuarios: number; clientes: number },
  hoy: string,
): EmpresaListada {
  const {
    limite_usuarios: _u,
    limite_clientes: _c,
    licencia_perm: _l,
    ...plan
  } = aPlan(f.e, { usuarios: f.usuarios, clientes: f.clientes }, hoy);
  return { ...aEmpresaInfo(f.e), ...plan };
}

async function empresaListada(tx: Tx, idEmpresa: number, hoy: string): Promise<EmpresaListada> {
  const [fila] = await tx.select(columnasDeLista).from(empresa).where(eq(empresa.id_empresa, idEmpresa));
  if (!fila) throw noEncontrado('Empresa', true);
  return aEmpresaListada(fila, hoy);
}

/** Las empresas de la plataforma (SUPERADMIN), por nombre o código, con su plan y lo que usan de sus límites. */
export async function listarEmpresas(
  deps: Dependencias,
  q: { page: number; pageSize: number; search?: string | undefined; q?: string | undefined },
) {
  const texto = q.search || q.q;
  const donde: SQL | undefined = texto
    ? or(ilike(empresa.nombre_empresa, patronContiene(texto)), ilike(empresa.rnc, patronContiene(texto)))
    : undefined;
  const hoy = fechaDeNegocio(deps.ahora());
  return enPlataforma(deps.db, async (tx) => {
    const filas = await tx
      .select(columnasDeLista)
      .from(empresa)
      .where(donde)
      .orderBy(asc(empresa.id_empresa))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [total] = await tx.select({ n: count() }).from(empresa).where(donde);
    return paginaDe(
      filas.map((f) => aEmpresaListada(f, hoy)),
      total?.n ?? 0,
      q,
    );
  });
}

/** Límites del alta: los enviados, o los del plan comercial; el personalizado los exige (salvo licencia permanente). */
function limitesDelAlta(body: CrearEmpresaBody) {
  const delPlan = limitesDelPlan(body.plan.nombre);
  const usuarios = body.limite_usuarios === undefined ? (delPlan?.usuarios ?? null) : body.limite_usuarios;
  const clientes = body.limite_clientes === undefined ? (delPlan?.clientes ?? null) : body.limite_clientes;
  if (!body.licencia_perm && (usuarios === null || clientes === null)) {
    const fields: Record<string, string> = {};
    if (usuarios === null) fields.limite_usuarios = 'Indica el límite de usuarios del plan.';
    if (clientes === null) fields.limite_clientes = 'Indica el límite de clientes del plan.';
    throw new AppError(400, Object.values(fields)[0] ?? '', 'VALIDACION', fields);
  }
  return { usuarios, clientes };
}

/**
 * Alta de una empresa en una transacción (docs/decisiones/0016-empresas-planes-y-ver-empresa.md): la empresa con su
 * plan y ajustes por defecto, sus series de numeración y su caja (insertarEmpresa) y su administrador. La contraseña
 * del administrador, si la genera el servidor, viaja solo en esta respuesta.
 */
export async function crearEmpresa(deps: Dependencias, body: CrearEmpresaBody) {
  const limites = limitesDelAlta(body);
  const password = body.admin.password ?? generarPassword();
  const hash = await hashearPassword(password);
  const ahora = deps.ahora();
  const hoy = fechaDeNegocio(ahora);
  const inicio = body.plan.inicio ?? hoy;
  const item = await enPlataforma(deps.db, async (tx) => {
    if (await buscarEmpresaPorCodigo(tx, body.rnc)) throw codigoOcupado(body.rnc);
    const nueva = await insertarEmpresa(tx, {
      nombre_empresa: body.nombre_empresa,
      rnc: body.rnc,
      correo: body.correo ?? null,
      telefono: body.telefono ?? null,
      direccion: body.direccion ?? null,
      estado: body.estado,
      licencia_perm: body.licencia_perm,
      limite_usuarios: limites.usuarios,
      limite_clientes: limites.clientes,
      plan_nombre: body.plan.nombre,
      plan_frecuencia: body.plan.frecuencia,
      plan_cuotas: body.plan.cuotas,
      plan_monto_cuota_centavos: pesosACentavos(body.plan.monto_cuota),
      plan_fecha_inicio: inicio,
      plan_fecha_fin: body.plan.fin ?? finDelPlan(inicio, body.plan.frecuencia, body.plan.cuotas),
      creado_en: ahora,
    }).catch(traducirCodigoRepetido(body.rnc));
    const id = nueva.id_empresa;
    await tx.insert(usuario).values({
      id_empresa: id,
      usuario: body.admin.usuario,
      password_hash: hash,
      nombres: body.admin.nombres,
      apellidos: body.admin.apellidos ?? null,
      email: body.admin.email ?? null,
      rol: 'ADMIN',
      creado_en: ahora,
      actualizado_en: ahora,
    });
    return empresaListada(tx, id, hoy);
  });
  return {
    ok: true as const,
    message: `Empresa ${item.rnc} creada`,
    item,
    admin_user: { usuario: body.admin.usuario, temp_password: body.admin.password ? null : password },
  };
}

/** Suspender o activar (SUPERADMIN). SOPORTE no se suspende ni se desactiva: es la empresa del dueño del producto. */
export async function cambiarEstadoDeEmpresa(
  deps: Dependencias,
  idEmpresa: number,
  estado: 'ACTIVO' | 'SUSPENDIDO',
) {
  if (idEmpresa === ID_EMPRESA_SOPORTE && estado !== 'ACTIVO') {
    throw conflicto('La empresa de soporte no se puede suspender.', 'EMPRESA_SOPORTE');
  }
  const item = await enPlataforma(deps.db, async (tx) => {
    await empresaBloqueada(tx, idEmpresa);
    await tx.update(empresa).set({ estado }).where(eq(empresa.id_empresa, idEmpresa));
    return empresaListada(tx, idEmpresa, fechaDeNegocio(deps.ahora()));
  });
  const accion = estado === 'ACTIVO' ? 'activada' : 'suspendida';
  return { ok: true as const, message: `Empresa ${item.rnc} ${accion}`, item };
}

/** El espacio de los candados de empresa de la base (`abrir_escritura`, apps/api/sql/escrituras.sql). */
const CANDADO_DE_EMPRESAS = 4827312;

/** Cuánto espera el borrado de una empresa a que terminen sus escrituras en curso. */
const ESPERA_PARA_BORRAR_MS = 5000;

/**
 * Borra la empresa y todo lo suyo en una transacción (docs/decisiones/0016-empresas-planes-y-ver-empresa.md). Es
 * irreversible; SOPORTE no se borra.
 */
export async function eliminarEmpresa(deps: Dependencias, idEmpresa: number) {
  if (idEmpresa === ID_EMPRESA_SOPORTE) {
    throw conflicto('La empresa de soporte no se puede eliminar.', 'EMPRESA_SOPORTE');
  }
  // El candado de la empresa, exclusivo (docs/decisiones/0025-escrituras-a-la-vez.md; cada escritura lo toma
  // compartido en `abrir_escritura`): espera a que terminen las escrituras en curso, y las que llegan después esperan
  // al borrado y ya no la encuentran. Si no terminan pronto, 409 y no se borra nada.
  const rnc = await enPlataforma(deps.db, async (tx) => {
    await tx.execute(sql`set local lock_timeout = ${sql.raw(`'${ESPERA_PARA_BORRAR_MS}ms'`)}`);
    await tx.execute(sql`select pg_advisory_xact_lock(${CANDADO_DE_EMPRESAS}, ${idEmpresa})`);
    const actual = await empresaBloqueada(tx, idEmpresa, 'update');
    await borrarFilasDeEmpresa(tx, idEmpresa);
    return actual.rnc;
  }).catch((error: unknown) => {
    throw codigoDeError(error) === '55P03'
      ? conflicto(
          'La empresa tiene operaciones en curso y no se pudo borrar. Intenta de nuevo en unos segundos.',
          'EMPRESA_EN_USO',
        )
      : error;
  });
  return { ok: true as const, message: `Empresa ${rnc} eliminada` };
}
