import { aviso, entrar, menuPrincipal, tokenDe } from './ayudas';
import { expect, test } from './prueba';

// Lo pequeño que el personal nota en su primera semana (issue 34, punto 18).
const ANCHOS = [1280, 390];

test('contacto: el agradecimiento sale una sola vez, junto al formulario', async ({ page }) => {
  for (const ancho of ANCHOS) {
    await page.setViewportSize({ width: ancho, height: 900 });
    await page.goto('/contacto');
    await page.getByLabel('Nombre').fill('Ramón Tavárez');
    await page.getByLabel('Mensaje').fill('Tenemos 3 cobradores. ¿Qué plan nos conviene?');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('status')).toHaveText('¡Gracias! Te contactaremos muy pronto.');
    await expect(page.getByText('¡Gracias! Te contactaremos muy pronto.')).toHaveCount(1);
  }
});

test('con sesión, el sitio público ofrece "Ir a la aplicación" en vez de "Acceder"', async ({ page }) => {
  await entrar(page, 'DEMO', 'admin', { en: '/planes' });
  const sitio = page.getByRole('banner');
  await expect(sitio.getByRole('link', { name: 'Acceder' })).toHaveCount(0);
  await sitio.getByRole('link', { name: 'Ir a la aplicación' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sobre');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await expect(menu.getByRole('link', { name: 'Acceder' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Ir a la aplicación' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('en Ajustes el menú resalta solo Ajustes; en Empresa, solo Empresa', async ({ page }) => {
  await entrar(page, 'DEMO', 'admin');
  const menu = menuPrincipal(page);
  const empresa = menu.getByRole('link', { name: 'Empresa', exact: true });
  const ajustes = menu.getByRole('link', { name: 'Ajustes', exact: true });
  await page.goto('/app/empresa/ajustes');
  await expect(ajustes).toHaveAttribute('aria-current', 'page');
  await expect(empresa).not.toHaveAttribute('aria-current', 'page');
  await page.goto('/app/empresa');
  await expect(empresa).toHaveAttribute('aria-current', 'page');
  await expect(ajustes).not.toHaveAttribute('aria-current', 'page');
});

test('"No autorizado" tiene el camino de vuelta al inicio de cada rol', async ({ page }) => {
  await entrar(page, 'DEMO', 'operador');
  for (const ancho of ANCHOS) {
    await page.setViewportSize({ width: ancho, height: 844 });
    await page.goto('/app/usuarios');
    await expect(page.getByRole('heading', { name: 'No autorizado' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/app\/operador$/);
  }
});

test('la simulación del préstamo nuevo a 1280 px: cada monto en una sola línea', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrar(page, 'DEMO', 'admin', { en: '/app/prestamos/nuevo' });
  await page.getByLabel(/^Monto \(RD\$\)/).fill('250000');
  await page.getByLabel(/^Tasa/).fill('5');
  await page.getByLabel(/^Plazo/).fill('12');
  // PMT(5 %; 12; 250 000) = 28 206.35; el saldo inicial más largo es de seis cifras.
  const cuota = page.getByRole('cell', { name: 'RD$ 28,206.35' }).first();
  await expect(cuota).toBeVisible();
  const fila = page.getByRole('row').filter({ has: cuota }).first();
  const alturas = await fila
    .getByRole('cell')
    .evaluateAll((celdas) =>
      celdas.map((c) => [getComputedStyle(c).whiteSpace, c.getBoundingClientRect().height]),
    );
  // Y la tabla cabe en su tarjeta: ninguna columna queda escondida tras un desplazamiento lateral.
  const tabla = page.getByRole('table').first();
  expect(await tabla.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0))).toBe(true);
  const [, alturaDelNumero] = alturas[0] as [string, number];
  for (const [espacio, altura] of alturas.slice(2) as [string, number][]) {
    expect(espacio).toBe('nowrap');
    expect(altura).toBeLessThanOrEqual(alturaDelNumero);
  }
});

test('una cédula con el dígito verificador errado se guarda, con el aviso junto al campo y en la ficha', async ({
  page,
  request,
}) => {
  const apellido = `Cedula${Date.now().toString(36)}`;
  await entrar(page, 'DEMO', 'admin', { en: '/app/clientes' });
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await modal.getByLabel('Nombres').fill('Yanelis');
  await modal.getByLabel('Apellidos').fill(apellido);
  const cedula = modal.getByLabel('Cédula');
  await cedula.pressSequentially('40212345679');
  await expect(modal.getByText('Cédula con dígito verificador inválido')).toBeVisible();
  await cedula.fill('');
  await cedula.pressSequentially('40212345678');
  await expect(modal.getByText('Cédula con dígito verificador inválido')).toHaveCount(0);
  await cedula.fill('');
  await cedula.pressSequentially('40212345679');
  await modal.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(aviso(page, 'Cliente creado')).toBeVisible();

  await page.getByLabel('Buscar').fill(apellido.toLowerCase());
  await page
    .getByRole('row', { name: new RegExp(apellido, 'i') })
    .getByRole('link', { name: new RegExp(apellido, 'i') })
    .click();
  await expect(page.getByRole('heading', { name: new RegExp(apellido, 'i') })).toBeVisible();
  await expect(page.getByRole('main').getByText('402-1234567-9', { exact: true })).toBeVisible();
  await expect(page.getByText('Cédula con dígito verificador inválido')).toBeVisible();

  // En el teléfono, la tarjeta de la lista también lo dice.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/clientes');
  await page.getByLabel('Buscar').fill(apellido.toLowerCase());
  await expect(page.getByText(apellido.toUpperCase())).toBeVisible();
  await expect(page.getByText('Cédula con dígito verificador inválido')).toBeVisible();

  const token = await tokenDe(request, 'DEMO', 'admin');
  const lista = await request.get(`/api/clientes?q=${apellido}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  for (const c of (await lista.json()).items as { id_cliente: number }[]) {
    const r = await request.delete(`/api/clientes/${c.id_cliente}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(r.ok(), await r.text()).toBeTruthy();
  }
});
