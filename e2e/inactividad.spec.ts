import { expect, test } from '@playwright/test';
import { entrar } from './ayudas';

// Este servidor cierra la sesión a los 12 s sin actividad y avisa 8 s antes.
test.describe('inactividad', () => {
  test('avisa con cuenta regresiva, "Seguir aquí" la mantiene y al llegar a 0 cierra la sesión', async ({
    page,
  }) => {
    await entrar(page, 'DEMO', 'admin');
    await page.goto('/app/perfil');
    const aviso = page.getByRole('dialog', { name: 'Seguir conectado' });
    await expect(aviso).toBeVisible({ timeout: 8_000 });
    const segundos = aviso.getByTestId('segundos-restantes');
    const primero = Number(await segundos.textContent());
    expect(primero).toBeGreaterThan(0);
    expect(primero).toBeLessThanOrEqual(8);
    await expect
      .poll(async () => Number(await segundos.textContent()), { timeout: 4_000 })
      .toBeLessThan(primero);

    await aviso.getByRole('button', { name: 'Seguir aquí' }).click();
    await expect(aviso).toBeHidden();
    await expect(page).toHaveURL(/\/app\/perfil$/);

    // Sin tocar nada más: el aviso vuelve y, a los 12 s, la sesión se cierra con el aviso de la spec.
    await expect(aviso).toBeVisible({ timeout: 8_000 });
    await expect(page).toHaveURL(/\/login\?next=%2Fapp%2Fperfil$/, { timeout: 15_000 });
    await expect(page.getByText('Sesión expirada por inactividad. Vuelve a iniciar sesión.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Volver a entrar es solo la contraseña: la empresa y el usuario siguen puestos.
    await expect(page.getByLabel('Código de empresa')).toHaveValue('DEMO');
    await expect(page.getByLabel('Usuario')).toHaveValue('admin');
    await expect(page.getByLabel('Contraseña')).toHaveValue('');
  });

  test('"Cerrar sesión ahora" sale de inmediato', async ({ page }) => {
    await entrar(page, 'DEMO', 'admin');
    const aviso = page.getByRole('dialog', { name: 'Seguir conectado' });
    await expect(aviso).toBeVisible({ timeout: 8_000 });
    await aviso.getByRole('button', { name: 'Cerrar sesión ahora' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('la actividad en otra pestaña mantiene viva la sesión de esta', async ({ page, context }) => {
    await entrar(page, 'DEMO', 'admin');
    const otra = await context.newPage();
    // Mientras la otra pestaña carga (en una máquina lenta, más que los 4 s hasta el aviso), el usuario sigue en esta:
    // así el reloj de inactividad empieza con la otra ya lista para registrar actividad.
    let cargando = true;
    const enEsta = (async () => {
      for (let i = 0; cargando; i++) {
        await page.mouse.move(50 + (i % 20) * 5, 150);
        await page.waitForTimeout(1_000);
      }
    })();
    await otra.goto('/app/perfil');
    await expect(otra.getByRole('heading', { name: 'Mi perfil' })).toBeVisible({ timeout: 20_000 });
    cargando = false;
    await enEsta;
    // Durante 16 s (más que el límite) el usuario trabaja en la otra pestaña.
    for (let i = 0; i < 8; i++) {
      await otra.mouse.move(100 + i * 10, 200);
      await otra.keyboard.press('Shift');
      await page.waitForTimeout(2_000);
    }
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('dialog', { name: 'Seguir conectado' })).toBeHidden();
  });
});
