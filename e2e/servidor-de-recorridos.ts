import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLAVE } from './ayudas';
import { NORMAL, urlDe } from './puertos';

/**
 * Los servidores de los recorridos: el compilado (`npm run build`), sobre la base embebida, con la contraseña conocida
 * para los usuarios sembrados y el reloj que los recorridos adelantan (`/api/prueba/reloj`).
 */

/** La carpeta de datos con la demostración ya sembrada que cada servidor de recorridos copia (e2e/preparar.ts). */
export const CARPETA_PLANTILLA = path.join(os.tmpdir(), `prestamos-e2e-plantilla-${NORMAL}`);
/** Adónde escribe cada servidor, al apagarse, si su base cumple las reglas del dinero (e2e/invariantes.spec.ts). */
export const CARPETA_INVARIANTES = path.join(os.tmpdir(), `prestamos-e2e-invariantes-${NORMAL}`);

export interface ServidorDeRecorridos {
  url: string;
  detener(): Promise<void>;
}

export async function arrancarServidor(
  puerto: number,
  datos: string,
  entorno: Record<string, string> = {},
): Promise<ServidorDeRecorridos> {
  const { DATABASE_URL: _, ...propio } = process.env;
  const url = urlDe(puerto);
  const hijo: ChildProcess = spawn(
    process.execPath,
    [path.join(import.meta.dirname, '../apps/api/dist/main.js')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...propio,
        PORT: String(puerto),
        HOST: '127.0.0.1',
        DATA_DIR: datos,
        SEED_PASSWORD: CLAVE,
        RELOJ_DE_PRUEBA: '1',
        LOG_LEVEL: 'warn',
        ...entorno,
      },
    },
  );
  const termino = new Promise<void>((listo) => hijo.once('exit', () => listo()));
  const detener = async () => {
    if (hijo.exitCode !== null) return;
    hijo.kill('SIGTERM');
    // Un servidor que no suelta la base en 20 s (un flujo que no cierra) no debe trabar los recorridos que siguen.
    const matar = setTimeout(() => hijo.kill('SIGKILL'), 20_000);
    await termino;
    clearTimeout(matar);
  };
  for (let intento = 0; ; intento++) {
    if (hijo.exitCode !== null)
      throw new Error(`El servidor de ${url} terminó al arrancar (${hijo.exitCode}).`);
    const salud = await fetch(`${url}/api/health`).catch(() => null);
    if (salud?.ok) return { url, detener };
    if (intento > 1_200) {
      await detener();
      throw new Error(`El servidor de ${url} no respondió en 2 minutos.`);
    }
    await new Promise((listo) => setTimeout(listo, 100));
  }
}

/** Una carpeta de datos nueva con la demostración de la plantilla (copiar es ~10 veces más rápido que sembrar). */
export function copiaDeLaPlantilla(nombre: string): string {
  const datos = fs.mkdtempSync(path.join(os.tmpdir(), `prestamos-e2e-${nombre}-`));
  fs.cpSync(CARPETA_PLANTILLA, datos, { recursive: true });
  return datos;
}
