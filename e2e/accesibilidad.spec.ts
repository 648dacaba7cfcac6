import { entrar, mirar, violacionesGraves } from './ayudas';
import { expect, type Page, test } from './prueba';

test('la pantalla de ingreso no tiene violaciones graves de accesibilidad', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await violacionesGraves(page)).toEqual([]);
});

// Una prueba por pantalla del área privada, cada una con su resultado en el informe, sobre una sola sesión: entrar una
// vez y visitar cada pantalla como lo haría una persona.
test.describe('el área privada', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    // axe necesita una página de un contexto propio (no la de browser.newPage()).
    page = await (await browser.newContext()).newPage();
    await entrar(page, 'DEMO', 'admin');
  });
  test.afterAll(async () => {
    await page.context().close();
  });

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
    test(`${ruta} no tiene violaciones graves`, async () => {
      await mirar(page, ruta);
      await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
      expect(await violacionesGraves(page), ruta).toEqual([]);
    });
  }

  test('el panel de la campana, abierto sobre la página, no tiene violaciones graves', async () => {
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notificaciones' })).toBeVisible();
    expect(await violacionesGraves(page), 'campana').toEqual([]);
  });
});

test('el sitio público no tiene violaciones graves', async ({ page }) => {
  for (const ruta of ['/home', '/planes', '/contacto']) {
    await page.goto(ruta);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violacionesGraves(page), ruta).toEqual([]);
  }
});
