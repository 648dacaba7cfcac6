import { entrar, mirar } from './ayudas';
import { expect, type Page, test } from './prueba';

/**
 * Cada pantalla a 1280 px y a 390 px (un teléfono): sin desbordes horizontales, y una captura en test-results/capturas
 * para mirarla.
 */
const PUBLICAS = ['/home', '/sobre', '/planes', '/contacto', '/privacidad', '/login', '/no-existe'];
const PRIVADAS = [
  '/app/dashboard',
  '/app/usuarios',
  '/app/roles',
  '/app/perfil',
  '/app/clientes',
  '/app/clientes/2',
  '/app/prestamos',
  '/app/prestamos/nuevo',
  '/app/prestamos/14',
  '/app/pagos',
  '/app/caja',
  '/app/rutas',
  '/app/reportes',
  '/app/empresa',
  '/app/empresa/ajustes',
  '/app/mensajes/enviar',
];

async function revisar(page: Page, ruta: string, ancho: number) {
  await mirar(page, ruta);
  const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(desborde, `${ruta} a ${ancho} px se sale por ${desborde} px`).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: `test-results/capturas/${ancho}${ruta.replaceAll('/', '_')}.png`,
    fullPage: true,
  });
}

for (const ancho of [1280, 390]) {
  test(`capturas a ${ancho} px`, async ({ page }) => {
    await page.setViewportSize({ width: ancho, height: ancho === 390 ? 844 : 800 });
    for (const ruta of PUBLICAS) await revisar(page, ruta, ancho);
    await entrar(page, 'DEMO', 'admin');
    for (const ruta of PRIVADAS) await revisar(page, ruta, ancho);
  });
}

test('en el teléfono el menú es un cajón que se abre y se cierra al navegar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await entrar(page, 'DEMO', 'admin');
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu).not.toBeInViewport();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(menu).toBeInViewport();
  await menu.getByRole('link', { name: 'Usuarios' }).click();
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  await expect(menu).not.toBeInViewport();
});
