import type { EmpresaInfo, EmpresaSesion, PlanEmpresa } from '@prestamos/contract';
import {
  avisoDelPlan,
  centavosAPesos,
  estadoDelPlan,
  FORMATO_POR_DEFECTO,
  PREFIJO_POR_DEFECTO,
  SERIES,
  sumarDias,
} from '@prestamos/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { caja, secuencia } from '../../db/schema/caja';
import { cliente } from '../../db/schema/clientes';
import { cupo, empresa } from '../../db/schema/empresa';
import { usuario } from '../../db/schema/usuarios';
import { filasDe } from '../../db/transacciones';
import { noEncontrado } from '../../lib/errores';
import { sembrarPermisosDeEmpresa } from '../roles/repositorio';

export type FilaEmpresa = typeof empresa.$inferSelect;

/** La empresa del dueño del producto (docs/producto.md#empresas-y-planes): ni se suspende ni se borra. */
export const ID_EMPRESA_SOPORTE = 1;

export function aEmpresaSesion(fila: FilaEmpresa): EmpresaSesion {
  return {
    id_empresa: fila.id_empresa,
    nombre_empresa: fila.nombre_empresa,
    rnc: fila.rnc,
    estado: fila.estado as EmpresaSesion['estado'],
    logo_url: fila.logo_url,
    preferencias: {
      show_logo: fila.show_logo,
      show_name: fila.show_name,
      allow_multiple_loans: fila.allow_multiple_loans,
      allow_reengagement: fila.allow_reengagement,
      show_code_under_logo: fila.show_code_under_logo,
    },
    ticket_mm: fila.ticket_mm as EmpresaSesion['ticket_mm'],
  };
}

export function aEmpresaInfo(fila: FilaEmpresa): EmpresaInfo {
  return {
    id_empresa: fila.id_empresa,
    nombre_empresa: fila.nombre_empresa,
    rnc: fila.rnc,
    telefono: fila.telefono,
    correo: fila.correo,
    direccion: fila.direccion,
    estado: fila.estado as EmpresaInfo['estado'],
    logo_url: fila.logo_url,
    limite_usuarios: fila.limite_usuarios,
    limite_clientes: fila.limite_clientes,
    licencia_perm: fila.licencia_perm,
    creado_en: new Date(fila.creado_en).toISOString(),
  };
}

export interface UsoDeLimites {
  usuarios: number;
  clientes: number;
}

/** El plan de la empresa a la fecha `hoy`, con lo que usa de sus límites y el aviso de renovación. */
export function aPlan(fila: FilaEmpresa, uso: UsoDeLimites, hoy: string): PlanEmpresa {
  const { estado, dias_restantes } = estadoDelPlan(
    { inicio: fila.plan_fecha_inicio, fin: fila.plan_fecha_fin, licenciaPerm: fila.licencia_perm },
    hoy,
  );
  return {
    plan_nombre: fila.plan_nombre,
    plan_estado: estado,
    plan_frecuencia: fila.plan_frecuencia,
    plan_cuotas: fila.plan_cuotas,
    plan_monto_cuota:
      fila.plan_monto_cuota_centavos === null ? null : centavosAPesos(fila.plan_monto_cuota_centavos),
    plan_fecha_inicio: fila.plan_fecha_inicio,
    plan_fecha_fin: fila.plan_fecha_fin,
    dias_restantes,
    limite_usuarios: fila.limite_usuarios,
    limite_clientes: fila.limite_clientes,
    licencia_perm: fila.licencia_perm,
    licencia: fila.licencia_perm ? 'PERMANENTE' : 'NORMAL',
    usuarios_usados: uso.usuarios,
    clientes_usados: uso.clientes,
    aviso: avisoDelPlan({
      estado,
      fin: fila.plan_fecha_fin,
      dias_restantes,
      licenciaPerm: fila.licencia_perm,
    }),
  };
}

/**
 * Lo que cuenta para los límites del plan (docs/producto.md#empresas-y-planes): usuarios activos (el administrador
 * incluido) y clientes activos, como columnas de una consulta sobre `empresa` (la referencia va calificada: dentro de
 * la subconsulta, un
 * `id_empresa` suelto sería el de la tabla contada).
 */
export const usuariosActivos = sql<number>`(select count(*) from usuario u
  where u.id_empresa = "empresa"."id_empresa" and u.estado = 'ACTIVO')`.mapWith(Number);
export const clientesActivos = sql<number>`(select count(*) from cliente c
  where c.id_empresa = "empresa"."id_empresa" and c.estado = 'ACTIVO')`.mapWith(Number);

export async function usoDeLimites(tx: Tx, idEmpresa: number): Promise<UsoDeLimites> {
  const [u] = await tx
    .select({ n: count() })
    .from(usuario)
    .where(and(eq(usuario.id_empresa, idEmpresa), eq(usuario.estado, 'ACTIVO')));
  const [c] = await tx
    .select({ n: count() })
    .from(cliente)
    .where(and(eq(cliente.id_empresa, idEmpresa), eq(cliente.estado, 'ACTIVO')));
  return { usuarios: u?.n ?? 0, clientes: c?.n ?? 0 };
}

export async function buscarEmpresa(tx: Tx, idEmpresa: number): Promise<FilaEmpresa | undefined> {
  const [fila] = await tx.select().from(empresa).where(eq(empresa.id_empresa, idEmpresa));
  return fila;
}

/**
 * La empresa, bloqueada para cambiarla (o 404): dos cambios simultáneos van de uno en uno. En el modo que no choca con
 * las llaves foráneas hacia ella (las de cada alta de la empresa, docs/decisiones/0025-escrituras-a-la-vez.md);
 * `update` solo para borrarla.
 */
export async function empresaBloqueada(
  tx: Tx,
  idEmpresa: number,
  modo: 'no key update' | 'update' = 'no key update',
): Promise<FilaEmpresa> {
  const [fila] = await tx.select().from(empresa).where(eq(empresa.id_empresa, idEmpresa)).for(modo);
  if (!fila) throw noEncontrado('Empresa', true);
  return fila;
}

/** El código de acceso no distingue mayúsculas: se guarda en mayúsculas y se compara igual. */
export async function buscarEmpresaPorCodigo(tx: Tx, codigo: string): Promise<FilaEmpresa | undefined> {
  const [fila] = await tx.select().from(empresa).where(eq(empresa.rnc, codigo.trim().toUpperCase()));
  return fila;
}

export type NuevaEmpresa = typeof empresa.$inferInsert;

/**
 * Alta de una empresa con lo que toda empresa tiene desde el primer día
 * (docs/decisiones/0016-empresas-planes-y-ver-empresa.md): los permisos por defecto de sus roles, sus series de
 * numeración (PR- y RE-), su caja en cero (el candado de la caja) y los cupos de su plan. La usan la siembra y la
 * administración.
 */
export async function insertarEmpresa(tx: Tx, datos: NuevaEmpresa): Promise<FilaEmpresa> {
  const [fila] = await tx
    .insert(empresa)
    .values({ ...datos, rnc: datos.rnc.trim().toUpperCase() })
    .returning();
  if (!fila) throw new Error('La empresa no se insertó.');
  await sembrarPermisosDeEmpresa(tx, fila.id_empresa);
  await tx.insert(secuencia).values(
    SERIES.map((tipo) => ({
      id_empresa: fila.id_empresa,
      tipo,
      prefijo: PREFIJO_POR_DEFECTO[tipo],
      formato: FORMATO_POR_DEFECTO,
      ultimo: 0,
    })),
  );
  await tx.insert(caja).values({ id_empresa: fila.id_empresa, saldo_centavos: 0 });
  await tx.insert(cupo).values([
    { id_empresa: fila.id_empresa, recurso: 'clientes' },
    { id_empresa: fila.id_empresa, recurso: 'usuarios' },
  ]);
  return fila;
}

/** La tarjeta de empresas del SUPERADMIN: todas, activas, las demás y las activas cuyo plan termina en 30 días. */
export async function conteoDeEmpresas(tx: Tx, hoy: string) {
  const [fila] = await filasDe<{ total: string; activas: string; por_vencer: string }>(
    tx,
    sql`select count(*) as total, count(*) filter (where estado = 'ACTIVO') as activas,
        count(*) filter (where estado = 'ACTIVO'
          and plan_fecha_fin between ${hoy}::date and ${sumarDias(hoy, 30)}::date) as por_vencer
      from empresa`,
  );
  const total = Number(fila?.total ?? 0);
  const activas = Number(fila?.activas ?? 0);
  return { total, activas, inactivas: total - activas, porVencer30: Number(fila?.por_vencer ?? 0) };
}
