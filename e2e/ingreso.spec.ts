import { CLAVE, crearUsuario, entrar, menuPrincipal } from './ayudas';
import { expect, test } from './prueba';

test.describe('ingreso y sesión', () => {
  test('los tres campos son obligatorios; datos errados muestran el mensaje del servidor', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Ingresa el código de empresa.')).toBeVisible();
    await expect(page.getByText('Ingresa el usuario.')).toBeVisible();
    await expect(page.getByText('Ingresa la contraseña.')).toBeVisible();
    await page.getByLabel('Código de empresa').fill('demo');
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña').fill('no-es-esta');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('No se pudo iniciar sesión. Verifica los datos.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('el administrador entra al inicio y ve el menú de su empresa', async ({ page }) => {
    await entrar(page, 'demo', 'admin');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByText('Préstamos El Progreso, SRL').first()).toBeVisible();
    await expect(page.getByText('empresa DEMO')).toBeVisible();
    await expect(page.getByText('María Rodríguez Peña')).toBeVisible();
    await expect(page.getByText('Administrador', { exact: true })).toBeVisible();
    for (const item of [
      'Inicio',
      'Clientes',
      'Préstamos',
      'Pagos',
      'Caja',
      'Usuarios',
      'Roles y permisos',
      'Mi perfil',
    ]) {
      await expect(menuPrincipal(page).getByRole('link', { name: item, exact: true })).toBeVisible();
    }
  });

  test('el operador va a "Tus rutas" y no ve administración; una sección ajena dice "No autorizado"', async ({
    page,
  }) => {
    await entrar(page, 'DEMO', 'operador');
    await expect(page).toHaveURL(/\/app\/operador$/);
    await expect(menuPrincipal(page).getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
    await expect(menuPrincipal(page).getByRole('link', { name: 'Caja' })).toHaveCount(0);
    await page.goto('/app/usuarios');
    await expect(page.getByRole('heading', { name: 'No autorizado' })).toBeVisible();
    await expect(page.getByText('No tienes permisos para ver esta sección.')).toBeVisible();
    await page.goto('/app/ruta-inventada');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('sin sesión, una página privada pide ingresar y luego vuelve a ella', async ({ page }) => {
    await page.goto('/app/usuarios?page=1');
    await expect(page).toHaveURL(/\/login\?next=%2Fapp%2Fusuarios%3Fpage%3D1$/);
    await page.getByLabel('Código de empresa').fill('DEMO');
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña').fill(CLAVE);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/app\/usuarios\?page=1$/);
    await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  });

  test('cerrar sesión en una pestaña saca también a la otra', async ({ page, context, request }) => {
    const { usuario } = await crearUsuario(request, { prefijo: 'pestanas' });
    await entrar(page, 'DEMO', usuario);
    const otra = await context.newPage();
    await otra.goto('/app/perfil');
    await expect(otra.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
    await menuPrincipal(page).getByRole('link', { name: 'Mi perfil' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(otra).toHaveURL(/\/login/);
  });

  test('un token revocado en el servidor lleva a ingresar con el aviso de sesión inválida', async ({
    page,
    request,
  }) => {
    const { usuario } = await crearUsuario(request, { prefijo: 'revocado' });
    await entrar(page, 'DEMO', usuario);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    await menuPrincipal(page).getByRole('link', { name: 'Mi perfil' }).click();
    await expect(
      page.getByText('Tu sesión no es válida o ha expirado. Vuelve a iniciar sesión.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('tras salir, el teléfono recuerda la empresa y el usuario (no la contraseña); "Usar otra cuenta" los olvida', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const usuario = 'operador';
    await entrar(page, 'demo', usuario, { en: '/app/perfil' });
    await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Código de empresa')).toHaveValue('DEMO');
    await expect(page.getByLabel('Usuario')).toHaveValue(usuario);
    await expect(page.getByLabel('Contraseña')).toHaveValue('');
    await expect(page.getByLabel('Contraseña')).toBeFocused();
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(CLAVE);

    // Solo la contraseña, y dentro.
    await page.getByLabel('Contraseña').fill(CLAVE);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/app\//);
    await page.goto('/app/perfil');
    await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click();

    await page.getByRole('button', { name: 'Usar otra cuenta' }).click();
    await expect(page.getByLabel('Código de empresa')).toHaveValue('');
    await expect(page.getByLabel('Usuario')).toHaveValue('');
    await expect(page.getByText('¿No eres tú?')).toBeHidden();
    await page.reload();
    await expect(page.getByLabel('Código de empresa')).toHaveValue('');
    await expect(page.getByLabel('Usuario')).toHaveValue('');
  });
});
