import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { formatearFecha } from '@prestamos/domain';

/** Contraseña de los usuarios sembrados en los servidores de prueba (SEED_PASSWORD). */
export const CLAVE = 'Demo2026!';

/**
 * Escribe una fecha en un campo de fecha de la app (DD/MM/AAAA, `components/campo-de-fecha.tsx`) como lo haría una
 * persona, y sale del campo para cerrar su calendario. Acepta AAAA-MM-DD (se escribe en DD/MM/AAAA), DD/MM/AAAA tal
 * cual, o '' para vaciarlo.
 */
export async function llenarFecha(campo: Locator, fecha: string) {
  await campo.fill(/^\d{4}-\d{2}-\d{2}$/.test(fecha) ? formatearFecha(fecha) : fecha);
  await campo.blur();
}

/**
 * Ingreso por la pantalla, como una persona. Con `en`, entra como quien abrió esa dirección sin sesión
 * (`/login?next=…`): la pantalla de ingreso lo lleva ahí y no pasa por el tablero.
 */
export async function entrar(
  page: Page,
  empresa: string,
  usuario: string,
  { password = CLAVE, en }: { password?: string; en?: string } = {},
) {
  await page.goto(en ? `/login?next=${encodeURIComponent(en)}` : '/login');
  await page.getByLabel('Código de empresa').fill(empresa);
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  if (en) await expect(page).toHaveURL((url) => url.pathname === new URL(en, url).pathname);
  else await expect(page).toHaveURL(/\/app\//);
}

export async function tokenDe(
  request: APIRequestContext,
  empresa: string,
  usuario: string,
  password = CLAVE,
) {
  const r = await request.post('/api/auth/login', {
    headers: { 'x-tenant': empresa },
    data: { usuario, password },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  return (await r.json()).token as string;
}

let contador = 0;

/** Crea por la API un usuario de la empresa DEMO con nombre único (cada prueba trabaja con los suyos). */
export async function crearUsuario(
  request: APIRequestContext,
  datos: { prefijo: string; rol?: string; nombres?: string; password?: string },
) {
  const token = await tokenDe(request, 'DEMO', 'admin');
  const usuario = `${datos.prefijo}${Date.now().toString(36)}${contador++}`;
  const r = await request.post('/api/usuarios', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      usuario,
      rol: datos.rol ?? 'OPERADOR',
      nombres: datos.nombres ?? 'Prueba',
      password: datos.password ?? CLAVE,
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  return { usuario, id: (await r.json()).item.id as number };
}

/**
 * Desactiva un usuario que creó una prueba: DEMO permite 10 usuarios activos y los recorridos comparten un servidor (sus
 * cobros y mensajes impiden borrarlo).
 */
export async function desactivarUsuario(request: APIRequestContext, id: number) {
  const token = await tokenDe(request, 'DEMO', 'admin');
  const actual = await request.get(`/api/usuarios/${id}`, { headers: { authorization: `Bearer ${token}` } });
  const { usuario } = (await actual.json()).item;
  const r = await request.put(`/api/usuarios/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { usuario, estado: 'INACTIVO' },
  });
  expect(r.status(), await r.text()).toBe(200);
}

export function menuPrincipal(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

/** Un aviso (notificación) con ese texto; puede haber más de uno si el usuario repitió la acción. */
export function aviso(page: Page, texto: string) {
  return page.getByText(texto, { exact: true }).first();
}

/** Las violaciones de accesibilidad graves o críticas de la página (axe), legibles en el mensaje de la prueba. */
export async function violacionesGraves(page: Page) {
  const resultado = await new AxeBuilder({ page }).analyze();
  return resultado.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Espera a que la pantalla termine de cargar: sin indicadores de carga de Mantine a la vista. No se espera a que la red
 * quede quieta (`networkidle`): el flujo de eventos queda abierto y, con la máquina ocupada, las consultas que se
 * renuevan pueden no dejarla quieta nunca; esa espera no tenía más plazo que el de la prueba entera.
 */
export async function esperarQueCargue(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);
}

/**
 * Abre una pantalla como una persona: la abre, espera a que cargue y mueve el ratón sobre ella. Quien mira la pantalla
 * está activo; un recorrido que solo llamaba a `page.goto` no lo estaba, y con la máquina ocupada llegaba al aviso de
 * inactividad (a los 4 minutos de reloj real de la última acción), cuyo fondo tapaba el botón siguiente.
 */
export async function mirar(page: Page, ruta: string) {
  await page.goto(ruta);
  await esperarQueCargue(page);
  // Dos puntos: un solo movimiento al mismo lugar que el anterior no llega a la página.
  await page.mouse.move(5, 5);
  await page.mouse.move(15, 15);
}

/**
 * Hace clic en un botón que abre un PDF en una pestaña nueva (lib/pdf.ts): la app baja el PDF con la sesión y abre la
 * pestaña. El Chromium sin pantalla de los recorridos no trae visor de PDF y deja la pestaña en blanco (ni la navega ni
 * descarga), así que se revisa que se abrió y que la app recibió un PDF; su contenido lo prueban las pruebas de la API.
 */
export async function pdfEnPestanaNueva(context: BrowserContext, boton: Locator): Promise<void> {
  const [pestana, respuesta] = await Promise.all([
    context.waitForEvent('page'),
    boton.page().waitForResponse((r) => new URL(r.url()).pathname.endsWith('/pdf')),
    boton.click(),
  ]);
  expect(respuesta.status()).toBe(200);
  expect(respuesta.headers()['content-type']).toBe('application/pdf');
  expect(Number(respuesta.headers()['content-length'])).toBeGreaterThan(1_000);
  await pestana.close();
}
