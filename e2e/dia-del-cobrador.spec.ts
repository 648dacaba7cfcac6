import type { EstadoDeOperador, ResumenDeOperador } from '@prestamos/contract';
import { fechaDeNegocio, formatearPesos, sumarDias } from '@prestamos/domain';
import { crearUsuario, entrar, tokenDe, violacionesGraves } from './ayudas';
import { type APIRequestContext, expect, type Page, test } from './prueba';

/**
 * «Tus rutas» en un teléfono de 390 px (issue 40, puntos 11 y 16): a la vista solo quienes falta visitar; los cobrados
 * hoy y los que están al día, plegados. Un cobro sin señal cuenta enseguida en lo cobrado hoy (como por sincronizar),
 * en lo que falta por cobrar, en «A visitar» y en la tarjeta del cliente (ya no sale con sus 52 días de atraso); al
 * volver la señal, el botón de la cola deja de pedir atención. Trabaja con su propio cobrador, ruta y clientes.
 */
const TELEFONO = { width: 390, height: 844 };
test.use({ serviceWorkers: 'allow' });

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

const total = (page: Page, etiqueta: string) => page.getByRole('group', { name: etiqueta });

test('el día del cobrador: plegados los ya cobrados y al día, y lo cobrado sin señal cuenta enseguida', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await page.setViewportSize(TELEFONO);
  const pedir = await comoAdmin(request);
  const sufijo = Date.now().toString(36);
  const hoy = fechaDeNegocio(new Date());
  const cobrador = await crearUsuario(request, { prefijo: 'dia', nombres: 'Diadecobro' });
  const semanal = (inicio: string, plazo = 4) => ({
    monto: 12000,
    plazo,
    tasa: 5,
    amortizacion: 'ABSOLUTO',
    frecuencia: 'SEMANAL',
    fecha_inicio: inicio,
  });
  // Atrasado: su primera cuota venció hace 52 días (de 12 semanales); dos vencen hoy; uno vence en 4 días.
  const datos = [
    ['Atrasado', semanal(sumarDias(hoy, -59), 12)],
    ['Hoyuno', semanal(sumarDias(hoy, -7))],
    ['Hoydos', semanal(sumarDias(hoy, -7))],
    ['Aldia', semanal(sumarDias(hoy, -3))],
  ] as const;
  const nombre = (n: string) => `${n} Dia${sufijo}`.toUpperCase();
  const ids: number[] = [];
  for (const [nombres, prestamo] of datos) {
    const c = await pedir('post', '/clientes', {
      nombres,
      apellidos: `Dia${sufijo}`,
      telefono: '809-555-0123',
    });
    await pedir('post', '/prestamos', { id_cliente: c.item.id_cliente, ...prestamo });
    ids.push(c.item.id_cliente);
  }
  const rutaNombre = `Dia ${sufijo}`;
  const ruta = (await pedir('post', '/rutas', { nombre: rutaNombre })).item.id_ruta as number;
  await pedir('put', `/rutas/${ruta}/clientes`, { ids });
  await pedir('put', `/rutas/${ruta}/empleados`, { ids: [cobrador.id] });
  const comoCobrador = { authorization: `Bearer ${await tokenDe(request, 'DEMO', cobrador.usuario)}` };
  const delServidor = async <T>(ruta: string): Promise<T> =>
    (await request.get(`/api${ruta}`, { headers: comoCobrador })).json();
  const plegados = page
    .getByRole('region', { name: `Ruta ${rutaNombre}` })
    .getByRole('button', { name: /^(Ver|Ocultar) \d+ clientes? más/ });

  try {
    await entrar(page, 'DEMO', cobrador.usuario);
    await expect(page).toHaveURL(/\/app\/operador$/);
    // A la vista, los tres que hay que visitar, el atrasado primero; el que está al día, plegado.
    const tarjetas = page.getByRole('article');
    await expect(tarjetas).toHaveCount(3);
    await expect(tarjetas.first()).toHaveAccessibleName(nombre('Atrasado'));
    await expect(tarjetas.first()).toContainText('52 días de atraso');
    await expect(total(page, 'A visitar')).toHaveText(/^A visitar\s*3\s*de 4 clientes$/);
    await expect(plegados).toHaveText('Ver 1 cliente más: 1 al día');
    await page.screenshot({ path: test.info().outputPath('1-por-visitar.png'), fullPage: true });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => cuotasGuardadas(page)).toBe(4);

    // Con señal, cobra la cuota de Hoyuno: pasa a los plegados y «A visitar» baja aunque el día no termine.
    await page
      .getByRole('article', { name: nombre('Hoyuno') })
      .getByRole('button', { name: 'Recibir pago' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Recibir pago' });
    await modal.getByRole('button', { name: 'Cobrar RD$ 3,150.00' }).click();
    await modal.getByRole('button', { name: 'Confirmar cobro' }).click();
    await expect(modal).toContainText('Pago registrado');
    await modal.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(total(page, 'A visitar')).toHaveText(/^A visitar\s*2\s*de 4 clientes$/);
    await expect(tarjetas).toHaveCount(2);
    await expect(plegados).toHaveText('Ver 2 clientes más: 1 cobrado hoy y 1 al día');
    await expect.poll(() => cuotasGuardadas(page)).toBe(4);

    // Lo que dice el servidor antes de cortarse la señal.
    const estado = await delServidor<EstadoDeOperador>('/operador/estado');
    const resumen = await delServidor<ResumenDeOperador>('/operador/resumen');
    expect(estado.cobrado_hoy).toMatchObject({ cantidad: 1, total: 3150 });
    const atrasada = resumen.items.find((c) => c.nombre === nombre('Atrasado'))?.proxima_cuota;
    expect(atrasada?.dias_mora).toBe(52);
    const cuota1 = atrasada?.total ?? 0;

    // Sin señal: cobra la cuota vieja del atrasado.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible();
    await page
      .getByRole('article', { name: nombre('Atrasado') })
      .getByRole('button', { name: 'Recibir pago' })
      .click();
    const sinSenal = page.getByRole('dialog', { name: 'Recibir pago' });
    await sinSenal.getByRole('button', { name: `Guardar pago de ${formatearPesos(cuota1)}` }).click();
    await expect(sinSenal).toContainText('PENDIENTE DE SINCRONIZAR');
    await sinSenal.getByRole('button', { name: 'Cerrar', exact: true }).click();

    // Las cifras del día ya lo cuentan, marcado como por sincronizar.
    await expect(total(page, 'Cobrado hoy')).toContainText(formatearPesos(3150 + cuota1));
    await expect(total(page, 'Cobrado hoy')).toContainText(
      `1 recibo + ${formatearPesos(cuota1)} por sincronizar`,
    );
    await expect(total(page, 'Por cobrar')).toContainText(formatearPesos(estado.por_cobrar - cuota1));
    await expect(total(page, 'Por cobrar')).toContainText(
      `sin los ${formatearPesos(cuota1)} cobrados sin señal`,
    );
    await expect(total(page, 'A visitar')).toHaveText(/^A visitar\s*1\s*de 4 clientes$/);
    await expect(page.getByRole('link', { name: /Pagos por sincronizar/ })).toContainText('1');
    // Su tarjeta, plegada con los cobrados: la cuota siguiente, con su atraso (45 días), no los 52 de la pagada.
    await expect(plegados).toHaveText('Ver 3 clientes más: 2 cobrados hoy y 1 al día');
    await plegados.click();
    const suya = page.getByRole('article', { name: nombre('Atrasado') });
    await expect(suya).toContainText(`Cobrado sin señal: ${formatearPesos(cuota1)} · por sincronizar.`);
    await expect(suya).toContainText('45 días de atraso');
    await expect(suya).not.toContainText('52 días de atraso');
    await expect(suya).toContainText('Cuota 2');
    await page.screenshot({ path: test.info().outputPath('2-sin-senal.png'), fullPage: true });
    expect(await violacionesGraves(page)).toEqual([]);

    // Vuelve la señal: la cola se envía, las cifras son las del servidor y el botón de la cola ya no es naranja.
    await context.setOffline(false);
    const boton = page.getByRole('link', { name: 'Pagos sin señal: todos sincronizados' });
    await expect(boton).toBeVisible();
    await expect(boton).toHaveCSS('color', 'rgb(8, 127, 91)');
    await expect(page.getByLabel(/por sincronizar$/)).toHaveCount(0);
    await expect(total(page, 'Cobrado hoy')).toHaveText(
      new RegExp(`^Cobrado hoy\\s*${formatearPesos(3150 + cuota1).replace('$', '\\$')}\\s*2 recibos$`),
    );
    await expect(total(page, 'Por cobrar')).toContainText(formatearPesos(estado.por_cobrar - cuota1));
    await expect(total(page, 'A visitar')).toHaveText(/^A visitar\s*1\s*de 4 clientes$/);
    await page.screenshot({ path: test.info().outputPath('3-sincronizado.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  } finally {
    await context.setOffline(false);
    await pedir('delete', `/rutas/${ruta}`);
    await pedir('delete', `/usuarios/${cobrador.id}`);
  }
});
