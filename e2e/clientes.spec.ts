import { aviso, entrar, llenarFecha, menuPrincipal } from './ayudas';
import { expect, test } from './prueba';

// PNG de 2×2 píxeles completo (el servidor rechaza como dañado uno al que le falten datos): la foto del carné.
const FOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGPgKm7hKm5hgFAAGkIEBRBHqr4AAAAASUVORK5CYII=',
  'base64',
);

test('clientes: crear con foto, buscar, editar, garante, referencia, desactivar, activar y eliminar', async ({
  page,
}) => {
  const apellido = `Prueba${Date.now().toString(36)}`;
  const nombre = `YOKASTA ${apellido.toUpperCase()}`;
  await entrar(page, 'DEMO', 'admin');
  await menuPrincipal(page).getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await modal.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(modal.getByText('Ingresa el nombre.')).toBeVisible();
  await expect(modal.getByText('Ingresa los apellidos.')).toBeVisible();
  await modal.getByLabel('Nombres').fill('Yokasta');
  await modal.getByLabel('Apellidos').fill(apellido);
  await modal.getByLabel('Cédula').pressSequentially('40212345678');
  await expect(modal.getByLabel('Cédula')).toHaveValue('402-1234567-8');
  await modal.getByLabel('Teléfono').pressSequentially('8095550123');
  await expect(modal.getByLabel('Teléfono')).toHaveValue('809-555-0123');
  await modal.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(aviso(page, 'Cliente creado')).toBeVisible();

  // La búsqueda (con retardo de 250 ms) lo encuentra por el apellido, sin distinguir mayúsculas.
  await page.getByLabel('Buscar').fill(apellido.toLowerCase());
  const fila = page.getByRole('row', { name: new RegExp(nombre, 'i') });
  await expect(fila).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(fila).toContainText('402-1234567-8');
  await expect(fila).toContainText('ACTIVO');

  // El nombre es el enlace a la ficha (issue 40).
  await fila.getByRole('link', { name: nombre }).click();
  await expect(page.getByRole('heading', { name: new RegExp(nombre, 'i') })).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'carnet.png', mimeType: 'image/png', buffer: FOTO });
  await expect(aviso(page, 'Foto actualizada')).toBeVisible();
  await expect(page.getByRole('img', { name: `Foto de Yokasta ${apellido}` }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Editar' }).click();
  const edicion = page.getByRole('dialog', { name: 'Editar cliente' });
  await edicion.getByLabel('Dirección').fill('Calle Restauración 14, Pueblo Nuevo, Santiago');
  await edicion.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(aviso(page, 'Cliente actualizado')).toBeVisible();
  await expect(
    page.getByText('CALLE RESTAURACIÓN 14, PUEBLO NUEVO, SANTIAGO', { exact: false }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Garantes' }).click();
  await expect(page.getByText('Este cliente no tiene garantes.')).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo garante' }).click();
  const garante = page.getByRole('dialog', { name: 'Nuevo garante' });
  await garante.getByLabel('Nombre').fill('Rafael Almonte');
  await garante.getByLabel('Teléfono').pressSequentially('8295550199');
  await garante.getByRole('button', { name: 'Guardar' }).click();
  await expect(aviso(page, 'Garante agregado')).toBeVisible();
  await expect(page.getByRole('row', { name: /RAFAEL ALMONTE/i })).toContainText('829-555-0199');

  await page.getByRole('tab', { name: 'Ref. Laboral' }).click();
  await page.getByRole('button', { name: 'Nueva referencia laboral' }).click();
  const referencia = page.getByRole('dialog', { name: 'Nueva referencia laboral' });
  await referencia.getByRole('button', { name: 'Guardar' }).click();
  await expect(referencia.getByText('Ingresa el nombre de la empresa.')).toBeVisible();
  await referencia.getByLabel(/^Empresa/).fill('Zona Franca Santiago');
  await referencia.getByLabel('Puesto').fill('Supervisora');
  // La fecha se escribe como en la República Dominicana y así se muestra (issue 34).
  await llenarFecha(referencia.getByLabel('Fecha de ingreso'), '01/06/2021');
  await referencia.getByRole('button', { name: 'Guardar' }).click();
  await expect(aviso(page, 'Referencia laboral agregada')).toBeVisible();
  await expect(page.getByRole('row', { name: /ZONA FRANCA SANTIAGO/i })).toContainText('01/06/2021');

  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(page.getByText('Todavía no tiene préstamos.')).toBeVisible();

  await page.getByRole('tab', { name: 'Datos' }).click();
  await page.getByRole('link', { name: 'Volver' }).click();

  await page.getByLabel('Buscar').fill(apellido);
  await fila.getByRole('button', { name: /^Desactivar/ }).click();
  await page
    .getByRole('dialog', { name: 'Desactivar cliente' })
    .getByRole('button', { name: 'Desactivar' })
    .click();
  await expect(aviso(page, 'Cliente desactivado')).toBeVisible();
  await expect(fila).toContainText('INACTIVO');
  await fila.getByRole('button', { name: /^Activar/ }).click();
  await page
    .getByRole('dialog', { name: 'Activar cliente' })
    .getByRole('button', { name: 'Activar' })
    .click();
  await expect(aviso(page, 'Cliente activado')).toBeVisible();
  await expect(fila).toContainText('ACTIVO');

  await fila.getByRole('button', { name: /^Eliminar/ }).click();
  await page
    .getByRole('dialog', { name: 'Eliminar cliente' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(aviso(page, 'Cliente eliminado')).toBeVisible();
  await expect(page.getByText('Ningún cliente coincide con la búsqueda.')).toBeVisible();
});

test('clientes: filtro por estado, información rápida y paginación de la cartera de demostración', async ({
  page,
}) => {
  await entrar(page, 'DEMO', 'admin', { en: '/app/clientes' });
  await expect(page.getByText(/\d+ clientes · por página/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'INACTIVO' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'ACTIVO' }).first()).toContainText('INACTIVO');
  await expect(page.getByText(/^3 clientes/)).toBeVisible();

  await page.getByRole('row').nth(1).getByRole('button', { name: /^Ver / }).click();
  const info = page.getByRole('dialog', { name: 'Información del cliente' });
  await expect(info).toContainText('Cédula');
  await info.getByRole('link', { name: 'Ver ficha completa' }).click();
  await expect(page.getByRole('tab', { name: 'Datos' })).toBeVisible();

  // Con préstamos activos, desactivar y eliminar abren "No permitido" en lugar de preguntar
  // (docs/producto.md#clientes).
  await page.goto('/app/clientes');
  const conPrestamo = page
    .getByRole('row')
    .filter({ hasText: /préstamos? activos?/i })
    .first();
  await conPrestamo.getByRole('button', { name: /^Desactivar / }).click();
  const noPermitido = page.getByRole('dialog', { name: 'No permitido' });
  await expect(noPermitido).toContainText(
    /No puedes desactivar a .+ porque tiene préstamo\(s\) activo\(s\)\./,
  );
  await noPermitido.getByRole('button', { name: 'Cerrar ventana' }).click();
  await conPrestamo.getByRole('button', { name: /^Eliminar / }).click();
  await expect(noPermitido).toContainText(/No puedes eliminar a .+ porque tiene préstamo\(s\) activo\(s\)\./);
});
