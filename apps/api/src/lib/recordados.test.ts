import { describe, expect, it } from 'vitest';
import type { Avisos, Oyente } from '../db/conexion';
import { Recordados } from './recordados';

const OPCIONES = { canal: 'prueba', maximo: 1000, vigenciaMs: 60_000 };

/** Avisos a mano: la prueba decide cuándo se escucha, qué se avisa y cuándo se corta. */
function avisosDePrueba() {
  let oyente: Oyente | null = null;
  const avisos: Avisos = {
    escuchar(_canal, o) {
      oyente = o;
      return async () => o.alPerder();
    },
    avisar() {},
  };
  const o = () => {
    if (!oyente) throw new Error('nadie escucha');
    return oyente;
  };
  return {
    avisos,
    escuchar: () => o().alEscuchar(),
    avisar: (t: string) => o().alAvisar(t),
    perder: () => o().alPerder(),
  };
}

/** Unos recordados que ya escuchan sus avisos (de prueba). */
function escuchando<T>() {
  const r = new Recordados<T>(OPCIONES);
  const a = avisosDePrueba();
  r.escuchar(a.avisos);
  a.escuchar();
  return { r, a };
}

describe('Recordados', () => {
  const T = 1_000_000;

  it('no recuerda nada hasta escuchar los avisos, ni después de perderlos', () => {
    const r = new Recordados<string>(OPCIONES);
    const a = avisosDePrueba();
    r.escuchar(a.avisos);
    r.guardar('h', 1, 'sesión', T, r.marca());
    expect(r.leer('h', T)).toBeNull();
    a.escuchar();
    r.guardar('h', 1, 'sesión', T, r.marca());
    expect(r.leer('h', T + 1)).toBe('sesión');
    a.perder();
    expect(r.leer('h', T + 2)).toBeNull();
    r.guardar('h', 1, 'sesión', T, r.marca());
    expect(r.leer('h', T + 3)).toBeNull();
  });

  it('un aviso olvida solo lo de su empresa; uno ilegible, todo', () => {
    const { r, a } = escuchando<string>();
    r.guardar('a', 1, 'de 1', T, r.marca());
    r.guardar('b', 2, 'de 2', T, r.marca());
    a.avisar('1');
    expect(r.leer('a', T)).toBeNull();
    expect(r.leer('b', T)).toBe('de 2');
    a.avisar('x');
    expect(r.leer('b', T)).toBeNull();
  });

  it('no guarda lo que se leyó antes de un olvido de su empresa (la lectura pudo ser anterior al cambio)', () => {
    const { r } = escuchando<string>();
    const marca = r.marca();
    r.olvidarEmpresa(1);
    r.guardar('a', 1, 'vieja', T, marca);
    expect(r.leer('a', T)).toBeNull();
    // El olvido de otra empresa no impide guardar.
    r.guardar('b', 2, 'de 2', T, marca);
    expect(r.leer('b', T)).toBe('de 2');
    r.olvidarTodo();
    r.guardar('c', 3, 'de 3', T, marca);
    expect(r.leer('c', T)).toBeNull();
  });

  it('al llegar al tope olvida todo y sigue recordando lo nuevo', () => {
    const { r } = escuchando<number>();
    for (let i = 0; i < OPCIONES.maximo; i++) r.guardar(`h${i}`, i % 7, i, T, r.marca());
    expect(r.leer('h0', T)).toBe(0);
    r.guardar('nueva', 1, -1, T, r.marca());
    expect(r.leer('h0', T)).toBeNull();
    expect(r.leer('nueva', T)).toBe(-1);
  });

  it('un valor recordado se vuelve a leer de la base al vencer su vigencia, o si el reloj retrocede', () => {
    const { r } = escuchando<string>();
    r.guardar('h', 1, 'sesión', T, r.marca());
    expect(r.leer('h', T + 59_999)).toBe('sesión');
    expect(r.leer('h', T + 60_000)).toBeNull();
    r.guardar('h', 1, 'sesión', T, r.marca());
    expect(r.leer('h', T - 1)).toBeNull();
  });

  it('sin avisos (la base embebida) recuerda desde el principio y olvida solo lo que esta instancia le dice', () => {
    const r = new Recordados<string>(OPCIONES);
    r.sinAvisos();
    r.guardar('a', 1, 'de 1', T, r.marca());
    r.guardar('b', 2, 'de 2', T, r.marca());
    expect(r.leer('a', T)).toBe('de 1');
    r.olvidarEmpresa(1);
    expect(r.leer('a', T)).toBeNull();
    expect(r.leer('b', T)).toBe('de 2');
  });
});
