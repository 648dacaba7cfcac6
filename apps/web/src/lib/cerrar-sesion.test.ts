import { afterEach, describe, expect, it, vi } from 'vitest';
import { cerrarSesion } from './cerrar-sesion';
import { registrarNavegacion } from './navegacion';
import { sesionActual } from './sesion';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('cerrarSesion', () => {
  it('borra la sesión en el acto, va a ingresar y revoca el token en segundo plano, una sola vez', () => {
    localStorage.setItem('token', 'tok-9');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    const navegar = vi.fn();
    registrarNavegacion(navegar);
    const fetch = vi.fn().mockReturnValue(new Promise(() => {}));
    vi.stubGlobal('fetch', fetch);

    cerrarSesion();
    cerrarSesion();

    expect(sesionActual().token).toBeNull();
    expect(navegar).toHaveBeenCalledExactlyOnceWith('/login');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok-9');
    expect(init.keepalive).toBe(true);
  });
});
