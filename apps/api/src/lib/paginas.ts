import { TOPE_DE_CONTEO } from '@prestamos/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/conexion';
import { filasDe } from '../db/transacciones';
import { AppError } from './errores';

/** Cuántas filas cumplen un filtro: exacto (de un contador, o contado hasta el tope) o "más de 10 000". */
export interface Conteo {
  total: number;
  aproximado: boolean;
}

export const exacto = (total: number): Conteo => ({ total, aproximado: false });

/**
 * `limit n offset m` de una página. El límite va escrito en la sentencia (un entero de pocos valores: el tamaño de la
 * página más uno) y el desplazamiento como parámetro: con el límite como parámetro, el plan genérico de la sentencia
 * preparada supone que se leerá una décima parte de las filas, le sale más caro que uno con valores y PostgreSQL
 * volvía a planificar en cada petición (1 ms por la lista de cuotas, más de lo que cuesta ejecutarla). El desplazamiento
 * puede ser una expresión (una subconsulta que lo calcula).
 */
export function limiteDePagina(limite: number, desde: number | SQL = 0): SQL {
  if (!Number.isSafeInteger(limite) || limite < 0) throw new Error(`Límite inválido: ${limite}`);
  return sql`limit ${sql.raw(String(limite))} offset ${desde}`;
}

/**
 * El total de una lista como una expresión SQL de un valor: un contador mantenido o un conteo con tope. Va como columna
 * en la misma sentencia que la página (`columnaDeTotal`), no en una consulta aparte: cada ida a la base cuesta más CPU
 * del servidor que leer el contador (docs/decisiones/0018-costo-por-peticion.md). Solo si la página sale vacía se lee
 * sola (`conteoDe`).
 */
export interface Total {
  expresion: SQL;
  conTope: boolean;
  /** El `with` que la expresión lee (las coincidencias de una búsqueda, lib/busqueda.ts), para leerla sola. */
  con?: SQL | undefined;
}

/** Un total exacto: un contador, una suma del resumen o un conteo que no necesita tope (pocos usuarios). */
export const totalExacto = (expresion: SQL): Total => ({ expresion, conTope: false });

/**
 * Las filas de `desde` (un `select 1 from ... where ...`) contadas sin pasar del tope: el costo de una búsqueda que
 * coincide con media cartera queda acotado; la web muestra "más de 10 000".
 */
export const totalConTope = (desde: SQL, con?: SQL): Total => ({
  expresion: sql`(select count(*) from (${desde} ${limiteDePagina(TOPE_DE_CONTEO + 1)}) t)`,
  conTope: true,
  con,
});

/** El nombre de la columna del total en las filas de la página. */
export const COLUMNA_DE_TOTAL = 'total_de_la_lista';

/** `(expresión) as total_de_la_lista`, para la lista de columnas de la consulta de la página. */
export const columnaDeTotal = (t: Total): SQL => sql`${t.expresion} as ${sql.raw(COLUMNA_DE_TOTAL)}`;

/** El total que trajo la primera fila de la página o, si la página salió vacía, leído solo. */
export async function conteoDe(tx: Tx, t: Total, filas: readonly object[]): Promise<Conteo> {
  const primera = filas[0] as Record<string, unknown> | undefined;
  const leido = primera
    ? primera[COLUMNA_DE_TOTAL]
    : (await filasDe<{ n: unknown }>(tx, sql`${t.con ?? sql``} select ${t.expresion} as n`))[0]?.n;
  const n = Number(leido ?? 0);
  return t.conTope ? { total: n, aproximado: n > TOPE_DE_CONTEO } : exacto(n);
}

export function totalDePaginas(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** La respuesta de toda lista paginada (contract `listaPaginada`). */
export function paginaDe<T>(
  items: T[],
  conteo: number | Conteo,
  pedida: { page: number; pageSize: number },
  siguiente: string | null = null,
) {
  const { total, aproximado } = typeof conteo === 'number' ? exacto(conteo) : conteo;
  return {
    ok: true as const,
    items,
    total,
    total_aproximado: aproximado,
    page: pedida.page,
    pageSize: pedida.pageSize,
    totalPages: totalDePaginas(total, pedida.pageSize),
    siguiente,
  };
}

/** La clave de orden de la última fila, para pedir la página siguiente sin OFFSET. */
export type ClaveDeOrden = (string | number)[];

export function codificarCursor(clave: ClaveDeOrden): string {
  return Buffer.from(JSON.stringify(clave)).toString('base64url');
}

const cursorInvalido = () =>
  new AppError(400, 'Cursor inválido.', 'VALIDACION', { cursor: 'Cursor inválido.' });

/** Lee un cursor con la forma de la clave de esa lista (`tipos`: 'n' número, 't' texto); si no, 400. */
export function decodificarCursor(cursor: string, tipos: ('n' | 't')[]): ClaveDeOrden {
  let clave: unknown;
  try {
    clave = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw cursorInvalido();
  }
  const valida =
    Array.isArray(clave) &&
    clave.length === tipos.length &&
    clave.every((v, i) =>
      tipos[i] === 'n'
        ? Number.isSafeInteger(v)
        : typeof v === 'string' && v.length <= 40 && !v.includes('\u0000'),
    );
  if (!valida) throw cursorInvalido();
  return clave as ClaveDeOrden;
}

/**
 * La página y el cursor de la siguiente: las consultas piden una fila de más (`pageSize + 1`) para saber, sin contar,
 * si hay otra página; esa fila no se muestra.
 */
export function recortarPagina<T>(filas: T[], pageSize: number, clave: (f: T) => ClaveDeOrden) {
  const items = filas.slice(0, pageSize);
  const ultima = items.at(-1);
  return { items, siguiente: ultima && filas.length > pageSize ? codificarCursor(clave(ultima)) : null };
}
