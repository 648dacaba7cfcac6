import { describe, expect, it } from 'vitest';
import { coincide } from '../../lib/texto';
import { agregar, candidatosVisibles, hayCambios, mover, moverA, quitar } from './asignacion';

const c = (id: number, nombre = `Cliente ${id}`) => ({ id, nombre });
const clave = (x: { id: number }) => x.id;
const ids = (l: { id: number }[]) => l.map(clave);

describe('orden de visita', () => {
  const lista = [c(1), c(2), c(3)];

  it('sube y baja un lugar; en los extremos no se mueve', () => {
    expect(ids(mover(lista, 1, -1))).toEqual([2, 1, 3]);
    expect(ids(mover(lista, 1, 1))).toEqual([1, 3, 2]);
    expect(ids(mover(lista, 0, -1))).toEqual([1, 2, 3]);
    expect(ids(mover(lista, 2, 1))).toEqual([1, 2, 3]);
  });

  it('mueve a cualquier lugar sin tocar la lista original', () => {
    expect(ids(moverA(lista, 0, 2))).toEqual([2, 3, 1]);
    expect(ids(moverA(lista, 2, 0))).toEqual([3, 1, 2]);
    expect(ids(lista)).toEqual([1, 2, 3]);
  });
});

describe('agregar y quitar', () => {
  it('agrega al final sin repetir y quita por id', () => {
    expect(ids(agregar([c(1)], [c(2), c(1), c(2), c(3)], clave))).toEqual([1, 2, 3]);
    expect(ids(quitar([c(1), c(2), c(3)], 2, clave))).toEqual([1, 3]);
  });

  it('un cambio de orden también es un cambio', () => {
    expect(hayCambios([c(1), c(2)], [c(1), c(2)], clave)).toBe(false);
    expect(hayCambios([c(1), c(2)], [c(2), c(1)], clave)).toBe(true);
    expect(hayCambios([c(1), c(2)], [c(1)], clave)).toBe(true);
  });
});

describe('candidatos mientras se edita', () => {
  const guardados = [c(1, 'Ana'), c(2, 'Pedro')];

  it('sin los recién agregados y con los guardados que se quitaron, primero', () => {
    const visibles = candidatosVisibles({
      delServidor: [c(5, 'Eva'), c(6, 'Luis')],
      guardados,
      asignados: [c(1, 'Ana'), c(6, 'Luis')],
      clave,
      coincideCon: () => true,
      pagina: 1,
    });
    expect(ids(visibles)).toEqual([2, 5]);
  });

  it('los quitados solo si coinciden con la búsqueda, y solo en la página 1', () => {
    const base = { delServidor: [c(7, 'Eva')], guardados, asignados: [], clave };
    expect(
      ids(candidatosVisibles({ ...base, coincideCon: (x) => coincide([x.nombre], 'ped'), pagina: 1 })),
    ).toEqual([2, 7]);
    expect(ids(candidatosVisibles({ ...base, coincideCon: () => true, pagina: 2 }))).toEqual([7]);
  });
});
