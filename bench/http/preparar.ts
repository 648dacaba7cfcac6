import { sql } from 'drizzle-orm';
import { sincronizarCatalogos } from '../../apps/api/src/db/catalogos';
import { abrirPostgres, type BaseDeDatos } from '../../apps/api/src/db/conexion';
import { enPlataforma, filasDe } from '../../apps/api/src/db/transacciones';
import { hashearPassword } from '../../apps/api/src/lib/passwords';
import { sembrarSiVacia } from '../../apps/api/src/seed/sembrar';
import { DEMO, generarDatosGrandes } from '../datos-grandes';

export const CLAVE = 'bench-clave';

/**
 * Deja la base de DATABASE_URL como nueva (borra sus esquemas y migra), siembra SOPORTE y DEMO y genera la plataforma
 * grande. Es destructivo a propósito: el banco mide sobre una base dedicada.
 */
export async function prepararBase(url: string): Promise<BaseDeDatos> {
  const base = abrirPostgres(url, { max: 4, comoDueno: true });
  await base.db.execute(sql`drop schema if exists drizzle cascade`);
  await base.db.execute(sql`drop schema if exists public cascade`);
  await base.db.execute(sql`create schema public`);
  await base.migrar();
  await sincronizarCatalogos(base.db);
  await sembrarSiVacia(base.db, { password: CLAVE, demo: true, cartera: false, ahora: new Date() });
  const [admin] = await enPlataforma(base.db, (tx) =>
    filasDe<{ id: number }>(
      tx,
      sql`select id_usuario as id from usuario where id_empresa = ${DEMO} and usuario = 'admin'`,
    ),
  );
  const hash = await hashearPassword(CLAVE);
  const [cobrador] = await enPlataforma(base.db, (tx) =>
    filasDe<{ id: number }>(
      tx,
      sql`insert into usuario (id_empresa, usuario, password_hash, nombres, rol)
          values (${DEMO}, 'cobrador', ${hash}, 'Cobrador del banco', 'OPERADOR') returning id_usuario as id`,
    ),
  );
  const { segundos, fases } = await generarDatosGrandes(base, {
    admin: admin?.id ?? 0,
    cobrador: cobrador?.id ?? 0,
  });
  const detalle = Object.entries(fases).map(([fase, s]) => `${fase} ${s.toFixed(1)} s`);
  console.log(`Datos generados con SQL en ${segundos.toFixed(1)} s (${detalle.join(', ')}).`);
  return base;
}

/** La base ya generada, con las migraciones nuevas aplicadas (para repetir mediciones sin volver a generar). */
export async function reusarBase(url: string): Promise<BaseDeDatos> {
  const base = abrirPostgres(url, { max: 4, comoDueno: true });
  await base.migrar();
  return base;
}
