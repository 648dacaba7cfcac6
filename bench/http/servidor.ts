import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const RAIZ = path.join(import.meta.dirname, '../..');

/** Sesiones que no vencen por inactividad mientras dura el banco (las llamadas no reportan interacción). */
export const INACTIVIDAD_DEL_BANCO = '86400';

export interface Servidor {
  url: string;
  proceso: ChildProcess;
  /** Memoria residente del proceso en MB (de /proc). */
  memoria(): number;
  detener(): Promise<void>;
}

/** Dónde deja PostgreSQL de Debian su socket. */
const CARPETA_DEL_SOCKET = '/var/run/postgresql';

/**
 * La misma base por su socket Unix si `url` es de esta máquina y el socket está: es como se conecta un servidor con la
 * base al lado (README, "Velocidad"). Por TCP, cada ida a la base pasa por la pila de red de la máquina virtual; en el
 * banco, el servidor gastaba de un 4 a un 8 % más de CPU por petición (bench/RESULTADOS.md). pgbench recibe la misma
 * dirección.
 */
export function porSocketSiEsLocal(url: string): string {
  const u = new URL(url);
  const puerto = u.port || '5432';
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
  if (!local || !fs.existsSync(path.join(CARPETA_DEL_SOCKET, `.s.PGSQL.${puerto}`))) return url;
  u.hostname = encodeURIComponent(CARPETA_DEL_SOCKET);
  u.port = puerto;
  return u.toString();
}

/**
 * El servidor compilado, de verdad: su propio proceso, PostgreSQL de DATABASE_URL y sesiones sin vencer por inactividad.
 * Con `alRegistrar`, cada línea de su registro JSON (nivel warn o más) pasa por ahí.
 */
export async function arrancarServidor(
  url: string,
  puerto: number,
  alRegistrar?: (linea: string) => void,
): Promise<Servidor> {
  const main = path.join(RAIZ, 'apps/api/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('Compila antes: npm run build');
  const proceso = spawn(process.execPath, [main], {
    stdio: ['ignore', alRegistrar ? 'pipe' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(puerto),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      SEED_DEMO: 'false',
      IDLE_SECONDS: INACTIVIDAD_DEL_BANCO,
    },
  });
  if (alRegistrar && proceso.stdout) {
    createInterface({ input: proceso.stdout }).on('line', alRegistrar);
  }
  const base = `http://127.0.0.1:${puerto}`;
  for (let i = 0; i < 100; i++) {
    const listo = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (listo) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url: base,
    proceso,
    memoria() {
      const estado = fs.readFileSync(`/proc/${proceso.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(estado)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    detener: () =>
      new Promise((resolver) => {
        proceso.once('exit', () => resolver());
        proceso.kill('SIGTERM');
      }),
  };
}

export async function entrar(
  base: string,
  empresa: string,
  usuario: string,
  password: string,
): Promise<string> {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': empresa },
    body: JSON.stringify({ usuario, password }),
  });
  const cuerpo = (await r.json()) as { token?: string; message?: string };
  if (!cuerpo.token) throw new Error(`No entró ${usuario}@${empresa}: ${cuerpo.message}`);
  return cuerpo.token;
}
