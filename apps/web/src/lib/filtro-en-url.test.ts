import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { leerFiltro, useDireccionAlDia } from './filtro-en-url';

const ESTADOS = [{ value: '' }, { value: 'VIGENTE' }, { value: 'EN MORA' }] as const;

describe('filtro en la dirección', () => {
  it('toma el valor si es uno de los válidos, con espacios codificados', () => {
    expect(leerFiltro(new URLSearchParams('estado=EN%20MORA'), 'estado', ESTADOS, '')).toBe('EN MORA');
  });

  it('sin el parámetro o con un valor desconocido, el de por defecto', () => {
    expect(leerFiltro(new URLSearchParams(''), 'estado', ESTADOS, '')).toBe('');
    expect(leerFiltro(new URLSearchParams('estado=BORRADO'), 'estado', ESTADOS, '')).toBe('');
  });
});

describe('cambios seguidos de la dirección', () => {
  it('el segundo parte del primero aunque la pantalla no se haya vuelto a pintar (Vence desde y hasta)', () => {
    const envoltura = ({ children }: { children: ReactNode }) =>
      createElement(MemoryRouter, { initialEntries: ['/app/reportes?tipo=VENCIDAS'] }, children);
    const { result } = renderHook(() => useDireccionAlDia(), { wrapper: envoltura });
    act(() => {
      const [, cambiar] = result.current;
      cambiar((p) => {
        p.set('desde', '2026-12-01');
        return p;
      });
      cambiar((p) => {
        p.set('hasta', '2026-12-27');
        return p;
      });
    });
    expect(result.current[0].toString()).toBe('tipo=VENCIDAS&desde=2026-12-01&hasta=2026-12-27');
  });
});
