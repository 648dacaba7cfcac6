import { entrar, llenarFecha, pdfEnPestanaNueva, tokenDe } from './ayudas';
import { expect, type Page, test } from './prueba';

async function llenarCondiciones(page: Page, datos: { monto: string; tasa?: string; plazo?: string }) {
  await page.getByLabel(/^Monto \(RD\$\)/).fill(datos.monto);
  if (datos.tasa !== undefined) await page.getByLabel(/^Tasa/).fill(datos.tasa);
  if (datos.plazo !== undefined) await page.getByLabel(/^Plazo|^Cuotas para sugerir/).fill(datos.plazo);
}

test('préstamo FRANCÉS para un cliente nuevo: simulación, alta, documentos, aviso, cronograma y liquidación', async ({
  page,
  context,
}) => {
  const apellido = `Frances${Date.now().toString(36)}`;
  await entrar(page, 'DEMO', 'admin', { en: '/app/prestamos/nuevo' });

  // Sin datos, los mensajes de la spec.
  await page.getByRole('button', { name: 'Revisar y crear' }).click();
  await expect(page.getByText('El monto debe ser mayor a 0')).toBeVisible();
  await expect(page.getByText('Debes indicar la tasa mensual')).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const rapido = page.getByRole('dialog', { name: 'Nuevo cliente (rápido)' });
  await rapido.getByLabel(/Nombres/).fill('Wendy');
  await rapido.getByLabel(/Apellidos/).fill(apellido);
  await rapido.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue(
    new RegExp(`WENDY ${apellido.toUpperCase()}`),
  );

  await llenarCondiciones(page, { monto: '50000', tasa: '5', plazo: '12' });
  // La simulación usa el mismo motor que el servidor: PMT(5 %; 12; 50 000) = 5 641,27.
  await expect(page.getByRole('cell', { name: 'RD$ 5,641.27' }).first()).toBeVisible();
  await expect(page.getByText('Neto a desembolsar: RD$ 50,000.00')).toBeVisible();

  await page.getByRole('button', { name: 'Revisar y crear' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Confirmar préstamo' });
  // La última cuota absorbe el redondeo: el resumen la dice aparte.
  await expect(confirmar).toContainText('11 de RD$ 5,641.27 y 1 de RD$ 5,641.29');
  await confirmar.getByRole('button', { name: 'Crear préstamo' }).click();

  const creado = page.getByRole('dialog', { name: 'Préstamo creado' });
  await expect(creado).toContainText('quedó registrado');
  const codigo = (await creado.locator('b').first().textContent()) ?? '';
  expect(codigo).toMatch(/^PR-\d{6}-\d{6}$/);
  await pdfEnPestanaNueva(context, creado.getByRole('button', { name: 'Contrato' }));

  await creado.getByRole('button', { name: 'Ir a la lista' }).click();
  await expect(page.getByRole('status')).toContainText(`Préstamo ${codigo} creado`);
  const fila = page.getByRole('row', { name: new RegExp(codigo) });
  await expect(fila).toHaveAttribute('data-resaltado', 'true');
  await expect(fila).toContainText('VIGENTE');
  // A los 7 segundos el aviso se va y la dirección queda limpia.
  await expect(page.getByRole('status')).toBeHidden();
  await expect(page).toHaveURL(/\/app\/prestamos$/);

  await fila.getByRole('link', { name: `Ver ${codigo}` }).click();
  await expect(page.getByRole('heading', { name: codigo })).toBeVisible();
  await page.getByRole('tab', { name: 'Cronograma' }).click();
  await expect(page.getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('row').nth(1)).toContainText('5,641.27');
  await expect(page.getByRole('row').nth(1)).toContainText('2,500.00');

  await page.getByRole('button', { name: 'Liquidar' }).click();
  const liquidar = page.getByRole('dialog', { name: `Liquidar ${codigo}` });
  // Lo tecleado de más no se recorta en silencio (issue 34): queda escrito, el campo dice su tope y Liquidar se apaga.
  const botonLiquidar = liquidar.getByRole('button', { name: 'Liquidar' });
  await liquidar.getByLabel('Descuento (RD$)').selectText();
  await liquidar.getByLabel('Descuento (RD$)').pressSequentially('99999');
  await expect(liquidar.getByLabel('Descuento (RD$)')).toHaveValue('99,999');
  await expect(liquidar.getByText('No puede pasar de RD$ 67,695.26.')).toBeVisible();
  await expect(botonLiquidar).toBeDisabled();
  await liquidar.getByText('Descuento en %').click();
  await liquidar.getByLabel('Descuento (%)').selectText();
  await liquidar.getByLabel('Descuento (%)').pressSequentially('150');
  await expect(liquidar.getByLabel('Descuento (%)')).toHaveValue('150');
  await expect(liquidar.getByText('No puede pasar de 100 %.')).toBeVisible();
  await expect(botonLiquidar).toBeDisabled();
  await liquidar.getByLabel('Descuento (%)').fill('10');
  await expect(liquidar.getByText('No puede pasar de 100 %.')).toHaveCount(0);
  // Adeudado 67 695,26 (el total del plan); 10 % = 6 769,53 → total 60 925,73.
  await expect(liquidar.getByTestId('total-liquidacion')).toHaveText('RD$ 60,925.73');
  await liquidar.getByRole('button', { name: 'Liquidar' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar liquidación' })
    .getByRole('button', { name: 'Liquidar' })
    .click();
  // Como un cobro: el recibo de la liquidación, para imprimir (issue 34).
  await expect(liquidar.getByText('Préstamo liquidado')).toBeVisible();
  await expect(liquidar).toContainText(`El préstamo ${codigo} quedó SALDADO.`);
  await expect(liquidar.getByRole('button', { name: 'Imprimir recibo' })).toBeVisible();
  await liquidar.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(page.getByText('SALDADO').first()).toBeVisible();
  // El de la página: el modal de confirmación puede seguir en el DOM, transparente, mientras termina de cerrarse.
  await expect(page.getByRole('main').getByRole('button', { name: 'Liquidar' })).toBeDisabled();
});

test('préstamo MANUAL con la tabla sugerida y editada', async ({ page }) => {
  await entrar(page, 'DEMO', 'admin');
  const token = await tokenDe(page.request, 'DEMO', 'admin');
  const cliente = await page.request.post('/api/clientes', {
    headers: { authorization: `Bearer ${token}` },
    data: { nombres: 'Manuel', apellidos: `Tabla${Date.now().toString(36)}` },
  });
  const { id_cliente } = (await cliente.json()).item;
  await page.goto(`/app/prestamos/nuevo?cliente=${id_cliente}`);
  await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue(/MANUEL TABLA/);
  await llenarCondiciones(page, { monto: '9000', tasa: '10', plazo: '3' });
  await page.getByRole('combobox', { name: 'Amortización' }).click();
  await page.getByRole('option', { name: 'Manual' }).click();
  // Sugerida: 9 000 / 3 + 10 % = 3 900 cada una.
  await expect(page.getByLabel('Monto de la cuota 3')).toHaveValue('3,900');
  await page.getByLabel('Monto de la cuota 3').fill('4500');
  await expect(page.getByText('Suma de las cuotas: RD$ 12,300.00')).toBeVisible();
  // Fechas que van hacia atrás y un inicio del año 1: la pantalla dice qué está mal antes de enviar (issue 31).
  const segunda = await page.getByLabel('Fecha de la cuota 2').inputValue();
  const primera = await page.getByLabel('Fecha de la cuota 1').inputValue();
  await llenarFecha(page.getByLabel('Fecha de la cuota 2'), primera);
  const inicio = await page.getByLabel('Fecha de inicio').inputValue();
  await llenarFecha(page.getByLabel('Fecha de inicio'), '0001-01-01');
  await page.getByRole('button', { name: 'Revisar y crear' }).click();
  await expect(page.getByText(/^La fecha de inicio no puede ser anterior al/)).toBeVisible();
  await expect(
    page.getByText(/^La cuota 2 del modo Manual vence el .*: debe ser posterior a la cuota 1/),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Confirmar préstamo' })).toHaveCount(0);
  await llenarFecha(page.getByLabel('Fecha de inicio'), inicio);
  await llenarFecha(page.getByLabel('Fecha de la cuota 2'), segunda);
  await page.getByRole('button', { name: 'Revisar y crear' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar préstamo' })
    .getByRole('button', { name: 'Crear préstamo' })
    .click();
  const creado = page.getByRole('dialog', { name: 'Préstamo creado' });
  await expect(creado).toBeVisible();
  const codigo = (await creado.locator('b').first().textContent()) ?? '';
  await creado.getByRole('button', { name: 'Ir a la lista' }).click();
  await page
    .getByRole('row', { name: new RegExp(codigo) })
    .getByRole('link', { name: `Ver ${codigo}` })
    .click();
  await expect(page.getByText('Tabla manual')).toBeVisible();
  await page.getByRole('tab', { name: 'Cronograma' }).click();
  await expect(page.getByRole('row').nth(3)).toContainText('4,500.00');

  // DEMO no permite préstamos múltiples: con este préstamo activo, el cliente queda bloqueado al elegirlo.
  await page.goto(`/app/prestamos/nuevo?cliente=${id_cliente}`);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Política de empresa: no permitir múltiples préstamos activos.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revisar y crear' })).toBeDisabled();
});

test('reenganche desde la ficha del cliente: vista previa con ambas estrategias y confirmación', async ({
  page,
}) => {
  await entrar(page, 'DEMO', 'admin');
  const token = await tokenDe(page.request, 'DEMO', 'admin');
  const cabeceras = { authorization: `Bearer ${token}` };
  const cliente = await (
    await page.request.post('/api/clientes', {
      headers: cabeceras,
      data: { nombres: 'Rosa', apellidos: `Reenganche${Date.now().toString(36)}` },
    })
  ).json();
  const idCliente = cliente.item.id_cliente;
  const prestamo = await page.request.post('/api/prestamos', {
    headers: cabeceras,
    data: { id_cliente: idCliente, monto: 60000, plazo: 12, tasa: 4 },
  });
  expect(prestamo.status()).toBe(201);

  await page.goto(`/app/clientes/${idCliente}`);
  await page.getByRole('tab', { name: 'Préstamos' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('ACTIVO');
  await page.getByRole('button', { name: 'Reenganche' }).click();
  const modal = page.getByRole('dialog', { name: /^Reenganche de / });
  await modal.getByLabel(/Monto extra/).fill('10000');
  await modal.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(modal).toContainText('RD$ 60,000.00');
  await expect(modal).toContainText('RD$ 70,000.00');
  await expect(modal.getByRole('row')).toHaveCount(13);
  await modal.getByText('Mantener cuota').click();
  await modal.getByRole('button', { name: 'Ver vista previa' }).click();
  // Con la cuota de 6 393,13 hacen falta más de 12 cuotas para 70 000.
  await expect(modal.getByRole('row')).toHaveCount(16);
  await modal.getByRole('button', { name: 'Confirmar reenganche' }).click();
  await expect(page).toHaveURL(/\/app\/prestamos\/\d+$/);
  await expect(page.getByRole('link', { name: 'préstamo anterior' })).toBeVisible();
  await expect(page.getByText('RD$ 70,000.00').first()).toBeVisible();
});
