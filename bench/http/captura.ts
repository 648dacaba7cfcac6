import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Lo que la API le pide a PostgreSQL en una petición, capturado del cliente `pg` del proceso del banco, para
 * correrlo igual con pgbench y comparar: ¿cuánto de la capacidad de la base aprovecha la API?
 */
let capturadas: Sentencia[] | null = null;

/** Una sentencia como la pidió la API: su texto con `$1…` y sus valores aparte. */
export interface Sentencia {
  texto: string;
  valores: unknown[];
}
/** Los ajustes de sesión de cada conexión de lectura (db/transacciones.ts `leerConSesion`): se fijan una vez, no por petición. */
const ajustesDe = new WeakMap<pg.Client, string>();
let ajustesCapturados: string | null = null;
const AJUSTE_DE_SESION = /set_config\('([\w.]+)', '([^']*)', false\)/g;
const ES_AJUSTE_DE_SESION = /set_config\('[\w.]+', '[^']*', false\)/;
const consultaOriginal = pg.Client.prototype.query;

pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [a, b] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  const texto = typeof a === 'string' ? a : a.text;
  if (ES_AJUSTE_DE_SESION.test(texto)) ajustesDe.set(this, texto);
  else if (capturadas) {
    const valores = typeof a === 'string' ? b : (a.values ?? b);
    capturadas.push({ texto, valores: Array.isArray(valores) ? valores : [] });
    ajustesCapturados = ajustesDe.get(this) ?? ajustesCapturados;
  }
  return (consultaOriginal as (...x: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

export function literal(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  const texto = v instanceof Date ? v.toISOString() : String(v);
  return `'${texto.replaceAll("'", "''")}'`;
}

/** El SQL con sus parámetros escritos en línea ($1 → '...'), como lo correría pgbench. */
function conValores(texto: string, valores: unknown[]): string {
  return texto.replace(/\$(\d+)\b/g, (_t, n: string) => literal(valores[Number(n) - 1]));
}

/** Lo que pgbench corre: las sentencias de una petición y los ajustes de sesión de su conexión (`-c` de PGOPTIONS). */
export interface SqlCapturado {
  sentencias: string[];
  /** Las mismas, con sus valores aparte, como las prepara la API (db/conexion.ts). */
  pedidas: Sentencia[];
  /** La sentencia que fijó la sesión de la conexión de lectura, o null si la petición fue en transacción. */
  ajustes: string | null;
  opciones: string;
}

/** Captura el SQL de lo que `hacer` ejecuta (una petición con `inject` sobre una app en este mismo proceso). */
export async function capturarSql(hacer: () => Promise<unknown>): Promise<SqlCapturado> {
  capturadas = [];
  ajustesCapturados = null;
  try {
    await hacer();
    const opciones = [...(ajustesCapturados ?? '').matchAll(AJUSTE_DE_SESION)]
      .map(([, nombre, valor]) => `-c ${nombre}=${valor}`)
      .join(' ');
    const pedidas = capturadas;
    return {
      sentencias: pedidas.map((s) => conValores(s.texto, s.valores)),
      pedidas,
      ajustes: ajustesCapturados,
      opciones,
    };
  } finally {
    capturadas = null;
  }
}

/**
 * Transacciones por segundo de ese SQL con pgbench, con `conexiones` clientes durante `segundos`: `simple` analiza y
 * planifica cada sentencia en cada transacción; `prepared` las prepara una vez por conexión, como la API
 * (db/conexion.ts), y es el techo de la base para ese trabajo.
 */
export function pgbench(
  url: string,
  { sentencias, opciones }: SqlCapturado,
  conexiones: number,
  segundos: number,
  modo: 'simple' | 'prepared',
): number {
  const archivo = path.join(os.tmpdir(), `banco-${process.pid}-${Math.random().toString(36).slice(2)}.sql`);
  fs.writeFileSync(archivo, `${sentencias.map((s) => `${s.trim().replace(/;$/, '')};`).join('\n')}\n`);
  try {
    const salida = execFileSync(
      'pgbench',
      ['-n', '-M', modo, '-f', archivo, '-c', String(conexiones), '-j', '2', '-T', String(segundos), url],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PGOPTIONS: opciones } },
    );
    return Math.round(Number(/tps = ([\d.]+)/.exec(salida)?.[1] ?? 0));
  } finally {
    fs.rmSync(archivo, { force: true });
  }
}
