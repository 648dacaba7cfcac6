import fs from 'node:fs';
import path from 'node:path';

/**
 * Lo que declaran los archivos de `apps/api/sql`: cada función, disparador y vista de la base, una vez, con su definición
 * de hoy (apps/api/sql/README.md). Las migraciones las instalan (`npm run db:sql` escribe la que falta) y
 * `sql-declarado.test.ts` comprueba que la base migrada tiene exactamente esto.
 */

export type TipoDeObjeto = 'funcion' | 'vista' | 'disparador';

/** Un objeto de la base declarado en un archivo: su `CREATE OR REPLACE` y lo que le sigue (GRANT, REVOKE...). */
export interface Declaracion {
  /** Como la escribe `objetosDeLaBase` (sql-en-la-base.ts): "función x", "vista x", "disparador x de tabla". */
  clave: string;
  tipo: TipoDeObjeto;
  archivo: string;
  sentencias: Sentencia[];
}

const CREAR: { tipo: TipoDeObjeto; patron: RegExp; clave: (m: RegExpExecArray) => string }[] = [
  {
    tipo: 'funcion',
    patron: /^CREATE\s+OR\s+REPLACE\s+(FUNCTION|PROCEDURE)\s+(?:public\.)?(\w+)\s*\(/i,
    clave: (m) => `${m[1]?.toUpperCase() === 'PROCEDURE' ? 'procedimiento' : 'función'} ${m[2]}`,
  },
  {
    tipo: 'vista',
    patron: /^CREATE\s+OR\s+REPLACE\s+VIEW\s+(?:public\.)?(\w+)\b/i,
    clave: (m) => `vista ${m[1]}`,
  },
  {
    tipo: 'disparador',
    patron:
      /^CREATE\s+OR\s+REPLACE\s+TRIGGER\s+(\w+)\s+(?:BEFORE|AFTER|INSTEAD\s+OF)\s[\s\S]*?\bON\s+(?:public\.)?(\w+)/i,
    clave: (m) => `disparador ${m[1]} de ${m[2]}`,
  },
];

/** Lo que puede seguir a un `CREATE OR REPLACE` y es de ese mismo objeto. */
const ANEXO = /^(GRANT|REVOKE|COMMENT\s+ON|ALTER\s+(FUNCTION|PROCEDURE|VIEW))\s/i;

/**
 * Las declaraciones de un archivo. Cada objeto empieza con su comentario (qué mantiene cierto y quién lo usa); fuera
 * de eso solo van GRANT, REVOKE, COMMENT ON y ALTER del objeto de arriba. Lo que no cumple va en `problemas`.
 */
export function declaracionesDe(
  archivo: string,
  fuente: string,
): { declaraciones: Declaracion[]; problemas: string[] } {
  const declaraciones: Declaracion[] = [];
  const problemas: string[] = [];
  for (const s of partirSql(fuente)) {
    const inicio = s.texto.split('\n')[0]?.slice(0, 80);
    const crear = CREAR.map((c) => ({ c, m: c.patron.exec(s.texto) })).find((x) => x.m);
    if (crear?.m) {
      const clave = crear.c.clave(crear.m).toLowerCase();
      if (!s.comentario)
        problemas.push(`${archivo}: ${clave} no empieza con su comentario (qué mantiene y quién lo usa)`);
      declaraciones.push({ clave, tipo: crear.c.tipo, archivo, sentencias: [s] });
      continue;
    }
    const anterior = declaraciones[declaraciones.length - 1];
    const nombre = anterior?.clave.split(' ')[1] ?? '';
    if (anterior && ANEXO.test(s.texto) && new RegExp(`\\b${nombre}\\b`, 'i').test(s.texto)) {
      anterior.sentencias.push(s);
    } else {
      problemas.push(
        `${archivo}: «${inicio}» no es un CREATE OR REPLACE de función, disparador o vista (ni un GRANT, REVOKE, ` +
          'COMMENT ON o ALTER del objeto de arriba)',
      );
    }
  }
  return { declaraciones, problemas };
}

/** Todas las declaraciones de la carpeta (`*.sql` en orden de nombre); un objeto declarado dos veces es un problema. */
export function leerDeclaraciones(carpeta: string): { declaraciones: Declaracion[]; problemas: string[] } {
  const declaraciones: Declaracion[] = [];
  const problemas: string[] = [];
  for (const archivo of fs
    .readdirSync(carpeta)
    .filter((a) => a.endsWith('.sql'))
    .sort()) {
    const leido = declaracionesDe(archivo, fs.readFileSync(path.join(carpeta, archivo), 'utf8'));
    for (const d of leido.declaraciones) {
      const otra = declaraciones.find((x) => x.clave === d.clave);
      if (otra) problemas.push(`${d.clave} está declarada dos veces: en ${otra.archivo} y en ${d.archivo}`);
    }
    declaraciones.push(...leido.declaraciones);
    problemas.push(...leido.problemas);
  }
  return { declaraciones, problemas };
}

/** El texto de una declaración tal como se copia a una migración: cada sentencia con su comentario. */
export function textoDe(d: Declaracion): string[] {
  return d.sentencias.map((s) => (s.comentario ? `${s.comentario}\n${s.texto}` : s.texto));
}

/** Una sentencia de un archivo SQL con el comentario pegado encima (sin línea en blanco entre ambos). */
export interface Sentencia {
  comentario: string;
  /** Desde la primera palabra hasta el `;` inclusive, tal cual está escrita. */
  texto: string;
}

/** Parte un texto SQL en sentencias, respetando textos, identificadores entre comillas, comentarios y `$$`. */
export function partirSql(fuente: string): Sentencia[] {
  const sentencias: Sentencia[] = [];
  let i = 0;
  while (i < fuente.length) {
    // Lo que va antes de la sentencia: espacios y comentarios; solo el último bloque pegado a ella es suyo.
    const inicioDelPrefijo = i;
    for (;;) {
      while (i < fuente.length && /\s/.test(fuente[i] as string)) i++;
      if (fuente.startsWith('--', i)) i = finDeLinea(fuente, i);
      else if (fuente.startsWith('/*', i)) i = finDeComentario(fuente, i);
      else break;
    }
    if (i >= fuente.length) break;
    const bloques = fuente.slice(inicioDelPrefijo, i).split(/\n[ \t]*\n/);
    const comentario = (bloques[bloques.length - 1] ?? '').trim();
    const inicio = i;
    while (i < fuente.length && fuente[i] !== ';') i = siguiente(fuente, i);
    sentencias.push({ comentario, texto: fuente.slice(inicio, i + 1).trim() });
    i++;
  }
  return sentencias;
}

function finDeLinea(fuente: string, i: number): number {
  const fin = fuente.indexOf('\n', i);
  return fin < 0 ? fuente.length : fin + 1;
}

function finDeComentario(fuente: string, i: number): number {
  let profundidad = 0;
  while (i < fuente.length) {
    if (fuente.startsWith('/*', i)) {
      profundidad++;
      i += 2;
    } else if (fuente.startsWith('*/', i)) {
      profundidad--;
      i += 2;
      if (profundidad === 0) return i;
    } else i++;
  }
  return i;
}

/** La posición siguiente a lo que empieza en `i`: un carácter, o un texto, comentario o cuerpo `$etiqueta$` entero. */
function siguiente(fuente: string, i: number): number {
  const c = fuente[i];
  if (c === "'" || c === '"') {
    let j = i + 1;
    while (j < fuente.length) {
      if (fuente[j] === c) {
        if (fuente[j + 1] === c) j += 2;
        else return j + 1;
      } else j++;
    }
    return j;
  }
  if (fuente.startsWith('--', i)) return finDeLinea(fuente, i);
  if (fuente.startsWith('/*', i)) return finDeComentario(fuente, i);
  if (c === '$' && !/[\w$]/.test(fuente[i - 1] ?? '')) {
    const etiqueta = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(fuente.slice(i))?.[0];
    if (etiqueta) {
      const fin = fuente.indexOf(etiqueta, i + etiqueta.length);
      return fin < 0 ? fuente.length : fin + etiqueta.length;
    }
  }
  return i + 1;
}
