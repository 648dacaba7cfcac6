import type { EmpresaSesion } from '@prestamos/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { empresa } from '../../db/schema';
import { sembrarPermisosDeEmpresa } from '../roles/repositorio';

type FilaEmpresa = typeof empresa.$inferSelect;

export const MENSAJE_EMPRESA_INACTIVA = 'Su empresa está inactiva. Contacte al administrador.';
export const MENSAJE_EMPRESA_SUSPENDIDA = 'Tu empresa está suspendida. Revisa el estado del plan.';

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
  };
}

export async function buscarEmpresa(tx: Tx, idEmpresa: number): Promise<FilaEmpresa | undefined> {
  const [fila] = await tx.select().from(empresa).where(eq(empresa.id_empresa, idEmpresa));
  return fila;
}

/** El código de acceso no distingue mayúsculas: se guarda en mayúsculas y se compara igual. */
export async function buscarEmpresaPorCodigo(tx: Tx, codigo: string): Promise<FilaEmpresa | undefined> {
  const [fila] = await tx.select().from(empresa).where(eq(empresa.rnc, codigo.trim().toUpperCase()));
  return fila;
}

export type NuevaEmpresa = typeof empresa.$inferInsert;

/** Alta de una empresa con los permisos por defecto de sus roles; la usan la siembra y la administración. */
export async function insertarEmpresa(tx: Tx, datos: NuevaEmpresa): Promise<FilaEmpresa> {
  const [fila] = await tx
    .insert(empresa)
    .values({ ...datos, rnc: datos.rnc.trim().toUpperCase() })
    .returning();
  if (!fila) throw new Error('La empresa no se insertó.');
  await sembrarPermisosDeEmpresa(tx, fila.id_empresa);
  return fila;
}
