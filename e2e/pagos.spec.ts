import { fechaDeNegocio, formatearFecha, sumarDias, sumarMeses } from '@prestamos/domain';
import { aviso, entrar, llenarFecha, pdfEnPestanaNueva, tokenDe } from './ayudas';
import { expect, type Page, test } from './prueba';

/**
 * Cobros en el navegador con la mora de DEMO (5 % por mes empezado después de 5 días). El préstamo: ABSOLUTO 12 000
 * al 5 % en 3 cuotas de 4 600 que empezó hace dos meses y medio: la cuota 1 debe 460 de mora, la 2 debe 230.
 */
async function prestamoAtrasado(page: Page, nombres: string) {
  const token = await tokenDe(page.request, 'DEMO', 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const apellidos = `Cobro${Date.now().toString(36)}`;
  const cliente = await page.request.post('/api/clientes', {
    headers,
    data: { nombres, apellidos, telefono: '809-555-0123' },
  });
  const idCliente = (await cliente.json()).item.id_cliente as number;
  const hoy = fechaDeNegocio(new Date());
  const r = await page.request.post('/api/prestamos', {
    headers,
    data: {
      id_cliente: idCliente,
      monto: 12000,
      plazo: 3,
      tasa: 5,
      amortizacion: 'ABSOLUTO',
      fecha_inicio: sumarDias(sumarMeses(hoy, -2), -15),
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  const { id_prestamo, codigo_prestamo } = (await r.json()).prestamo;
  return { idCliente, idPrestamo: id_prestamo as number, codigo: codigo_prestamo as string, apellidos };
}

const fila = (page: Page, cuota: number) => page.getByRole('row').nth(cuota);

test('cobro parcial, luego el resto, con recibo en PDF y enlace de WhatsApp; cancelar el último pago', async ({
  page,
  context,
}) => {
  await entrar(page, 'DEMO', 'admin');
  const p = await prestamoAtrasado(page, 'Pagadora');
  await page.goto(`/app/prestamos/${p.idPrestamo}`);
  await page.getByRole('tab', { name: 'Cronograma' }).click();
  await expect(fila(page, 1)).toContainText('460.00');
  await expect(page.getByRole('button', { name: /^Recibir cuota 2/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Cancelar pago de la cuota 1/ })).toBeDisabled();

  await page.getByRole('button', { name: /^Recibir cuota 1/ }).click();
  const modal = page.getByRole('dialog', { name: 'Recibir pago' });
  await expect(modal).toContainText(new RegExp(`Pagadora ${p.apellidos}`, 'i'));
  await expect(modal).toContainText('RD$ 460.00');
  await expect(modal).toContainText('RD$ 600.00');
  await expect(modal).toContainText('RD$ 4,000.00');
  const monto = modal.getByLabel('Monto a cobrar (RD$)');
  await expect(monto).toHaveValue('5,060');
  await monto.fill('15000');
  await expect(modal).toContainText('El monto no puede pasar de lo adeudado del préstamo (RD$ 14,490.00).');
  await monto.fill('3000');
  const reparto = modal.getByRole('table', { name: 'Cómo se aplica el pago' });
  await expect(reparto.getByRole('row').nth(1)).toContainText('RD$ 1,940.00');
  await modal.getByRole('button', { name: 'Cobrar RD$ 3,000.00' }).click();
  await expect(modal).toContainText('¿Cobrar RD$ 3,000.00');
  await modal.getByRole('button', { name: 'Confirmar cobro' }).click();
  await expect(modal).toContainText('Pago registrado');
  const recibo = (await modal.locator('b').first().textContent()) ?? '';
  expect(recibo).toMatch(/^RE-\d{6}-\d{6}$/);
  await expect(modal).toContainText('debe ahora RD$ 11,490.00');
  const whatsapp = modal.getByRole('link', { name: 'Enviar por WhatsApp' });
  await expect(whatsapp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/18095550123\\?text=.*${recibo}`),
  );
  await pdfEnPestanaNueva(context, modal.getByRole('button', { name: 'Imprimir recibo' }));
  await modal.getByRole('button', { name: 'Cerrar', exact: true }).click();

  // Los 3 000 cubrieron 460 de mora, 600 de interés y 1 940 de capital: faltan 2 060.
  await expect(fila(page, 1)).toContainText('2,060.00');
  await expect(fila(page, 1)).toContainText('VENCIDA');
  await page.getByRole('button', { name: /^Recibir cuota 1/ }).click();
  await expect(modal.getByLabel('Monto a cobrar (RD$)')).toHaveValue('2,060');
  await modal.getByRole('button', { name: 'Cobrar RD$ 2,060.00' }).click();
  await modal.getByRole('button', { name: 'Confirmar cobro' }).click();
  await expect(modal).toContainText('Pago registrado');
  await modal.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(fila(page, 1)).toContainText('PAGADA');
  await expect(page.getByRole('button', { name: /^Recibir cuota 2/ })).toBeEnabled();

  // Cancelar el último pago: la cuota 1 vuelve a deber los 2 060.
  await page.getByRole('button', { name: /^Cancelar pago de la cuota 1/ }).click();
  const confirmar = page.getByRole('dialog', { name: 'Cancelar pago' });
  await confirmar.getByLabel('Motivo').fill('Billete falso');
  await confirmar.getByRole('button', { name: 'Cancelar pago' }).click();
  await expect(page.getByText(/quedó ANULADO$/).first()).toBeVisible();
  await expect(fila(page, 1)).toContainText('2,060.00');
  await expect(fila(page, 1)).toContainText('VENCIDA');

  // El historial del cliente muestra los dos pagos de la cuota 1, el anulado tachado, y reimprime el recibo.
  await page.goto(`/app/clientes/${p.idCliente}`);
  await page.getByRole('tab', { name: 'Historial' }).click();
  await page.getByRole('button', { name: new RegExp(p.codigo) }).click();
  await page.getByRole('button', { name: 'Pagos de la cuota 1' }).click();
  await expect(page.getByText('ANULADO')).toBeVisible();
  await pdfEnPestanaNueva(context, page.getByRole('button', { name: `Imprimir el recibo ${recibo}` }));
});

test('diferir la primera cuota: fecha propuesta +7 días y sus mensajes', async ({ page }) => {
  await entrar(page, 'DEMO', 'admin');
  const p = await prestamoAtrasado(page, 'Diferida');
  await page.goto(`/app/prestamos/${p.idPrestamo}`);
  await page.getByRole('tab', { name: 'Cronograma' }).click();
  const vence = (await fila(page, 1).getByRole('cell').nth(1).textContent()) ?? '';
  const [d, m, a] = vence.split('/');
  const original = `${a}-${m}-${d}`;
  await page.getByRole('button', { name: /^Diferir cuota 1/ }).click();
  const modal = page.getByRole('dialog', { name: 'Diferir la cuota 1' });
  const fecha = modal.getByLabel('Nueva fecha');
  await expect(fecha).toHaveValue(formatearFecha(sumarDias(original, 7)));
  await llenarFecha(fecha, original);
  await modal.getByRole('button', { name: 'Diferir' }).click();
  await expect(modal).toContainText('La nueva fecha debe ser posterior a la actual');
  await llenarFecha(fecha, '');
  await expect(modal).toContainText('Selecciona la nueva fecha');
  await llenarFecha(fecha, sumarDias(original, 10));
  await modal.getByLabel('Motivo').fill('Cobra el viernes');
  await modal.getByRole('button', { name: 'Diferir' }).click();
  await expect(aviso(page, `Cuota 1 diferida al ${formatearFecha(sumarDias(original, 10))}`)).toBeVisible();
  await expect(fila(page, 1)).toContainText(formatearFecha(sumarDias(original, 10)));
});

test('desde la ficha del cliente: Registrar pago abre sus cuotas, con Cambiar y el cobro desde la lista', async ({
  page,
}) => {
  await entrar(page, 'DEMO', 'admin');
  const p = await prestamoAtrasado(page, 'Listada');
  await page.goto(`/app/clientes/${p.idCliente}`);
  await page.getByRole('link', { name: 'Registrar pago' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/pagos\\?cliente=${p.idCliente}$`));
  await expect(page.getByText(new RegExp(`Listada ${p.apellidos}`, 'i')).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar' })).toBeVisible();
  await expect(page.getByText('3 cuotas')).toBeVisible();
  await page.getByText('Vencidos', { exact: true }).click();
  await expect(page.getByText('2 cuotas')).toBeVisible();
  await page.getByRole('button', { name: /^Recibir cuota 1/ }).click();
  const modal = page.getByRole('dialog', { name: 'Recibir pago' });
  await modal.getByRole('button', { name: 'Cobrar RD$ 5,060.00' }).click();
  await modal.getByRole('button', { name: 'Confirmar cobro' }).click();
  await expect(modal).toContainText('Pago registrado');
  // La cuota pagada sale de la lista, pero el recibo sigue a la vista hasta cerrar.
  await expect(page.getByText(/^1 cuota · por página/)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Imprimir recibo' })).toBeVisible();
  await modal.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await page.getByRole('button', { name: 'Quitar el filtro de cliente' }).click();
  // Sin el cliente; el rango elegido sigue en la dirección.
  await expect(page).toHaveURL(/\/app\/pagos\?rango=VENCIDOS$/);
});

test('el modal de cobro en un teléfono (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await entrar(page, 'DEMO', 'admin');
  const p = await prestamoAtrasado(page, 'Movil');
  await page.goto(`/app/pagos?cliente=${p.idCliente}`);
  await page.getByRole('button', { name: /^Recibir cuota 1/ }).click();
  const modal = page.getByRole('dialog', { name: 'Recibir pago' });
  await modal.getByLabel('Descontar mora').check();
  await modal.getByLabel('Mora perdonada (RD$)').fill('460');
  await modal.getByLabel('Motivo del descuento').fill('Cliente puntual');
  // Sin tocar el monto, se propone lo adeudado menos la mora perdonada.
  await expect(modal.getByRole('button', { name: 'Cobrar RD$ 4,600.00' })).toBeVisible();
  const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(desborde).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/capturas/390_modal-de-cobro.png' });
  await modal.getByRole('button', { name: 'Cobrar RD$ 4,600.00' }).click();
  await modal.getByRole('button', { name: 'Confirmar cobro' }).click();
  await expect(modal).toContainText('Pago registrado');
  await page.screenshot({ path: 'test-results/capturas/390_recibo-de-cobro.png' });
});
