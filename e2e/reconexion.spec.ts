import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CLAVE } from './ayudas';
import { RECONEXION, urlDe } from './puertos';

/**
 * Apagar el servidor y volver a encenderlo (issue 33): el centro de notificaciones pasa a "Conectando…" y, cuando el
 * servidor vuelve, a "Conectado" solo, sin recargar. Este recorrido tiene su propio servidor (otro puerto, su propia
 * base en una carpeta temporal) para poder apagarlo sin tocar el de los demás; la sesión vive en la base, así que
 * sigue valiendo al volver.
 */
const BASE = urlDe(RECONEXION);
const datos = fs.mkdtempSync(path.join(os.tmpdir(), `prestamos-e2e-reconexion-`));
let servidor: ChildProcess | null = null;

async function encender() {
  const { DATABASE_URL: _, ...entorno } = process.env;
  servidor = spawn(process.execPath, [path.join(import.meta.dirname, '../apps/api/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...entorno,
      PORT: String(RECONEXION),
      HOST: '127.0.0.1',
      DATA_DIR: datos,
      SEED_PASSWORD: CLAVE,
      // Solo SOPORTE: sembrar DEMO y su cartera no hace falta aquí y tarda.
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  await expect
    .poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.ok ?? false, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe(true);
}

/** SIGTERM y esperar que suelte la base; si en 20 s no terminó (un flujo abierto que no cierra), se lo mata. */
async function apagar() {
  const proceso = servidor;
  servidor = null;
  if (!proceso || proceso.exitCode !== null) return;
  const termino = new Promise((listo) => proceso.once('exit', listo));
  proceso.kill('SIGTERM');
  const reloj = setTimeout(() => proceso.kill('SIGKILL'), 20_000);
  await termino;
  clearTimeout(reloj);
}

test.afterAll(async () => {
  await apagar();
  fs.rmSync(datos, { recursive: true, force: true });
});

test('al apagar el servidor el centro pasa a "Conectando…" y al volver, a "Conectado"', async ({ page }) => {
  await encender();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Código de empresa').fill('SOPORTE');
  await page.getByLabel('Usuario').fill('soporte');
  await page.getByLabel('Contraseña').fill(CLAVE);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const centro = page.getByRole('region', { name: 'Notificaciones' });
  await expect(centro.getByLabel('Estado: conectado')).toBeVisible();

  await apagar();
  await expect(centro.getByLabel('Estado: conectando')).toBeVisible();
  await expect(centro).toContainText('Conectando…');

  await encender();
  await expect(centro.getByLabel('Estado: conectado')).toBeVisible();
  await expect(centro).toContainText('Conectado');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
