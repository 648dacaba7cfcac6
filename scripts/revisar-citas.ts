/**
 * Revisa que las citas de la documentación y de los comentarios del código lleven a algo que existe (`npm run lint`):
 * - un archivo del repositorio (`apps/api/src/db/conexion.ts`, `sql/diario.sql`, `modules/pagos/cobrar.ts`,
 *   `[texto](../bench/RESULTADOS.md)`), con `:línea` a lo sumo el largo del archivo;
 * - un ancla de un documento (`docs/producto.md#cobros`): un `<a id="…">` o un título;
 * - una decisión (`docs/decisiones/0025`): un archivo `docs/decisiones/0025-….md`;
 * - una sección numerada de un documento (`bench/RESULTADOS.md §4`): un título que empieza por ese número.
 * Y que nada cite documentos de fuera del repositorio (la especificación, el diseño o el registro de decisiones que
 * hubo antes): quien clona el repositorio no los tiene.
 *
 *   npx tsx scripts/revisar-citas.ts          lista cada cita rota como archivo:línea y sale con 1
 *
 * Del código se leen solo los comentarios: una ruta dentro de un texto del programa es un dato, no una cita.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Falla {
  archivo: string;
  linea: number;
  cita: string;
  motivo: string;
}

/** Lo que la revisión necesita saber del repositorio (en las pruebas, uno inventado). */
export interface Repositorio {
  /** Rutas relativas a la raíz, con `/`. */
  archivos: ReadonlySet<string>;
  leer(ruta: string): string;
}

/** Citas de documentos que no están en el repositorio. */
const PROHIBIDAS: readonly { patron: RegExp; motivo: string }[] = [
  { patron: /(?<![.\w*-])spec(?![.\w-])/i, motivo: 'cita la especificación, que no está en el repositorio' },
  { patron: /DESIGN\.md|\bDESIGN\b/, motivo: 'cita el diseño, que no está en el repositorio' },
  { patron: /STYLE\.md|STACK\.md/, motivo: 'cita un documento que no está en el repositorio' },
  { patron: /\.\.\/shared\b|\bshared\/spec\b/, motivo: 'cita una carpeta de fuera del repositorio' },
  {
    patron: /decisions\s*§|decisions\.md/,
    motivo: 'cita el registro de decisiones que ya no existe (docs/decisiones/)',
  },
];

/** Carpetas desde las que se leen las rutas cortas (`db/conexion.ts`, `sql/diario.sql`, `features/caja/api.ts`). */
const BASES = [
  '',
  'apps/api/src',
  'apps/api/src/modules',
  'apps/api/src/db',
  'apps/api',
  'apps/web/src',
  'apps/web/src/features',
  'apps/web/src/entities',
  'apps/web',
  'packages',
];
/** Lo que la compilación o el servidor escriben (`dist/main.js`, `data/…`, `sw.js`): no está en el repositorio. */
const GENERADOS = /(^|\/)(dist|data|node_modules)\//;
/** Un nombre suelto se toma por cita solo con estas extensiones (`Node.js` o `sw.js` no lo son). */
const SUELTOS = /\.(tsx?|mjs|sql|md)$/;
const ALIAS: Readonly<Record<string, string>> = {
  domain: 'packages/domain/src',
  contract: 'packages/contract/src',
};

const EXTENSIONES = 'tsx?|mjs|js|sql|md|json|css|html|txt';
const SEGMENTO = String.raw`(?:[\w.-]|\{[\w.,-]+\})+`;
/** Una ruta con al menos una carpeta o un nombre de archivo suelto, con `:línea` o `#ancla` opcionales. */
const RUTA = new RegExp(
  String.raw`(?<![\w@/.:$*<-])((?:\.\.?/)*(?:${SEGMENTO}/)*${SEGMENTO}\.(?:${EXTENSIONES}))(?![\w/-])(?::(\d+))?(?:#([\w-]+))?`,
  'g',
);
const DECISION = /(?<![\w/])docs\/decisiones\/(\d{4})(?![\d-])/g;
const SECCION = /([\w./-]+\.md)`?\s+((?:§\d+(?:\s*(?:,|y)\s*)?)+)/g;

/** Texto del archivo donde se buscan citas: los comentarios del código y todo lo demás; el resto, en blanco. */
export function textoCitable(ruta: string, contenido: string): string {
  if (/\.(tsx?|mjs|js)$/.test(ruta)) return comentariosDeJs(contenido);
  if (ruta.endsWith('.sql'))
    return contenido.replace(/^(.*?)(--.*)?$/gm, (_, codigo: string, c = '') => blanco(codigo) + c);
  if (!ruta.endsWith('.md'))
    return contenido.replace(/^(.*?)((?:^|\s)#.*)?$/gm, (_, codigo: string, c = '') => blanco(codigo) + c);
  return contenido;
}

const blanco = (texto: string) => texto.replace(/[^\n]/g, ' ');

/** Deja los comentarios `//` y `/* … *\/` de JavaScript en su lugar y el código en blanco (mismas líneas). */
function comentariosDeJs(codigo: string): string {
  let salida = '';
  let i = 0;
  while (i < codigo.length) {
    const c = codigo[i] as string;
    const siguiente = codigo[i + 1];
    if (c === '/' && siguiente === '/') {
      const fin = codigo.indexOf('\n', i);
      const hasta = fin === -1 ? codigo.length : fin;
      salida += codigo.slice(i, hasta);
      i = hasta;
    } else if (c === '/' && siguiente === '*') {
      const fin = codigo.indexOf('*/', i + 2);
      const hasta = fin === -1 ? codigo.length : fin + 2;
      salida += codigo.slice(i, hasta);
      i = hasta;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < codigo.length && codigo[j] !== c && !(c !== '`' && codigo[j] === '\n'))
        j += codigo[j] === '\\' ? 2 : 1;
      salida += blanco(codigo.slice(i, j + 1));
      i = j + 1;
    } else {
      salida += c === '\n' ? c : ' ';
      i++;
    }
  }
  return salida;
}

/** `{a,b}.ts` → `a.ts`, `b.ts`. */
function expandir(ruta: string): string[] {
  const llave = /\{([^{}]*)\}/.exec(ruta);
  if (!llave) return [ruta];
  return (llave[1] as string)
    .split(',')
    .flatMap((parte) =>
      expandir(ruta.slice(0, llave.index) + parte.trim() + ruta.slice(llave.index + llave[0].length)),
    );
}

/** Dónde puede estar un archivo citado desde `desde`: junto a él, en sus carpetas de arriba y en las bases. */
function candidatos(cita: string, desde: string): string[] {
  const carpeta = dirname(desde);
  if (cita.startsWith('./') || cita.startsWith('../')) return [normalize(join(carpeta, cita))];
  const lugares = [carpeta];
  for (let c = carpeta; c !== '.' && c !== ''; c = dirname(c)) lugares.push(dirname(c));
  const primera = cita.split('/')[0] as string;
  const alias = ALIAS[primera];
  const rutas = [...lugares, ...BASES].map((base) => normalize(join(base, cita)));
  if (alias) rutas.push(normalize(join(alias, cita.slice(primera.length + 1))));
  return rutas;
}

/** Las anclas de un documento: sus `<a id>` y sus títulos como los escribe GitHub. */
function anclas(texto: string): Set<string> {
  const todas = new Set<string>();
  for (const m of texto.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) todas.add(m[1] as string);
  for (const m of texto.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const titulo = (m[1] as string).trim().toLowerCase();
    todas.add(titulo.replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-'));
  }
  return todas;
}

/** Los números de sección de un documento: los títulos que empiezan por `N.` o `§N`. */
function secciones(texto: string): Set<string> {
  return new Set([...texto.matchAll(/^#{1,6}\s+§?(\d+)[.\s]/gm)].map((m) => m[1] as string));
}

/** Las citas rotas de un archivo. */
export function revisarArchivo(ruta: string, contenido: string, repo: Repositorio): Falla[] {
  const texto = textoCitable(ruta, contenido);
  const fallas: Falla[] = [];
  const lineaDe = (indice: number) => texto.slice(0, indice).split('\n').length;
  const fallo = (indice: number, cita: string, motivo: string) =>
    fallas.push({ archivo: ruta, linea: lineaDe(indice), cita, motivo });
  const decisiones = [...repo.archivos].filter((a) => a.startsWith('docs/decisiones/'));

  texto.split('\n').forEach((linea, n) => {
    for (const { patron, motivo } of PROHIBIDAS) {
      const m = patron.exec(linea);
      if (m) fallas.push({ archivo: ruta, linea: n + 1, cita: m[0], motivo });
    }
  });

  for (const m of texto.matchAll(RUTA)) {
    const [cita, camino, linea, ancla] = m as unknown as [string, string, string?, string?];
    for (const archivo of expandir(camino)) {
      const sinCarpeta = !archivo.includes('/');
      if (GENERADOS.test(archivo) || (sinCarpeta && !SUELTOS.test(archivo))) continue;
      if (PROHIBIDAS.some(({ patron }) => patron.test(archivo))) continue; // ya se dijo por qué no se cita
      const encontrado = sinCarpeta
        ? (candidatos(archivo, ruta).find((c) => repo.archivos.has(c)) ??
          [...repo.archivos].find((a) => a.endsWith(`/${archivo}`) || a === archivo))
        : candidatos(archivo, ruta).find((c) => repo.archivos.has(c));
      if (!encontrado) {
        fallo(m.index, cita, `no existe ${archivo}`);
        continue;
      }
      if (linea) {
        const largo = repo.leer(encontrado).split('\n').length;
        if (Number(linea) > largo) fallo(m.index, cita, `${encontrado} tiene ${largo} líneas`);
      }
      if (ancla && encontrado.endsWith('.md') && !anclas(repo.leer(encontrado)).has(ancla)) {
        fallo(m.index, cita, `${encontrado} no tiene el ancla #${ancla}`);
      }
    }
  }

  for (const m of texto.matchAll(DECISION)) {
    if (!decisiones.some((d) => d.startsWith(`docs/decisiones/${m[1]}-`))) {
      fallo(m.index, m[0], `no existe la decisión ${m[1]}`);
    }
  }

  for (const m of texto.matchAll(SECCION)) {
    const [, camino, numeros] = m as unknown as [string, string, string];
    const encontrado = candidatos(camino, ruta).find((c) => repo.archivos.has(c));
    if (!encontrado) continue; // el archivo que no existe ya lo dijo la revisión de rutas
    const tiene = secciones(repo.leer(encontrado));
    for (const [, numero] of numeros.matchAll(/§(\d+)/g)) {
      if (!tiene.has(numero as string))
        fallo(m.index, `${camino} §${numero}`, `${encontrado} no tiene la sección ${numero}`);
    }
  }
  return fallas;
}

/** Los archivos que se revisan: la documentación y el código del repositorio, menos esta revisión y su prueba. */
const REVISADOS = /^(apps|packages|e2e|bench|scripts|docs|\.ci)\/|^[^/]+\.(md|ts|mjs)$/;
const CODIGO_O_DOCUMENTO = /\.(tsx?|mjs|js|sql|md)$|^\.ci\/run$/;
const EXCLUIDOS = /^scripts\/revisar-citas(\.test)?\.ts$/;

function principal(): void {
  const raiz = join(dirname(fileURLToPath(import.meta.url)), '..');
  const listados = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: raiz,
    encoding: 'utf8',
  });
  const leidos = new Map<string, string>();
  const archivos = new Set(listados.split('\n').filter((a) => a && existsSync(join(raiz, a))));
  const repo: Repositorio = {
    archivos,
    leer(ruta) {
      let texto = leidos.get(ruta);
      if (texto === undefined) {
        texto = readFileSync(join(raiz, ruta), 'utf8');
        leidos.set(ruta, texto);
      }
      return texto;
    },
  };
  const fallas = [...archivos]
    .filter((a) => REVISADOS.test(a) && CODIGO_O_DOCUMENTO.test(a) && !EXCLUIDOS.test(a))
    .flatMap((a) => revisarArchivo(a, repo.leer(a), repo));
  for (const f of fallas) console.error(`${f.archivo}:${f.linea}: ${f.motivo} (${f.cita})`);
  if (fallas.length > 0) {
    console.error(
      `\n${fallas.length} citas rotas: cita docs/producto.md#…, docs/decisiones/NNNN-….md, una prueba o el código.`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) principal();
