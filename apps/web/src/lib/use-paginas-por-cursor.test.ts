import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaginasPorCursor } from './use-paginas-por-cursor';

/** El hook con filtros que la prueba cambia como lo haría la pantalla. */
function montarHook(filtros: { q: string; pageSize: number } = { q: '', pageSize: 10 }) {
  return renderHook((f) => usePaginasPorCursor(f), { initialProps: filtros });
}

describe('páginas por cursor', () => {
  it('empieza en la página 1, sin cursor', () => {
    const { result } = montarHook();
    expect(result.current).toMatchObject({ pagina: 1, cursor: undefined });
  });

  it('Siguiente pide con el `siguiente` de la página actual; Anterior reusa el cursor guardado', () => {
    const { result } = montarHook();
    act(() => result.current.irA(2, 'c2'));
    expect(result.current).toMatchObject({ pagina: 2, cursor: 'c2' });
    act(() => result.current.irA(3, 'c3'));
    expect(result.current).toMatchObject({ pagina: 3, cursor: 'c3' });
    // La página 3 dice su siguiente (c4), pero volver atrás usa el cursor que trajo la 2.
    act(() => result.current.irA(2, 'c4'));
    expect(result.current).toMatchObject({ pagina: 2, cursor: 'c2' });
    act(() => result.current.irA(1, 'c3'));
    expect(result.current).toMatchObject({ pagina: 1, cursor: undefined });
    // Y adelante otra vez, la 2 con el siguiente que da ahora la 1.
    act(() => result.current.irA(2, 'c2-nuevo'));
    expect(result.current).toMatchObject({ pagina: 2, cursor: 'c2-nuevo' });
  });

  it('un salto a una página no visitada, o sin cursor conocido, va por número', () => {
    const { result } = montarHook();
    act(() => result.current.irA(5, 'c2'));
    expect(result.current).toMatchObject({ pagina: 5, cursor: undefined });
    // Mientras carga, la lista no sabe el siguiente de la página que se pide: null, y se pide por número.
    act(() => result.current.irA(6, null));
    expect(result.current).toMatchObject({ pagina: 6, cursor: undefined });
    act(() => result.current.irA(7, 'c7'));
    expect(result.current).toMatchObject({ pagina: 7, cursor: 'c7' });
    act(() => result.current.irA(6, 'c8'));
    expect(result.current).toMatchObject({ pagina: 6, cursor: undefined });
  });

  it('cambiar un filtro o el tamaño de página vuelve a la 1 y olvida los cursores', () => {
    const { result, rerender } = montarHook();
    act(() => result.current.irA(2, 'c2'));
    act(() => result.current.irA(3, 'c3'));
    rerender({ q: 'ana', pageSize: 10 });
    expect(result.current).toMatchObject({ pagina: 1, cursor: undefined });
    // El cursor viejo de la página 2 ya no vale con el filtro nuevo: sin siguiente, la 2 va por número.
    act(() => result.current.irA(2, null));
    expect(result.current).toMatchObject({ pagina: 2, cursor: undefined });
    rerender({ q: 'ana', pageSize: 20 });
    expect(result.current).toMatchObject({ pagina: 1, cursor: undefined });
  });

  it('los mismos filtros en otro objeto no reinician', () => {
    const { result, rerender } = montarHook();
    act(() => result.current.irA(2, 'c2'));
    rerender({ q: '', pageSize: 10 });
    expect(result.current).toMatchObject({ pagina: 2, cursor: 'c2' });
  });
});
