import { describe, expect, it } from 'vitest';
import { RecientesPorTamano } from './recientes-por-tamano';

const bytes = (n: number, relleno = 1) => Buffer.alloc(n, relleno);

describe('RecientesPorTamano', () => {
  it('calcula una vez por llave, también si la piden varias a la vez', async () => {
    const r = new RecientesPorTamano(100);
    let calculos = 0;
    const calcular = async () => {
      calculos++;
      await new Promise((listo) => setTimeout(listo, 5));
      return bytes(10);
    };
    const juntas = await Promise.all([r.obtener('a', calcular), r.obtener('a', calcular)]);
    expect(juntas[0]).toBe(juntas[1]);
    await r.obtener('a', calcular);
    expect(calculos).toBe(1);
    expect(r.tamano()).toEqual({ valores: 1, bytes: 10 });
  });

  it('al pasarse del tope olvida lo que lleva más tiempo sin usarse', async () => {
    const r = new RecientesPorTamano(30);
    const calculadas: string[] = [];
    const de = (llave: string) =>
      r.obtener(llave, async () => {
        calculadas.push(llave);
        return bytes(10);
      });
    await de('a');
    await de('b');
    await de('c');
    await de('a'); // "a" pasa a ser la más reciente: la próxima en irse es "b".
    await de('d');
    expect(r.tamano()).toEqual({ valores: 3, bytes: 30 });
    await de('a');
    await de('c');
    await de('b');
    expect(calculadas).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('no guarda lo que falla ni lo que no cabe', async () => {
    const r = new RecientesPorTamano(30);
    await expect(r.obtener('x', async () => Promise.reject(new Error('falló')))).rejects.toThrow('falló');
    expect((await r.obtener('x', async () => bytes(5))).length).toBe(5);
    expect((await r.obtener('grande', async () => bytes(31))).length).toBe(31);
    expect(r.tamano()).toEqual({ valores: 1, bytes: 5 });
  });
});
