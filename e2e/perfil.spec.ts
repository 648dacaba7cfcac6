import { aviso, CLAVE, crearUsuario, entrar, menuPrincipal } from './ayudas';
import { expect, test } from './prueba';

test('perfil: edita los datos y cambia la contraseña; la vieja deja de servir', async ({ page, request }) => {
  const { usuario } = await crearUsuario(request, { prefijo: 'perfil', nombres: 'Carmen' });
  await entrar(page, 'DEMO', usuario);
  await menuPrincipal(page).getByRole('link', { name: 'Mi perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByText(`@${usuario}`)).toBeVisible();
  await expect(page.getByText('Operador (cobrador)').first()).toBeVisible();

  const datos = page.getByRole('main');
  await datos.getByLabel('Nombres').fill('Carmen Julia');
  await datos.getByLabel('Apellidos').fill('Santos Núñez');
  await datos.getByLabel('Correo electrónico').fill('carmen@elprogreso.do');
  await datos.getByLabel('Teléfono').fill('829-555-0177');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(aviso(page, 'Perfil actualizado')).toBeVisible();
  // El menú lateral toma el nombre nuevo sin volver a entrar.
  await expect(page.getByRole('navigation').getByText('Carmen Julia Santos Núñez')).toBeVisible();
  await page.reload();
  await expect(datos.getByLabel('Teléfono')).toHaveValue('829-555-0177');

  await page.getByLabel('Contraseña actual').fill(CLAVE);
  await page.getByLabel(/^Nueva contraseña/).fill('corta');
  await page.getByLabel('Confirmar nueva contraseña').fill('otra');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La nueva contraseña debe tener al menos 6 caracteres')).toBeVisible();
  await expect(page.getByText('La confirmación no coincide')).toBeVisible();

  await page.getByLabel('Contraseña actual').fill('equivocada');
  await page.getByLabel(/^Nueva contraseña/).fill('NuevaClave2026');
  await page.getByLabel('Confirmar nueva contraseña').fill('NuevaClave2026');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();

  await page.getByLabel('Contraseña actual').fill(CLAVE);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(aviso(page, 'Contraseña actualizada')).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Código de empresa').fill('DEMO');
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña').fill(CLAVE);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('No se pudo iniciar sesión. Verifica los datos.')).toBeVisible();
  await entrar(page, 'DEMO', usuario, { password: 'NuevaClave2026' });
});
