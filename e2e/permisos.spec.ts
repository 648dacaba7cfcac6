import { aviso, crearUsuario, entrar, menuPrincipal } from './ayudas';
import { expect, test } from './prueba';

test('dar y quitar un permiso cambia el menú del usuario al volver a entrar', async ({
  page,
  browser,
  request,
}) => {
  const { usuario, id } = await crearUsuario(request, { prefijo: 'cajero' });
  const suContexto = await browser.newContext();
  const suPagina = await suContexto.newPage();
  await entrar(suPagina, 'DEMO', usuario);
  await expect(menuPrincipal(suPagina).getByRole('link', { name: 'Caja' })).toHaveCount(0);

  await entrar(page, 'DEMO', 'admin', { en: `/app/roles?user=${id}` });
  await expect(page.getByRole('tab', { name: 'Por usuario', selected: true })).toBeVisible();
  await expect(page.getByText('Rol: OPERADOR')).toBeVisible();
  const selector = page.getByRole('combobox', { name: 'Usuario' });
  await expect(selector).toHaveValue(new RegExp(`^${usuario}`));
  await expect(page.getByLabel('Ver clientes (por rol)')).toBeChecked();
  await expect(page.getByLabel('Ver clientes (por rol)')).toBeDisabled();
  await page.getByLabel('Ver la caja').check();
  await page.getByRole('button', { name: 'Guardar permisos del usuario' }).click();
  await expect(aviso(page, 'Cambios guardados')).toBeVisible();
  await expect(page.getByTestId('permisos-efectivos')).toContainText('Ver la caja');

  await suPagina.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(suPagina).toHaveURL(/\/login$/);
  await entrar(suPagina, 'DEMO', usuario);
  await expect(menuPrincipal(suPagina).getByRole('link', { name: 'Caja' })).toBeVisible();

  await page.getByLabel('Ver la caja').uncheck();
  await page.getByRole('button', { name: 'Guardar permisos del usuario' }).click();
  await expect(aviso(page, 'Cambios guardados')).toBeVisible();
  await suPagina.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(suPagina).toHaveURL(/\/login$/);
  await entrar(suPagina, 'DEMO', usuario);
  await expect(menuPrincipal(suPagina).getByRole('link', { name: 'Clientes' })).toBeVisible();
  await expect(menuPrincipal(suPagina).getByRole('link', { name: 'Caja' })).toHaveCount(0);
  await suContexto.close();

  // El selector busca en el servidor mientras se escribe.
  await selector.fill('maría');
  await page.getByRole('option', { name: 'admin · María Rodríguez Peña' }).click();
  await expect(page.getByText('Rol: ADMIN')).toBeVisible();
});

test('los permisos de un rol se editan por módulo; los de ADMIN no', async ({ page }) => {
  await entrar(page, 'DEMO', 'admin', { en: '/app/roles' });
  await expect(page.getByRole('combobox', { name: 'Rol' })).toHaveValue('Operador (cobrador)');
  await expect(page.getByRole('tabpanel').getByText('Clientes', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Ver clientes')).toBeChecked();
  // Cobrar sí; anular un pago es otro permiso, que el cobrador no tiene de entrada (issue 31).
  await expect(page.getByLabel('Registrar pagos', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Anular pagos')).not.toBeChecked();
  await page.getByLabel('Diferir cuotas').check();
  await page.getByRole('button', { name: 'Guardar permisos del rol' }).click();
  await expect(aviso(page, 'Cambios guardados')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Diferir cuotas')).toBeChecked();
  await page.getByLabel('Diferir cuotas').uncheck();
  await page.getByRole('button', { name: 'Guardar permisos del rol' }).click();
  await expect(aviso(page, 'Cambios guardados')).toBeVisible();

  await page.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: 'Administrador', exact: true }).click();
  await expect(page.getByText('El rol ADMIN tiene todos los permisos y no se puede editar.')).toBeVisible();
  await expect(page.getByLabel('Ver la caja')).toBeDisabled();
  await expect(page.getByLabel('Anular pagos')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Guardar permisos del rol' })).toHaveCount(0);
});

test('si el servidor de permisos falla, se guarda en el navegador y se avisa', async ({ page }) => {
  await entrar(page, 'DEMO', 'admin');
  await page.route('**/api/roles/*/permisos', (ruta) =>
    ruta.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"ok":false,"message":"Servicio no disponible"}',
    }),
  );
  await page.goto('/app/roles');
  await expect(page.getByText('Sin conexión con el servidor')).toBeVisible();
  await expect(page.getByText('Los cambios se guardan solo en este navegador')).toBeVisible();
  await page.getByLabel('Ver reportes').check();
  await page.getByRole('button', { name: 'Guardar permisos del rol' }).click();
  await expect(aviso(page, 'Guardado solo en este navegador')).toBeVisible();
  const local = await page.evaluate(() => JSON.parse(localStorage.getItem('permisosLocalesRoles') ?? '{}'));
  expect(local.OPERADOR).toContain('reportes.ver');
  // El servidor no se enteró: sin la falla simulada, OPERADOR sigue sin reportes.
  await page.unroute('**/api/roles/*/permisos');
  await page.reload();
  await expect(page.getByText('Sin conexión con el servidor')).toHaveCount(0);
  await expect(page.getByLabel('Ver reportes')).not.toBeChecked();
});
