import { sql } from 'drizzle-orm';
import { index, integer } from 'drizzle-orm/pg-core';

/**
 * Las sumas de una empresa (contadores, caja, resúmenes) no viven en una sola fila que todas sus escrituras tengan que
 * bloquear por turno: cada conexión de la base suma en su propia franja (`pg_backend_pid()`), que nadie más toca, y la
 * franja 0 guarda lo ya juntado. Quien lee suma todas las franjas de la llave; `juntar_franjas()` las pasa a la 0
 * cada pocos segundos (docs/decisiones/0025-escrituras-a-la-vez.md).
 */
export const franja = () => integer().notNull().default(0);

/** El índice con que la compactación encuentra las franjas por juntar sin recorrer la tabla. */
export const franjasPorJuntar = (tabla: string, t: { franja: unknown }) =>
  index(`${tabla}_por_juntar`)
    .on(t.franja as never)
    .where(sql`franja <> 0`);
