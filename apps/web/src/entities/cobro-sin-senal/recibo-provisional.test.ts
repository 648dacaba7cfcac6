import { describe, expect, it } from 'vitest';
import { cuandoFue, instanteDeNegocio } from './horas';
import type { CobroEnCola } from './maquina';
import { textoDelRecibo } from './recibo-provisional';

const cobro = {
  provisional: 'P-AB12-0003',
  cliente: 'Ana Peña',
  codigo_prestamo: 'PR-202611-000062',
  no_cuota: 1,
  cuerpo: { monto: 3150, metodo: 'EFECTIVO', nota: '', cobrado_en: '2026-11-27T07:42:00-04:00' },
  recibo: null,
} as unknown as CobroEnCola;

describe('el recibo de un cobro sin señal', () => {
  it('provisional: con su número de dispositivo y PENDIENTE DE SINCRONIZAR', () => {
    expect(textoDelRecibo(cobro, 'Préstamos El Progreso')).toBe(
      [
        'Préstamos El Progreso',
        'Recibo provisional P-AB12-0003',
        'PENDIENTE DE SINCRONIZAR',
        'Fecha: 27/11/2026 07:42',
        'Cliente: ANA PEÑA',
        'Préstamo PR-202611-000062 · cuota 1',
        'Monto: RD$\u00a03,150.00 (EFECTIVO)',
        'El recibo definitivo se le enviará al registrarse el pago.',
      ].join('\n'),
    );
  });

  it('sincronizado: el número real y el saldo que dio el servidor', () => {
    const real = {
      ...cobro,
      recibo: { no_recibo: 'RE-202611-000090', id_recibo: 90, saldo_prestamo: 9450, prestamo_saldado: false },
    };
    const texto = textoDelRecibo(real, 'Préstamos El Progreso');
    expect(texto).toContain('Recibo RE-202611-000090');
    expect(texto).not.toContain('PENDIENTE');
    expect(texto).toContain('Saldo pendiente: RD$\u00a09,450.00. ¡Gracias!');
  });
});

describe('la hora del cobrador', () => {
  it('cobrado_en con la hora de Santo Domingo y su desfase', () => {
    expect(instanteDeNegocio(new Date('2026-11-27T11:42:05Z'))).toBe('2026-11-27T07:42:05-04:00');
    // Pasada la medianoche UTC sigue siendo el día anterior en Santo Domingo.
    expect(instanteDeNegocio(new Date('2026-11-28T02:10:00Z'))).toBe('2026-11-27T22:10:00-04:00');
  });

  it('«datos de las 7:42 a. m.»: sin fecha si es de hoy', () => {
    const ahora = new Date('2026-11-27T15:00:00Z');
    expect(cuandoFue(Date.parse('2026-11-27T11:42:00Z'), ahora)).toMatch(/^7:42\sa\.\s?m\.$/);
    expect(cuandoFue(Date.parse('2026-11-26T11:42:00Z'), ahora)).toMatch(/^26\/11\/2026 7:42\sa\.\s?m\.$/);
  });
});
