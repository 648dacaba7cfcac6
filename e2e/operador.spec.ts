import { fechaDeNegocio, formatearFecha, sumarDias, sumarMeses } from '@prestamos/domain';
import {
  aviso,
  crearUsuario,
  entrar,
  llenarFecha,
  pdfEnPestanaNueva,
  tokenDe,
  violacionesGraves,
} from './ayudas';
import { type APIRequestContext, expect, type Page, test } from './prueba';

/**
 * El día del cobrador en un teléfono (390 px): entra, cae en "Tus rutas", cobra desde una tarjeta con el modal de pago
 * compartido, ve crecer lo cobrado hoy y abre su cuadre. Trabaja con su propio cobrador, ruta y clientes: no toca los
 * de DEMO, que otros recorridos miran.
 */
const TELEFONO = { width: 390, height: 844 };

async function comoAdmin(request: APIRequestContext) {
  const token = await tokenDe(request, 'DEMO', 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const pedir = async (metodo: 'post' | 'put' | 'delete', ruta: string, data?: unknown) => {
    const r = await request[metodo](`/api${ruta}`, { headers, data });
    expect(r.ok(), `${metodo} ${ruta}: ${await r.text()}`).toBeTruthy();
    return r.json();
  };
  return { pedir };
}

/** Un cliente con teléfono y dirección, y opcionalmente un préstamo que empezó `fecha_inicio`. */
async function clienteConPrestamo(
  pedir: Awaited<ReturnType<typeof comoAdmin>>['pedir'],
  datos: { nombres: string; apellidos: string; prestamo?: Record<string, unknown> },
) {
  const cliente = await pedir('post', '/clientes', {
    nombres: datos.nombres,
    apellidos: datos.apellidos,
    telefono: '809-555-0123',
    direccion: 'Calle Duarte #12, La Vega',
  });
  const id = cliente.item.id_cliente as number;
  if (datos.prestamo) await pedir('post', '/prestamos', { id_cliente: id, ...datos.prestamo });
  return id;
}

const total = (page: Page, etiqueta: string) => page.getByRole('group', { name: etiqueta });

test('el cobrador cobra desde su teléfono, ve crecer lo cobrado hoy y abre su cuadre', async ({
  page,
  context,
  browser,
  request,
}) => {
  // Dos navegadores y varias pantallas: en una máquina ocupada pasa de los 60 s de serie.
  test.slow();
  await page.setViewportSize(TELEFONO);
  const { pedir } = await comoAdmin(request);
  const sufijo = Date.now().toString(36);
  const hoy = fechaDeNegocio(new Date());
  const cobrador = await crearUsuario(request, { prefijo: 'ruta', nombres: 'Cobradora' });
  // Semanal que empezó hace 7 días: su primera cuota vence hoy (12 000 / 4 + 5 % / 4 de interés = 3 150).
  const alDia = await clienteConPrestamo(pedir, {
    nombres: 'Hoyvence',
    apellidos: `Ruta${sufijo}`,
    prestamo: {
      monto: 12000,
      plazo: 4,
      tasa: 5,
      amortizacion: 'ABSOLUTO',
      frecuencia: 'SEMANAL',
      fecha_inicio: sumarDias(hoy, -7),
    },
  });
  const atrasado = await clienteConPrestamo(pedir, {
    nombres: 'Atrasada',
    apellidos: `Ruta${sufijo}`,
    prestamo: {
      monto: 12000,
      plazo: 3,
      tasa: 5,
      amortizacion: 'ABSOLUTO',
      fecha_inicio: sumarDias(sumarMeses(hoy, -2), -15),
    },
  });
  const sinPrestamo = await clienteConPrestamo(pedir, { nombres: 'Sinprestamo', apellidos: `Ruta${sufijo}` });
  const ruta = (await pedir('post', '/rutas', { nombre: `Prueba cobro ${sufijo}` })).item.id_ruta as number;

  try {
    // Sin ruta todavía: la pantalla amable.
    await entrar(page, 'DEMO', cobrador.usuario);
    await expect(page).toHaveURL(/\/app\/operador$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tus rutas' })).toBeVisible();
    await expect(page.getByText('Aún no tienes rutas asignadas')).toBeVisible();

    await pedir('put', `/rutas/${ruta}/clientes`, { ids: [alDia, sinPrestamo, atrasado] });
    await pedir('put', `/rutas/${ruta}/empleados`, { ids: [cobrador.id] });
    await page.reload();
    await expect(total(page, 'Cobrado hoy')).toContainText('RD$ 0.00');
    await expect(total(page, 'A visitar')).toContainText('2');
    const tarjetas = page.getByRole('article');
    // A la vista, los que hay que visitar: atrasados primero; luego el orden de visita. El que no debe nada, plegado.
    await expect(tarjetas).toHaveCount(2);
    await expect(tarjetas.nth(0)).toHaveAccessibleName(`ATRASADA RUTA${sufijo.toUpperCase()}`);
    await expect(tarjetas.nth(1)).toHaveAccessibleName(`HOYVENCE RUTA${sufijo.toUpperCase()}`);
    const plegados = page
      .getByRole('region', { name: `Ruta Prueba cobro ${sufijo}` })
      .getByRole('button', { name: /^(Ver|Ocultar) \d+ clientes? más/ });
    await expect(plegados).toHaveText('Ver 1 cliente más: 1 al día');
    await plegados.click();
    await expect(tarjetas).toHaveCount(3);
    await expect(tarjetas.nth(2)).toHaveAccessibleName(`SINPRESTAMO RUTA${sufijo.toUpperCase()}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

    const tarjetaAtrasada = tarjetas.nth(0);
    await expect(tarjetaAtrasada).toContainText(/\d+ días de atraso/);
    await expect(tarjetaAtrasada.getByRole('link', { name: /809-555-0123/ })).toHaveAttribute(
      'href',
      'tel:8095550123',
    );
    await expect(tarjetaAtrasada.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/18095550123',
    );
    await expect(tarjetaAtrasada.getByRole('link', { name: /CALLE DUARTE/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=CALLE%20DUARTE%20%2312%2C%20LA%20VEGA',
    );

    // Sin préstamo no hay nada que cobrar: el mensaje de la spec.
    await tarjetas.nth(2).getByRole('button', { name: 'Recibir pago' }).click();
    await expect(aviso(page, 'No hay cuota pendiente')).toBeVisible();

    const tarjetaHoy = page.getByRole('article', { name: `HOYVENCE RUTA${sufijo.toUpperCase()}` });
    await expect(tarjetaHoy).toContainText('Vence hoy');
    await expect(tarjetaHoy).toContainText('RD$ 3,150.00');
    await expect(tarjetaHoy).toContainText(`vence ${formatearFecha(hoy)}`);
    expect(await violacionesGraves(page)).toEqual([]);

    await tarjetaHoy.getByRole('button', { name: 'Recibir pago' }).click();
    const modal = page.getByRole('dialog', { name: 'Recibir pago' });
    await expect(modal).toContainText(new RegExp(`Hoyvence Ruta${sufijo}`, 'i'));
    await modal.getByRole('button', { name: 'Cobrar RD$ 3,150.00' }).click();
    await modal.getByRole('button', { name: 'Confirmar cobro' }).click();
    await expect(modal).toContainText('Pago registrado');
    const recibo = (await modal.locator('b').first().textContent()) ?? '';
    await modal.getByRole('button', { name: 'Cerrar', exact: true }).click();

    await expect(total(page, 'Cobrado hoy')).toContainText('RD$ 3,150.00');
    await expect(total(page, 'Cobrado hoy')).toContainText('1 recibo');
    await expect(total(page, 'A visitar')).toContainText('1');
    // Ya cobrado hoy: pasa a los plegados (que siguen abiertos), con lo cobrado y la cuota siguiente, en una semana.
    await expect(plegados).toHaveText('Ocultar 2 clientes más: 1 cobrado hoy y 1 al día');
    await expect(tarjetaHoy).toContainText('Cobrado hoy: RD$ 3,150.00');
    await expect(tarjetaHoy).toContainText(`vence ${formatearFecha(sumarDias(hoy, 7))}`);

    await page.getByRole('button', { name: 'Cuadre del día' }).click();
    const cuadre = page.getByRole('dialog', { name: 'Cuadre del día' });
    await expect(cuadre.getByLabel('Fecha')).toHaveValue(formatearFecha(hoy));
    await expect(cuadre).toContainText('Cobradora');
    await expect(cuadre.getByTestId('totales-del-cuadre')).toContainText('RD$ 3,150.00');
    await expect(cuadre.getByRole('list', { name: 'Recibos del día' })).toContainText(recibo);
    await expect(cuadre.getByRole('table', { name: 'Totales por método' })).toContainText('EFECTIVO');
    await pdfEnPestanaNueva(context, cuadre.getByRole('button', { name: 'Imprimir cuadre' }));
    // Ayer no cobró nada.
    await llenarFecha(cuadre.getByLabel('Fecha'), sumarDias(hoy, -1));
    await expect(cuadre).toContainText('No hay cobros registrados este día.');
    await cuadre.getByRole('button', { name: 'Cerrar', exact: true }).click();

    // En la oficina, la caja filtra los movimientos de ese cobrador y abre su cuadre para recibirle el dinero.
    const oficina = await browser.newContext();
    const caja = await oficina.newPage();
    await entrar(caja, 'DEMO', 'admin');
    await caja.goto('/app/caja');
    await caja.getByRole('combobox', { name: 'Cobrador' }).fill(cobrador.usuario);
    await caja.getByRole('option', { name: new RegExp(`^${cobrador.usuario}`) }).click();
    const filas = caja.getByRole('row');
    await expect(filas).toHaveCount(2);
    await expect(filas.nth(1)).toContainText('RD$ 3,150.00');
    await expect(filas.nth(1)).toContainText('Cobradora');
    await caja.getByRole('button', { name: 'Cuadre del día' }).click();
    const suCuadre = caja.getByRole('dialog', { name: 'Cuadre del día' });
    await expect(suCuadre.getByRole('combobox', { name: 'Cobrador' })).toHaveValue(
      new RegExp(`^${cobrador.usuario}`),
    );
    await expect(suCuadre.getByTestId('totales-del-cuadre')).toContainText('RD$ 3,150.00');
    await expect(suCuadre.getByRole('table', { name: 'Recibos del día' })).toContainText(recibo);
    await oficina.close();
  } finally {
    // La ruta se borra y el cobrador se da de baja: DEMO tiene un cupo de usuarios activos.
    await pedir('delete', `/rutas/${ruta}`);
    await pedir('delete', `/usuarios/${cobrador.id}`);
  }
});

test('el operador de DEMO ve sus dos rutas, las filtra y busca', async ({ page }) => {
  await page.setViewportSize(TELEFONO);
  await entrar(page, 'DEMO', 'operador');
  await expect(page).toHaveURL(/\/app\/operador$/);
  await expect(page.getByRole('region', { name: 'Ruta La Vega centro' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ruta Moca' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ruta Jarabacoa' })).toHaveCount(0);
  await expect(total(page, 'Por cobrar')).toContainText('RD$');

  await page.getByRole('combobox', { name: 'Ruta' }).click();
  await page.getByRole('option', { name: 'Moca' }).click();
  await expect(page.getByRole('region', { name: 'Ruta La Vega centro' })).toHaveCount(0);
  const moca = page.getByRole('region', { name: 'Ruta Moca' });
  // Según el día, los clientes de Moca pueden estar todos plegados (cobrados hoy o al día): se abren.
  const plegados = moca.getByRole('button', { name: /^Ver \d+ clientes? más/ });
  if ((await moca.getByRole('article').count()) === 0) await plegados.click();
  const primero = (await moca.getByRole('article').first().getAttribute('aria-label')) ?? '';
  await page.getByLabel('Buscar').fill(primero.slice(0, 6));
  await expect(moca.getByRole('article', { name: primero })).toBeVisible();
  await page.getByLabel('Buscar').fill('zzzz nadie');
  await expect(page.getByText('Ningún cliente coincide con la búsqueda.')).toBeVisible();
});

test('el operador cobra pero no anula pagos: en Pagos no tiene «Cancelar pago»', async ({ page }) => {
  await entrar(page, 'DEMO', 'operador', { en: '/app/pagos' });
  await expect(page.getByRole('button', { name: /^Recibir cuota/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cancelar pago/ })).toHaveCount(0);
});
