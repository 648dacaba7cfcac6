import { entrar, llenarFecha } from './ayudas';
import { expect, test } from './prueba';

/**
 * Issue 34: las fechas se escriben y se ven DD/MM/AAAA (con el calendario en español), y los filtros de fecha del
 * reporte no se pisan: "Vence desde" y enseguida "Vence hasta" quedan los dos, en la dirección y en la petición.
 */
for (const ancho of [1280, 390]) {
  test(`reporte de cuotas a ${ancho} px: desde y hasta tecleados seguidos quedan los dos`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: ancho, height: 900 });
    await entrar(page, 'DEMO', 'admin', { en: '/app/reportes' });
    const desde = page.getByLabel('Vence desde');
    const hasta = page.getByLabel('Vence hasta');
    await expect(desde).toHaveAttribute('placeholder', 'dd/mm/aaaa');

    const pedidas: URL[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/reportes/cuotas')) pedidas.push(new URL(r.url()));
    });
    // Seguidos, sin esperar a que la pantalla responda al primero, como quien usa el teclado.
    await desde.fill('01/12/2026');
    await hasta.fill('27/12/2026');
    await hasta.blur();

    await expect(page).toHaveURL(/desde=2026-12-01&hasta=2026-12-27/);
    await expect(desde).toHaveValue('01/12/2026');
    await expect(hasta).toHaveValue('27/12/2026');
    await expect
      .poll(() => pedidas.at(-1)?.search ?? '')
      .toMatch(/desde=2026-12-01.*hasta=2026-12-27|hasta=2026-12-27.*desde=2026-12-01/);
    // Ninguna petición después del primer cambio olvidó "desde".
    const sinDesde = pedidas.filter((u) => u.searchParams.get('hasta') && !u.searchParams.get('desde'));
    expect(sinDesde.map(String)).toEqual([]);

    // A medio escribir el filtro no cambia (no salta al año 2); el calendario habla español.
    await hasta.fill('15/01/2');
    await expect(page).toHaveURL(/hasta=2026-12-27/);
    // El calendario de «desde» puede estar aún cerrándose: basta con que el de «hasta» se vea.
    await expect(page.getByText(/diciembre 2026/i).first()).toBeVisible();
    await hasta.blur();
    await expect(hasta).toHaveValue('27/12/2026');
    await llenarFecha(hasta, '');
    await expect(page).not.toHaveURL(/hasta=/);
    await expect(desde).toHaveValue('01/12/2026');
    await page.screenshot({ path: `test-results/fechas-reporte-${ancho}.png`, fullPage: false });
  });
}
