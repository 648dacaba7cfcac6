import { OkRespuesta } from '@prestamos/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, apiFlujo, RESPUESTA_FUERA_DEL_CONTRATO } from './api';
import { ApiError, mensajeDe } from './api-error';
import { registrarNavegacion } from './navegacion';
import { notificar } from './notificar';
import { sesionActual } from './sesion';

/** Estas pruebas miran el transporte, no la forma de la respuesta: cualquier cuerpo vale. */
const Cualquiera = z.unknown();

const navegar = vi.fn();
registrarNavegacion(navegar);

function responder(status: number, cuerpo: unknown) {
  return vi
    .fn()
    .mockResolvedValue(
      new Response(JSON.stringify(cuerpo), { status, headers: { 'content-type': 'application/json' } }),
    );
}

function conSesion() {
  localStorage.setItem('token', 'tok-123');
  localStorage.setItem('empresaId', '7');
  localStorage.setItem('tenant', 'DEMO');
  localStorage.setItem('user', JSON.stringify({ id_usuario: 3, usuario: 'ana', rol: 'ADMIN' }));
  localStorage.setItem('lastActivity', '1795000000000');
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
}

beforeEach(() => {
  conSesion();
  window.history.replaceState(null, '', '/app/clientes?page=2');
  vi.spyOn(notificar, 'aviso').mockImplementation(() => '');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  navegar.mockReset();
  localStorage.clear();
});

describe('cabeceras', () => {
  it('añade token, empresa (empresaId) y última actividad; JSON en el cuerpo', async () => {
    const fetch = responder(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await api('/usuarios', Cualquiera, {
      method: 'POST',
      body: { usuario: 'x' },
      query: { page: 2, search: '', q: null },
    });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    const h = new Headers(init.headers);
    expect(url).toBe('/api/usuarios?page=2');
    expect(h.get('authorization')).toBe('Bearer tok-123');
    expect(h.get('x-tenant')).toBe('7');
    expect(h.get('x-last-activity')).toBe('1795000000000');
    expect(h.get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"usuario":"x"}');
  });

  it('X-Tenant cae al código guardado y, sin nada, a 1', async () => {
    const fetch = responder(200, {});
    vi.stubGlobal('fetch', fetch);
    localStorage.removeItem('empresaId');
    await api('/x', Cualquiera);
    localStorage.removeItem('tenant');
    await api('/x', Cualquiera);
    const tenants = fetch.mock.calls.map((c) => new Headers((c[1] as RequestInit).headers).get('x-tenant'));
    expect(tenants).toEqual(['DEMO', '1']);
  });

  it('una llamada pública no lleva token', async () => {
    const fetch = responder(200, {});
    vi.stubGlobal('fetch', fetch);
    await api('/auth/login', Cualquiera, {
      method: 'POST',
      publica: true,
      headers: { 'x-tenant': 'DEMO' },
      body: {},
    });
    const h = new Headers((fetch.mock.calls[0] as [string, RequestInit])[1].headers);
    expect(h.get('authorization')).toBeNull();
    expect(h.get('x-tenant')).toBe('DEMO');
  });
});

describe('errores', () => {
  it('prefiere el mensaje del servidor y conserva código y campos', async () => {
    vi.stubGlobal(
      'fetch',
      responder(409, { ok: false, message: 'Ya existe el usuario', code: 'DUP', fields: { usuario: 'x' } }),
    );
    const error = await api('/usuarios', Cualquiera).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Ya existe el usuario',
      code: 'DUP',
      fields: { usuario: 'x' },
    });
    expect(mensajeDe(error, 'No se pudo guardar el usuario')).toBe('Ya existe el usuario');
  });

  it('sin mensaje del servidor, la pantalla usa el suyo', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 502 })));
    const error = await api('/usuarios', Cualquiera).catch((e: unknown) => e);
    expect(mensajeDe(error, 'Error listando usuarios')).toBe('Error listando usuarios');
  });

  it('corta a los 20 s con un mensaje claro', async () => {
    const fetch = vi.fn().mockRejectedValue(new DOMException('tiempo', 'TimeoutError'));
    vi.stubGlobal('fetch', fetch);
    const error = await api('/x', Cualquiera).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      code: 'TIEMPO_AGOTADO',
      message: 'El servidor tardó demasiado en responder. Intenta nuevamente.',
    });
    expect((fetch.mock.calls[0] as [string, RequestInit])[1].signal).toBeInstanceOf(AbortSignal);
  });
});

describe('respuesta validada con su esquema del contrato', () => {
  it('entrega lo que el esquema dice, sin propiedades que no declara', async () => {
    vi.stubGlobal('fetch', responder(200, { ok: true, message: 'Listo', sobra: 1 }));
    expect(await api('/auth/ping', OkRespuesta, { method: 'POST' })).toEqual({ ok: true, message: 'Listo' });
  });

  it('una respuesta fuera del contrato es un error sin mensaje: la pantalla muestra el suyo', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', responder(200, { ok: 'sí' }));
    const error = await api('/auth/ping', OkRespuesta).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: RESPUESTA_FUERA_DEL_CONTRATO });
    expect(mensajeDe(error, 'Respuesta inválida')).toBe('Respuesta inválida');
  });
});

describe('catálogo de errores de sesión (docs/producto.md#sesion)', () => {
  it('401 IDLE_TIMEOUT: borra la sesión, avisa y va a ingresar con next', async () => {
    vi.stubGlobal(
      'fetch',
      responder(401, { ok: false, message: 'Sesión expirada por inactividad', code: 'IDLE_TIMEOUT' }),
    );
    await api('/clientes', Cualquiera).catch(() => {});
    expect(sesionActual().token).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(notificar.aviso).toHaveBeenCalledWith('Sesión expirada por inactividad. Vuelve a iniciar sesión.');
    expect(navegar).toHaveBeenCalledWith('/login?next=%2Fapp%2Fclientes%3Fpage%3D2');
  });

  it('401 de token inválido: avisa y va a ingresar', async () => {
    vi.stubGlobal('fetch', responder(401, { ok: false, message: 'Token inválido o expirado' }));
    await api('/clientes', Cualquiera).catch(() => {});
    expect(sesionActual().token).toBeNull();
    expect(notificar.aviso).toHaveBeenCalledWith(
      'Tu sesión no es válida o ha expirado. Vuelve a iniciar sesión.',
    );
    expect(navegar).toHaveBeenCalledWith('/login');
  });

  it('403 de empresa suspendida: cierra la sesión una vez y el aviso lo da la pantalla de ingreso', async () => {
    vi.stubGlobal(
      'fetch',
      responder(403, {
        ok: false,
        message: 'Tu empresa está suspendida. Revisa el estado del plan.',
        code: 'EMPRESA_SUSPENDIDA',
      }),
    );
    await Promise.all([1, 2, 3].map(() => api('/clientes', Cualquiera).catch(() => {})));
    expect(sesionActual().token).toBeNull();
    expect(notificar.aviso).not.toHaveBeenCalled();
    expect(navegar).toHaveBeenCalledTimes(1);
    expect(navegar).toHaveBeenCalledWith('/login?motivo=suspendida');
  });

  it('403 de empresa inactiva: cierra la sesión una vez, con el mensaje que dejó el SUPERADMIN', async () => {
    vi.stubGlobal(
      'fetch',
      responder(403, {
        ok: false,
        message: 'Cerrado por inventario hasta el lunes.',
        code: 'EMPRESA_INACTIVA',
      }),
    );
    await Promise.all([1, 2, 3].map(() => api('/clientes', Cualquiera).catch(() => {})));
    expect(sesionActual().token).toBeNull();
    expect(notificar.aviso).toHaveBeenCalledTimes(1);
    expect(notificar.aviso).toHaveBeenCalledWith('Cerrado por inventario hasta el lunes.');
    expect(navegar).toHaveBeenCalledWith('/login');
  });

  it('varios 401 a la vez cierran la sesión una sola vez', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(
        async () =>
          new Response(JSON.stringify({ ok: false, message: 'Token inválido o expirado' }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await Promise.all([
      api('/a', Cualquiera).catch(() => {}),
      api('/b', Cualquiera).catch(() => {}),
      api('/c', Cualquiera).catch(() => {}),
    ]);
    expect(navegar).toHaveBeenCalledTimes(1);
    expect(notificar.aviso).toHaveBeenCalledTimes(1);
  });

  it('un 401 del login (llamada pública) no toca la sesión', async () => {
    vi.stubGlobal(
      'fetch',
      responder(401, { ok: false, message: 'No se pudo iniciar sesión. Verifica los datos.' }),
    );
    await api('/auth/login', Cualquiera, { method: 'POST', publica: true, body: {} }).catch(() => {});
    expect(sesionActual().token).toBe('tok-123');
    expect(navegar).not.toHaveBeenCalled();
  });
});

describe('flujo', () => {
  afterEach(() => vi.useRealTimers());

  it('entrega la respuesta sin leer y el plazo de 20 s deja de correr al llegar las cabeceras', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockResolvedValue(new Response('a,b\n1,2\n', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const respuesta = await apiFlujo('/reportes/cuotas.csv');
    vi.advanceTimersByTime(25_000);
    const { signal } = (fetch.mock.calls[0] as [string, RequestInit])[1];
    expect(signal?.aborted).toBe(false);
    expect(await respuesta.text()).toBe('a,b\n1,2\n');
  });

  it('una respuesta que no llega se corta a los 20 s', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, rechazar) =>
          init.signal?.addEventListener('abort', () => rechazar(init.signal?.reason)),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const pedido = apiFlujo('/reportes/cuotas.csv').catch((e: unknown) => e);
    vi.advanceTimersByTime(20_000);
    expect(await pedido).toMatchObject({ code: 'TIEMPO_AGOTADO' });
  });
});
