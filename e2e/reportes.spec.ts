import { readFile } from 'node:fs/promises';
import type { ReporteDeCartera, ReporteDeCuotas } from '@prestamos/contract';
import { entrar, esperarQueCargue, tokenDe, violacionesGraves } from './ayudas';
import { expect, type Page, test } from './prueba';

/**
 * El reporte de cuotas y de cartera (issue 13): las dos tarjetas con los totales de la API, los filtros en la
 * dirección, la búsqueda, y los CSV que bajan en flujo con tantas filas como dice la pantalla.
 */

const entero = new Intl.NumberFormat('es-DO', { maximumFractionDigits: 0 });
const pesos = new Intl.NumberFormat('es-DO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cuotas = (n: number) => `${entero.format(n)} ${n === 1 ? 'cuota' : 'cuotas'}`;

/** Lo que la API responde para unos filtros, con el token de DEMO/admin. */
async function reporte(page: Page, query: Record<string, string> = {}) {
  const token = await tokenDe(page.request, 'DEMO', 'admin');
  const r = await page.request.get('/api/reportes/cuotas', {
    headers: { authorization: `Bearer ${token}` },
    params: query,
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  return (await r.json()) as ReporteDeCuotas;
}

/** Baja un CSV pulsando su botón: el nombre sugerido y el contenido en bytes. */
async function descargar(page: Page, boton: string) {
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: boton }).click();
  const archivo = await descarga;
  const ruta = await archivo.path();
  return { nombre: archivo.suggestedFilename(), bytes: await readFile(ruta) };
}

/** Las líneas de un CSV (sin la última vacía tras el \r\n final), sin el BOM. */
function lineas(bytes: Buffer) {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const texto = bytes.subarray(3).toString('utf8');
  expect(texto.endsWith('\r\n')).toBe(true);
  return texto.slice(0, -2).split('\r\n');
}

const filas = (page: Page) => page.getByRole('table', { name: 'Cuotas del reporte' }).locator('tbody tr');

test('tarjetas, filtros en la dirección, búsqueda y CSV con las filas del filtro', async ({ page }) => {
  test.slow();
  await entrar(page, 'DEMO', 'admin', { en: '/app/reportes' });
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();

  // Las dos tarjetas dicen lo mismo que la API (DEMO tiene cuotas vencidas y próximas).
  const todas = await reporte(page);
  const { proximas, vencidas } = todas.totales;
  expect(proximas.cuotas).toBeGreaterThan(0);
  expect(vencidas.cuotas).toBeGreaterThan(0);
  const tarjetaProximas = page.getByRole('button', { name: /^Cuotas próximas a vencer/ });
  const tarjetaVencidas = page.getByRole('button', { name: /^Cuotas vencidas/ });
  await expect(tarjetaProximas).toContainText(cuotas(proximas.cuotas));
  await expect(tarjetaProximas).toContainText(`RD$ ${pesos.format(proximas.monto ?? 0)} pendiente`);
  await expect(tarjetaVencidas).toContainText(cuotas(vencidas.cuotas));
  await expect(tarjetaVencidas).toContainText(`RD$ ${pesos.format(vencidas.monto ?? 0)} pendiente`);
  await expect(page.getByText(`${cuotas(todas.total)} · por página`)).toBeVisible();
  await expect(filas(page).first()).toBeVisible();
  // La cartera: PAR y las tablas por ruta y por cobrador.
  await expect(page.getByText('PAR 30', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cartera por ruta' })).toContainText('La Vega centro');
  expect(await violacionesGraves(page)).toEqual([]);

  // La tarjeta de vencidas filtra la lista y lo dice la dirección; otra vez, vuelve a todas.
  await tarjetaVencidas.click();
  await expect(page).toHaveURL(/\/app\/reportes\?tipo=VENCIDAS$/);
  await expect(tarjetaVencidas).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${cuotas(vencidas.cuotas)} · por página`)).toBeVisible();
  await expect(filas(page).filter({ hasText: /Vence (hoy|mañana|en)/ })).toHaveCount(0);
  await expect(filas(page).first()).toContainText('de atraso');
  await tarjetaVencidas.click();
  await expect(page).toHaveURL(/\/app\/reportes$/);
  await page.getByText('Próximas', { exact: true }).click();
  await expect(page).toHaveURL(/tipo=PROXIMAS/);
  await expect(page.getByText(`${cuotas(proximas.cuotas)} · por página`)).toBeVisible();
  await expect(filas(page).filter({ hasText: 'de atraso' })).toHaveCount(0);
  expect(await violacionesGraves(page)).toEqual([]);
  await page.getByText('Vencidas', { exact: true }).click();
  await expect(page).toHaveURL(/tipo=VENCIDAS/);
  await expect(filas(page).first()).toContainText('de atraso');

  // El CSV de las vencidas: BOM, el encabezado del servidor y una fila por cuota que dice la pantalla.
  const csv = await descargar(page, 'Exportar cuotas (CSV)');
  expect(csv.nombre).toMatch(/^cuotas-\d{4}-\d{2}-\d{2}\.csv$/);
  const [encabezado, ...datos] = lineas(csv.bytes);
  expect(encabezado).toBe(
    'Tipo,Vence,Días,Cliente,Teléfono,Préstamo,Cuota,Monto de la cuota,Pendiente,Mora,Adeudado,Estado',
  );
  const soloVencidas = await reporte(page, { tipo: 'VENCIDAS' });
  expect(datos).toHaveLength(soloVencidas.total);
  await expect(page.getByText(`${cuotas(datos.length)} · por página`)).toBeVisible();
  expect(datos.every((l) => l.startsWith('Vencida,'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Exportar cuotas (CSV)' })).toBeEnabled();

  // Búsqueda por el código del préstamo de la primera fila: la dirección la guarda y solo quedan sus cuotas.
  const codigo = (await filas(page).first().getByRole('link', { name: /^PR-/ }).textContent()) ?? '';
  expect(codigo).toMatch(/^PR-/);
  await page.getByLabel('Buscar').fill(codigo);
  await expect(page).toHaveURL(new RegExp(`tipo=VENCIDAS&q=${codigo}`));
  const buscadas = await reporte(page, { tipo: 'VENCIDAS', q: codigo });
  await expect(page.getByText(`${cuotas(buscadas.total)} · por página`)).toBeVisible();
  await expect(filas(page)).toHaveCount(Math.min(buscadas.total, 10));
  for (const fila of await filas(page).all()) await expect(fila).toContainText(codigo);
  // Al recargar, la pantalla vuelve con los mismos filtros.
  await page.reload();
  await expect(page.getByLabel('Buscar')).toHaveValue(codigo);
  await expect(page.getByRole('radio', { name: 'Vencidas' })).toBeChecked();
  await expect(filas(page)).toHaveCount(Math.min(buscadas.total, 10));

  const buscado = await descargar(page, 'Exportar cuotas (CSV)');
  const [, ...suyas] = lineas(buscado.bytes);
  expect(suyas).toHaveLength(buscadas.total);
  expect(suyas.every((l) => l.includes(`,${codigo},`))).toBe(true);

  // El CSV de la cartera: la empresa, cada ruta y cada cobrador.
  const token = await tokenDe(page.request, 'DEMO', 'admin');
  const cartera = (await (
    await page.request.get('/api/reportes/cartera', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as ReporteDeCartera;
  const deCartera = await descargar(page, 'Exportar cartera (CSV)');
  expect(deCartera.nombre).toBe(`cartera-${cartera.fecha}.csv`);
  const [titulos, ...grupos] = lineas(deCartera.bytes);
  expect(titulos).toMatch(/^Ámbito,Nombre,Préstamos,Capital pendiente,/);
  expect(grupos).toHaveLength(1 + cartera.porRuta.length + cartera.porCobrador.length);
  expect(grupos[0]).toMatch(/^Empresa,Toda la cartera,/);
});

test('un número de la cartera lleva a sus cuotas vencidas; un fallo se reintenta', async ({ page }) => {
  await entrar(page, 'DEMO', 'admin', { en: '/app/reportes' });
  const porRuta = page.getByRole('table', { name: 'Cartera por ruta' });
  const enlace = porRuta.getByRole('link', { name: /^La Vega centro: PAR 1/ });
  await enlace.click();
  await expect(page).toHaveURL(/\/app\/reportes\?tipo=VENCIDAS&ruta=\d+$/);
  await expect(page.getByRole('combobox', { name: 'Ruta', exact: true })).toHaveValue('La Vega centro');
  await expect(filas(page).first()).toContainText('de atraso');

  // "No se pudo cargar el reporte" (docs/producto.md#reportes) mientras la API falla; Reintentar lo carga cuando
  // vuelve.
  const cuotasDeLaApi = /\/api\/reportes\/cuotas\?/;
  await page.route(cuotasDeLaApi, (ruta) =>
    ruta.fulfill({ status: 500, json: { ok: false, message: 'Error interno' } }),
  );
  await page.getByText('Próximas', { exact: true }).click();
  await expect(page.getByText('No se pudo cargar el reporte')).toBeVisible();
  await page.unroute(cuotasDeLaApi);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText('No se pudo cargar el reporte')).toHaveCount(0);
  await expect(filas(page).first()).toBeVisible();
});

test('a 390 px: tarjetas en vez de tablas y nada se sale de la pantalla', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await entrar(page, 'DEMO', 'admin', { en: '/app/reportes?tipo=VENCIDAS' });
  await expect(page.getByRole('button', { name: /^Cuotas vencidas/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('article').first()).toContainText('de atraso');
  await expect(page.getByRole('table', { name: 'Cuotas del reporte' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'La Vega centro' })).toBeVisible();
  await esperarQueCargue(page);
  const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(ancho, `el reporte a 390 px mide ${ancho} px de ancho`).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('reportes-390.png'), fullPage: true });
  expect(await violacionesGraves(page)).toEqual([]);
});
