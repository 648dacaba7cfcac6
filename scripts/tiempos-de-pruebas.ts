/**
 * Los archivos de pruebas más lentos, en una tabla Markdown, de un informe JSON de Vitest y, si se da, de uno de
 * Playwright. Con el informe de scripts/reportero-de-tiempos.ts, el tiempo de cada archivo va por partes (importar,
 * ganchos con la base y la siembra, pruebas); con el JSON de serie de Vitest, solo de la primera prueba a la última.
 *
 *   npx vitest run --reporter=default --reporter=scripts/reportero-de-tiempos.ts --outputFile=/tmp/unit.json
 *   npx playwright test --reporter=json > /tmp/e2e.json
 *   npx tsx scripts/tiempos-de-pruebas.ts /tmp/unit.json [/tmp/e2e.json] [--cuantos 20]
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TiemposDeArchivo } from './reportero-de-tiempos';

/** Lo que se lee del informe JSON de Vitest (`--reporter=json`). */
export interface InformeVitest {
  startTime: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { title: string; status: string; duration?: number | null }[];
    tiempos?: TiemposDeArchivo;
  }[];
}

/** Lo que se lee del informe JSON de Playwright (`--reporter=json`). */
interface SuitePlaywright {
  file?: string;
  title: string;
  specs?: { title: string; tests: { results: { duration: number; status: string }[] }[] }[];
  suites?: SuitePlaywright[];
}
export interface InformePlaywright {
  config: { rootDir?: string };
  suites: SuitePlaywright[];
  stats?: { duration: number };
}

/** Un archivo de pruebas y lo que costó, en ms (las partes que no se conocen, null). */
export interface TiempoDeArchivo {
  archivo: string;
  herramienta: 'vitest' | 'playwright';
  pruebas: number;
  total: number;
  /** Preparar el proceso, cargar el entorno y los `setupFiles`, e importar el archivo con lo que importa. */
  cargar: number | null;
  /** Lo que no es ninguna prueba: beforeAll/afterAll (abrir la base, sembrar, cerrarla) y los demás ganchos. */
  ganchos: number | null;
  /** La suma de lo que tardó cada prueba. */
  enPruebas: number;
  masLenta: { titulo: string; ms: number } | null;
}

function masLentaDe(pruebas: { titulo: string; ms: number }[]): TiempoDeArchivo['masLenta'] {
  return pruebas.reduce<TiempoDeArchivo['masLenta']>((max, p) => (max && max.ms >= p.ms ? max : p), null);
}

export function tiemposDeVitest(informe: InformeVitest, raiz: string): TiempoDeArchivo[] {
  return informe.testResults.map((r) => {
    const pruebas = r.assertionResults
      .filter((a) => a.status === 'passed' || a.status === 'failed')
      .map((a) => ({ titulo: a.title, ms: a.duration ?? 0 }));
    const enPruebas = pruebas.reduce((s, p) => s + p.ms, 0);
    const t = r.tiempos;
    const cargar = t ? t.preparar + t.entorno + t.setup + t.importar : null;
    return {
      archivo: relative(raiz, r.name),
      herramienta: 'vitest',
      pruebas: pruebas.length,
      total: t && cargar !== null ? cargar + t.correr : r.endTime - r.startTime,
      cargar,
      ganchos: t ? Math.max(0, t.correr - enPruebas) : null,
      enPruebas,
      masLenta: masLentaDe(pruebas),
    };
  });
}

export function tiemposDePlaywright(informe: InformePlaywright, raiz: string): TiempoDeArchivo[] {
  const porArchivo = new Map<string, { titulo: string; ms: number }[]>();
  const recorrer = (suite: SuitePlaywright, archivo: string) => {
    const deEste = suite.file ?? archivo;
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((s, r) => s + r.duration, 0);
      porArchivo.set(deEste, [...(porArchivo.get(deEste) ?? []), { titulo: spec.title, ms }]);
    }
    for (const hija of suite.suites ?? []) recorrer(hija, deEste);
  };
  for (const suite of informe.suites) recorrer(suite, suite.title);
  return [...porArchivo].map(([archivo, pruebas]) => {
    const enPruebas = pruebas.reduce((s, p) => s + p.ms, 0);
    return {
      archivo: relative(raiz, resolve(informe.config.rootDir ?? raiz, archivo)),
      herramienta: 'playwright',
      pruebas: pruebas.length,
      total: enPruebas,
      cargar: null,
      ganchos: null,
      enPruebas,
      masLenta: masLentaDe(pruebas),
    };
  });
}

const segundos = (ms: number | null) => (ms === null ? '–' : (ms / 1000).toFixed(1));

/** La tabla Markdown de los `cuantos` archivos más lentos, con una línea de totales de todos. */
export function tablaDeLosMasLentos(tiempos: TiempoDeArchivo[], cuantos = 20): string {
  const ordenados = [...tiempos].sort((a, b) => b.total - a.total);
  const filas = ordenados.slice(0, cuantos).map((t, i) => {
    const lenta = t.masLenta ? `${t.masLenta.titulo.slice(0, 60)} (${segundos(t.masLenta.ms)})` : '–';
    return `| ${i + 1} | \`${t.archivo}\` | ${t.pruebas} | ${segundos(t.total)} | ${segundos(t.cargar)} | ${segundos(t.ganchos)} | ${segundos(t.enPruebas)} | ${lenta.replaceAll('|', '\\|')} |`;
  });
  const suma = (f: (t: TiempoDeArchivo) => number | null) => {
    const valores = tiempos.map(f);
    return valores.some((v) => v === null) ? null : valores.reduce<number>((s, v) => s + (v ?? 0), 0);
  };
  return [
    '| # | Archivo | Pruebas | Total (s) | Cargar (s) | Ganchos (s) | Pruebas (s) | La más lenta (s) |',
    '| -: | --- | -: | -: | -: | -: | -: | --- |',
    ...filas,
    `| | **${tiempos.length} archivos** | ${suma((t) => t.pruebas)} | ${segundos(suma((t) => t.total))} | ${segundos(suma((t) => t.cargar))} | ${segundos(suma((t) => t.ganchos))} | ${segundos(suma((t) => t.enPruebas))} | |`,
  ].join('\n');
}

function principal() {
  const argumentos = process.argv.slice(2);
  const posCuantos = argumentos.indexOf('--cuantos');
  const cuantos = posCuantos >= 0 ? Number(argumentos.splice(posCuantos, 2)[1]) : 20;
  if (argumentos.length === 0) {
    console.error(
      'Uso: npx tsx scripts/tiempos-de-pruebas.ts <vitest.json> [playwright.json] [--cuantos 20]',
    );
    process.exit(2);
  }
  const tiempos = argumentos.flatMap((ruta) => {
    const informe = JSON.parse(readFileSync(ruta, 'utf8')) as InformeVitest | InformePlaywright;
    return 'testResults' in informe
      ? tiemposDeVitest(informe, process.cwd())
      : tiemposDePlaywright(informe, process.cwd());
  });
  console.log(tablaDeLosMasLentos(tiempos, cuantos));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) principal();
