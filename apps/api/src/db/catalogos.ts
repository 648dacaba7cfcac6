import { ROLES } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import type { Db } from './conexion';
import { rol } from './schema';
import { enPlataforma } from './transacciones';

/** La tabla `rol` refleja el catálogo de `@prestamos/domain`; se pone al día en cada arranque. */
export async function sincronizarCatalogos(db: Db): Promise<void> {
  await enPlataforma(db, (tx) =>
    tx
      .insert(rol)
      .values(ROLES.map((r) => ({ codigo: r.codigo, nombre: r.nombre })))
      .onConflictDoUpdate({ target: rol.codigo, set: { nombre: sql`excluded.nombre` } }),
  );
}
