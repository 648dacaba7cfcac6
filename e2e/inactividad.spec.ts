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
    // Durante 30 s el usuario trabaja en la otra pestaña sin que ninguna pida nada al servidor: más que el límite (12 s)
    // y que el intervalo con que el servidor revisa las sesiones del flujo en vivo (15 s), que sin el ping de la
    // actividad la daría por inactiva.
    for (let i = 0; i < 30; i++) {
      await otra.mouse.move(100 + (i % 20) * 10, 200);
      await otra.keyboard.press('Shift');
      await page.waitForTimeout(1_000);
    }
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('dialog', { name: 'Seguir conectado' })).toBeHidden();
    // Y el servidor también lo sabe: lo próximo que pide sigue en la sesión.
    await otra.getByRole('link', { name: 'Clientes' }).first().click();
    await expect(otra.getByRole('heading', { name: 'Clientes' })).toBeVisible();
    await expect(otra).toHaveURL(/\/app\/clientes$/);
  });

  // Quien escribe o lee más que el límite sin pedir nada al servidor sigue activo: la página se lo cuenta al servidor (el
  // ping), y el flujo en vivo, que el servidor revisa cada 15 s, no da la sesión por inactiva.
  test('trabajar más que el límite sin pedir nada al servidor no cierra la sesión', async ({ page }) => {
    await entrar(page, 'DEMO', 'admin');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    for (let i = 0; i < 30; i++) {
      await page.mouse.move(100 + (i % 20) * 10, 200);
      await page.keyboard.press('Shift');
      await page.waitForTimeout(1_000);
    }
    await page.getByRole('link', { name: 'Clientes' }).first().click();
    await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/clientes$/);
  });
});
