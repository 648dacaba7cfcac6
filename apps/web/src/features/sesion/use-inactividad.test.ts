import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leerUltimaActividad, registrarActividad } from '../../lib/actividad';
import { useInactividad } from './use-inactividad';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  registrarActividad();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

function montar() {
  const alExpirar = vi.fn();
  const informar = vi.fn();
  const hook = renderHook(() => useInactividad({ idleSegundos: 10, avisoSegundos: 4, alExpirar, informar }));
  return { ...hook, alExpirar, informar };
}

describe('useInactividad (límite 10 s, aviso 4 s)', () => {
  it('abre el aviso al entrar en la ventana, cuenta cada segundo y expira una sola vez', () => {
    const { result, alExpirar } = montar();
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.segundosRestantes).toBeNull();
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.segundosRestantes).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.segundosRestantes).toBe(2);
    act(() => vi.advanceTimersByTime(5_000));
    expect(alExpirar).toHaveBeenCalledTimes(1);
    expect(result.current.segundosRestantes).toBeNull();
  });

  it('la actividad cuenta, pero no mientras el aviso está abierto', () => {
    const { result } = montar();
    act(() => vi.advanceTimersByTime(3_000));
    act(() => {
      window.dispatchEvent(new MouseEvent('mousemove'));
    });
    expect(leerUltimaActividad()).toBe(Date.now());
    act(() => vi.advanceTimersByTime(7_000));
    expect(result.current.segundosRestantes).toBe(3);
    const antes = leerUltimaActividad();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown'));
    });
    expect(leerUltimaActividad()).toBe(antes);
  });

  it('con actividad, informa al servidor una vez por cada cuarto del límite (2,5 s), no en cada movimiento', () => {
    const { informar } = montar();
    for (let i = 0; i < 20; i++) {
      act(() => {
        window.dispatchEvent(new MouseEvent('mousemove'));
        vi.advanceTimersByTime(500);
      });
    }
    // 10 s de movimiento, que se escribe una vez por segundo: informa a los 3, 6 y 9 s (a los 0 s acaba de cargar).
    expect(informar).toHaveBeenCalledTimes(3);
    act(() => vi.advanceTimersByTime(5_000));
    expect(informar).toHaveBeenCalledTimes(3);
  });

  it('"Seguir aquí" cierra el aviso y registra actividad', () => {
    const { result, alExpirar } = montar();
    act(() => vi.advanceTimersByTime(8_000));
    expect(result.current.segundosRestantes).toBe(2);
    act(() => result.current.seguir());
    expect(result.current.segundosRestantes).toBeNull();
    act(() => vi.advanceTimersByTime(8_000));
    expect(alExpirar).not.toHaveBeenCalled();
  });

  it('la actividad de otra pestaña (la misma clave) cierra el aviso', () => {
    const { result } = montar();
    act(() => vi.advanceTimersByTime(7_000));
    expect(result.current.segundosRestantes).toBe(3);
    act(() => {
      localStorage.setItem('lastActivity', String(Date.now()));
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.segundosRestantes).toBeNull();
  });
});
