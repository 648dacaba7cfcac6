import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole } from 'drizzle-orm/pg-core';

/** Rol sin privilegios con el que corre cada transacción de un tenant; lo crea la migración escrita a mano. */
export const appUser = pgRole('app_user').existing();

const empresaDeLaTransaccion = sql`nullif(current_setting('app.empresa_id', true), '')::int`;

/**
 * Política de fila por empresa: bajo `app_user`, una consulta solo ve y escribe filas de la empresa fijada en la
 * transacción. Sin empresa fijada no ve nada. Es la segunda línea de defensa; la primera es el filtro del código.
 */
export function soloSuEmpresa(tabla: string) {
  return pgPolicy(`${tabla}_solo_su_empresa`, {
    as: 'permissive',
    for: 'all',
    to: appUser,
    using: sql`id_empresa = ${empresaDeLaTransaccion}`,
    withCheck: sql`id_empresa = ${empresaDeLaTransaccion}`,
  });
}
