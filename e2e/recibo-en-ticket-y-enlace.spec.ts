import { fechaDeNegocio, sumarDias } from '@prestamos/domain';
import { aviso, crearUsuario, entrar, pdfEnPestanaNueva, tokenDe } from './ayudas';
import { expect, test } from './prueba';

/**
 * Issue 34: la empresa elige su impresora de ticket en Ajustes; el cobrador, en su teléfono (390 px), cobra y ve
 * "Imprimir ticket", y el enlace de WhatsApp lleva la dirección que abre el recibo sin iniciar sesión.
 */
test('el cobrador imprime el ticket y manda por WhatsApp el enlace del recibo', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.slow();
  const token = await tokenDe(request, 'DEMO', 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const pedir = async (metodo: 'post' | 'put' | 'delete', ruta: string, data?: unknown) => {
    const r = await request[metodo](`/api${ruta}`, { headers, data });
    expect(r.ok(), `${metodo} ${ruta}: ${await r.text()}`).toBeTruthy();
    return r.json();
  };
  const sufijo = Date.now().toString(36);
  const cobrador = await crearUsuario(request, { prefijo: 'tick', nombres: 'Cobradora' });
  const cliente = await pedir('post', '/clientes', {
    nombres: 'Ticket',
    apellidos: `Enlace${sufijo}`,
    telefono: '809-555-0123',
  });
  const idCliente = cliente.item.id_cliente as number;
  // Semanal que empezó hace 7 días: su primera cuota (3 150) vence hoy.
  await pedir('post', '/prestamos', {
    id_cliente: idCliente,
    monto: 12000,
    plazo: 4,
    tasa: 5,
    amortizacion: 'ABSOLUTO',
    frecuencia: 'SEMANAL',
    fecha_inicio: sumarDias(fechaDeNegocio(new Date()), -7),
  });
  const ruta = (await pedir('post', '/rutas', { nombre: `Ticket ${sufijo}` })).item.id_ruta as number;
  await pedir('put', `/rutas/${ruta}/clientes`, { ids: [idCliente] });
  await pedir('put', `/rutas/${ruta}/empleados`, { ids: [cobrador.id] });

  try {
    // La administradora elige la impresora de 58 mm en los ajustes de la empresa.
    const oficina = await browser.newContext();
    const ajustes = await oficina.newPage();
    await entrar(ajustes, 'DEMO', 'admin');
    await ajustes.goto('/app/empresa/ajustes');
    const impresora = ajustes.getByRole('radiogroup', { name: 'Impresora de ticket' });
    await expect(impresora.getByRole('radio', { name: 'Ninguna' })).toBeChecked();
    await impresora.getByText('58 mm').click();
    await ajustes.getByRole('button', { name: 'Guardar' }).click();
    await expect(aviso(ajustes, 'Ajustes guardados')).toBeVisible();
    await ajustes.reload();
    await expect(impresora.getByRole('radio', { name: '58 mm' })).toBeChecked();
    await oficina.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await entrar(page, 'DEMO', cobrador.usuario);
    const tarjeta = page.getByRole('article', { name: `Ticket Enlace${sufijo}` });
    await tarjeta.getByRole('button', { name: 'Recibir pago' }).click();
    const modal = page.getByRole('dialog', { name: 'Recibir pago' });
    await modal.getByRole('button', { name: 'Cobrar RD$ 3,150.00' }).click();
    await modal.getByRole('button', { name: 'Confirmar cobro' }).click();
    await expect(modal).toContainText('Pago registrado');
    const recibo = (await modal.locator('b').first().textContent()) ?? '';

    // El ticket se abre en una pestaña, como el recibo de carta.
    const ticket = modal.getByRole('button', { name: 'Imprimir ticket' });
    await expect(ticket).toBeInViewport();
    await pdfEnPestanaNueva(context, ticket);

    // WhatsApp lleva el enlace del recibo, que abre el PDF sin iniciar sesión.
    const whatsapp = modal.getByRole('link', { name: 'Enviar por WhatsApp' });
    await expect(whatsapp).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/18095550123\?text=.*%2Fapi%2Fpublico%2Frecibos%2F/,
    );
    const texto = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
    expect(texto).toContain(recibo);
    const enlace = /Vea su recibo: (\S+)$/.exec(texto)?.[1] ?? '';
    expect(enlace).toMatch(/^http:\/\/[^/]+\/api\/publico\/recibos\/[A-Za-z0-9_-]{43}$/);
    const sinSesion = await browser.newContext();
    const abierto = await sinSesion.request.get(enlace);
    expect(abierto.status()).toBe(200);
    expect(abierto.headers()['content-type']).toBe('application/pdf');
    expect((await abierto.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // Un enlace cambiado no abre nada, y no dice por qué.
    const cambiado = await sinSesion.request.get(`${enlace.slice(0, -1)}${enlace.endsWith('A') ? 'B' : 'A'}`);
    expect(cambiado.status()).toBe(404);
    expect((await cambiado.json()).message).toBe(
      'El enlace del recibo no es válido o ya venció. Pídele al prestamista que te lo envíe de nuevo.',
    );
    await sinSesion.close();
    await page.screenshot({ path: test.info().outputPath('resultado-del-cobro-390.png') });
  } finally {
    await pedir('put', '/empresa/ajustes', { ticket_mm: null });
    await pedir('delete', `/rutas/${ruta}`);
    await pedir('delete', `/usuarios/${cobrador.id}`);
  }
});
