import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BaseDeDatos } from '../../apps/api/src/db/conexion';
import { enPlataforma, filasDe } from '../../apps/api/src/db/transacciones';
import { insertarEmpresa } from '../../apps/api/src/modules/empresas/repositorio';
import { ID_EMPRESA_DEMO } from '../../apps/api/src/seed/sembrar';

/** Una sesión abierta para un flujo: su token y la empresa que mira. */
export interface SesionDeFlujo {
  token: string;
  idEmpresa: number;
}

/**
 * La gente conectada: `flujos` usuarios con su sesión ya abierta, repartidos entre DEMO y `empresas - 1` empresas más
 * (cada uno abrirá un flujo, como una pestaña líder por navegador). Se escriben directo en la base porque no es lo que
 * se mide: dos mil inicios de sesión con argon2 costarían minutos. Los de DEMO son administradores (reciben cada cobro);
 * en las demás, mitad administradores y mitad operadores.
 */
export async function poblarSesiones(
  base: BaseDeDatos,
  flujos: number,
  empresas: number,
): Promise<SesionDeFlujo[]> {
  const ids = [ID_EMPRESA_DEMO];
  for (let i = 1; i < empresas; i++) {
    const fila = await enPlataforma(base.db, (tx) =>
      insertarEmpresa(tx, { nombre_empresa: `Financiera ${i}`, rnc: `FLUJO${i}`, estado: 'ACTIVO' }),
    );
    ids.push(fila.id_empresa);
  }
  const sesiones: SesionDeFlujo[] = [];
  await enPlataforma(base.db, async (tx) => {
    const [{ hash } = { hash: '' }] = await filasDe<{ hash: string }>(
      tx,
      sql`select password_hash as hash from usuario where id_empresa = ${ID_EMPRESA_DEMO} and usuario = 'admin'`,
    );
    for (let n = 0; n < flujos; n++) {
      const idEmpresa = ids[n % ids.length] as number;
      const rol = idEmpresa === ID_EMPRESA_DEMO || n % 2 === 0 ? 'ADMIN' : 'OPERADOR';
      const [usuario] = await filasDe<{ id: number }>(
        tx,
        sql`insert into usuario (id_empresa, usuario, password_hash, rol, nombres)
          values (${idEmpresa}, ${`conectado${n}`}, ${hash}, ${rol}, ${`Conectado ${n}`}) returning id_usuario as id`,
      );
      const token = randomBytes(32).toString('base64url');
      await tx.execute(sql`insert into sesion (id_empresa, id_usuario, token_hash, expira_en, ip)
        values (${idEmpresa}, ${usuario?.id}, ${createHash('sha256').update(token).digest('hex')},
          now() + interval '1 day', '127.0.0.1')`);
      sesiones.push({ token, idEmpresa });
    }
  });
  return sesiones;
}
