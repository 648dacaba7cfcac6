import { fechaDeNegocio, formatearFecha, sumarDias } from '@prestamos/domain';
import { crearUsuario, entrar, tokenDe } from './ayudas';
import { type APIRequestContext, expect, type Page, test } from './prueba';

/**
 * Cobrar sin señal (issue 35), en un teléfono de 390 px: el cobrador abre la app con señal (baja el día y el service
 * worker toma el control), la red se corta, la app abre igual, cobra tres pagos, recarga (la cola sigue), cobra un
 * cuarto cuya cuota la oficina cobra mientras tanto, vuelve la señal y la cola se vacía: los tres recibos existen una
 * sola vez en el servidor y el cuarto queda «Rechazado» con el motivo. Trabaja con su propio cobrador, ruta y
 * clientes (los de DEMO los miran otros recorridos) y al final da de baja al cobrador.
 */
const TELEFONO = { width: 390, height: 844 };
test.use({ serviceWorkers: 'allow' });
const CUOTA = 'RD$ 3,150.00';

async function comoAdmin(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await tokenDe(request, 'DEMO', 'admin')}` };
  return async (metodo: 'get' | 'post' | 'put' | 'delete', ruta: string, data?: unknown) => {
    const r = await request[metodo](`/api${ruta}`, { headers, data });
    expect(r.ok(), `${metodo} ${ruta}: ${await r.text()}`).toBeTruthy();
    return r.json();
  };
}

/** El día guardado en IndexedDB: cuántas cuotas de clientes bajó (0 si aún nada). */
const cuotasGuardadas = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((listo) => {
        const abierta = indexedDB.open('prestamos-sin-senal');
        abierta.onerror = () => listo(0);
        abierta.onsuccess = () => {
          const db = abierta.result;
          if (!db.objectStoreNames.contains('dia')) return listo(0);
          const todos = db.transaction('dia').objectStore('dia').getAll();
          todos.onsuccess = () => listo(Object.keys(todos.result[0]?.cuotas ?? {}).length);
        };
      }),
  );

async function cobrarSinSenal(page: Page, cliente: string) {
  await page.getByRole('article', { name: cliente }).getByRole('button', { name: 'Recibir pago' }).click();
  const modal = page.getByRole('dialog', { name: 'Recibir pago' });
  await expect(modal).toContainText('Sin conexión');
  await modal.getByRole('button', { name: `Guardar pago de ${CUOTA}` }).click();
  await expect(modal).toContainText('PENDIENTE DE SINCRONIZAR');
  const provisional = (await modal.locator('b').first().textContent()) ?? '';
  expect(provisional).toMatch(/^P-[A-Z2-9]{4}-\d{4}$/);
  return { modal, provisional };
}

test('el cobrador trabaja sin señal y, al volver, cada pago llega una sola vez', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await page.setViewportSize(TELEFONO);
  const pedir = await comoAdmin(request);
  const sufijo = Date.now().toString(36);
  const hoy = fechaDeNegocio(new Date());
  const cobrador = await crearUsuario(request, { prefijo: 'senal', nombres: 'Sinsenal' });
  // Como los guarda el servidor: el texto de los clientes va en mayúsculas.
  const nombres = ['Ana', 'Beto', 'Carla', 'Dario'].map((n) => `${n} Senal${sufijo}`.toUpperCase());
  // Semanales que empezaron hace 7 días: la primera cuota vence hoy (12 000 / 4 + 5 % / 4 = 3 150).
  const clientes: { id: number; prestamo: number }[] = [];
  for (const nombre of nombres) {
    const [nombresCliente, apellidos] = nombre.split(' ');
    const c = await pedir('post', '/clientes', {
      nombres: nombresCliente,
      apellidos,
      telefono: '809-555-0123',
    });
    const p = await pedir('post', '/prestamos', {
      id_cliente: c.item.id_cliente,
      monto: 12000,
      plazo: 4,
      tasa: 5,
      amortizacion: 'ABSOLUTO',
      frecuencia: 'SEMANAL',
      fecha_inicio: sumarDias(hoy, -7),
    });
    clientes.push({ id: c.item.id_cliente, prestamo: p.prestamo.id_prestamo as number });
  }
  const ruta = (await pedir('post', '/rutas', { nombre: `Sin señal ${sufijo}` })).item.id_ruta as number;
  await pedir('put', `/rutas/${ruta}/clientes`, { ids: clientes.map((c) => c.id) });
  await pedir('put', `/rutas/${ruta}/empleados`, { ids: [cobrador.id] });

  try {
    await entrar(page, 'DEMO', cobrador.usuario);
    await expect(page).toHaveURL(/\/app\/operador$/);
    await expect(page.getByRole('article')).toHaveCount(4);

    // Instalable: el manifest enlazado con sus datos, el service worker registrado y en control, sw.js sin caché larga.
    const enlace = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(enlace).toBe('/manifest.webmanifest');
    const manifest = await request.get(enlace ?? '');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    expect(await manifest.json()).toMatchObject({
      name: 'Préstamos · Cobros',
      short_name: 'Cobros',
      start_url: '/app/operador',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b7285',
      icons: expect.arrayContaining([
        expect.objectContaining({ src: '/icono-192.png', sizes: '192x192' }),
        expect.objectContaining({ src: '/icono-512.png', sizes: '512x512' }),
      ]),
    });
    expect((await request.get('/icono-512.png')).headers()['content-type']).toBe('image/png');
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // El día bajado: las cuatro cuotas.
    await expect.poll(() => cuotasGuardadas(page)).toBe(4);

    // Sin señal: la app abre desde el service worker con la copia del día.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tus rutas' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveText(
      /^Sin conexión · datos de las \d{1,2}:\d{2}\s?[ap]\.\s?m\.$/,
    );
    await expect(page.getByRole('article')).toHaveCount(4);
    await page.screenshot({ path: test.info().outputPath('1-sin-senal.png'), fullPage: true });

    const provisionales: string[] = [];
    for (const nombre of nombres.slice(0, 3)) {
      const { modal, provisional } = await cobrarSinSenal(page, nombre);
      provisionales.push(provisional);
      if (provisionales.length === 1) {
        await page.screenshot({ path: test.info().outputPath('2-recibo-provisional.png') });
        // La vista para imprimir, sin pedir nada al servidor.
        const [ventana] = await Promise.all([
          context.waitForEvent('page'),
          modal.getByRole('button', { name: 'Imprimir' }).click(),
        ]);
        await expect(ventana.locator('body')).toContainText(`Recibo provisional ${provisional}`);
        await expect(ventana.locator('body')).toContainText('PENDIENTE DE SINCRONIZAR');
        await ventana.close();
      }
      await expect(modal.getByRole('link', { name: 'Enviar por WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/18095550123\?text=.*PENDIENTE%20DE%20SINCRONIZAR/,
      );
      await modal.getByRole('button', { name: 'Cerrar', exact: true }).click();
      // Ya cobrado: su tarjeta se pliega con los demás cobrados de la ruta (abiertos desde el primero).
      if (provisionales.length === 1)
        await page.getByRole('button', { name: 'Ver 1 cliente más: 1 cobrado hoy' }).click();
      await expect(page.getByRole('article', { name: nombre })).toContainText(
        'Cobrado sin señal: RD$ 3,150.00',
      );
    }
    expect(new Set(provisionales).size).toBe(3);

    // Recargar sin señal: la cola sigue en el teléfono.
    await page.reload();
    await expect(page.getByRole('link', { name: /Pagos por sincronizar/ })).toContainText('3');
    await page.getByRole('button', { name: 'Ver 3 clientes más: 3 cobrados hoy' }).click();
    // La cuota 1 quedó cubierta: la tarjeta ya muestra la siguiente, que vence en una semana.
    await expect(page.getByRole('article', { name: nombres[0] })).toContainText(
      `Cuota 2 · vence ${formatearFecha(sumarDias(hoy, 7))}`,
    );
    await page.screenshot({ path: test.info().outputPath('2b-rutas-con-cola.png') });

    // Un cuarto pago... cuya cuota la oficina cobra mientras el cobrador sigue sin señal.
    const { modal } = await cobrarSinSenal(page, nombres[3] ?? '');
    await modal.getByRole('button', { name: 'Cerrar', exact: true }).click();
    const cuarta = await pedir('get', `/prestamos/mora/cuota?clienteId=${clientes[3]?.id}`);
    await request.post(`/api/pagos/${cuarta.cuota.id_pago}/cobrar`, {
      headers: { authorization: `Bearer ${await tokenDe(request, 'DEMO', 'admin')}` },
      data: { monto: 3150 },
    });

    await page.getByRole('link', { name: /Pagos por sincronizar/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagos por sincronizar' })).toBeVisible();
    await expect(page.getByText('Pendiente', { exact: true })).toHaveCount(4);
    await page.screenshot({ path: test.info().outputPath('3-cola-pendiente.png'), fullPage: true });

    // Vuelve la señal: la cola se vacía sola, en orden.
    await context.setOffline(false);
    await expect(page.getByText('Sincronizado', { exact: true })).toHaveCount(3);
    const rechazado = page.getByRole('article', { name: /Pago P-/ }).filter({ hasText: 'Rechazado' });
    await expect(rechazado).toHaveCount(1);
    await expect(rechazado).toContainText(nombres[3] ?? '');
    // El motivo es el del servidor: con cobrado_en (rama del servidor del issue 35) dice que otro cobro saldó la cuota;
    // el de antes, que solo se cobra la primera cuota pendiente.
    await expect(rechazado).toContainText(
      /La cuota 1 ya está pagada: otro cobro la saldó\.|Solo se puede cobrar la primera cuota pendiente del préstamo \(la cuota 2\)\./,
    );
    await expect(rechazado).toContainText('revísalo con la oficina');
    await page.screenshot({ path: test.info().outputPath('4-cola-sincronizada.png'), fullPage: true });

    // En el servidor, cada préstamo tiene exactamente un recibo de 3 150 (el cuarto, el de la oficina).
    for (const c of clientes) {
      const { pagos } = await pedir('get', `/prestamos/${c.prestamo}/pagos-detalle`);
      expect(pagos.map((p: { total: number; estado: string }) => [p.total, p.estado])).toEqual([
        [3150, 'VIGENTE'],
      ]);
    }

    // El rechazado se quita solo cuando el cobrador lo leyó.
    await rechazado.getByRole('button', { name: 'Leído, quitar de la cola' }).click();
    await expect(page.getByText('Rechazado', { exact: true })).toHaveCount(0);
  } finally {
    await pedir('delete', `/rutas/${ruta}`);
    await pedir('delete', `/usuarios/${cobrador.id}`);
  }
});
