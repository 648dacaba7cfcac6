import { aviso, crearUsuario, entrar, tokenDe, violacionesGraves } from './ayudas';
import { expect, test } from './prueba';

/**
 * Un administrador arma una ruta con clientes y un cobrador nuevos (los suyos: no cambia las rutas de DEMO), y el
 * cobrador, en otro navegador, ve exactamente esos clientes en el orden de visita.
 */
test('el administrador crea una ruta, asigna clientes en orden y un cobrador; el cobrador los ve', async ({
  page,
  browser,
  request,
}) => {
  // Dos navegadores y varias pantallas: en una máquina ocupada pasa de los 60 s de serie.
  test.slow();
  const sufijo = Date.now().toString(36);
  const token = await tokenDe(request, 'DEMO', 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const apellidos = `Visita${sufijo}`;
  for (const nombres of ['Primera', 'Segunda', 'Tercera']) {
    const r = await request.post('/api/clientes', { headers, data: { nombres, apellidos } });
    expect(r.status(), await r.text()).toBe(201);
  }
  const cobrador = await crearUsuario(request, { prefijo: 'rutero', nombres: 'Rutero' });
  const nombre = `Ruta prueba ${sufijo}`;

  try {
    await entrar(page, 'DEMO', 'admin', { en: '/app/rutas' });
    await expect(page.getByRole('heading', { level: 1, name: 'Rutas' })).toBeVisible();
    await expect(page.getByRole('row', { name: /La Vega centro/ })).toContainText('14');

    // El nombre es obligatorio (y se recorta); uno repetido lo rechaza el servidor.
    await page.getByRole('button', { name: 'Nueva ruta' }).click();
    const modal = page.getByRole('dialog', { name: 'Nueva ruta' });
    await modal.getByLabel('Nombre').fill('   ');
    await modal.getByRole('button', { name: 'Crear ruta' }).click();
    await expect(modal.getByText('El nombre de la ruta es obligatorio.')).toBeVisible();
    await modal.getByLabel('Nombre').fill('la vega CENTRO');
    await modal.getByRole('button', { name: 'Crear ruta' }).click();
    await expect(aviso(page, 'No se pudo crear la ruta')).toBeVisible();
    await expect(aviso(page, 'Ya existe la ruta «la vega CENTRO».')).toBeVisible();
    await modal.getByLabel('Nombre').fill(`  ${nombre}  `);
    await modal.getByLabel('Descripción').fill('Calle del Sol y alrededores');
    await modal.getByRole('button', { name: 'Crear ruta' }).click();
    await expect(aviso(page, 'Ruta creada')).toBeVisible();
    const fila = page.getByRole('row', { name: new RegExp(nombre) });
    await expect(fila).toContainText('Calle del Sol y alrededores');
    await expect(fila).toContainText('ACTIVO');

    await fila.getByRole('link', { name: `Asignar la ruta ${nombre}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
    const disponibles = page.getByRole('list', { name: 'Clientes disponibles' });
    const enRuta = page.getByRole('list', { name: 'Clientes en la ruta (orden de visita)' });
    await page.getByLabel('Buscar clientes').fill(apellidos);
    await expect(disponibles.getByRole('listitem')).toHaveCount(3);
    for (const n of ['Primera', 'Segunda', 'Tercera']) {
      await disponibles.getByRole('button', { name: `Agregar ${n} ${apellidos}` }).click();
    }
    await expect(disponibles.getByRole('listitem')).toHaveCount(0);
    // Tercera pasa al primer lugar; Segunda sale de la ruta y vuelve a los disponibles.
    await enRuta.getByRole('button', { name: `Subir Tercera ${apellidos}` }).click();
    await enRuta.getByRole('button', { name: `Subir Tercera ${apellidos}` }).click();
    await enRuta.getByRole('button', { name: `Quitar Segunda ${apellidos}` }).click();
    await expect(disponibles.getByRole('listitem')).toHaveCount(1);
    await expect(enRuta.getByRole('listitem')).toHaveText([/^1\.Tercera/i, /^2\.Primera/i]);

    await page.getByLabel('Buscar cobradores').fill(cobrador.usuario);
    await page
      .getByRole('list', { name: 'Cobradores disponibles' })
      .getByRole('button', { name: 'Agregar Rutero' })
      .click();
    await expect(page.getByRole('list', { name: 'Cobradores de la ruta' })).toContainText(cobrador.usuario);
    await expect(page.getByText('Hay cambios sin guardar')).toBeVisible();
    expect(await violacionesGraves(page)).toEqual([]);
    await page.getByRole('button', { name: 'Guardar asignaciones' }).click();
    await expect(aviso(page, 'Asignaciones guardadas')).toBeVisible();
    await expect(page.getByText('Hay cambios sin guardar')).toHaveCount(0);

    // Tras guardar, el orden sigue y los candidatos vienen del servidor sin los asignados.
    await page.reload();
    await expect(enRuta.getByRole('listitem')).toHaveText([/^1\.Tercera/i, /^2\.Primera/i]);
    await page.getByLabel('Buscar clientes').fill(apellidos);
    await expect(disponibles.getByRole('listitem')).toHaveCount(1);
    await expect(disponibles).toContainText(/Segunda/i);

    await page.getByRole('link', { name: 'Volver a rutas' }).click();
    await expect(fila.getByRole('cell').nth(2)).toHaveText('2');
    await expect(fila.getByRole('cell').nth(3)).toHaveText('1');

    // El cobrador, en su teléfono, ve exactamente esos dos clientes, en el orden de visita. Sin préstamos están al día:
    // van plegados al final de la ruta hasta que los abre.
    const otro = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const suPagina = await otro.newPage();
    await entrar(suPagina, 'DEMO', cobrador.usuario);
    await expect(suPagina.getByRole('heading', { level: 1, name: 'Tus rutas' })).toBeVisible();
    const suRuta = suPagina.getByRole('region', { name: `Ruta ${nombre}` });
    await expect(suRuta.getByRole('article')).toHaveCount(0);
    await suRuta.getByRole('button', { name: 'Ver 2 clientes más: 2 al día' }).click();
    await expect(suRuta.getByRole('article')).toHaveCount(2);
    await expect(suPagina.getByRole('article')).toHaveCount(2);
    await expect(suRuta.getByRole('article').nth(0)).toHaveAccessibleName(
      `TERCERA ${apellidos.toUpperCase()}`,
    );
    await expect(suRuta.getByRole('article').nth(1)).toHaveAccessibleName(
      `PRIMERA ${apellidos.toUpperCase()}`,
    );

    // Borrar la ruta pide confirmación y solo deshace las asignaciones.
    await fila.getByRole('button', { name: `Eliminar la ruta ${nombre}` }).click();
    const confirmar = page.getByRole('dialog', { name: 'Eliminar ruta' });
    await expect(confirmar).toContainText(nombre);
    await confirmar.getByRole('button', { name: 'Eliminar' }).click();
    await expect(aviso(page, 'Ruta eliminada')).toBeVisible();
    await expect(fila).toHaveCount(0);
    await suPagina.reload();
    await expect(suPagina.getByText('Aún no tienes rutas asignadas')).toBeVisible();
    await otro.close();
  } finally {
    // DEMO tiene un cupo de usuarios activos: el cobrador de la prueba no se queda ocupándolo.
    await request.delete(`/api/usuarios/${cobrador.id}`, { headers });
  }
});

test('la ficha de la ruta: id inválido y ruta que no existe', async ({ page }) => {
  await entrar(page, 'DEMO', 'admin', { en: '/app/rutas/abc' });
  await expect(page.getByText('Id inválido', { exact: true })).toBeVisible();
  await page.goto('/app/rutas/999999');
  await expect(page.getByText('No encontrada', { exact: true })).toBeVisible();
  await expect(page.getByText('Ruta no encontrada', { exact: true })).toBeVisible();
});

test('el operador ve solo sus rutas, sin crear, asignar ni borrar', async ({ page }) => {
  await entrar(page, 'DEMO', 'operador', { en: '/app/rutas' });
  await expect(page.getByRole('button', { name: 'Nueva ruta' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Jarabacoa/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver la ruta Moca' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moca' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Clientes en la ruta (orden de visita)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar asignaciones' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Quitar / })).toHaveCount(0);
});
