import { type SQL, sql } from 'drizzle-orm';
import { type Contexto, veTodasLasEmpresas } from '../lib/contexto';
import type { Db, Tx } from './conexion';

/**
 * La transacción de una empresa: corre como `app_user` con la empresa fijada, así que la seguridad por filas deja
 * ver y escribir solo filas de esa empresa. Toda consulta de datos de una empresa pasa por aquí.
 */
export function enEmpresa<T>(db: Db, idEmpresa: number, trabajo: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local role app_user`);
    await tx.execute(sql`select set_config('app.empresa_id', ${String(idEmpresa)}, true)`);
    return trabajo(tx);
  });
}

/**
 * Transacción de la plataforma, sin empresa: solo para lo que ocurre antes de conocer la empresa (inicio de sesión,
 * validar un token) y para lo que el SUPERADMIN ve de todas las empresas a la vez.
 */
export function enPlataforma<T>(db: Db, trabajo: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(trabajo);
}

/** Lo que la petición alcanza: el SUPERADMIN en su propia empresa ve todas; cualquier otro, solo la suya. */
export function enAlcanceDe<T>(db: Db, ctx: Contexto, trabajo: (tx: Tx) => Promise<T>): Promise<T> {
  return veTodasLasEmpresas(ctx) ? enPlataforma(db, trabajo) : enEmpresa(db, ctx.idEmpresa, trabajo);
}

/** Filas de una consulta SQL escrita a mano; ambos drivers (pg y PGlite) devuelven `{ rows }`. */
export async function filasDe<T>(tx: Tx, consulta: SQL): Promise<T[]> {
  const resultado = (await tx.execute(consulta)) as unknown as { rows: T[] };
  return resultado.rows;
}
