import { expect, test } from './prueba';

test.describe('sitio público', () => {
  test('la raíz lleva a /home, con su encabezado y su pie', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tus préstamos en orden, de la oficina a la ruta de cobro',
    );
    const sitio = page.getByRole('navigation', { name: 'Sitio' });
    for (const enlace of ['Sobre nosotros', 'Planes', 'Contacto'])
      await expect(sitio.getByRole('link', { name: enlace })).toBeVisible();
    await expect(sitio.getByRole('link', { name: 'Acceder' })).toBeVisible();
    const pie = page.getByRole('navigation', { name: 'Pie de página' });
    for (const enlace of ['Sobre nosotros', 'Planes', 'Contacto', 'Privacidad'])
      await expect(pie.getByRole('link', { name: enlace })).toBeVisible();
    // Sin sesión, el segundo botón lleva a la pantalla de ingreso.
    await page.getByRole('main').getByRole('link', { name: 'Acceder' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('planes: tres tarjetas con precio y límites; cada una abre contacto con su plan y un mensaje', async ({
    page,
  }) => {
    await page.goto('/planes');
    await expect(page.getByText('RD$ 800.00')).toBeVisible();
    await expect(page.getByText('RD$ 1,000.00')).toBeVisible();
    await expect(page.getByText('RD$ 1,500.00')).toBeVisible();
    await expect(page.getByText('Hasta 10 usuarios')).toBeVisible();
    await expect(page.getByText('Hasta 150 clientes')).toBeVisible();
    await page.getByRole('link', { name: 'Solicitar plan Medio' }).click();
    await expect(page).toHaveURL(/\/contacto\?plan=MEDIO$/);
    await expect(page.getByLabel('Mensaje')).toHaveValue(
      'Hola, me interesa el plan Medio (RD$\u00a01,000.00 al mes). Quisiera más información para mi empresa.',
    );
  });

  test('contacto: valida, envía y agradece; tiene WhatsApp y Telegram', async ({ page }) => {
    await page.goto('/contacto');
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/18095550100/,
    );
    await expect(page.getByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'href',
      'https://t.me/PrestamosRD',
    );
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('Ingresa tu nombre.')).toBeVisible();
    await expect(page.getByText('Escribe tu mensaje.')).toBeVisible();
    await page.getByLabel('Nombre').fill('Ramón Tavárez');
    await page.getByLabel('Correo electrónico').fill('ramon@inversionestavarez.do');
    await page.getByLabel('Mensaje').fill('Tenemos 120 clientes y 3 cobradores. ¿Qué plan nos conviene?');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('status')).toHaveText('¡Gracias! Te contactaremos muy pronto.');
    await expect(page.getByLabel('Nombre')).toHaveValue('');
  });

  test('privacidad tiene sus seis secciones numeradas', async ({ page }) => {
    await page.goto('/privacidad');
    const secciones = page.getByRole('heading', { level: 2 });
    await expect(secciones).toHaveText([
      '1. Datos que recopilamos',
      '2. Uso de los datos',
      '3. Compartir información',
      '4. Seguridad',
      '5. Tus derechos',
      '6. Contacto',
    ]);
  });

  test('una dirección desconocida muestra "Página no encontrada" y vuelve al inicio', async ({ page }) => {
    await page.goto('/esto-no-existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('/acceder lleva a /login y /perfil al perfil (que sin sesión pide ingresar)', async ({ page }) => {
    await page.goto('/acceder');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/login\?next=%2Fapp%2Fperfil$/);
  });
});
