import type { Cobro, Cuota } from '@prestamos/contract';
import { describe, expect, it } from 'vitest';
import { pendientesDe, repartoDelCobro, resumenDelRecibo } from './cobro';

const cuota = (no: number, datos: Partial<Cuota>): Cuota =>
  ({
    no_cuota: no,
    estado_cuota: 'VENCIDA',
    mora: 0,
    interes_pendiente: 600,
    capital_pendiente: 4_000,
    ...datos,
  }) as Cuota;

describe('repartoDelCobro', () => {
  const pendientes = pendientesDe([
    cuota(2, { mora: 230 }),
    cuota(1, { mora: 460 }),
    cuota(3, { estado_cuota: 'PAGADA' }),
  ]);

  it('ordena las cuotas abiertas y reparte mora → interés → capital, el resto a la siguiente', () => {
    expect(repartoDelCobro(pendientes, 5_000, 0)).toEqual({
      partes: [{ no: 1, mora: 46_000, interes: 60_000, capital: 394_000 }],
    });
    expect(repartoDelCobro(pendientes, 5_100, 0)).toEqual({
      partes: [
        { no: 1, mora: 46_000, interes: 60_000, capital: 400_000 },
        { no: 2, mora: 4_000, interes: 0, capital: 0 },
      ],
    });
  });

  it('con descuento la mora perdonada cuenta como cubierta', () => {
    expect(repartoDelCobro(pendientes, 4_600, 460)).toEqual({
      partes: [{ no: 1, mora: 46_000, interes: 60_000, capital: 400_000 }],
    });
  });

  it('los mismos mensajes que el servidor', () => {
    expect(repartoDelCobro(pendientes, 0, 0)).toEqual({ error: 'Ingresa un monto mayor a 0.' });
    expect(repartoDelCobro(pendientes, 9_890.01, 0)).toEqual({
      error: 'El monto no puede pasar de lo adeudado del préstamo (RD$\u00a09,890.00).',
    });
    expect(repartoDelCobro(pendientes, 100, 690.01)).toEqual({
      error: 'El descuento no puede pasar de la mora (RD$\u00a0690.00).',
    });
  });
});

describe('recibo', () => {
  it('resume el recibo con el saldo o el préstamo saldado', () => {
    const cobro = {
      no_recibo: 'RE-202611-000007',
      total_pagado: 5_000,
      codigo_prestamo: 'PR-202609-000003',
      cuota: { no_cuota: 1 },
      saldo_prestamo: 9_490,
      prestamo_saldado: false,
    } as Cobro;
    expect(resumenDelRecibo(cobro, 'Préstamos El Progreso')).toBe(
      'Préstamos El Progreso: recibo RE-202611-000007. Pago de RD$\u00a05,000.00 al préstamo PR-202609-000003 (cuota 1). Saldo pendiente: RD$\u00a09,490.00. ¡Gracias!',
    );
    expect(resumenDelRecibo({ ...cobro, prestamo_saldado: true }, 'X')).toContain('¡Préstamo saldado!');
    // Con el enlace del recibo, al final: el cliente abre el PDF desde WhatsApp.
    expect(resumenDelRecibo(cobro, 'X', 'https://prestamos.do/api/publico/recibos/abc')).toMatch(
      / ¡Gracias! Vea su recibo: https:\/\/prestamos\.do\/api\/publico\/recibos\/abc$/,
    );
  });

  it('una liquidación no tiene cuota: dice que liquidó el préstamo', () => {
    const liquidacion = {
      no_recibo: 'RE-202611-000008',
      total_pagado: 10_250.5,
      codigo_prestamo: 'PR-202609-000003',
      saldo_prestamo: 0,
      prestamo_saldado: true,
    };
    expect(resumenDelRecibo(liquidacion, 'Préstamos El Progreso')).toBe(
      'Préstamos El Progreso: recibo RE-202611-000008. Liquidación del préstamo PR-202609-000003 por RD$\u00a010,250.50. ¡Préstamo saldado! Gracias por su puntualidad.',
    );
  });
});
