import { type SQL, sql } from 'drizzle-orm';
import { type Contexto, veTodasLasEmpresas } from '../lib/contexto';
import type { Db, Tx } from './conexion';

/**
 * La transacción de una empresa: corre como `app_user` con la empresa fijada, así que la seguridad por filas deja
 * ver y escribir solo filas de esa empresa. `cobrador` fija además a quién ve un cobrador (solo los clientes de sus
 * rutas; `clienteVisible` lo lee). Todo en una sola ida a la base: el rol y las dos variables son de la transacción.
 */
export function enEmpresa<T>(
  db: Db,
  idEmpresa: number,
  trabajo: (tx: Tx) => Promise<T>,
  cobrador: number | null = null,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', 'app_user', true), set_config('app.empresa_id', ${String(idEmpresa)}, true),
        set_config('app.cobrador', ${cobrador === null ? '' : String(cobrador)}, true)`,
    );
    return trabajo(tx);
  });
}

/** La transacción de una petición: la empresa sobre la que actúa y, si es un cobrador, solo sus clientes. */
export function enContexto<T>(db: Db, ctx: Contexto, trabajo: (tx: Tx) => Promise<T>): Promise<T> {
  return enEmpresa(db, ctx.idEmpresa, trabajo, ctx.cobrador);
}

/**
 * ¿El cliente está al alcance de la transacción? Sin cobrador fijado, todos; con cobrador, los que están en alguna
 * ruta activa suya (issue 11). Sus alias llevan el prefijo alc_ para no chocar con los de la consulta que filtra.
 * Recibe las columnas ya calificadas (`sql\`p.id_cliente\``) de la consulta que filtra.
 */
export function clienteVisible(idEmpresa: SQL, idCliente: SQL): SQL {
  return sql`(nullif(current_setting('app.cobrador', true), '') is null or exists (
    select 1 from ruta_cliente alc_rc
    join ruta_usuario alc_ru on alc_ru.id_empresa = alc_rc.id_empresa and alc_ru.id_ruta = alc_rc.id_ruta
    join ruta alc_r on alc_r.id_empresa = alc_rc.id_empresa and alc_r.id_ruta = alc_rc.id_ruta
      and alc_r.estado = 'ACTIVO'
    where alc_rc.id_empresa = ${idEmpresa} and alc_rc.id_cliente = ${idCliente}
      and alc_ru.id_usuario = nullif(current_setting('app.cobrador', true), '')::int))`;
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

/** El mismo alcance sobre la tabla `prestamo` de una consulta de Drizzle (sin alias). */
export const prestamoVisible = clienteVisible(sql`"prestamo"."id_empresa"`, sql`"prestamo"."id_cliente"`);

/** ¿La transacción es de un cobrador (alcance limitado a sus rutas)? */
export async function hayCobrador(tx: Tx): Promise<boolean> {
  const [fila] = await filasDe<{ cobrador: string | null }>(
    tx,
    sql`select nullif(current_setting('app.cobrador', true), '') as cobrador`,
  );
  return Boolean(fila?.cobrador);
}

/** Filas de una consulta SQL escrita a mano; ambos drivers (pg y PGlite) devuelven `{ rows }`. */
export async function filasDe<T>(tx: Tx, consulta: SQL): Promise<T[]> {
  const resultado = (await tx.execute(consulta)) as unknown as { rows: T[] };
  return resultado.rows;
}
