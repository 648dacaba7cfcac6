import { entrar } from './ayudas';
import { expect, type Page, test } from './prueba';
import { controlarElTiempo, type Tiempo } from './reloj';

// Los límites de serie: cierre a los 5 minutos sin actividad, aviso 60 s antes (docs/producto.md#sesion). El tiempo lo
// pasa el recorrido (e2e/reloj.ts): en el navegador y en el servidor a la vez, sin esperar segundos de verdad.
const AVISO = 'Seguir conectado';

/** Un gesto del usuario en la página: mover el ratón y tocar una tecla. */
async function actuar(page: Page, i: number) {
  await page.mouse.move(100 + (i % 20) * 10, 200);
  await page.keyboard.press('Shift');
}

/** Trabaja diez minutos en `donde` (un gesto cada 30 s) sin pedir nada al servidor: el doble del límite. */
async function trabajarDiezMinutos(
  donde: Page,
  tiempo: Tiempo,
  alPasar: () => Promise<void> = async () => {},
) {
  for (let i = 0; i < 20; i++) {
    await actuar(donde, i);
    await tiempo.pasar(30_000);
    await alPasar();
  }
}

/** El servidor también da la sesión por viva: lo próximo que la página pide se atiende. */
async function sigueEnLaSesion(page: Page) {
  await page.getByRole('link', { name: 'Clientes' }).first().click();
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/clientes$/);
}

test.describe('inactividad', () => {
  test('avisa a los 4 minutos con cuenta regresiva, "Seguir aquí" la mantiene y a los 5 cierra la sesión', async ({
    page,
    context,
    request,
  }) => {
    const tiempo = await controlarElTiempo(context, request);
    await entrar(page, 'DEMO', 'admin', { en: '/app/perfil' });
    await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
    await tiempo.detener();
    await actuar(page, 0);
    const aviso = page.getByRole('dialog', { name: AVISO });

    await tiempo.pasar(230_000);
    await expect(aviso).toBeHidden();
    await tiempo.pasar(11_000);
    await expect(aviso).toBeVisible();
    const segundos = aviso.getByTestId('segundos-restantes');
    await expect(segundos).toHaveText('59');
    await tiempo.pasar(3_000);
    await expect(segundos).toHaveText('56');
    // Con el aviso abierto, moverse no basta: hay que elegir.
    await actuar(page, 1);
    await tiempo.pasar(1_000);
    await expect(segundos).toHaveText('55');

    await aviso.getByRole('button', { name: 'Seguir aquí' }).click();
    await expect(aviso).toBeHidden();
    await expect(page).toHaveURL(/\/app\/perfil$/);

    // Sin tocar nada más: el aviso vuelve a los 4 minutos y a los 5 la sesión se cierra, en la página y en el servidor.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await tiempo.pasar(239_000);
    await expect(aviso).toBeHidden();
    await tiempo.pasar(1_000);
    await expect(aviso).toBeVisible();
    await expect(segundos).toHaveText('60');
    await tiempo.pasar(60_000);
    await expect(page).toHaveURL(/\/login\?next=%2Fapp%2Fperfil$/);
    await expect(page.getByText('Sesión expirada por inactividad. Vuelve a iniciar sesión.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const conElTokenViejo = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(conElTokenViejo.status()).toBe(401);
    // Volver a entrar es solo la contraseña: la empresa y el usuario siguen puestos.
    await expect(page.getByLabel('Código de empresa')).toHaveValue('DEMO');
    await expect(page.getByLabel('Usuario')).toHaveValue('admin');
    await expect(page.getByLabel('Contraseña')).toHaveValue('');
  });

  test('"Cerrar sesión ahora" sale de inmediato', async ({ page, context, request }) => {
    const tiempo = await controlarElTiempo(context, request);
    await entrar(page, 'DEMO', 'admin');
    await tiempo.detener();
    await actuar(page, 0);
    await tiempo.pasar(245_000);
    const aviso = page.getByRole('dialog', { name: AVISO });
    await aviso.getByRole('button', { name: 'Cerrar sesión ahora' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('la actividad en otra pestaña mantiene viva la sesión de esta', async ({ page, context, request }) => {
    const tiempo = await controlarElTiempo(context, request);
    await entrar(page, 'DEMO', 'admin');
    const otra = await context.newPage();
    await otra.goto('/app/perfil');
    await expect(otra.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
    await tiempo.detener();
    await actuar(page, 0);
    // En la otra pestaña, con muchas revisiones de las sesiones del flujo en vivo (cada adelanto del reloj revisa):
    // en esta el aviso no sale nunca.
    await trabajarDiezMinutos(otra, tiempo, () =>
      expect(page.getByRole('dialog', { name: AVISO })).toBeHidden(),
    );
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await sigueEnLaSesion(otra);
  });

  // Quien escribe o lee más que el límite sin pedir nada al servidor sigue activo: la página se lo cuenta al servidor (el
  // ping), y el flujo en vivo, cuyas sesiones el servidor revisa, no la da por inactiva.
  test('trabajar más que el límite sin pedir nada al servidor no cierra la sesión', async ({
    page,
    context,
    request,
  }) => {
    const tiempo = await controlarElTiempo(context, request);
    await entrar(page, 'DEMO', 'admin');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await tiempo.detener();
    await actuar(page, 0);
    await trabajarDiezMinutos(page, tiempo);
    await expect(page.getByRole('dialog', { name: AVISO })).toBeHidden();
    await sigueEnLaSesion(page);
  });

  test('sin actividad en ninguna pestaña, el aviso sale en las dos y la sesión se cierra en las dos', async ({
    page,
    context,
    request,
  }) => {
    const tiempo = await controlarElTiempo(context, request);
    await entrar(page, 'DEMO', 'admin');
    const otra = await context.newPage();
    await otra.goto('/app/clientes');
    await expect(otra.getByRole('heading', { name: 'Clientes' })).toBeVisible();
    await tiempo.detener();
    await actuar(page, 0);
    await tiempo.pasar(250_000);
    await expect(page.getByRole('dialog', { name: AVISO })).toBeVisible();
    await expect(otra.getByRole('dialog', { name: AVISO })).toBeVisible();
    await tiempo.pasar(60_000);
    await expect(page).toHaveURL(/\/login\?next=%2Fapp%2Fdashboard$/);
    await expect(otra).toHaveURL(/\/login/);
  });
});
