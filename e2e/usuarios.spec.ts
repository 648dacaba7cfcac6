import { aviso, entrar, menuPrincipal } from './ayudas';
import { expect, test } from './prueba';

test('usuarios: crear con contraseña generada, entrar con ella, editar y eliminar', async ({
  page,
  browser,
}) => {
  const nombre = `cobrador${Date.now().toString(36)}`;
  await entrar(page, 'DEMO', 'admin');
  await menuPrincipal(page).getByRole('link', { name: 'Usuarios' }).click();
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  await expect(page.getByRole('row', { name: /operador/ })).toBeVisible();
  // Una empresa no ve la columna Empresa (solo soporte).
  await expect(page.getByRole('columnheader', { name: 'Empresa' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await modal.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(modal.getByText('Usuario requerido')).toBeVisible();
  await modal.getByLabel('Usuario').fill(nombre);
  await modal.getByLabel('Nombres').fill('Pedro');
  await modal.getByLabel('Apellidos').fill('Mejía Brito');
  await modal.getByRole('button', { name: 'Crear usuario' }).click();

  const generada = page.getByRole('dialog', { name: 'Contraseña generada' });
  await expect(generada).toContainText('no se volverá a mostrar');
  const password = (await generada.getByTestId('password-generada').textContent())?.trim() ?? '';
  expect(password).toMatch(/^[a-zA-Z2-9]{10}$/);
  await generada.getByRole('button', { name: 'Listo' }).click();
  const fila = page.getByRole('row', { name: new RegExp(nombre) });
  await expect(fila).toContainText('Pedro Mejía Brito');
  await expect(fila).toContainText('Operador (cobrador)');
  await expect(fila).toContainText('ACTIVO');

  const otro = await browser.newContext();
  const suPagina = await otro.newPage();
  await entrar(suPagina, 'DEMO', nombre, { password });
  await otro.close();

  await page.getByRole('button', { name: `Editar ${nombre}` }).click();
  const edicion = page.getByRole('dialog', { name: `Editar ${nombre}` });
  await edicion.getByLabel('Nombres').fill('Pedro Antonio');
  await edicion.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(aviso(page, 'Usuario actualizado')).toBeVisible();
  await expect(fila).toContainText('Pedro Antonio Mejía Brito');

  // Un nombre ya usado lo rechaza el servidor y el mensaje queda en el campo.
  await page.getByRole('button', { name: `Editar ${nombre}` }).click();
  await edicion.getByLabel('Usuario').fill('operador');
  await edicion.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Ya existe el usuario «operador» en esta empresa.').first()).toBeVisible();
  await edicion.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('button', { name: `Eliminar ${nombre}` }).click();
  const confirmar = page.getByRole('dialog', { name: 'Eliminar usuario' });
  await expect(confirmar).toContainText(`¿Eliminar a ${nombre}?`);
  await confirmar.getByRole('button', { name: 'Eliminar' }).click();
  await expect(aviso(page, 'Usuario desactivado')).toBeVisible();
  await expect(fila).toContainText('INACTIVO');
  await expect(page.getByRole('button', { name: `Eliminar ${nombre}` })).toHaveCount(0);

  await page.getByLabel('Buscar').fill(nombre);
  await expect(page.getByRole('row')).toHaveCount(2);
  await fila.getByRole('link', { name: 'Permisos' }).click();
  await expect(page).toHaveURL(/\/app\/roles\?user=\d+$/);
});

test('soporte ve la columna Empresa con los usuarios de todas las empresas', async ({ page }) => {
  await entrar(page, 'SOPORTE', 'soporte', { en: '/app/usuarios' });
  await expect(page.getByRole('columnheader', { name: 'Empresa' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Soporte Préstamos/ }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Préstamos El Progreso, SRL/ }).first()).toBeVisible();
});
