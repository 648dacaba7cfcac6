import { fechaDeNegocio, formatearFecha, sumarDias, sumarMeses } from '@prestamos/domain';
import { entrar, tokenDe, violacionesGraves } from './ayudas';
import { expect, type Locator, type Page, test } from './prueba';

// Issue 40: lo que el personal tropieza en el préstamo, los clientes, la simulación, el menú, la caja, los ajustes y
// los usuarios, a 1280 px y a 390 px.

const ESCRITORIO = { width: 1280, height: 800 };
const TELEFONO = { width: 390, height: 844 };

async function cabecerasDeAdmin(page: Page) {
  return { authorization: `Bearer ${await tokenDe(page.request, 'DEMO', 'admin')}` };
}

/** Un cliente nuevo de DEMO con un apellido único; con `inicio`, además un préstamo mensual que empezó ese día. */
async function clienteConPrestamo(page: Page, nombres: string, inicio?: string) {
  const headers = await cabecerasDeAdmin(page);
  const apellidos = `Tropiezo${Date.now().toString(36)}`;
  const cliente = await page.request.post('/api/clientes', {
    headers,
    data: { nombres, apellidos, telefono: '8095550144' },
  });
  expect(cliente.status(), await cliente.text()).toBe(201);
  const idCliente = (await cliente.json()).item.id_cliente as number;
  if (!inicio) return { idCliente, apellidos, prestamo: null };
  const r = await page.request.post('/api/prestamos', {
    headers,
    data: { id_cliente: idCliente, monto: 12000, plazo: 6, tasa: 5, fecha_inicio: inicio },
  });
  expect(r.status(), await r.text()).toBe(201);
  const { id_prestamo, codigo_prestamo } = (await r.json()).prestamo;
  const plan = await page.request.get(`/api/prestamos/${id_prestamo}/plan`, { headers });
  const primera = (await plan.json()).cuotas[0] as { fecha_debe_pagar: string };
  return {
    idCliente,
    apellidos,
    prestamo: {
      id: id_prestamo as number,
      codigo: codigo_prestamo as string,
      vence: primera.fecha_debe_pagar,
    },
  };
}

/** Nada se sale por la derecha: la página no se desplaza a los lados. */
async function sinDesbordeLateral(page: Page) {
  const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(desborde, `la página se sale por ${desborde} px`).toBeLessThanOrEqual(0);
}

/** Un dato del resumen (`components/cifra.tsx`): su etiqueta pequeña y el valor debajo. */
const cifra = (zona: Locator, etiqueta: string) =>
  zona
    .locator('div')
    .filter({ has: zona.page().getByText(etiqueta, { exact: true }) })
    .last();

for (const tamano of [ESCRITORIO, TELEFONO]) {
  test(`préstamo EN MORA a ${tamano.width} px: "Vencida desde" y "Recibir pago" en la primera vista`, async ({
    page,
  }) => {
    await page.setViewportSize(tamano);
    await entrar(page, 'DEMO', 'admin');
    const hoy = fechaDeNegocio(new Date());
    const { prestamo } = await clienteConPrestamo(page, 'Morosa', sumarDias(sumarMeses(hoy, -2), -15));
    if (!prestamo) throw new Error('sin préstamo');
    await page.goto(`/app/prestamos/${prestamo.id}`);
    await expect(page.getByRole('heading', { name: prestamo.codigo })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Resumen' })).toHaveAttribute('aria-selected', 'true');

    // La cuota 1 venció hace un mes y medio: no es "próximo" vencimiento.
    const resumen = page.getByRole('tabpanel', { name: 'Resumen' });
    await expect(resumen.getByText('Próximo vencimiento', { exact: true })).toHaveCount(0);
    await expect(cifra(resumen, 'Vencida desde')).toHaveText(
      `Vencida desde${formatearFecha(prestamo.vence)}`,
    );

    const recibir = page.getByRole('button', { name: 'Recibir pago' });
    await expect(recibir).toBeInViewport();
    await sinDesbordeLateral(page);
    await page.screenshot({ path: test.info().outputPath(`prestamo-en-mora-${tamano.width}.png`) });
    await recibir.click();
    const cobro = page.getByRole('dialog', { name: 'Recibir pago' });
    await expect(cobro).toContainText(
      `Préstamo ${prestamo.codigo} · Cuota 1 · vence ${formatearFecha(prestamo.vence)}`,
    );
    await expect(cobro.getByLabel('Monto a cobrar (RD$)')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cobro).toHaveCount(0);
  });
}

test('préstamo al día: "Próximo vencimiento" con su fecha y "Recibir pago" para la cuota 1', async ({
  page,
}) => {
  await page.setViewportSize(ESCRITORIO);
  await entrar(page, 'DEMO', 'admin');
  const { prestamo } = await clienteConPrestamo(page, 'Puntual', fechaDeNegocio(new Date()));
  if (!prestamo) throw new Error('sin préstamo');
  await page.goto(`/app/prestamos/${prestamo.id}`);
  const resumen = page.getByRole('tabpanel', { name: 'Resumen' });
  await expect(cifra(resumen, 'Próximo vencimiento')).toHaveText(
    `Próximo vencimiento${formatearFecha(prestamo.vence)}`,
  );
  await expect(resumen.getByText('Vencida desde', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Recibir pago' }).click();
  await expect(page.getByRole('dialog', { name: 'Recibir pago' })).toContainText(
    `Préstamo ${prestamo.codigo} · Cuota 1`,
  );
});

test('clientes a 1280 px: el nombre abre la ficha; activar y desactivar son botones con su texto', async ({
  page,
}) => {
  await page.setViewportSize(ESCRITORIO);
  await entrar(page, 'DEMO', 'admin');
  const { idCliente, apellidos } = await clienteConPrestamo(page, 'Enlace');
  const nombre = `ENLACE ${apellidos.toUpperCase()}`;
  await page.goto('/app/clientes');
  await page.getByLabel('Buscar').fill(apellidos.toLowerCase());
  const fila = page.getByRole('row', { name: new RegExp(nombre, 'i') });
  await expect(fila).toBeVisible();
  const desactivar = fila.getByRole('button', { name: `Desactivar Enlace ${apellidos}` });
  await expect(desactivar).toHaveText('Desactivar');
  for (const accion of ['Editar', 'Ver', 'Eliminar']) {
    await expect(fila.getByRole('button', { name: `${accion} Enlace ${apellidos}` })).toHaveText(accion);
  }
  await page.screenshot({ path: test.info().outputPath('clientes-1280.png') });
  await desactivar.click();
  await page
    .getByRole('dialog', { name: 'Desactivar cliente' })
    .getByRole('button', { name: 'Desactivar' })
    .click();
  const activar = fila.getByRole('button', { name: `Activar Enlace ${apellidos}` });
  await expect(activar).toHaveText('Activar');
  // Y vuelve a quedar activo: los demás recorridos de este servidor cuentan los clientes inactivos de DEMO.
  await activar.click();
  await page
    .getByRole('dialog', { name: 'Activar cliente' })
    .getByRole('button', { name: 'Activar' })
    .click();
  await expect(desactivar).toHaveText('Desactivar');

  // "Ver" abre la información rápida; el nombre, la ficha.
  await fila.getByRole('button', { name: `Ver Enlace ${apellidos}` }).click();
  const info = page.getByRole('dialog', { name: 'Información del cliente' });
  await expect(info).toContainText('809-555-0144');
  await info.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await fila.getByRole('link', { name: nombre }).click();
  await expect(page).toHaveURL(new RegExp(`/app/clientes/${idCliente}$`));
  await expect(page.getByRole('tab', { name: 'Datos' })).toBeVisible();
});

test('clientes a 390 px: tocar la tarjeta abre la ficha; el menú sigue con sus acciones', async ({
  page,
}) => {
  await page.setViewportSize(TELEFONO);
  await entrar(page, 'DEMO', 'admin');
  const { idCliente, apellidos } = await clienteConPrestamo(page, 'Tarjeta');
  await page.goto('/app/clientes');
  await page.getByLabel('Buscar').fill(apellidos.toLowerCase());
  const tarjeta = page.getByRole('article', { name: `Tarjeta ${apellidos}` });
  await expect(tarjeta).toBeVisible();
  await sinDesbordeLateral(page);
  expect(await violacionesGraves(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('clientes-390.png') });

  await tarjeta.getByRole('button', { name: `Acciones de Tarjeta ${apellidos}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Desactivar' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Ver' }).click();
  await expect(page.getByRole('dialog', { name: 'Información del cliente' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/app\/clientes$/);

  // Donde sea de la tarjeta (aquí, la cédula), no solo sobre el nombre.
  await tarjeta.getByText('809-555-0144').click();
  await expect(page).toHaveURL(new RegExp(`/app/clientes/${idCliente}$`));
});

/** Un préstamo de solo interés en el formulario: 50,000 al 5 % mensual en 12 cuotas. */
async function soloInteres(page: Page) {
  await page.goto('/app/prestamos/nuevo');
  await page.getByLabel(/^Monto \(RD\$\)/).fill('50000');
  await page.getByRole('combobox', { name: 'Amortización' }).click();
  await page.getByRole('option', { name: 'Solo interés' }).click();
  await page.getByLabel(/^Tasa/).fill('5');
  await page.getByLabel(/^Plazo/).fill('12');
}

test('simulación de solo interés a 1280 px: el resumen dice la última cuota con el capital', async ({
  page,
}) => {
  await page.setViewportSize(ESCRITORIO);
  await entrar(page, 'DEMO', 'admin');
  await soloInteres(page);
  const simulacion = page.getByRole('region', { name: 'Simulación' });
  // 2,500.00 de interés cada mes; la duodécima devuelve además los 50,000.
  await expect(cifra(simulacion, 'Cuotas')).toHaveText('Cuotas11 de RD$ 2,500.00 y 1 de RD$ 52,500.00');
  await expect(cifra(simulacion, 'Total a pagar')).toHaveText('Total a pagarRD$ 80,000.00');
  await expect(simulacion.getByRole('table')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('simulacion-1280.png') });
});

test('simulación a 390 px: una tarjeta por cuota con su capital y su saldo a la vista', async ({ page }) => {
  await page.setViewportSize(TELEFONO);
  await entrar(page, 'DEMO', 'admin');
  await soloInteres(page);
  const simulacion = page.getByRole('region', { name: 'Simulación' });
  await expect(cifra(simulacion, 'Cuotas')).toHaveText('Cuotas11 de RD$ 2,500.00 y 1 de RD$ 52,500.00');
  await expect(simulacion.getByRole('table')).toHaveCount(0);
  const cuotas = simulacion.getByRole('listitem');
  await expect(cuotas).toHaveCount(12);
  const ultima = cuotas.last();
  // La cuota a la vista junto a su número (sin el símbolo: "Montos en RD$", como el cronograma).
  await expect(ultima).toContainText(/^Cuota 12 · vence \d{2}\/\d{2}\/\d{4}52,500\.00/);
  await expect(cifra(ultima, 'Capital')).toHaveText('Capital50,000.00');
  await expect(cifra(ultima, 'Saldo')).toHaveText('Saldo0.00');
  await expect(cifra(cuotas.first(), 'Saldo')).toHaveText('Saldo50,000.00');
  for (const dato of ['Capital', 'Saldo']) {
    const caja = await cifra(ultima, dato).boundingBox();
    expect((caja?.x ?? -1) >= 0 && (caja?.x ?? 0) + (caja?.width ?? 0) <= TELEFONO.width).toBe(true);
  }
  await sinDesbordeLateral(page);
  expect(await violacionesGraves(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('simulacion-390.png'), fullPage: true });
});

test('menú lateral a 1280×800: cabe entero, sin su propia barra, con "Mi perfil" y el nombre de la empresa', async ({
  page,
}) => {
  await page.setViewportSize(ESCRITORIO);
  await entrar(page, 'DEMO', 'admin');
  const navegacion = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(navegacion.getByRole('link', { name: 'Ajustes' })).toBeVisible();
  const perfil = page.getByRole('link', { name: 'Mi perfil' });
  await expect(perfil).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeInViewport({ ratio: 1 });
  // Ningún trozo del menú se desplaza por dentro.
  const desplazables = await page
    .locator('.mantine-AppShell-navbar *')
    .evaluateAll((nodos) =>
      nodos
        .filter((n) => n.scrollHeight > n.clientHeight + 1 && getComputedStyle(n).overflowY !== 'visible')
        .map((n) => n.className),
    );
  expect(desplazables).toEqual([]);
  const nombre = page
    .locator('.mantine-AppShell-navbar')
    .getByText('Préstamos El Progreso, SRL', { exact: true });
  await expect(nombre).toBeVisible();
  expect(
    await nombre.evaluate((n) => n.scrollWidth <= n.clientWidth && n.scrollHeight <= n.clientHeight),
  ).toBe(true);
  await page.screenshot({ path: test.info().outputPath('menu-1280x800.png') });
  await perfil.click();
  await expect(page).toHaveURL(/\/app\/perfil$/);
});

/**
 * Los montos "RD$ 1,234.56" de la página que podrían partirse en dos renglones: un espacio corriente entre el símbolo
 * y la cifra, fuera de un elemento que no corta líneas. Se dejan fuera los ejes de los gráficos (SVG, no cortan).
 */
async function montosQueSePuedenPartir(page: Page) {
  return page.evaluate(() => {
    const partibles: string[] = [];
    const recorrido = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let nodo = recorrido.nextNode(); nodo; nodo = recorrido.nextNode()) {
      const padre = nodo.parentElement;
      if (!padre || padre.closest('svg') || !padre.checkVisibility()) continue;
      if (!/RD\$[ \t\n]+-?\d/.test(nodo.textContent ?? '')) continue;
      if (['nowrap', 'pre'].includes(getComputedStyle(padre).whiteSpace)) continue;
      partibles.push(nodo.textContent ?? '');
    }
    return partibles;
  });
}

for (const tamano of [ESCRITORIO, TELEFONO]) {
  test(`a ${tamano.width} px ningún monto se parte entre "RD$" y la cifra`, async ({ page }) => {
    await page.setViewportSize(tamano);
    await entrar(page, 'DEMO', 'admin', { en: '/app/caja' });
    await expect(page.getByTestId('saldo-caja')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Movimientos' })).toBeVisible();
    await expect(page.getByText(/\d+ movimientos? · por página/)).toBeVisible();
    expect(await montosQueSePuedenPartir(page)).toEqual([]);
    await page.goto('/app/prestamos');
    await expect(page.getByText(/\d+ préstamos? · por página/)).toBeVisible();
    expect(await montosQueSePuedenPartir(page)).toEqual([]);
    await page.goto('/app/prestamos/nuevo');
    await page.getByLabel(/^Monto \(RD\$\)/).fill('50000');
    await expect(page.getByText(/^Neto a desembolsar:/)).toContainText('saldo de caja RD$');
    expect(await montosQueSePuedenPartir(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`montos-${tamano.width}.png`) });
  });
}

test('caja a 1280 px: la columna Acciones sale solo cuando hay algo que hacer', async ({ page }) => {
  await page.setViewportSize(ESCRITORIO);
  await entrar(page, 'DEMO', 'admin');
  const descripcion = `Aporte para acciones ${Date.now().toString(36)}`;
  const r = await page.request.post('/api/caja/movimientos', {
    headers: await cabecerasDeAdmin(page),
    data: { tipo: 'INGRESO', monto: 10, descripcion },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  await page.goto('/app/caja');
  // Los cobros no se cancelan desde la caja (se anula el pago): sin nada que hacer, no hay columna vacía.
  await page.getByLabel('Buscar').fill('Cobro del préstamo');
  await expect(page.getByRole('row').nth(1)).toContainText('Cobro del préstamo');
  await expect(page.getByRole('columnheader', { name: 'Estado' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Acciones' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('caja-sin-acciones-1280.png') });
  await page.getByLabel('Buscar').fill(descripcion);
  const fila = page.getByRole('row', { name: new RegExp(descripcion) });
  await expect(page.getByRole('columnheader', { name: 'Acciones' })).toBeVisible();
  await expect(fila.getByRole('button', { name: 'Cancelar' })).toBeVisible();
});

for (const tamano of [ESCRITORIO, TELEFONO]) {
  test(`Ajustes → Numeración a ${tamano.width} px: el próximo número, en vivo con el formato`, async ({
    page,
  }) => {
    await page.setViewportSize(tamano);
    await entrar(page, 'DEMO', 'admin');
    const r = await page.request.get('/api/empresa/secuencias', { headers: await cabecerasDeAdmin(page) });
    const series = (await r.json()).items as { tipo: string; ejemplo: string }[];
    const prestamos = series.find((s) => s.tipo === 'PRESTAMOS')?.ejemplo ?? '';
    const recibos = series.find((s) => s.tipo === 'RECIBO')?.ejemplo ?? '';
    // DEMO ya numeró préstamos y recibos: el próximo no es el 000001.
    expect(prestamos).toMatch(/^PR-\d{6}-\d{6}$/);
    expect(prestamos).not.toMatch(/-000001$/);
    await page.goto('/app/empresa/ajustes');
    const numeracion = page.getByRole('region', { name: 'Numeración' });
    const proximoPrestamo = numeracion.getByTestId('proximo-PRESTAMOS');
    await expect(proximoPrestamo).toHaveText(`Próximo número: ${prestamos}`);
    await expect(numeracion.getByTestId('proximo-RECIBO')).toHaveText(`Próximo número: ${recibos}`);
    // Al cambiar el formato, el mismo contador con el formato nuevo, antes de guardar.
    const contador = prestamos.slice(-6);
    await numeracion.getByLabel('Formato de préstamos').fill('{PREFIJO}{N:8}');
    await expect(proximoPrestamo).toHaveText(`Próximo número: PR-00${contador}`);
    await numeracion.getByLabel('Prefijo de préstamos').fill('cr.');
    await expect(proximoPrestamo).toHaveText(`Próximo número: CR.00${contador}`);
    await proximoPrestamo.scrollIntoViewIfNeeded();
    await sinDesbordeLateral(page);
    await page.screenshot({ path: test.info().outputPath(`numeracion-${tamano.width}.png`) });
  });
}

test('Usuarios a 390 px: las acciones de cada tarjeta en un renglón y la búsqueda se lee entera', async ({
  page,
}) => {
  await page.setViewportSize(TELEFONO);
  await entrar(page, 'DEMO', 'admin', { en: '/app/usuarios' });
  const tarjeta = page.getByRole('article', { name: 'operador', exact: true });
  const botones = [
    tarjeta.getByRole('button', { name: 'Editar operador' }),
    tarjeta.getByRole('link', { name: 'Permisos' }),
    tarjeta.getByRole('button', { name: 'Eliminar operador' }),
  ];
  const cajas = [];
  for (const boton of botones) {
    await expect(boton).toBeVisible();
    cajas.push(await boton.boundingBox());
  }
  const arriba = cajas.map((c) => Math.round(c?.y ?? -1));
  expect(new Set(arriba).size, `los botones van en renglones distintos: ${arriba}`).toBe(1);
  const buscar = page.getByLabel('Buscar');
  await expect(buscar).toHaveAttribute('placeholder', 'Usuario, nombre o correo');
  const sobra = await buscar.evaluate((campo: HTMLInputElement) => {
    const estilo = getComputedStyle(campo);
    const lienzo = document.createElement('canvas').getContext('2d');
    if (!lienzo) return -1;
    lienzo.font = `${estilo.fontWeight} ${estilo.fontSize} ${estilo.fontFamily}`;
    const ancho =
      campo.clientWidth - Number.parseFloat(estilo.paddingLeft) - Number.parseFloat(estilo.paddingRight);
    return ancho - lienzo.measureText(campo.placeholder).width;
  });
  expect(sobra, 'el texto de ayuda de la búsqueda no cabe en el campo').toBeGreaterThanOrEqual(0);
  await sinDesbordeLateral(page);
  await page.screenshot({ path: test.info().outputPath('usuarios-390.png'), fullPage: true });
});
