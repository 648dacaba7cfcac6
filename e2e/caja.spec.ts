import { aviso, crearUsuario, entrar, esperarQueCargue, tokenDe, violacionesGraves } from './ayudas';
import { expect, type Page, test } from './prueba';

/** El saldo que muestra la pantalla ("RD$ 3,000,000.00"), en centavos. */
async function saldoEnCentavos(page: Page) {
  const texto = (await page.getByTestId('saldo-caja').textContent()) ?? '';
  expect(texto).toMatch(/^RD\$\u00a0[\d,]+\.\d{2}$/);
  return Math.round(Number(texto.replace(/[^\d.]/g, '')) * 100);
}

const formulario = (page: Page) => page.getByRole('form', { name: 'Nuevo movimiento' });

test('movimientos manuales: validación, ingreso, filtros, cancelación y egreso sin saldo', async ({
  page,
}) => {
  const descripcion = `Aporte del socio ${Date.now().toString(36)}`;
  await entrar(page, 'DEMO', 'admin', { en: '/app/caja' });
  await expect(page.getByRole('heading', { level: 1, name: 'Caja' })).toBeVisible();
  await expect(page.getByTestId('saldo-caja')).toBeVisible();
  const inicial = await saldoEnCentavos(page);
  expect(inicial).toBeGreaterThan(0);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await violacionesGraves(page)).toEqual([]);

  // Monto vacío o cero: «Ingrese un monto válido.», sin llamar al servidor. Las letras no entran.
  const form = formulario(page);
  const monto = form.getByLabel(/^Monto/);
  await form.getByRole('button', { name: 'Registrar ingreso' }).click();
  await expect(form.getByText('Ingrese un monto válido.')).toBeVisible();
  await monto.fill('0');
  await form.getByRole('button', { name: 'Registrar ingreso' }).click();
  await expect(form.getByText('Ingrese un monto válido.')).toBeVisible();
  await monto.fill('');
  await monto.pressSequentially('12abc34.5x6');
  await expect(monto).toHaveValue('1234.56');
  await expect(form.getByText('Ingrese un monto válido.')).toHaveCount(0);

  await form.getByLabel('Descripción').fill(descripcion);
  await form.getByRole('button', { name: 'Registrar ingreso' }).click();
  await expect(aviso(page, 'Ingreso registrado')).toBeVisible();
  await expect(monto).toHaveValue('');
  await expect.poll(() => saldoEnCentavos(page)).toBe(inicial + 123_456);

  const fila = page.getByRole('row', { name: new RegExp(descripcion) });
  await expect(fila).toContainText('María Rodríguez Peña');
  await expect(fila).toContainText('INGRESO');
  await expect(fila).toContainText('RD$ 1,234.56');
  await expect(fila).toContainText('Manual');
  await expect(fila).toContainText('VIGENTE');
  await page.screenshot({ path: test.info().outputPath('caja-1280.png'), fullPage: true });

  // Filtros: por tipo EGRESO desaparece; la búsqueda por su descripción lo encuentra solo a él.
  await page.getByRole('combobox', { name: 'Tipo', exact: true }).click();
  await page.getByRole('option', { name: 'Egresos' }).click();
  await expect(fila).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Tipo', exact: true }).click();
  await page.getByRole('option', { name: 'Todos' }).click();
  await page.getByLabel('Buscar').fill(descripcion);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(fila).toBeVisible();
  await expect(page.getByText('1 movimiento · por página')).toBeVisible();

  // Cancelarlo pide el motivo; queda CANCELADO con el motivo a la vista y el saldo vuelve.
  await fila.getByRole('button', { name: 'Cancelar' }).click();
  const modal = page.getByRole('dialog', { name: 'Cancelar movimiento' });
  await expect(modal).toContainText('RD$ 1,234.56');
  await modal.getByRole('button', { name: 'Cancelar movimiento' }).click();
  await expect(modal.getByText('Indica el motivo de la cancelación.')).toBeVisible();
  // El aviso de éxito (lib/notificar) tiene un botón de cierre sin nombre: se revisa el modal cuando ya se fue.
  await expect(aviso(page, 'Ingreso registrado')).toBeHidden();
  expect(await violacionesGraves(page)).toEqual([]);
  await modal.getByLabel(/^Motivo/).fill('Se anotó dos veces');
  await modal.getByRole('button', { name: 'Cancelar movimiento' }).click();
  await expect(aviso(page, 'Movimiento cancelado')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(fila).toContainText('CANCELADO');
  await expect(fila).toContainText('Motivo: Se anotó dos veces');
  await expect(fila.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  await expect.poll(() => saldoEnCentavos(page)).toBe(inicial);

  // Lo que hizo una operación (la apertura de la caja) no se cancela a mano.
  await page.getByLabel('Buscar').fill('Capital inicial');
  const apertura = page.getByRole('row', { name: /Capital inicial de la caja/ });
  await expect(apertura).toContainText('Apertura');
  await expect(apertura).toContainText('VIGENTE');
  await expect(apertura.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);

  // Un egreso mayor que el saldo lo niega el servidor, con su mensaje bajo "No se pudo guardar".
  const saldoTexto = (await page.getByTestId('saldo-caja').textContent()) ?? '';
  await form.getByText('Egreso', { exact: true }).click();
  await monto.fill(((inicial + 100) / 100).toFixed(2));
  await form.getByRole('button', { name: 'Registrar egreso' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'No se pudo guardar' });
  await expect(error).toContainText(
    `La caja no tiene saldo suficiente: hay ${saldoTexto} y el movimiento es de RD$ `,
  );
  expect(await saldoEnCentavos(page)).toBe(inicial);
  await page.screenshot({ path: test.info().outputPath('caja-1280-error.png') });
});

test('a 390 px el formulario se usa de arriba abajo y la lista pasa a tarjetas', async ({ page }) => {
  const descripcion = `Vuelto de caja chica ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await entrar(page, 'DEMO', 'admin', { en: '/app/caja' });
  await expect(page.getByTestId('saldo-caja')).toBeVisible();
  const inicial = await saldoEnCentavos(page);

  const form = formulario(page);
  await form.getByText('Egreso', { exact: true }).click();
  const monto = form.getByLabel(/^Monto/);
  await expect(monto).toBeInViewport();
  await monto.fill('250.75');
  await form.getByLabel('Descripción').fill(descripcion);
  await form.getByRole('button', { name: 'Registrar egreso' }).click();
  await expect(aviso(page, 'Egreso registrado')).toBeVisible();
  await expect.poll(() => saldoEnCentavos(page)).toBe(inicial - 25_075);

  const tarjeta = page.locator('[data-estado]').filter({ hasText: descripcion });
  await expect(tarjeta).toContainText('EGRESO');
  await expect(tarjeta).toContainText('RD$ 250.75');
  await expect(page.getByRole('table')).toHaveCount(0);
  await esperarQueCargue(page);
  const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(desborde, `la caja a 390 px se sale por ${desborde} px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('caja-390.png'), fullPage: true });
  await page.screenshot({ path: test.info().outputPath('caja-390-arriba.png') });

  await tarjeta.getByRole('button', { name: 'Cancelar' }).click();
  const modal = page.getByRole('dialog', { name: 'Cancelar movimiento' });
  await modal.getByLabel(/^Motivo/).fill('Prueba en el teléfono');
  await page.waitForTimeout(300); // la transición del modal, para la captura
  await page.screenshot({ path: test.info().outputPath('caja-390-modal.png') });
  await modal.getByRole('button', { name: 'Cancelar movimiento' }).click();
  await expect(tarjeta).toContainText('CANCELADO');
  await expect.poll(() => saldoEnCentavos(page)).toBe(inicial);
});

test('quien solo ve la caja no registra ni cancela movimientos', async ({ page, request }) => {
  const { usuario, id } = await crearUsuario(request, { prefijo: 'vecaja' });
  const token = await tokenDe(request, 'DEMO', 'admin');
  const permisos = await request.put(`/api/usuarios/${id}/permisos`, {
    headers: { authorization: `Bearer ${token}` },
    data: { directos: ['caja.ver'] },
  });
  expect(permisos.ok(), await permisos.text()).toBeTruthy();

  await entrar(page, 'DEMO', usuario, { en: '/app/caja' });
  await expect(page.getByTestId('saldo-caja')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(formulario(page)).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Acciones' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
});

test('si la lista de movimientos llega sin la forma del contrato: "Respuesta inválida"', async ({ page }) => {
  await entrar(page, 'DEMO', 'admin');
  await page.route('**/api/caja/movimientos?*', (ruta) =>
    ruta.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"items":"nada"}' }),
  );
  await page.goto('/app/caja');
  await expect(page.getByText('Respuesta inválida')).toBeVisible();
  await expect(page.getByTestId('saldo-caja')).toBeVisible();
});
