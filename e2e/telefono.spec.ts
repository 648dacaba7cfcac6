import { fechaDeNegocio, sumarDias, sumarMeses } from '@prestamos/domain';
import { entrar, tokenDe } from './ayudas';
import { expect, type Locator, type Page, test } from './prueba';

// Issue 34 (9, 10, 11): a 390 px lo que se usa en el mostrador y en la ruta cabe sin desplazarse a los lados; a 1280 px
// las mismas pantallas siguen como estaban (tablas, dos columnas).

const TELEFONO = { width: 390, height: 844 };
const ESCRITORIO = { width: 1280, height: 900 };

/** Nada se sale por la derecha: la página no se desplaza a los lados (un par de píxeles de redondeo). */
async function sinDesbordeLateral(page: Page) {
  const ancho = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(ancho).toBeLessThanOrEqual(TELEFONO.width + 2);
}

/** El elemento está dentro del ancho de la pantalla sin desplazar nada a los lados, y a la vista al bajar. */
async function alAlcance(boton: Locator) {
  const caja = await boton.boundingBox();
  expect(caja).not.toBeNull();
  expect((caja?.x ?? -1) >= 0 && (caja?.x ?? 0) + (caja?.width ?? 0) <= TELEFONO.width).toBe(true);
  await boton.scrollIntoViewIfNeeded();
  await expect(boton).toBeInViewport();
  expect(await boton.page().evaluate(() => window.scrollX)).toBe(0);
}

/**
 * Un cliente nuevo de DEMO, por la API; con `prestamo()`, además un préstamo de seis cuotas que empezó hace dos meses y
 * medio (la cuota 1 es la primera abierta).
 */
async function clienteNuevo(page: Page) {
  const headers = { authorization: `Bearer ${await tokenDe(page.request, 'DEMO', 'admin')}` };
  const cliente = await page.request.post('/api/clientes', {
    headers,
    data: { nombres: 'Movil', apellidos: `Telefono${Date.now().toString(36)}` },
  });
  const idCliente = (await cliente.json()).item.id_cliente as number;
  return {
    idCliente,
    async prestamo() {
      const r = await page.request.post('/api/prestamos', {
        headers,
        data: {
          id_cliente: idCliente,
          monto: 12000,
          plazo: 6,
          tasa: 5,
          fecha_inicio: sumarDias(sumarMeses(fechaDeNegocio(new Date()), -2), -15),
        },
      });
      expect(r.status(), await r.text()).toBe(201);
      const { id_prestamo, codigo_prestamo } = (await r.json()).prestamo;
      return { idPrestamo: id_prestamo as number, codigo: codigo_prestamo as string };
    },
  };
}

test('Usuarios a 390 px: una tarjeta por usuario con su estado y sus acciones; a 1280 px, la tabla', async ({
  page,
}) => {
  await page.setViewportSize(TELEFONO);
  await entrar(page, 'DEMO', 'admin', { en: '/app/usuarios' });
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const tarjeta = page.getByRole('article', { name: 'operador', exact: true });
  const editar = tarjeta.getByRole('button', { name: 'Editar operador', exact: true });
  await expect(tarjeta).toContainText('Operador (cobrador)');
  await alAlcance(tarjeta.getByText('ACTIVO', { exact: true }));
  await alAlcance(tarjeta.getByRole('link', { name: 'Permisos' }));
  await alAlcance(editar);
  await sinDesbordeLateral(page);
  await page.screenshot({ path: 'test-results/capturas/390_usuarios.png', fullPage: true });
  await editar.click();
  const modal = page.getByRole('dialog', { name: 'Editar operador' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Cancelar' }).click();

  await page.setViewportSize(ESCRITORIO);
  for (const columna of ['Usuario', 'Nombre', 'Rol', 'Estado', 'Acciones']) {
    await expect(page.getByRole('columnheader', { name: columna, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('row', { name: /operador/ })).toContainText('ACTIVO');
  await page.screenshot({ path: 'test-results/capturas/1280_usuarios.png', fullPage: true });
});

test('Cronograma a 390 px: Recibir de la primera cuota abierta sin desplazarse a los lados; a 1280 px, la tabla', async ({
  page,
}) => {
  await page.setViewportSize(TELEFONO);
  await entrar(page, 'DEMO', 'admin');
  const p = await (await clienteNuevo(page)).prestamo();
  await page.goto(`/app/prestamos/${p.idPrestamo}`);
  await page.getByRole('tab', { name: 'Cronograma' }).click();
  const recibir = page.getByRole('button', { name: `Recibir cuota 1 del préstamo ${p.codigo}` });
  await expect(recibir).toBeEnabled();
  // Las demás cuotas no se cobran antes que la primera abierta, pero sus acciones también se ven.
  await expect(page.getByRole('button', { name: `Recibir cuota 2 del préstamo ${p.codigo}` })).toBeDisabled();
  await expect(page.getByRole('table')).toHaveCount(0);
  await alAlcance(recibir);
  await alAlcance(page.getByRole('button', { name: `Diferir cuota 1 del préstamo ${p.codigo}` }));
  await alAlcance(page.getByRole('button', { name: `Cancelar pago de la cuota 1 del préstamo ${p.codigo}` }));
  await sinDesbordeLateral(page);
  await page.screenshot({ path: 'test-results/capturas/390_cronograma.png', fullPage: true });
  await recibir.click();
  await expect(page.getByRole('dialog', { name: 'Recibir pago' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize(ESCRITORIO);
  await expect(page.getByRole('table')).toHaveCount(1);
  await expect(page.getByRole('columnheader')).toHaveCount(11);
  await expect(page.getByRole('row', { name: /^1 / })).toContainText('VENCIDA');
  await expect(page.getByRole('button', { name: `Recibir cuota 1 del préstamo ${p.codigo}` })).toBeEnabled();
  await page.screenshot({ path: 'test-results/capturas/1280_cronograma.png', fullPage: true });
});

test('Nuevo préstamo a 390 px: la simulación va antes de «Revisar y crear»; a 1280 px, al lado', async ({
  page,
}) => {
  await page.setViewportSize(TELEFONO);
  await entrar(page, 'DEMO', 'admin');
  const { idCliente } = await clienteNuevo(page);
  await page.goto(`/app/prestamos/nuevo?cliente=${idCliente}`);
  await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue(/MOVIL TELEFONO/);
  await page.getByLabel(/^Monto \(RD\$\)/).fill('20000');
  await page.getByLabel(/^Tasa/).fill('5');
  await page.getByLabel(/^Plazo/).fill('6');
  const simulacion = page.getByRole('heading', { name: 'Simulación' });
  // En el teléfono, el plan va en tarjetas, una por cuota (issue 40); a 1280 px, en la tabla.
  const plan = page.getByRole('list', { name: 'Cuotas del plan' });
  const revisar = page.getByRole('button', { name: 'Revisar y crear' });
  await expect(plan).toBeVisible();
  await expect(revisar).toBeEnabled();
  const abajoDelPlan = async () => {
    const p = await plan.boundingBox();
    return (p?.y ?? 0) + (p?.height ?? 0);
  };
  const arribaDelBoton = async () => (await revisar.boundingBox())?.y ?? 0;
  expect(await abajoDelPlan()).toBeLessThan(await arribaDelBoton());
  expect((await simulacion.boundingBox())?.y ?? 0).toBeLessThan(await arribaDelBoton());
  await sinDesbordeLateral(page);
  await page.screenshot({ path: 'test-results/capturas/390_nuevo-prestamo.png', fullPage: true });

  // A 1280 px, como antes: las condiciones y su botón a la izquierda, la simulación a la derecha.
  await page.setViewportSize(ESCRITORIO);
  await page.reload();
  await page.getByLabel(/^Monto \(RD\$\)/).fill('20000');
  await page.getByLabel(/^Tasa/).fill('5');
  await page.getByLabel(/^Plazo/).fill('6');
  await expect(page.getByRole('table').last()).toBeVisible();
  const boton = await revisar.boundingBox();
  const titulo = await simulacion.boundingBox();
  expect((boton?.x ?? 0) + (boton?.width ?? 0)).toBeLessThan(titulo?.x ?? 0);
  expect(titulo?.y ?? 0).toBeLessThan(boton?.y ?? 0);
  await page.screenshot({ path: 'test-results/capturas/1280_nuevo-prestamo.png', fullPage: true });
});
