import { sql } from 'drizzle-orm';
import { leerConfig } from '../../apps/api/src/config';
import { sincronizarCatalogos } from '../../apps/api/src/db/catalogos';
import { abrirPostgres, type BaseDeDatos } from '../../apps/api/src/db/conexion';
import { enPlataforma } from '../../apps/api/src/db/transacciones';
import { sembrarPrestamosDeDemostracion } from '../../apps/api/src/seed/demo-prestamos';
import { ID_EMPRESA_DEMO, sembrarSiVacia } from '../../apps/api/src/seed/sembrar';

export const CLAVE = 'bench-clave';

/**
 * La base de DATABASE_URL como la deja `npm start`: SOPORTE y DEMO con su cartera de demostración. Es destructivo a
 * propósito (el banco mide sobre una base dedicada). DEMO queda con límites de plan que se comprueban (no es licencia
 * permanente, como toda empresa que paga) pero holgados para las altas del banco, y permite varios préstamos por
 * cliente.
 */
export async function baseComoNueva(url: string): Promise<BaseDeDatos> {
  const base = abrirPostgres(url, { max: 4, comoDueno: true });
  await base.db.execute(sql`drop schema if exists drizzle cascade`);
  await base.db.execute(sql`drop schema if exists public cascade`);
  await base.db.execute(sql`create schema public`);
  await base.migrar();
  await sincronizarCatalogos(base.db);
  const ahora = () => new Date();
  await sembrarSiVacia(base.db, { password: CLAVE, demo: true, cartera: true, ahora: ahora() });
  await sembrarPrestamosDeDemostracion(
    { db: base.db, tipoDb: 'postgres', config: leerConfig({}), ahora },
    ID_EMPRESA_DEMO,
  );
  await enPlataforma(base.db, (tx) =>
    tx.execute(sql`update empresa set limite_clientes = 1000000, limite_usuarios = 100000, licencia_perm = false,
        allow_multiple_loans = true where id_empresa = ${ID_EMPRESA_DEMO}`),
  );
  return base;
}
