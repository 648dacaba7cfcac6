import { crearUsuario, desactivarUsuario, entrar, pdfEnPestanaNueva, tokenDe } from './ayudas';
import { type APIRequestContext, expect, type Page, test } from './prueba';

/**
 * Issue 34: lo que el cliente paga de verdad, a la vista. La confirmación de un préstamo de solo interés dice la última
 * cuota (el capital); la liquidación termina con su recibo para imprimir, como un cobro; el cuadre del día descuenta
 * lo que el cobrador sacó de la caja.
 */
async function clienteNuevo(request: APIRequestContext, token: string, nombres: string) {
  const r = await request.post('/api/clientes', {
    headers: { authorization: `Bearer ${token}` },
    data: { nombres, apellidos: `Dinero${Date.now().toString(36)}`, telefono: '8095550101' },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  return (await r.json()).item.id_cliente as number;
}

async function sinDesborde(page: Page) {
  const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(desborde, `la página se sale por ${desborde} px`).toBeLessThanOrEqual(0);
}

for (const ancho of [1280, 390]) {
  test(`a ${ancho} px, la confirmación de un préstamo de solo interés dice la cuota final con el capital`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: ancho, height: 900 });
    await entrar(page, 'DEMO', 'admin');
    const id = await clienteNuevo(page.request, await tokenDe(page.request, 'DEMO', 'admin'), 'Interés');
    await page.goto(`/app/prestamos/nuevo?cliente=${id}`);
    await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue(/INTERÉS DINERO/);
    await page.getByLabel(/^Monto \(RD\$\)/).fill('20000');
    await page.getByRole('combobox', { name: 'Amortización' }).click();
    await page.getByRole('option', { name: 'Solo interés' }).click();
    await page.getByRole('combobox', { name: 'Frecuencia' }).click();
    await page.getByRole('option', { name: 'Quincenal' }).click();
    await page.getByLabel(/^Tasa/).fill('8');
    await page.getByLabel(/^Plazo/).fill('6');
    await page.getByRole('button', { name: 'Revisar y crear' }).click();

    // 20,000 al 8 % mensual, quincenal: 800.00 de interés por quincena; la sexta devuelve además los 20,000.
    const confirmar = page.getByRole('dialog', { name: 'Confirmar préstamo' });
    await expect(confirmar).toContainText('5 de RD$ 800.00 y 1 de RD$ 20,800.00');
    await expect(confirmar).toContainText(/Total a pagar\s*RD\$\s24,800.00/);
    await expect(confirmar).toBeInViewport({ ratio: 1 });
    await sinDesborde(page);
    await page.screenshot({ path: test.info().outputPath(`confirmar-interes-${ancho}.png`) });
    await confirmar.getByRole('button', { name: 'Volver' }).click();
    await expect(confirmar).toHaveCount(0);
  });
}

test('la liquidación termina con su recibo: imprimirlo y enviarlo por WhatsApp, como un cobro', async ({
  page,
  context,
}) => {
  await entrar(page, 'DEMO', 'admin');
  const token = await tokenDe(page.request, 'DEMO', 'admin');
  const id = await clienteNuevo(page.request, token, 'Liquida');
  const p = await page.request.post('/api/prestamos', {
    headers: { authorization: `Bearer ${token}` },
    data: { id_cliente: id, monto: 3000, plazo: 3, tasa: 5, amortizacion: 'ABSOLUTO', frecuencia: 'MENSUAL' },
  });
  expect(p.ok(), await p.text()).toBeTruthy();
  const { id_prestamo, codigo_prestamo } = (await p.json()).prestamo;

  await page.goto(`/app/prestamos/${id_prestamo}`);
  await page.getByRole('main').getByRole('button', { name: 'Liquidar' }).click();
  const liquidar = page.getByRole('dialog', { name: `Liquidar ${codigo_prestamo}` });
  // Adeudado: 3,000 de capital + 3 × 150 de interés = 3,450.00; con 50.50 de descuento, 3,399.50.
  await liquidar.getByLabel('Descuento (RD$)').fill('50.50');
  await expect(liquidar.getByTestId('total-liquidacion')).toHaveText('RD$ 3,399.50');
  await liquidar.getByRole('button', { name: 'Liquidar' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar liquidación' })
    .getByRole('button', { name: 'Liquidar' })
    .click();

  await expect(liquidar.getByText('Préstamo liquidado')).toBeVisible();
  await expect(liquidar).toContainText(
    /Recibo RE-\d{6}-\d{6} por RD\$\s3,399.50 \(descuento de RD\$\s50.50\)/,
  );
  await expect(liquidar).toContainText(`El préstamo ${codigo_prestamo} quedó SALDADO.`);
  const whatsapp = liquidar.getByRole('link', { name: 'Enviar por WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', /wa\.me\/18095550101/);
  expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain(
    `Liquidación del préstamo ${codigo_prestamo} por RD$\u00a03,399.50. ¡Préstamo saldado!`,
  );
  await pdfEnPestanaNueva(context, liquidar.getByRole('button', { name: 'Imprimir recibo' }));
  await liquidar.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(liquidar).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Liquidar' })).toBeDisabled();
});

test('el cuadre del cobrador descuenta lo que sacó de la caja y dice el neto a entregar, a 390 y 1280 px', async ({
  page,
  browser,
}) => {
  await entrar(page, 'DEMO', 'admin');
  const token = await tokenDe(page.request, 'DEMO', 'admin');
  const conAdmin = { authorization: `Bearer ${token}` };
  const cobrador = await crearUsuario(page.request, { prefijo: 'cuadre', nombres: 'Cuadrera' });
  try {
    const permisos = await page.request.put(`/api/usuarios/${cobrador.id}/permisos`, {
      headers: conAdmin,
      data: { directos: ['caja.movimientos.crear', 'clientes.todos'] },
    });
    expect(permisos.ok(), await permisos.text()).toBeTruthy();
    const id = await clienteNuevo(page.request, token, 'Cuadre');
    const p = await page.request.post('/api/prestamos', {
      headers: conAdmin,
      data: {
        id_cliente: id,
        monto: 3000,
        plazo: 3,
        tasa: 5,
        amortizacion: 'ABSOLUTO',
        frecuencia: 'MENSUAL',
      },
    });
    expect(p.ok(), await p.text()).toBeTruthy();
    const plan = await page.request.get(`/api/prestamos/${(await p.json()).prestamo.id_prestamo}/plan`, {
      headers: conAdmin,
    });
    const idPago = (await plan.json()).cuotas[0].id_pago;

    // El cobrador cobra 1,000.25 y paga 125.40 de combustible: entrega 874.85.
    const suyo = { authorization: `Bearer ${await tokenDe(page.request, 'DEMO', cobrador.usuario)}` };
    const cobro = await page.request.post(`/api/pagos/${idPago}/cobrar`, {
      headers: suyo,
      data: { monto: 1000.25, metodo: 'EFECTIVO' },
    });
    expect(cobro.ok(), await cobro.text()).toBeTruthy();
    const gasto = await page.request.post('/api/caja/movimientos', {
      headers: suyo,
      data: { tipo: 'EGRESO', monto: 125.4, descripcion: 'Combustible de la ruta' },
    });
    expect(gasto.ok(), await gasto.text()).toBeTruthy();

    // En su teléfono (otra sesión del navegador).
    const suNavegador = await browser.newContext();
    const suPagina = await suNavegador.newPage();
    await entrar(suPagina, 'DEMO', cobrador.usuario);
    for (const ancho of [390, 1280]) {
      await suPagina.setViewportSize({ width: ancho, height: 900 });
      await suPagina.goto('/app/operador');
      await suPagina.getByRole('button', { name: 'Cuadre del día' }).click();
      const cuadre = suPagina.getByRole('dialog', { name: 'Cuadre del día' });
      const totales = cuadre.getByTestId('totales-del-cuadre');
      await expect(totales).toContainText(/Neto a entregar\s*RD\$\s874.85/);
      await expect(totales).toContainText(/Cobrado\s*RD\$\s1,000.25/);
      await expect(totales).toContainText(/Egresos\s*RD\$\s125.40/);
      const egresos = cuadre.getByRole(ancho === 390 ? 'list' : 'table', { name: 'Egresos del día' });
      await expect(egresos).toContainText('Combustible de la ruta');
      await expect(egresos).toContainText('RD$ 125.40');
      await sinDesborde(suPagina);
      await suPagina.screenshot({ path: test.info().outputPath(`cuadre-${ancho}.png`), fullPage: true });
      await cuadre.getByRole('button', { name: 'Cerrar', exact: true }).click();
    }
    await suNavegador.close();
  } finally {
    await desactivarUsuario(page.request, cobrador.id);
  }
});
