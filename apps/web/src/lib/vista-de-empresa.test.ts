import type { EmpresaSesion } from '@prestamos/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './consultas';
import { registrarNavegacion } from './navegacion';
import { actualizarEmpresaGuardada, sesionActual, tenantDeLaPeticion } from './sesion';
import { empresaOriginal, entrarEnVistaDeEmpresa, salirDeVistaDeEmpresa } from './vista-de-empresa';

const PREFS = {
  show_logo: true,
  show_name: true,
  allow_multiple_loans: false,
  allow_reengagement: true,
  show_code_under_logo: true,
};
const SOPORTE: EmpresaSesion = {
  id_empresa: 1,
  nombre_empresa: 'Soporte Préstamos',
  rnc: 'SOPORTE',
  estado: 'ACTIVO',
  logo_url: null,
  preferencias: PREFS,
  ticket_mm: null,
};
const DEMO: EmpresaSesion = {
  id_empresa: 2,
  nombre_empresa: 'Préstamos El Progreso, SRL',
  rnc: 'DEMO',
  estado: 'ACTIVO',
  logo_url: '/api/empresas/2/logo?v=3',
  preferencias: { ...PREFS, show_code_under_logo: false },
  ticket_mm: null,
};
const OTRA: EmpresaSesion = { ...DEMO, id_empresa: 7, nombre_empresa: 'Otra', rnc: 'OTRA' };

/** La sesión de soporte tal como la deja el ingreso. */
function entrarComoSoporte() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('empresaId', '1');
  localStorage.setItem('tenant', 'SOPORTE');
  localStorage.setItem('empresa', JSON.stringify(SOPORTE));
  localStorage.setItem('prefs', JSON.stringify(PREFS));
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
}

const navegar = vi.fn();

beforeEach(() => {
  registrarNavegacion(navegar);
  entrarComoSoporte();
});

afterEach(() => {
  navegar.mockReset();
  vi.restoreAllMocks();
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
});

describe('vista de empresa', () => {
  it('entrar cambia la empresa de las peticiones y del menú, vacía la caché y va al inicio', () => {
    queryClient.setQueryData(['empresa', 'plan'], { plan_nombre: 'De soporte' });
    entrarEnVistaDeEmpresa(DEMO);

    expect(tenantDeLaPeticion()).toBe('2');
    expect(localStorage.getItem('tenant')).toBe('DEMO');
    expect(sesionActual().empresa).toEqual(DEMO);
    expect(sesionActual().viendoEmpresa).toBe(true);
    expect(JSON.parse(localStorage.getItem('prefs') ?? '')).toEqual(DEMO.preferencias);
    expect(queryClient.getQueryData(['empresa', 'plan'])).toBeUndefined();
    expect(navegar).toHaveBeenCalledExactlyOnceWith('/app/dashboard');
    expect(empresaOriginal()).toEqual({ empresaId: '1', tenant: 'SOPORTE', empresa: SOPORTE, prefs: PREFS });
  });

  it('salir restaura la empresa propia tal cual y vuelve a la administración de empresas', () => {
    entrarEnVistaDeEmpresa(DEMO);
    queryClient.setQueryData(['empresa', 'info'], { nombre_empresa: 'DEMO' });
    salirDeVistaDeEmpresa();

    expect(tenantDeLaPeticion()).toBe('1');
    expect(localStorage.getItem('tenant')).toBe('SOPORTE');
    expect(sesionActual().empresa).toEqual(SOPORTE);
    expect(sesionActual().viendoEmpresa).toBe(false);
    expect(localStorage.getItem('empresaOriginal')).toBeNull();
    expect(queryClient.getQueryData(['empresa', 'info'])).toBeUndefined();
    expect(navegar).toHaveBeenLastCalledWith('/app/empresa');
  });

  it('pasar de una vista a otra conserva la empresa propia; ver la propia es salir', () => {
    entrarEnVistaDeEmpresa(DEMO);
    entrarEnVistaDeEmpresa(OTRA);
    expect(tenantDeLaPeticion()).toBe('7');
    expect(empresaOriginal()?.empresa).toEqual(SOPORTE);

    entrarEnVistaDeEmpresa(SOPORTE);
    expect(tenantDeLaPeticion()).toBe('1');
    expect(sesionActual().viendoEmpresa).toBe(false);
  });

  it('sin vista abierta, salir no toca nada; ver la propia sin vista tampoco', () => {
    salirDeVistaDeEmpresa();
    entrarEnVistaDeEmpresa(SOPORTE);
    expect(navegar).not.toHaveBeenCalled();
    expect(tenantDeLaPeticion()).toBe('1');
  });

  it('al guardar en la vista cambia la empresa vista, y al salir vuelve la propia sin esos cambios', () => {
    entrarEnVistaDeEmpresa(DEMO);
    actualizarEmpresaGuardada({ nombre_empresa: 'Progreso', preferencias: { ...PREFS, show_name: false } });
    expect(sesionActual().empresa?.nombre_empresa).toBe('Progreso');
    expect(JSON.parse(localStorage.getItem('prefs') ?? '').show_name).toBe(false);

    salirDeVistaDeEmpresa();
    expect(sesionActual().empresa).toEqual(SOPORTE);
    expect(JSON.parse(localStorage.getItem('prefs') ?? '')).toEqual(PREFS);
  });
});
