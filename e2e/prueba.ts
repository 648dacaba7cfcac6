import fs from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { CLAVE } from './ayudas';
import { CARRILES } from './puertos';
import {
  arrancarServidor,
  CARPETA_INVARIANTES,
  copiaDeLaPlantilla,
  type ServidorDeRecorridos,
} from './servidor-de-recorridos';

export {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';

/** Lo que dejó la base de un archivo de recorridos al terminar: lo revisa e2e/invariantes.spec.ts. */
export interface RevisionDeUnaBase {
  archivo: string;
  ok: boolean;
  violaciones: unknown[];
}

/** El archivo donde queda la revisión de la base de `archivo` (uno por servidor: tras un fallo puede haber otro). */
export const revisionesDe = (archivo: string) =>
  fs.existsSync(CARPETA_INVARIANTES)
    ? fs
        .readdirSync(CARPETA_INVARIANTES)
        .filter((n) => n.startsWith(`${archivo}.`))
        .map(
          (n) => JSON.parse(fs.readFileSync(path.join(CARPETA_INVARIANTES, n), 'utf8')) as RevisionDeUnaBase,
        )
    : [];

async function revisarLaBase(url: string, archivo: string) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'SOPORTE' },
    body: JSON.stringify({ usuario: 'soporte', password: CLAVE }),
  });
  const { token } = (await login.json()) as { token: string };
  const r = await fetch(`${url}/api/admin/invariantes`, { headers: { authorization: `Bearer ${token}` } });
  const revision = (await r.json()) as { ok: boolean; violaciones: unknown[] };
  fs.writeFileSync(
    path.join(CARPETA_INVARIANTES, `${archivo}.${process.pid}.${Date.now()}.json`),
    JSON.stringify({ archivo, ...revision } satisfies RevisionDeUnaBase),
  );
}

interface Carril {
  /** La dirección del servidor del archivo de recorridos `archivo`; el primero que la pide lo arranca. */
  servidorDe(archivo: string): Promise<string>;
}

/**
 * Los recorridos corren en carriles (los trabajadores de Playwright, E2E_CARRILES), cada uno con su puerto. Cada archivo
 * de recorridos tiene su servidor sobre su propia copia de la demostración: lo que un archivo cobra, cancela o cambia no
 * lo ve otro, y el resultado no depende de qué carril tomó qué archivo ni en qué orden. Al pasar al siguiente archivo,
 * el servidor anterior deja escrita la revisión de las reglas del dinero de su base y se apaga.
 */
export const test = base.extend<object, { carril: Carril }>({
  carril: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright exige desestructurar los fixtures aunque no se usen.
    async ({}, use, trabajador) => {
      const puerto = CARRILES + trabajador.parallelIndex;
      let actual: { archivo: string; datos: string; servidor: ServidorDeRecorridos } | null = null;
      const apagarElActual = async () => {
        if (!actual) return;
        const { archivo, datos, servidor } = actual;
        actual = null;
        try {
          await revisarLaBase(servidor.url, archivo);
        } finally {
          await servidor.detener();
          fs.rmSync(datos, { recursive: true, force: true });
        }
      };
      await use({
        servidorDe: async (archivo) => {
          if (actual?.archivo === archivo) return actual.servidor.url;
          await apagarElActual();
          const datos = copiaDeLaPlantilla(archivo.replace(/\W+/g, '-'));
          actual = { archivo, datos, servidor: await arrancarServidor(puerto, datos) };
          return actual.servidor.url;
        },
      });
      await apagarElActual();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ carril }, use, prueba) => {
    await use(await carril.servidorDe(path.basename(prueba.file)));
  },
});
