import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { abrirFlujo, escuchar } from '../../../test/flujo-de-eventos';
import { entrar, pedir } from '../../../test/peticiones';

describe('el reloj de prueba', () => {
  let sinReloj: Entorno;
  let conReloj: Entorno;
  beforeAll(async () => {
    [sinReloj, conReloj] = await Promise.all([crearEntorno(), crearEntorno({}, { relojDePrueba: true })]);
  });
  afterAll(async () => {
    await Promise.all([sinReloj.cerrar(), conReloj.cerrar()]);
  });

  test('sin RELOJ_DE_PRUEBA no existe: nadie puede mover la hora del servidor', async () => {
    expect((await pedir(sinReloj, 'GET', '/api/prueba/reloj')).status).toBe(404);
    expect((await pedir(sinReloj, 'POST', '/api/prueba/reloj', { body: { ms: 1_000 } })).status).toBe(404);
  });

  test('adelantarlo vence la inactividad de las sesiones y cierra sus flujos enseguida', async () => {
    const admin = await entrar(conReloj, 'DEMO', 'admin');
    const antes = Date.parse((await pedir(conReloj, 'GET', '/api/prueba/reloj')).body.ahora);
    const base = await escuchar(conReloj.app);
    const flujo = await abrirFlujo(base, { token: admin.token });
    expect(flujo.status).toBe(200);

    // Cuatro minutos: la sesión sigue (el límite es de cinco) y el flujo también.
    const r = await pedir(conReloj, 'POST', '/api/prueba/reloj', { body: { ms: 240_000 } });
    expect(r.status).toBe(200);
    expect(Date.parse(r.body.ahora) - antes).toBe(240_000);
    expect((await admin.get('/api/auth/me')).status).toBe(200);

    // Cinco minutos y un segundo más sin actividad: el flujo se cierra sin esperar la revisión de cada 15 s.
    await pedir(conReloj, 'POST', '/api/prueba/reloj', { body: { ms: 301_000 } });
    await flujo.cerrado;
    const fuera = await admin.get('/api/auth/me');
    expect(fuera.status).toBe(401);
  });

  test('solo hacia adelante y en milisegundos enteros', async () => {
    for (const ms of [-1, 1.5, 'mucho']) {
      expect((await pedir(conReloj, 'POST', '/api/prueba/reloj', { body: { ms } })).status).toBe(400);
    }
  });
});
