import type { Cuota } from '@prestamos/contract';
import { describe, expect, it } from 'vitest';
import type { CobroEnCola } from '../../entities/cobro-sin-senal/maquina';
import { pendientesTrasLaCola } from './saldo-local';

const cuota = (no: number, interes: number, capital: number, mora = 0) =>
  ({
    id_pago: 500 + no,
    codigo_prestamo: 'PR-000010',
    no_cuota: no,
    estado_cuota: 'PENDIENTE',
    mora,
    interes_pendiente: interes,
    capital_pendiente: capital,
  }) as Cuota;

const enCola = (monto: number, estado: CobroEnCola['estado'] = 'PENDIENTE', codigo = 'PR-000010') =>
  ({ codigo_prestamo: codigo, estado, cuerpo: { monto } }) as CobroEnCola;

const cuotas = [cuota(3, 250, 1000, 50), cuota(4, 250, 1000)];

describe('el saldo del teléfono tras los cobros sin señal', () => {
  it('sin cola, las cuotas tal como se bajaron', () => {
    const r = pendientesTrasLaCola(cuotas, []);
    expect(r.idPago).toBe(503);
    expect(r.pendientes[0]).toEqual({ no: 3, mora: 5000, interes: 25000, capital: 100000 });
  });

  it('un cobro parcial deja la misma cuota con menos: primero la mora, luego el interés', () => {
    const r = pendientesTrasLaCola(cuotas, [enCola(200)]);
    expect(r.idPago).toBe(503);
    expect(r.pendientes[0]).toEqual({ no: 3, mora: 0, interes: 10000, capital: 100000 });
  });

  it('un cobro que salda la cuota lleva el siguiente a la cuota 4; el resto ya se abona a ella', () => {
    const r = pendientesTrasLaCola(cuotas, [enCola(1300), enCola(100)]);
    expect(r.idPago).toBe(504);
    expect(r.pendientes).toEqual([{ no: 4, mora: 0, interes: 15000, capital: 100000 }]);
  });

  it('no cuentan los ya sincronizados, los rechazados ni los de otro préstamo', () => {
    const r = pendientesTrasLaCola(cuotas, [
      enCola(1300, 'SINCRONIZADO'),
      enCola(1300, 'RECHAZADO'),
      enCola(1300, 'PENDIENTE', 'PR-000099'),
    ]);
    expect(r.idPago).toBe(503);
  });
});
