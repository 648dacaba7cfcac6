import os from 'node:os';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /**
   * null: PostgreSQL embebido (PGlite) en `dataDir`. Con PostgreSQL, el usuario de la dirección es el dueño (migra y
   * respalda); las peticiones van con el rol del servidor (`ROL_DEL_SERVIDOR`, db/conexion.ts).
   */
  databaseUrl: string | null;
  /** DATABASE_SERVER_PASSWORD: la contraseña del rol del servidor, si la base la pide (sin ella, entra sin contraseña). */
  claveDelServidor: string | null;
  /**
   * Conexiones de cada pool de PostgreSQL (lecturas y escrituras) por instancia. De serie, dos por núcleo de esta
   * máquina: con la base en la misma máquina, más consultas a la vez solo se quitan los núcleos entre ellas (medido en
   * bench/RESULTADOS.md, séptima revisión). Con la base en otra máquina, DB_POOL_MAX lo ajusta a la suya.
   */
  conexionesPorPool: number;
  dataDir: string;
  seedPassword: string | null;
  seedDemo: boolean;
  idleSegundos: number;
  avisoSegundos: number;
  sesionMaxHoras: number;
  trustProxy: boolean;
  logLevel: string;
  /** `text`: la consola para leer, sin una línea por petición; `json`: una línea JSON por petición (lib/registro-legible.ts). */
  logFormat: 'text' | 'json';
  /** RELOJ_DE_PRUEBA=1: el reloj del servidor se puede adelantar por `/api/prueba/reloj` (solo los recorridos). */
  relojDePrueba: boolean;
}

function entero(valor: string | undefined, porDefecto: number, nombre: string): number {
  if (valor === undefined || valor === '') return porDefecto;
  const n = Number(valor);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${nombre} debe ser un entero positivo (valor: "${valor}").`);
  return n;
}

function booleano(valor: string | undefined, porDefecto: boolean): boolean {
  if (valor === undefined || valor === '') return porDefecto;
  return !['0', 'false', 'no', 'off'].includes(valor.toLowerCase());
}

function formatoDeRegistro(valor: string | undefined): Config['logFormat'] {
  if (valor === undefined || valor === '' || valor === 'text') return 'text';
  if (valor === 'json') return 'json';
  throw new Error(`LOG_FORMAT es "text" o "json" (valor: "${valor}").`);
}

export function leerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const idleSegundos = entero(env.IDLE_SECONDS, 300, 'IDLE_SECONDS');
  // El aviso llega 60 s antes del cierre; con límites cortos (pruebas) se limita para que siempre quede margen.
  const avisoSegundos = Math.min(
    entero(env.IDLE_WARNING_SECONDS, 60, 'IDLE_WARNING_SECONDS'),
    idleSegundos - 1,
  );
  return {
    port: entero(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    claveDelServidor: env.DATABASE_SERVER_PASSWORD || null,
    conexionesPorPool: entero(env.DB_POOL_MAX, 2 * os.availableParallelism(), 'DB_POOL_MAX'),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    seedPassword: env.SEED_PASSWORD || null,
    seedDemo: booleano(env.SEED_DEMO, true),
    idleSegundos,
    avisoSegundos: Math.max(avisoSegundos, 0),
    sesionMaxHoras: entero(env.SESSION_MAX_HOURS, 12, 'SESSION_MAX_HOURS'),
    trustProxy: booleano(env.TRUST_PROXY, false),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: formatoDeRegistro(env.LOG_FORMAT),
    relojDePrueba: booleano(env.RELOJ_DE_PRUEBA, false),
  };
}
