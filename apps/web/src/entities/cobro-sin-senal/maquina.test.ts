import type { Cobro } from '@prestamos/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type CobroEnCola,
  crearSincronizador,
  ESPERA_MAXIMA_MS,
  espera,
  type Respuesta,
  trasRespuesta,
} from './maquina';

const cobro = (orden: number): CobroEnCola => ({
  clave: `clave-${orden}`,
  dueno: '1:operador',
  orden,
  provisional: `P-AB12-000${orden}`,
  id_pago: 100 + orden,
  id_cliente: orden,
  cliente: `Cliente ${orden}`,
  telefono: null,
  codigo_prestamo: `PR-${orden}`,
  no_cuota: 1,
  cuerpo: { monto: 1500, metodo: 'EFECTIVO', nota: '', cobrado_en: '2026-11-27T07:42:00-04:00' },
  estado: 'PENDIENTE',
  intentos: 0,
  proximo_intento: 0,
  motivo: null,
  que_hacer: null,
  recibo: null,
});

const registrado = (no: string): Respuesta => ({
  ok: true,
  cobro: { no_recibo: no, id_recibo: 7, saldo_prestamo: 3000, prestamo_saldado: false } as Cobro,
});
const sinRed: Respuesta = { ok: false, status: 0, message: 'No hay conexión' };

/** Una cola en memoria y un servidor de mentira que responde lo que la prueba le dicta, con el reloj falso de vitest. */
function entorno(respuestas: (c: CobroEnCola) => Respuesta) {
  const cola = new Map<string, CobroEnCola>();
  const enviados: string[] = [];
  const estados: string[] = [];
  const sync = crearSincronizador({
    leer: async () => [...cola.values()],
    guardar: async (c) => {
      cola.set(c.clave, c);
      estados.push(`${c.provisional}:${c.estado}`);
    },
    enviar: async (c) => {
      enviados.push(c.clave);
      return respuestas(c);
    },
    ahora: () => Date.now(),
  });
  const agregar = (...cs: CobroEnCola[]) => {
    for (const c of cs) cola.set(c.clave, c);
  };
  return { cola, enviados, estados, sync, agregar };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-27T11:42:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('la espera entre intentos', () => {
  it('se dobla desde 5 s y se queda en 5 min', () => {
    expect([1, 2, 3, 4].map(espera)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(espera(7)).toBe(300_000);
    expect(espera(30)).toBe(ESPERA_MAXIMA_MS);
  });
});

describe('qué queda tras cada respuesta', () => {
  const ahora = 1_000_000;
  it('registrado: el recibo real reemplaza al provisional', () => {
    const c = trasRespuesta(cobro(1), registrado('R-000123'), ahora);
    expect(c.estado).toBe('SINCRONIZADO');
    expect(c.recibo).toEqual({
      no_recibo: 'R-000123',
      id_recibo: 7,
      saldo_prestamo: 3000,
      prestamo_saldado: false,
    });
  });

  it('la oficina ya cobró la cuota (409): rechazado con el motivo del servidor y qué hacer', () => {
    const c = trasRespuesta(
      cobro(1),
      { ok: false, status: 409, code: 'CUOTA_PAGADA', message: 'La cuota 3 ya está pagada.' },
      ahora,
    );
    expect(c.estado).toBe('RECHAZADO');
    expect(c.motivo).toBe('La cuota 3 ya está pagada.');
    expect(c.que_hacer).toMatch(/revísalo con la oficina/);
  });

  it('la clave usada con otros datos (422): rechazado, avisar a la oficina', () => {
    const c = trasRespuesta(
      cobro(1),
      { ok: false, status: 422, code: 'IDEMPOTENCIA_OTROS_DATOS', message: 'Otros datos.' },
      ahora,
    );
    expect(c.estado).toBe('RECHAZADO');
    expect(c.que_hacer).toMatch(/misma clave/);
  });

  it('aún en proceso (409 IDEMPOTENCIA_EN_CURSO), 5xx, sin red o sesión vencida: se reintenta, no se rechaza', () => {
    const casos: [Respuesta, RegExp][] = [
      [{ ok: false, status: 409, code: 'IDEMPOTENCIA_EN_CURSO', message: '' }, /aún procesa/],
      [{ ok: false, status: 503, message: '' }, /no respondió bien/],
      [sinRed, /Sin conexión/],
      [{ ok: false, status: 401, message: 'Token expirado' }, /sesión expiró/],
    ];
    for (const [r, motivo] of casos) {
      const c = trasRespuesta({ ...cobro(1), intentos: 2 }, r, ahora);
      expect(c.estado).toBe('PENDIENTE');
      expect(c.intentos).toBe(3);
      expect(c.proximo_intento).toBe(ahora + 20_000);
      expect(c.motivo).toMatch(motivo);
    }
  });
});

describe('la sincronización', () => {
  it('envía en el orden de cobro, cada uno con su clave, y pasa por ENVIANDO', async () => {
    const e = entorno((c) => registrado(`R-${c.orden}`));
    e.agregar(cobro(3), cobro(1), cobro(2));
    await e.sync.sincronizar();
    expect(e.enviados).toEqual(['clave-1', 'clave-2', 'clave-3']);
    expect(e.estados.slice(0, 2)).toEqual(['P-AB12-0001:ENVIANDO', 'P-AB12-0001:SINCRONIZADO']);
    expect([...e.cola.values()].map((c) => c.recibo?.no_recibo).sort()).toEqual(['R-1', 'R-2', 'R-3']);
  });

  it('sin red, el primero espera con espera creciente y los de detrás no se adelantan', async () => {
    let red = false;
    const e = entorno((c) => (red ? registrado(`R-${c.orden}`) : sinRed));
    e.agregar(cobro(1), cobro(2));
    await e.sync.sincronizar();
    expect(e.enviados).toEqual(['clave-1']);
    expect(e.cola.get('clave-1')?.proximo_intento).toBe(Date.now() + 5_000);

    // A los 4,9 s todavía nada; a los 5 s, el segundo intento (también sin red): ahora espera 10 s.
    await vi.advanceTimersByTimeAsync(4_900);
    expect(e.enviados).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(e.enviados).toEqual(['clave-1', 'clave-1']);
    expect(e.cola.get('clave-1')?.intentos).toBe(2);

    red = true;
    await vi.advanceTimersByTimeAsync(9_999);
    expect(e.enviados).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(e.enviados).toEqual(['clave-1', 'clave-1', 'clave-1', 'clave-2']);
    expect([...e.cola.values()].every((c) => c.estado === 'SINCRONIZADO')).toBe(true);
  });

  it('«Sincronizar ahora» no espera el turno del reintento', async () => {
    let red = false;
    const e = entorno(() => (red ? registrado('R-1') : sinRed));
    e.agregar(cobro(1));
    await e.sync.sincronizar();
    red = true;
    await e.sync.sincronizar(true);
    expect(e.enviados).toEqual(['clave-1', 'clave-1']);
    expect(e.cola.get('clave-1')?.estado).toBe('SINCRONIZADO');
  });

  it('un rechazado queda con su motivo y los siguientes se envían', async () => {
    const e = entorno((c) =>
      c.orden === 1 ? { ok: false, status: 409, message: 'La cuota 1 ya está pagada.' } : registrado('R-2'),
    );
    e.agregar(cobro(1), cobro(2));
    await e.sync.sincronizar();
    expect(e.cola.get('clave-1')).toMatchObject({
      estado: 'RECHAZADO',
      motivo: 'La cuota 1 ya está pagada.',
    });
    expect(e.cola.get('clave-2')?.estado).toBe('SINCRONIZADO');
    // Los ya resueltos no se vuelven a enviar.
    await e.sync.sincronizar();
    expect(e.enviados).toEqual(['clave-1', 'clave-2']);
  });

  it('uno que quedó ENVIANDO (la app se cerró en pleno envío) se reenvía con la misma clave', async () => {
    const e = entorno(() => registrado('R-1'));
    e.agregar({ ...cobro(1), estado: 'ENVIANDO' });
    await e.sync.sincronizar(false);
    expect(e.enviados).toEqual(['clave-1']);
    expect(e.cola.get('clave-1')?.estado).toBe('SINCRONIZADO');
  });

  it('dos avisos a la vez (la red vuelve y la página se ve) no envían dos veces el mismo cobro', async () => {
    const e = entorno(() => registrado('R-1'));
    e.agregar(cobro(1));
    await Promise.all([e.sync.sincronizar(), e.sync.sincronizar(), e.sync.sincronizar()]);
    await vi.runAllTimersAsync();
    expect(e.enviados).toEqual(['clave-1']);
  });
});
