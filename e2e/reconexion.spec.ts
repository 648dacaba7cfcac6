import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CLAVE } from './ayudas';
import { RECONEXION, urlDe } from './puertos';
import { arrancarServidor, type ServidorDeRecorridos } from './servidor-de-recorridos';

/**
 * Apagar el servidor y volver a encenderlo (issue 33): el centro de notificaciones pasa a "Conectando…" y, cuando el
 * servidor vuelve, a "Conectado" solo, sin recargar. Este recorrido tiene su propio servidor (otro puerto, su propia
 * base en una carpeta temporal) para poder apagarlo sin tocar el de los demás; la sesión vive en la base, así que
 * sigue valiendo al volver.
 */
const BASE = urlDe(RECONEXION);
const datos = fs.mkdtempSync(path.join(os.tmpdir(), `prestamos-e2e-reconexion-`));
let servidor: ServidorDeRecorridos | null = null;

// Solo SOPORTE: sembrar DEMO y su cartera no hace falta aquí y tarda.
const encender = async () => {
  servidor = await arrancarServidor(RECONEXION, datos, { SEED_DEMO: 'false' });
};
const apagar = async () => {
  await servidor?.detener();
  servidor = null;
};

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
