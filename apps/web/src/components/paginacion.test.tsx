import { fireEvent, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { montar } from '../test/render';
import { PieDeLista } from './paginacion';

type Datos = ComponentProps<typeof PieDeLista>['lista'];

/** Una búsqueda que coincide con más del tope: la API devuelve el tope + 1 y el cursor de la siguiente. */
const APROXIMADA: Datos = { total: 10_001, total_aproximado: true, totalPages: 1001, siguiente: 'c-sig' };
const EXACTA: Datos = { total: 35, total_aproximado: false, totalPages: 4, siguiente: 'c2' };

function montarPie(lista: Datos, extra: { pagina?: number; provisional?: boolean } = {}) {
  const alCambiarPagina = vi.fn();
  montar(
    <PieDeLista
      lista={lista}
      nombres={['cliente', 'clientes']}
      pagina={extra.pagina ?? 1}
      tamano={10}
      alCambiarPagina={alCambiarPagina}
      alCambiarTamano={() => {}}
      provisional={extra.provisional ?? false}
    />,
  );
  return alCambiarPagina;
}

describe('pie de lista', () => {
  it('con total aproximado dice "más de 10,000" y no muestra última página', () => {
    montarPie(APROXIMADA, { pagina: 3 });
    expect(screen.getByText('más de 10,000 clientes · por página')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Página 1001' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Página 4' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Última página' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toHaveProperty('disabled', false);
  });

  it('Siguiente entrega el cursor de la página que se ve', () => {
    const alCambiarPagina = montarPie(APROXIMADA);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(alCambiarPagina).toHaveBeenCalledWith(2, 'c-sig');
  });

  it('mientras carga otra página, su cursor no se usa', () => {
    const alCambiarPagina = montarPie(APROXIMADA, { pagina: 2, provisional: true });
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(alCambiarPagina).toHaveBeenCalledWith(3, null);
  });

  it('en la última página (sin siguiente) no se puede avanzar', () => {
    montarPie({ ...APROXIMADA, siguiente: null }, { pagina: 7 });
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toHaveProperty('disabled', true);
  });

  it('con total exacto, las páginas numeradas de siempre', () => {
    const alCambiarPagina = montarPie(EXACTA);
    expect(screen.getByText('35 clientes · por página')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Página 4' }));
    expect(alCambiarPagina).toHaveBeenCalledWith(4, 'c2');
  });
});
