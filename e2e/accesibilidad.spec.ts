import { entrar, violacionesGraves } from './ayudas';
import { expect, test } from './prueba';

test('la pantalla de ingreso no tiene violaciones graves de accesibilidad', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await violacionesGraves(page)).toEqual([]);
});

test('el área privada (menú, usuarios, perfil) no tiene violaciones graves', async ({ page }) => {
  await entrar(page, 'DEMO', 'admin');
  for (const ruta of [
    '/app/dashboard',
    '/app/usuarios',
    '/app/perfil',
    '/app/roles',
    '/app/clientes',
    '/app/clientes/2',
    '/app/prestamos',
    '/app/prestamos/nuevo',
    '/app/prestamos/14',
    '/app/pagos',
    '/app/caja',
    '/app/mensajes/enviar',
  ]) {
    await page.goto(ruta);
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violacionesGraves(page), ruta).toEqual([]);
  }
  // El panel de la campana, abierto sobre la página.
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notificaciones' })).toBeVisible();
  expect(await violacionesGraves(page), 'campana').toEqual([]);
});

test('el sitio público no tiene violaciones graves', async ({ page }) => {
  for (const ruta of ['/home', '/planes', '/contacto']) {
    await page.goto(ruta);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violacionesGraves(page), ruta).toEqual([]);
  }
});
