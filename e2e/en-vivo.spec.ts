import { fechaDeNegocio, sumarDias, sumarMeses } from '@prestamos/domain';
import { aviso, crearUsuario, desactivarUsuario, entrar, menuPrincipal, tokenDe } from './ayudas';
import { type BrowserContext, expect, type Page, type Request, test } from './prueba';

/**
 * Lo que llega en vivo (issue 33): el chat entre dos navegadores, un cobro que aparece en el centro de
 * notificaciones de otro y ocho pestañas que comparten un solo flujo.
 */

const centro = (page: Page) => page.getByRole('region', { name: 'Notificaciones' });

/**
 * Los flujos de eventos abiertos ahora mismo por las pestañas de un contexto. Playwright ve cada flujo como una
 * petición que no termina; la de una pestaña cerrada no avisa que terminó, así que se descuenta por su pestaña.
 */
function contarFlujos(contexto: BrowserContext) {
  const abiertos = new Set<Request>();
  contexto.on('request', (r) => {
    if (r.url().includes('/api/events/stream')) abiertos.add(r);
  });
  contexto.on('requestfinished', (r) => abiertos.delete(r));
  contexto.on('requestfailed', (r) => abiertos.delete(r));
  return () => [...abiertos].filter((r) => !r.frame().page().isClosed()).length;
}

test('el operador escribe, el administrador lo ve sin recargar y responde; el operador ve la respuesta de "Administración"', async ({
  page,
  browser,
  request,
}) => {
  const { usuario, id } = await crearUsuario(request, { prefijo: 'chat', nombres: 'Olga' });
  const asunto = `Caja ${Date.now().toString(36)}`;

  // El administrador ya está en la mensajería antes de que llegue nada.
  await entrar(page, 'DEMO', 'admin');
  await expect(centro(page).getByLabel('Estado: conectado')).toBeVisible();
  await menuPrincipal(page).getByRole('link', { name: 'Mensajes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mensajería' })).toBeVisible();

  const contexto = await browser.newContext();
  const operador = await contexto.newPage();
  await entrar(operador, 'DEMO', usuario);
  await operador.goto('/app/mensajes/enviar');
  await operador.getByRole('button', { name: 'Nueva conversación' }).click();
  const nueva = operador.getByRole('dialog', { name: 'Nueva conversación' });
  await nueva.getByRole('button', { name: 'Enviar' }).click();
  await expect(nueva.getByText('Escribe un mensaje')).toBeVisible();
  await nueva.getByLabel('Asunto').fill(asunto);
  await nueva.getByLabel('Mensaje').fill('No me cuadra la caja de hoy');
  await nueva.getByRole('button', { name: 'Enviar' }).click();
  await expect(aviso(operador, 'Conversación creada')).toBeVisible();
  const hiloDelOperador = operador.getByRole('list', { name: 'Mensajes' });
  await expect(hiloDelOperador.getByRole('listitem')).toHaveCount(1);
  await expect(hiloDelOperador).toContainText('Tú');

  // Sin recargar: la conversación aparece en la lista del administrador, con su mensaje sin leer y en su campana.
  const conversacion = page
    .getByRole('list', { name: 'Conversaciones' })
    .getByRole('button', { name: new RegExp(asunto) });
  await expect(conversacion).toBeVisible();
  await expect(conversacion.getByLabel('1 sin leer')).toBeVisible();
  await expect(conversacion).toContainText('No me cuadra la caja de hoy');
  await expect(page.getByRole('button', { name: /^Notificaciones: \d+ sin leer$/ })).toBeVisible();
  await conversacion.click();
  const hilo = page.getByRole('list', { name: 'Mensajes' });
  await expect(hilo).toContainText('Olga');
  await expect(hilo).toContainText('No me cuadra la caja de hoy');
  await expect(conversacion.getByLabel(/sin leer/)).toHaveCount(0);

  // Enter envía; Shift+Enter parte la línea; vacío no se envía.
  const respuesta = page.getByRole('textbox', { name: 'Respuesta' });
  await respuesta.press('Enter');
  await expect(hilo.getByRole('listitem')).toHaveCount(1);
  await respuesta.fill('Ya lo reviso');
  await respuesta.press('Shift+Enter');
  await respuesta.pressSequentially('Dame un minuto');
  await respuesta.press('Enter');
  await expect(hilo.getByRole('listitem')).toHaveCount(2);
  await expect(respuesta).toHaveValue('');
  await expect(hilo.getByRole('listitem').nth(1)).toContainText('Tú');

  // El operador la ve llegar, firmada por "Administración", sin recargar.
  const llegada = hiloDelOperador.getByRole('listitem').nth(1);
  await expect(llegada).toContainText('Administración');
  await expect(llegada).toContainText('Ya lo reviso\nDame un minuto');
  await expect(operador.getByRole('button', { name: /^Notificaciones: 1 sin leer$/ })).toBeVisible();
  await operador.getByRole('button', { name: /^Notificaciones/ }).click();
  await expect(operador.getByRole('dialog', { name: 'Notificaciones' })).toContainText(
    'te escribió: Ya lo reviso',
  );
  await contexto.close();
  await desactivarUsuario(request, id);
});

test('un cobro hecho en un navegador aparece en el centro de notificaciones del otro', async ({
  page,
  browser,
  request,
}) => {
  // Un préstamo de un cliente nuevo, cobrado por una cajera (otro usuario, otro navegador).
  const token = await tokenDe(request, 'DEMO', 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const cliente = await request.post('/api/clientes', {
    headers,
    data: { nombres: 'Vivo', apellidos: `Cobro${Date.now().toString(36)}`, telefono: '809-555-0177' },
  });
  const idCliente = (await cliente.json()).item.id_cliente as number;
  const prestamo = await request.post('/api/prestamos', {
    headers,
    data: {
      id_cliente: idCliente,
      monto: 6000,
      plazo: 3,
      tasa: 5,
      amortizacion: 'ABSOLUTO',
      fecha_inicio: sumarDias(sumarMeses(fechaDeNegocio(new Date()), -1), 0),
    },
  });
  expect(prestamo.status(), await prestamo.text()).toBe(201);
  const { id_prestamo, codigo_prestamo } = (await prestamo.json()).prestamo;
  const { usuario, id } = await crearUsuario(request, { prefijo: 'cajera', rol: 'ADMIN', nombres: 'Carla' });

  await entrar(page, 'DEMO', 'admin');
  await expect(centro(page).getByLabel('Estado: conectado')).toBeVisible();

  const contexto = await browser.newContext();
  const cajera = await contexto.newPage();
  await entrar(cajera, 'DEMO', usuario);
  await cajera.goto(`/app/prestamos/${id_prestamo}`);
  await cajera.getByRole('tab', { name: 'Cronograma' }).click();
  await cajera.getByRole('button', { name: /^Recibir cuota 1/ }).click();
  const modal = cajera.getByRole('dialog', { name: 'Recibir pago' });
  await modal.getByLabel('Monto a cobrar (RD$)').fill('1500');
  await modal.getByRole('button', { name: 'Cobrar RD$ 1,500.00' }).click();
  await modal.getByRole('button', { name: 'Confirmar cobro' }).click();
  await expect(modal).toContainText('Pago registrado');

  const linea = centro(page).getByRole('link', {
    name: `Carla registró un pago de RD$ 1,500.00 en ${codigo_prestamo}`,
  });
  await expect(linea).toBeVisible();
  await linea.click();
  await expect(page).toHaveURL(new RegExp(`/app/prestamos/${id_prestamo}$`));
  await contexto.close();
  await desactivarUsuario(request, id);
});

test('ocho pestañas abiertas: todas cargan y se conectan con un solo flujo, y siguen al cerrar la que lo tenía', async ({
  context,
  page,
  request,
}) => {
  // Ocho pestañas con el tablero y sus gráficos, en dos núcleos y con la traza grabando: cada una tarda unos segundos.
  const flujos = contarFlujos(context);
  await entrar(page, 'DEMO', 'admin');
  const pestanas = [page];
  for (let i = 1; i < 8; i++) {
    const otra = await context.newPage();
    await otra.goto('/app/dashboard');
    pestanas.push(otra);
  }
  for (const p of pestanas) {
    await expect(p.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    await expect(p.getByRole('link', { name: /^Clientes total:/ })).toBeVisible();
    await expect(centro(p).getByLabel('Estado: conectado')).toBeVisible();
  }
  expect(flujos()).toBe(1);

  // Un aviso llega a las ocho.
  const token = await tokenDe(request, 'DEMO', 'admin');
  const texto = `Reunión ${Date.now().toString(36)}`;
  const r = await request.post('/api/events/message', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Aviso', message: texto, level: 'info' },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  for (const p of pestanas) await expect(centro(p)).toContainText(texto);

  // Al cerrar todas menos una, la que queda toma el flujo y sigue recibiendo.
  for (const p of pestanas.slice(0, 7)) await p.close();
  const ultima = pestanas[7] as Page;
  await expect(centro(ultima).getByLabel('Estado: conectado')).toBeVisible();
  const otro = `Segundo ${Date.now().toString(36)}`;
  await request.post('/api/events/message', {
    headers: { authorization: `Bearer ${token}` },
    data: { message: otro },
  });
  await expect(centro(ultima)).toContainText(otro);
  await expect.poll(flujos).toBe(1);
});

test('soporte entra a ver DEMO en otra pestaña: esta relee su historial y reconecta al flujo de DEMO', async ({
  context,
  page,
  request,
}) => {
  // La primera pestaña abre el flujo; la otra cambia de empresa y la primera se entera por el evento `storage`.
  const urls: string[] = [];
  context.on('request', (r) => {
    if (r.url().includes('/api/events/stream')) urls.push(new URL(r.url()).searchParams.get('tenant') ?? '');
  });
  await entrar(page, 'SOPORTE', 'soporte');
  await expect(centro(page).getByLabel('Estado: conectado')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notificaciones/ })).toBeVisible();

  const otra = await context.newPage();
  await otra.goto('/app/empresa');
  await otra
    .getByRole('row', { name: /\bDEMO\b/ })
    .getByRole('button', { name: 'Ver' })
    .click();
  await expect(otra.getByText(/^Viendo la empresa/)).toBeVisible();

  await expect.poll(() => urls.at(-1)).toBe('2');
  await expect(centro(page).getByLabel('Estado: conectado')).toBeVisible();
  const token = await tokenDe(request, 'DEMO', 'admin');
  const texto = `Para DEMO ${Date.now().toString(36)}`;
  await request.post('/api/events/message', {
    headers: { authorization: `Bearer ${token}` },
    data: { message: texto },
  });
  await expect(centro(page)).toContainText(texto);
  await expect(page.getByText(/^Viendo la empresa/)).toBeVisible();
  // Su historial es el de soporte viendo DEMO, aparte del de su propia empresa.
  const claves = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('notificaciones:v1:')),
  );
  expect(claves.some((k) => /^notificaciones:v1:2:\d+$/.test(k))).toBe(true);
});
