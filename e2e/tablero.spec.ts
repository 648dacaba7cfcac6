import type { Tablero } from '@prestamos/contract';
import { fechaDeNegocio, formatearFecha, formatearPesos, sumarMeses } from '@prestamos/domain';
import { entrar, tokenDe, violacionesGraves } from './ayudas';
import { type APIRequestContext, expect, test } from './prueba';

/** El tablero como lo da la API en este momento: las cifras que la pantalla debe mostrar. */
async function tableroDe(request: APIRequestContext, empresa: string, usuario: string): Promise<Tablero> {
  const token = await tokenDe(request, empresa, usuario);
  const r = await request.get('/api/dashboard', { headers: { authorization: `Bearer ${token}` } });
  expect(r.ok()).toBeTruthy();
  return r.json();
}

const entero = (n: number) => new Intl.NumberFormat('es-DO').format(n);

test('el administrador ve las cifras, los gráficos y las listas; cada número lleva a su lista', async ({
  page,
  request,
}) => {
  await entrar(page, 'DEMO', 'admin');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  const t = await tableroDe(request, 'DEMO', 'admin');

  await expect(
    page.getByRole('link', { name: `Clientes total: ${entero(t.cards.clientes.total)}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Préstamos en mora: ${entero(t.totales.enMora.prestamos)}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', {
      name: `Cartera capital por cobrar: ${formatearPesos(t.cards.cartera.capitalPendiente)}`,
    }),
  ).toBeVisible();
  await expect(page.getByText('Empresas', { exact: true })).toHaveCount(0);

  const proximos = page.getByRole('list', { name: 'Próximos a vencer' });
  const enMora = page.getByRole('list', { name: 'En mora' });
  await expect(proximos.getByRole('listitem')).toHaveCount(t.proximosVencer.length);
  await expect(enMora.getByRole('listitem')).toHaveCount(t.enMora.length);
  await expect(enMora.getByRole('listitem').first()).toContainText(t.enMora[0]?.prestamo ?? '');
  await expect(page.getByRole('list', { name: 'Últimos clientes' }).getByRole('listitem')).toHaveCount(
    t.ultimosClientes.length,
  );
  await expect(
    page.getByRole('region', { name: 'Notificaciones' }).getByLabel('Estado: conectado'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Cobros de los últimos 30 días' }).locator('svg').first(),
  ).toBeVisible();
  expect(await violacionesGraves(page)).toEqual([]);

  // El número de clientes inactivos abre la lista de clientes ya filtrada.
  await page.getByRole('link', { name: `Clientes inactivos: ${entero(t.cards.clientes.pasivos)}` }).click();
  await expect(page).toHaveURL(/\/app\/clientes\?estado=INACTIVO$/);
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('INACTIVO');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(t.cards.clientes.pasivos + 1);
});

test('"Recibir pago" desde la lista de mora cobra la cuota más vieja y la lista se actualiza', async ({
  page,
  request,
}) => {
  // Un cliente propio, con un préstamo mensual que empezó hace 8 meses y nunca pagó (siete cuotas vencidas y una que
  // vence hoy): el de más atraso de DEMO, primero en la lista.
  const token = await tokenDe(request, 'DEMO', 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const apellidos = `Tablero${Date.now().toString(36)}`;
  const cliente = await request.post('/api/clientes', {
    headers,
    data: { nombres: 'Moroso', apellidos, telefono: '809-555-0199' },
  });
  expect(cliente.ok()).toBeTruthy();
  const idCliente = (await cliente.json()).item.id_cliente as number;
  const prestamo = await request.post('/api/prestamos', {
    headers,
    data: {
      id_cliente: idCliente,
      monto: 12_000,
      plazo: 12,
      tasa: 5,
      tipo: 'ABSOLUTO',
      frecuencia: 'MENSUAL',
      fecha_inicio: sumarMeses(fechaDeNegocio(new Date()), -8),
    },
  });
  expect(prestamo.ok(), await prestamo.text()).toBeTruthy();

  await entrar(page, 'DEMO', 'admin');
  const fila = page.getByRole('list', { name: 'En mora' }).getByRole('listitem').first();
  await expect(fila).toContainText(`Moroso ${apellidos}`, { ignoreCase: true });
  await expect(fila).toContainText('7 cuotas vencidas');
  const antes = await tableroDe(request, 'DEMO', 'admin');

  await fila.getByRole('button', { name: `Recibir pago de Moroso ${apellidos}` }).click();
  const modal = page.getByRole('dialog', { name: 'Recibir pago' });
  await expect(modal).toContainText(`Moroso ${apellidos}`, { ignoreCase: true });
  await modal.getByRole('button', { name: /^Cobrar RD\$/ }).click();
  await modal.getByRole('button', { name: 'Confirmar cobro' }).click();
  await expect(modal).toContainText('Pago registrado');
  await modal.getByRole('button', { name: 'Cerrar', exact: true }).click();

  // La cuota 1 quedó pagada: seis vencidas, y lo que falta en mora bajó.
  await expect(fila).toContainText('6 cuotas vencidas');
  const despues = await tableroDe(request, 'DEMO', 'admin');
  expect(despues.totales.enMora.monto).toBeLessThan(antes.totales.enMora.monto);
  await expect(page.getByRole('link', { name: /^En mora: / })).toContainText(
    formatearPesos(despues.totales.enMora.monto),
  );
});

test('soporte ve la tarjeta de empresas; a 390 px el tablero cabe sin desplazarse de lado', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await entrar(page, 'SOPORTE', 'soporte');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const t = await tableroDe(request, 'SOPORTE', 'soporte');
  expect(t.cards.empresas).toBeDefined();
  await expect(
    page.getByRole('link', { name: `Empresas total: ${entero(t.cards.empresas?.total ?? -1)}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Empresas plan vence en 30 días: / })).toHaveText(
    entero(t.cards.empresas?.porVencer30 ?? -1),
  );
  await expect(page.getByRole('region', { name: 'En mora' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});

test('el administrador de LAVEGA, con el plan a 12 días de vencer, ve el aviso de renovación en Inicio (1280 y 390 px)', async ({
  page,
  request,
}) => {
  // El plan como lo da la API: 12 días (10 u 11 cuando el mes de su inicio es más corto; planes-de-demostracion.test.ts).
  const token = await tokenDe(request, 'LAVEGA', 'admin');
  const plan = await (
    await request.get('/api/empresa/plan', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(plan.dias_restantes).toBeGreaterThanOrEqual(10);
  expect(plan.dias_restantes).toBeLessThanOrEqual(12);
  const aviso = `El plan de tu empresa vence el ${formatearFecha(plan.plan_fecha_fin)} (en ${plan.dias_restantes} días). Contacta a soporte para renovarlo.`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await entrar(page, 'LAVEGA', 'admin');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  const alerta = page.getByRole('status').filter({ hasText: aviso });
  await expect(alerta).toBeVisible();
  await expect(alerta.getByRole('link', { name: 'Ver el plan' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await expect(alerta).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await alerta.getByRole('link', { name: 'Ver el plan' }).click();
  await expect(page.getByRole('region', { name: 'Plan de la empresa' })).toContainText('VIGENTE');
});
