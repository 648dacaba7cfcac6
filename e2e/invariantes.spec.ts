import { expect, request, test } from '@playwright/test';
import { CLAVE } from './ayudas';
import { INACTIVIDAD_CORTA, NORMAL, SEGUNDO, urlDe } from './puertos';

// Corre después de todos los recorridos (proyecto `invariantes` en playwright.config.ts).
for (const puerto of [NORMAL, SEGUNDO, INACTIVIDAD_CORTA]) {
  test(`la base del servidor ${puerto} cumple las reglas del dinero después de los recorridos`, async () => {
    const api = await request.newContext({ baseURL: urlDe(puerto) });
    const login = await api.post('/api/auth/login', {
      headers: { 'x-tenant': 'SOPORTE' },
      data: { usuario: 'soporte', password: CLAVE },
    });
    const { token } = await login.json();
    const revision = await api.get('/api/admin/invariantes', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await revision.json()).toEqual({ ok: true, violaciones: [] });
    await api.dispose();
  });
}
