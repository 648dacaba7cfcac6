import { describe, expect, it } from 'vitest';
import {
  contarSaltos,
  leerFlujo,
  nombreDeArchivo,
  porcentajeDeProgreso,
  textoDeBytes,
  textoDeProgreso,
} from './descarga';

const bytes = (texto: string) => new TextEncoder().encode(texto);

function flujoDe(trozos: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(control) {
      for (const t of trozos) control.enqueue(bytes(t));
      control.close();
    },
  });
}

describe('descarga de CSV', () => {
  it('cuenta saltos de línea en bytes UTF-8, aunque haya tildes y ñ', () => {
    expect(contarSaltos(bytes(''))).toBe(0);
    expect(contarSaltos(bytes('\uFEFFTipo,Días\r\nVencida,3\r\nPróxima,0\r\n'))).toBe(3);
    expect(contarSaltos(bytes('Núñez sin salto'))).toBe(0);
  });

  it('lee el flujo trozo a trozo: filas sin el encabezado, y las filas partidas entre trozos cuentan una vez', async () => {
    const avisos: { bytes: number; filas: number }[] = [];
    const trozos = await leerFlujo(
      flujoDe(['\uFEFFTipo,Cliente\r\nVen', 'cida,Ana\r\n', 'Próxima,José\r\n']),
      (p) => avisos.push(p),
    );
    expect(trozos).toHaveLength(3);
    expect(avisos.map((a) => a.filas)).toEqual([0, 1, 2]);
    const total = bytes('\uFEFFTipo,Cliente\r\nVencida,Ana\r\nPróxima,José\r\n').byteLength;
    expect(avisos.at(-1)?.bytes).toBe(total);
  });

  it('el nombre del archivo: el del servidor, o {base}-{hoy en Santo Domingo}.csv', () => {
    expect(nombreDeArchivo('attachment; filename="cuotas-2026-11-24.csv"', 'cuotas')).toBe(
      'cuotas-2026-11-24.csv',
    );
    expect(nombreDeArchivo("attachment; filename*=UTF-8''cartera%202026.csv", 'cartera')).toBe(
      'cartera-2026.csv',
    );
    expect(nombreDeArchivo('attachment; filename=reporte', 'cuotas')).toBe('reporte.csv');
    // 25 de noviembre a las 02:00 UTC aún es 24 en Santo Domingo.
    const hoy = new Date('2026-11-25T02:00:00Z');
    expect(nombreDeArchivo(null, 'cuotas', hoy)).toBe('cuotas-2026-11-24.csv');
    expect(nombreDeArchivo('attachment', 'cartera', hoy)).toBe('cartera-2026-11-24.csv');
    expect(nombreDeArchivo('attachment; filename="../.."', 'cuotas', hoy)).toBe('cuotas-2026-11-24.csv');
    expect(nombreDeArchivo('attachment; filename="a/b\\\\c.csv"', 'cuotas', hoy)).toBe('a-b-c.csv');
  });

  it('texto del progreso, con o sin el total esperado', () => {
    expect(textoDeBytes(512)).toBe('512 B');
    expect(textoDeBytes(12_800)).toBe('13 KB');
    expect(textoDeBytes(3_565_158)).toBe('3.4 MB');
    expect(textoDeProgreso({ bytes: 2048, filas: 1 }, null)).toBe('1 fila · 2 KB');
    expect(textoDeProgreso({ bytes: 2048, filas: 1234 }, 5000)).toBe('1,234 de 5,000 filas · 2 KB');
    // Si llegan más de las esperadas (se cobró algo mientras bajaba), no se pasa del total.
    expect(textoDeProgreso({ bytes: 10, filas: 7 }, 5)).toBe('5 de 5 filas · 10 B');
  });

  it('porcentaje de la barra: null sin total; lleno con cero filas esperadas; nunca más de 100', () => {
    expect(porcentajeDeProgreso({ bytes: 1, filas: 3 }, null)).toBeNull();
    expect(porcentajeDeProgreso({ bytes: 1, filas: 0 }, 0)).toBe(100);
    expect(porcentajeDeProgreso({ bytes: 1, filas: 25 }, 100)).toBe(25);
    expect(porcentajeDeProgreso({ bytes: 1, filas: 120 }, 100)).toBe(100);
  });
});
