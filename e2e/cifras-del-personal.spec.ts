import type { Tablero } from '@prestamos/contract';
import {
  centavosAPesos,
  fechaDeNegocio,
  formatearFecha,
  formatearFechaHora,
  formatearPesos,
  PERMISOS_OPERADOR_POR_DEFECTO,
  pesosACentavos,
  sumarDias,
} from '@prestamos/domain';
import { crearUsuario, entrar, llenarFecha, tokenDe, violacionesGraves } from './ayudas';
import { type APIRequestContext, expect, type Page, test } from './prueba';

/**
 * Las cifras que lee el personal (issue 40, puntos 7, 9 y 10), a 1280 y a 390 px: la fecha de un pago cobrado sin señal
 * en el historial del cliente, el total de «En mora» del tablero igual a la suma de sus filas, y las tarjetas del
 * reporte con un filtro de fechas y una fecha imposible. Cada recorrido trabaja con sus propios clientes.
 */
const ANCHOS = [1280, 390] as const;

async function comoAdmin(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await tokenDe(request, 'DEMO', 'admin')}` };
  return async (metodo: 'get' | 'post' | 'put' | 'delete', ruta: string, data?: unknown) => {
    const r = await request[metodo](`/api${ruta}`, { headers, data });
    expect(r.ok(), `${metodo} ${ruta}: ${await r.text()}`).toBeTruthy();
    return r.json();
  };
}
type Pedir = Awaited<ReturnType<typeof comoAdmin>>;

/** Un cliente con un préstamo semanal de 12,000 al 5 % en 4 cuotas de 3,150 cuya primera cuota vence `vence`. */
async function clienteQueVence(pedir: Pedir, nombres: string, apellidos: string, vence: string) {
  const c = await pedir('post', '/clientes', { nombres, apellidos, telefono: '809-555-0123' });
  const p = await pedir('post', '/prestamos', {
    id_cliente: c.item.id_cliente,
    monto: 12000,
    plazo: 4,
    tasa: 5,
    amortizacion: 'ABSOLUTO',
    frecuencia: 'SEMANAL',
    fecha_inicio: sumarDias(vence, -7),
  });
  const plan = await pedir('get', `/prestamos/${p.prestamo.id_prestamo}/plan`);
  return {
    id: c.item.id_cliente as number,
    prestamo: p.prestamo.codigo_prestamo as string,
    primeraCuota: plan.cuotas[0].id_pago as number,
  };
}

const sinDesborde = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const ancho of ANCHOS) {
  test(`a ${ancho} px: el historial del cliente fecha el pago cuando pagó y dice cuándo llegó`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: ancho, height: 900 });
    const pedir = await comoAdmin(request);
    const hoy = fechaDeNegocio(new Date());
    const apellidos = `Viernes${Date.now().toString(36)}`;
    const cliente = await clienteQueVence(pedir, 'Pagoviejo', apellidos, sumarDias(hoy, -2));
    // Cobrado sin señal anteayer a las 3:20 p. m., llega ahora.
    const cobradoEn = `${sumarDias(hoy, -2)}T15:20:00-04:00`;
    const cobro = await pedir('post', `/pagos/${cliente.primeraCuota}/cobrar`, {
      monto: 3150,
      cobrado_en: cobradoEn,
    });

    await entrar(page, 'DEMO', 'admin', { en: `/app/clientes/${cliente.id}` });
    await page.getByRole('tab', { name: 'Historial' }).click();
    await page.getByRole('button', { name: new RegExp(cliente.prestamo) }).click();
    await page.getByRole('button', { name: 'Pagos de la cuota 1' }).click();
    // La fila del pago, en la tabla que se despliega dentro de la fila de la cuota (la última que lo nombra).
    const fila = page.getByRole('row').filter({ hasText: cobro.no_recibo }).last();
    await expect(fila).toContainText(`${formatearFecha(sumarDias(hoy, -2))} 15:20`);
    await expect(fila).toContainText(`Llegó ${formatearFechaHora(cobro.registrado_en)}`);
    await expect(fila).toContainText('RD$ 3,150.00');
    await fila.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`historial-${ancho}.png`) });
    expect(await sinDesborde(page)).toBe(0);
  });

  test(`a ${ancho} px: el total de «En mora» del tablero es la suma de sus filas`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: ancho, height: 900 });
    const pedir = await comoAdmin(request);
    const hoy = fechaDeNegocio(new Date());
    const sufijo = Date.now().toString(36);
    // Un cobrador con tablero y una ruta con dos clientes atrasados: su tablero cuenta solo esos dos.
    const cobrador = await crearUsuario(request, { prefijo: 'mora', nombres: 'Tablero' });
    await pedir('put', `/usuarios/${cobrador.id}/permisos`, {
      directos: [...PERMISOS_OPERADOR_POR_DEFECTO, 'dashboard.ver'],
    });
    const unDia = await clienteQueVence(pedir, 'Undia', `Mora${sufijo}`, sumarDias(hoy, -1));
    const viejo = await clienteQueVence(pedir, 'Mesviejo', `Mora${sufijo}`, sumarDias(hoy, -33));
    const ruta = (await pedir('post', '/rutas', { nombre: `Mora ${sufijo}` })).item.id_ruta as number;
    try {
      await pedir('put', `/rutas/${ruta}/clientes`, { ids: [unDia.id, viejo.id] });
      await pedir('put', `/rutas/${ruta}/empleados`, { ids: [cobrador.id] });
      const token = await tokenDe(request, 'DEMO', cobrador.usuario);
      const t: Tablero = await (
        await request.get('/api/dashboard', { headers: { authorization: `Bearer ${token}` } })
      ).json();
      expect(t.enMora.map((m) => m.prestamo)).toEqual([viejo.prestamo, unDia.prestamo]);
      const suma = t.enMora.reduce((s, m) => s + pesosACentavos(m.vencido), 0);
      expect(centavosAPesos(suma)).toBe(t.totales.enMora.monto);

      await entrar(page, 'DEMO', cobrador.usuario, { en: '/app/dashboard' });
      const total = `2 préstamos · ${formatearPesos(t.totales.enMora.monto)} vencido, sin mora`;
      await expect(page.getByRole('link', { name: `En mora: ${total}` })).toHaveText(total);
      const filas = page.getByRole('list', { name: 'En mora' }).getByRole('listitem');
      await expect(filas).toHaveCount(2);
      // El de 33 días ya paga mora; el de un día, dentro de la gracia de DEMO, todavía no.
      expect(t.enMora[0]?.mora).toBeGreaterThan(0);
      for (const [i, m] of t.enMora.entries()) {
        await expect(filas.nth(i)).toContainText(formatearPesos(m.vencido));
        if (m.mora > 0) await expect(filas.nth(i)).toContainText(`+ ${formatearPesos(m.mora)} de mora`);
        else await expect(filas.nth(i)).not.toContainText('de mora');
      }
      // Lo que se ve: los montos de las filas suman el total de arriba, al centavo.
      const montos = await filas.locator('p', { hasText: /^RD\$\s/ }).allTextContents();
      const enPantalla = montos.reduce((s, m) => s + pesosACentavos(Number(m.replace(/[^\d.]/g, ''))), 0);
      expect(enPantalla).toBe(suma);
      await page.getByRole('region', { name: 'En mora' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`en-mora-${ancho}.png`) });
      expect(await sinDesborde(page)).toBe(0);
    } finally {
      await pedir('delete', `/rutas/${ruta}`);
      await pedir('delete', `/usuarios/${cobrador.id}`);
    }
  });

  test(`a ${ancho} px: las tarjetas del reporte dicen qué fechas suman; una fecha imposible dice por qué`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: ancho, height: 900 });
    const hoy = fechaDeNegocio(new Date());
    const [desde, hasta] = [sumarDias(hoy, -10), sumarDias(hoy, 3)];
    await entrar(page, 'DEMO', 'admin', { en: '/app/reportes' });
    const proximas = page.getByRole('button', { name: /^Cuotas próximas a vencer/ });
    const vencidas = page.getByRole('button', { name: /^Cuotas vencidas/ });
    await expect(proximas).toContainText(
      `Vencen del ${formatearFecha(hoy)} al ${formatearFecha(sumarDias(hoy, 7))}`,
    );
    await expect(vencidas).toContainText('Pendientes o parciales que vencieron antes de hoy');

    await llenarFecha(page.getByLabel('Vence desde'), desde);
    await llenarFecha(page.getByLabel('Vence hasta'), hasta);
    await expect(page).toHaveURL(new RegExp(`desde=${desde}&hasta=${hasta}`));
    await expect(proximas).toContainText(`Vencen del ${formatearFecha(hoy)} al ${formatearFecha(hasta)}`);
    await expect(vencidas).toContainText(
      `Vencieron del ${formatearFecha(desde)} al ${formatearFecha(sumarDias(hoy, -1))}, pendientes o parciales`,
    );

    // 31 de febrero: el campo vuelve a la fecha de antes y dice por qué.
    const campo = page.getByLabel('Vence desde');
    await llenarFecha(campo, '31/02/2026');
    await expect(
      page.getByText('31/02/2026 no existe: febrero de 2026 tiene 28 días. Quedó la fecha anterior.'),
    ).toBeVisible();
    await expect(campo).toHaveValue(formatearFecha(desde));
    await expect(page).toHaveURL(new RegExp(`desde=${desde}&hasta=${hasta}`));
    await page.screenshot({ path: test.info().outputPath(`reporte-${ancho}.png`), fullPage: ancho === 390 });
    expect(await violacionesGraves(page)).toEqual([]);
    // Al volver a escribir, el aviso se va.
    await llenarFecha(campo, sumarDias(hoy, -5));
    await expect(page.getByText(/no existe: febrero/)).toHaveCount(0);
    await expect(vencidas).toContainText(`Vencieron del ${formatearFecha(sumarDias(hoy, -5))} al`);
    expect(await sinDesborde(page)).toBe(0);
  });
}
