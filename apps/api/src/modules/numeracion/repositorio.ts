import {
  FORMATO_POR_DEFECTO,
  formatearNumero,
  PREFIJO_POR_DEFECTO,
  SERIES,
  type Serie,
} from '@prestamos/domain';
import { eq, type SQL, sql } from 'drizzle-orm';

import type { Tx } from '../../db/conexion';
import { secuencia } from '../../db/schema/caja';

/**
 * La sentencia que toma el siguiente número de la serie, ya con su formato (columna `no`; `ultimo`, el contador), como
 * parte de un `with` que además lo usa (el número del préstamo, el recibo). La fila del contador queda bloqueada hasta
 * el final de la transacción, así que dos operaciones simultáneas no reciben el mismo número, y si la transacción se
 * deshace el número vuelve (sin huecos): la serie es lo último que una escritura bloquea
 * (docs/decisiones/0025-escrituras-a-la-vez.md). El formato lo aplica `formatear_numero` de la base
 * (apps/api/sql/numeracion.sql), igual que `formatearNumero`.
 */
export function siguienteNumero(idEmpresa: number, serie: Serie, fecha: string): SQL {
  return sql`insert into secuencia (id_empresa, tipo, prefijo, formato, ultimo)
      values (${idEmpresa}, ${serie}, ${PREFIJO_POR_DEFECTO[serie]}, ${FORMATO_POR_DEFECTO}, 1)
      on conflict (id_empresa, tipo) do update set ultimo = secuencia.ultimo + 1
      returning formatear_numero(formato, prefijo, ${fecha}::date, ultimo) as no, ultimo`;
}

/** Las series de la empresa (con sus valores por defecto si aún no se usaron) y el número que saldrá después. */
export async function leerSeries(tx: Tx, idEmpresa: number, fecha: string) {
  const filas = await tx.select().from(secuencia).where(eq(secuencia.id_empresa, idEmpresa));
  return SERIES.map((tipo) => {
    const f = filas.find((x) => x.tipo === tipo);
    const prefijo = f?.prefijo ?? PREFIJO_POR_DEFECTO[tipo];
    const formato = f?.formato ?? FORMATO_POR_DEFECTO;
    const siguiente = (f?.ultimo ?? 0) + 1;
    return {
      tipo,
      prefijo,
      formato,
      ejemplo: formatearNumero(formato, { prefijo, fecha, n: siguiente }),
      siguiente,
    };
  });
}

/** Cambia prefijo y formato; el contador sigue donde iba (los números ya dados no se repiten). */
export async function guardarSerie(
  tx: Tx,
  idEmpresa: number,
  datos: { tipo: Serie; prefijo: string; formato: string },
) {
  await tx
    .insert(secuencia)
    .values({ id_empresa: idEmpresa, ...datos, ultimo: 0 })
    .onConflictDoUpdate({
      target: [secuencia.id_empresa, secuencia.tipo],
      set: { prefijo: datos.prefijo, formato: datos.formato },
    });
}
