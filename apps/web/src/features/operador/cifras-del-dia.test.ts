import type { ClienteDeOperador, Cuota, EstadoDeOperador, ResumenDeOperador } from '@prestamos/contract';
import { describe, expect, it } from 'vitest';
import type { CobroEnCola } from '../../entities/cobro-sin-senal/maquina';
import { cifrasDelDia, cobradoSinSenalHoy } from './cifras-del-dia';
import { situacionDelDia } from './clientes';
import { cuotaTrasLaCola } from './saldo-local';

/**
 * Hoy 29/11/2026. Ana debe la cuota 1 de PR-000001 desde el 08/10 (52 días, 262.50 de mora) y la 2 vence hoy; cada
 * una, 125 de interés y 2,500 de capital. Berta tiene una cuota de 1,000 que vence hoy (PR-000002) y Carla está al
 * día. El servidor cuenta un recibo de 500 de hoy.
 */
const HOY = '2026-11-29';

const cuota = (no: number, vence: string, mora = 0) =>
  ({
    id_pago: 500 + no,
    codigo_prestamo: 'PR-000001',
    no_cuota: no,
    fecha_debe_pagar: vence,
    estado_cuota: vence < HOY ? 'VENCIDA' : 'PENDIENTE',
    mora,
    interes_pendiente: 125,
    capital_pendiente: 2500,
  }) as Cuota;
const deAna = [cuota(1, '2026-10-08', 262.5), cuota(2, HOY), cuota(3, '2026-12-06')];

const cliente = (id: number, nombre: string, proxima: ClienteDeOperador['proxima_cuota'], cobrado = 0) =>
  ({ id_cliente: id, nombre, proxima_cuota: proxima, cobrado_hoy: cobrado }) as ClienteDeOperador;
const proxima = (
  id_pago: number,
  codigo: string,
  vence: string,
  monto: number,
  mora: number,
  dias: number,
) => ({
  id_pago,
  id_prestamo: id_pago,
  codigo_prestamo: codigo,
  no: 1,
  vence,
  monto,
  mora,
  total: monto + mora,
  dias_mora: dias,
});
const ana = cliente(1, 'ANA', proxima(501, 'PR-000001', '2026-10-08', 2625, 262.5, 52));
const berta = cliente(2, 'BERTA', proxima(601, 'PR-000002', HOY, 1000, 0, 0));
const carla = cliente(3, 'CARLA', proxima(701, 'PR-000003', '2026-12-05', 800, 0, 0));
const resumen = { ok: true, rutas: [], items: [ana, berta, carla] } as ResumenDeOperador;

const estado: EstadoDeOperador = {
  ok: true,
  fecha: HOY,
  clientes: 3,
  clientes_a_visitar: 2,
  cuotas_hoy: { cantidad: 2, monto: 3625 },
  cuotas_vencidas: { cantidad: 1, monto: 2625, mora: 262.5 },
  cobrado_hoy: { cantidad: 1, total: 500, por_metodo: [] },
  por_cobrar: 6512.5,
};

const enCola = (monto: number, cuando: string, estadoDelCobro: CobroEnCola['estado'] = 'PENDIENTE') =>
  ({
    id_cliente: 1,
    codigo_prestamo: 'PR-000001',
    estado: estadoDelCobro,
    cuerpo: { monto, cobrado_en: `${cuando}T10:15:00-04:00` },
  }) as CobroEnCola;

describe('los totales del día con los cobros sin señal', () => {
  it('sin cola, los del servidor; a visitar, los que deben algo hoy', () => {
    expect(cifrasDelDia(estado, resumen, [], { 501: { cuotas: deAna } }, HOY)).toEqual({
      clientes: 3,
      aVisitar: 2,
      cobrado: { cantidad: 1, centavos: 50_000 },
      porSincronizar: { cantidad: 0, centavos: 0 },
      venceHoy: { cantidad: 2, centavos: 362_500 },
      vencido: { cantidad: 1, centavos: 262_500, mora: 26_250 },
      porCobrar: 651_250,
      descontado: 0,
    });
  });

  it('3,000 cobrados a Ana sin señal: pagan la cuota vencida con su mora y 112.50 de la de hoy', () => {
    const cola = [enCola(3000, HOY), enCola(700, HOY, 'RECHAZADO')];
    expect(cifrasDelDia(estado, resumen, cola, { 501: { cuotas: deAna } }, HOY)).toEqual({
      clientes: 3,
      // Ana ya se visitó: queda Berta.
      aVisitar: 1,
      cobrado: { cantidad: 1, centavos: 50_000 },
      porSincronizar: { cantidad: 1, centavos: 300_000 },
      venceHoy: { cantidad: 2, centavos: 351_250 },
      vencido: { cantidad: 0, centavos: 0, mora: 0 },
      // 6,512.50 − 3,000.
      porCobrar: 351_250,
      descontado: 300_000,
    });
  });

  it('un cobro de ayer que aún espera la señal baja lo que se debe, pero no es de lo cobrado hoy', () => {
    const c = cifrasDelDia(estado, resumen, [enCola(1000, '2026-11-28')], { 501: { cuotas: deAna } }, HOY);
    expect(c.porSincronizar).toEqual({ cantidad: 0, centavos: 0 });
    expect(c.vencido).toEqual({ cantidad: 1, centavos: 188_750, mora: 0 });
    expect(c.porCobrar).toBe(551_250);
    expect(c.aVisitar).toBe(2);
  });

  it('lo ya sincronizado lo cuenta el servidor: no se suma dos veces, pero el cliente sigue visitado', () => {
    const cola = [enCola(3000, HOY, 'SINCRONIZADO')];
    const c = cifrasDelDia(estado, resumen, cola, { 501: { cuotas: deAna } }, HOY);
    expect([c.porSincronizar.centavos, c.descontado, c.porCobrar, c.aVisitar]).toEqual([0, 0, 651_250, 1]);
    expect(cobradoSinSenalHoy(cola, HOY)).toEqual(new Map([[1, 3000]]));
  });

  it('sin las cuotas del préstamo en el teléfono, solo suma lo cobrado', () => {
    const c = cifrasDelDia(estado, resumen, [enCola(3000, HOY)], {}, HOY);
    expect([c.porSincronizar.centavos, c.porCobrar, c.vencido.cantidad]).toEqual([300_000, 651_250, 1]);
  });
});

describe('la tarjeta de un cliente tras la cola', () => {
  it('la cuota que quedó primera, con su atraso: ya no dice 52 días', () => {
    expect(cuotaTrasLaCola(ana.proxima_cuota, deAna, [enCola(3000, HOY)], HOY)).toEqual({
      ...ana.proxima_cuota,
      id_pago: 502,
      no: 2,
      vence: HOY,
      monto: 2512.5,
      mora: 0,
      total: 2512.5,
      dias_mora: 0,
    });
  });

  it('un abono que no cubre la vencida la deja con menos y el mismo atraso; sin cola, la del servidor', () => {
    expect(cuotaTrasLaCola(ana.proxima_cuota, deAna, [enCola(1000, HOY)], HOY)).toMatchObject({
      no: 1,
      total: 1887.5,
      dias_mora: 52,
    });
    expect(cuotaTrasLaCola(ana.proxima_cuota, deAna, [], HOY)).toBe(ana.proxima_cuota);
  });

  it('si la cola salda el préstamo, no queda cuota', () => {
    expect(cuotaTrasLaCola(ana.proxima_cuota, deAna, [enCola(8137.5, HOY)], HOY)).toBeNull();
  });
});

describe('dónde va cada cliente en la pantalla', () => {
  it('cobrado hoy (con señal o sin ella), por visitar o al día', () => {
    expect(situacionDelDia(ana, HOY, 0)).toBe('POR_VISITAR');
    expect(situacionDelDia(ana, HOY, 3000)).toBe('COBRADO');
    expect(situacionDelDia({ ...ana, cobrado_hoy: 100 }, HOY, 0)).toBe('COBRADO');
    expect(situacionDelDia(berta, HOY, 0)).toBe('POR_VISITAR');
    expect(situacionDelDia(carla, HOY, 0)).toBe('AL_DIA');
    expect(situacionDelDia({ ...carla, proxima_cuota: null }, HOY, 0)).toBe('AL_DIA');
  });
});
