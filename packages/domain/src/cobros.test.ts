import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aplicarCobro,
  estadoDeCuota,
  estadoMostrado,
  moraDeCuota,
  repartirDescuento,
  textoDeMora,
  validarCobro,
} from './cobros';
import { diasEntre, sumarDias } from './fechas';

describe('repartirDescuento', () => {
  const pendientes = [
    { mora: 500, interes: 1000, capital: 3000 },
    { mora: 0, interes: 800, capital: 3200 },
    { mora: 0, interes: 600, capital: 3400 },
  ];

  it('perdona primero la mora, luego el interés de las últimas cuotas, luego capital', () => {
    expect(repartirDescuento(pendientes, 1700)).toEqual([
      { mora: 500, interes: 0, capital: 0 },
      { mora: 0, interes: 600, capital: 0 },
      { mora: 0, interes: 600, capital: 0 },
    ]);
    expect(repartirDescuento(pendientes, 3000)).toEqual([
      { mora: 500, interes: 1000, capital: 0 },
      { mora: 0, interes: 800, capital: 0 },
      { mora: 0, interes: 600, capital: 100 },
    ]);
  });

  it('sin descuento no toca nada; más de lo pendiente es un error de programación', () => {
    expect(repartirDescuento(pendientes, 0).every((p) => p.mora + p.interes + p.capital === 0)).toBe(true);
    expect(() => repartirDescuento(pendientes, 12_501)).toThrow('El descuento supera lo pendiente.');
  });
});

describe('moraDeCuota (5 % por mes empezado, 5 días de gracia)', () => {
  const regla = { porcentaje: 5, diasGracia: 5 };
  const cuota = { montoCentavos: 564_127, vence: '2026-10-01', abonos: [], moraPagadaCentavos: 0 };

  it('sin recargo dentro de la gracia', () => {
    expect(moraDeCuota(cuota, '2026-10-01', regla)).toBe(0);
    expect(moraDeCuota(cuota, '2026-10-06', regla)).toBe(0);
  });

  it('un mes empezado: 5 % de 5 641,27 = 282,06 (282,0635)', () => {
    expect(moraDeCuota(cuota, '2026-10-07', regla)).toBe(28_206);
    expect(moraDeCuota(cuota, '2026-11-05', regla)).toBe(28_206);
  });

  it('dos y tres meses empezados, redondeado por mes; menos lo ya cobrado', () => {
    expect(moraDeCuota(cuota, '2026-11-06', regla)).toBe(56_412);
    expect(moraDeCuota(cuota, '2026-12-06', regla)).toBe(84_618);
    expect(moraDeCuota({ ...cuota, moraPagadaCentavos: 28_206 }, '2026-11-06', regla)).toBe(28_206);
  });

  it('un abono baja la mora de los meses siguientes, no la de los que ya corrieron', () => {
    // Cuota de 4 600 vencida el 1/9: el 16/10 pagó 460 de mora y 4 540 de la cuota; quedan 60.
    const parcial = {
      montoCentavos: 460_000,
      vence: '2026-09-01',
      abonos: [{ fecha: '2026-10-16', centavos: 454_000 }],
      moraPagadaCentavos: 46_000,
    };
    // Meses 1 y 2 (desde el 7/9 y el 7/10) sobre 4 600: 230 + 230, ya pagados.
    expect(moraDeCuota(parcial, '2026-11-05', regla)).toBe(0);
    // Mes 3 (desde el 6/11) sobre 60: 3,00.
    expect(moraDeCuota(parcial, '2026-11-06', regla)).toBe(300);
    // Un abono del mismo día en que empieza un mes todavía no lo baja: el mes empezó con el saldo anterior.
    const mismoDia = {
      ...parcial,
      abonos: [{ fecha: '2026-10-07', centavos: 454_000 }],
      moraPagadaCentavos: 23_000,
    };
    expect(moraDeCuota(mismoDia, '2026-10-07', regla)).toBe(23_000);
  });

  it('apagada (0 %) o sin saldo no genera nada', () => {
    expect(moraDeCuota(cuota, '2027-06-01', { porcentaje: 0, diasGracia: 0 })).toBe(0);
    expect(
      moraDeCuota({ ...cuota, abonos: [{ fecha: '2026-10-01', centavos: 564_127 }] }, '2027-06-01', regla),
    ).toBe(0);
  });
});

/** La regla de la mora (docs/producto.md#mora) escrita mes por mes, sin atajos: el oráculo de la prueba de abajo. */
function moraMesPorMes(
  cuota: Parameters<typeof moraDeCuota>[0],
  hoy: string,
  regla: Parameters<typeof moraDeCuota>[2],
) {
  const atraso = diasEntre(cuota.vence, hoy) - regla.diasGracia;
  if (atraso <= 0 || regla.porcentaje <= 0) return 0;
  let total = 0;
  for (let mes = 1; mes <= Math.ceil(atraso / 30); mes++) {
    const empieza = sumarDias(cuota.vence, regla.diasGracia + 30 * (mes - 1) + 1);
    const abonado = cuota.abonos.filter((a) => a.fecha < empieza).reduce((s, a) => s + a.centavos, 0);
    const saldo = Math.max(0, cuota.montoCentavos - abonado);
    const milesimas = BigInt(Math.round(regla.porcentaje * 1000));
    total += Number((2n * BigInt(saldo) * milesimas + 100_000n) / 200_000n);
  }
  return Math.max(0, total - cuota.moraPagadaCentavos);
}

describe('moraDeCuota por tramos de igual saldo', () => {
  it('da lo mismo que recorrer mes por mes, con abonos en cualquier día (también el día en que empieza un mes)', () => {
    const vence = '2024-03-15';
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 2_500 }),
        fc.array(
          fc.record({
            dia: fc.integer({ min: -5, max: 2_500 }),
            centavos: fc.integer({ min: 1, max: 500_000_000 }),
          }),
          {
            maxLength: 6,
          },
        ),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 45 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (monto, dias, abonos, milesimas, gracia, moraPagada) => {
          const hoy = sumarDias(vence, dias);
          const cuota = {
            montoCentavos: monto,
            vence,
            abonos: abonos.map((a) => ({
              fecha: sumarDias(vence, Math.min(a.dia, dias)),
              centavos: a.centavos,
            })),
            moraPagadaCentavos: moraPagada,
          };
          const regla = { porcentaje: milesimas / 1000, diasGracia: gracia };
          expect(moraDeCuota(cuota, hoy, regla)).toBe(moraMesPorMes(cuota, hoy, regla));
        },
      ),
      { numRuns: 3_000 },
    );
  });
});

describe('aplicarCobro', () => {
  const cuotas = [
    { mora: 28_206, interes: 250_000, capital: 314_127 },
    { mora: 0, interes: 234_294, capital: 329_833 },
  ];

  it('mora, interés y capital en orden; el excedente pasa a la siguiente cuota', () => {
    // 7 000,00 pesos: 282,06 de mora + 2 500,00 de interés + 3 141,27 de capital = 5 923,33; sobran 1 076,67.
    expect(aplicarCobro(cuotas, 700_000)).toEqual([
      { cubierto: { mora: 28_206, interes: 250_000, capital: 314_127 }, descuento: 0 },
      { cubierto: { mora: 0, interes: 107_667, capital: 0 }, descuento: 0 },
    ]);
  });

  it('un pago parcial cubre mora e interés primero', () => {
    expect(aplicarCobro(cuotas, 100_000)).toEqual([
      { cubierto: { mora: 28_206, interes: 71_794, capital: 0 }, descuento: 0 },
      { cubierto: { mora: 0, interes: 0, capital: 0 }, descuento: 0 },
    ]);
  });

  it('el descuento de mora se perdona antes de aplicar el dinero', () => {
    expect(aplicarCobro(cuotas, 250_000, 28_206)).toEqual([
      { cubierto: { mora: 28_206, interes: 250_000, capital: 0 }, descuento: 28_206 },
      { cubierto: { mora: 0, interes: 0, capital: 0 }, descuento: 0 },
    ]);
  });

  it('no deja cobrar más de lo adeudado ni descontar más mora de la que hay', () => {
    expect(() => aplicarCobro(cuotas, 1_156_461)).toThrow('El cobro supera lo adeudado.');
    expect(aplicarCobro(cuotas, 1_156_460).at(-1)?.cubierto).toEqual({
      mora: 0,
      interes: 234_294,
      capital: 329_833,
    });
    expect(() => aplicarCobro(cuotas, 1, 28_207)).toThrow('El descuento supera la mora pendiente.');
  });
});

describe('estadoDeCuota', () => {
  const cuota = { capitalCuota: 80_000, interesCuota: 20_000 };
  it('PENDIENTE sin abonos, PARCIAL con algo, PAGADA con interés y capital cubiertos', () => {
    expect(estadoDeCuota({ ...cuota, abonadoCapital: 0, abonadoInteres: 0 })).toBe('PENDIENTE');
    expect(estadoDeCuota({ ...cuota, abonadoCapital: 0, abonadoInteres: 1 })).toBe('PARCIAL');
    expect(estadoDeCuota({ ...cuota, abonadoCapital: 79_999, abonadoInteres: 20_000 })).toBe('PARCIAL');
    expect(estadoDeCuota({ ...cuota, abonadoCapital: 80_000, abonadoInteres: 20_000 })).toBe('PAGADA');
  });
  it('una cuota de monto 0 en capital (INTERES) se paga con su interés', () => {
    expect(
      estadoDeCuota({ capitalCuota: 0, interesCuota: 5_000, abonadoCapital: 0, abonadoInteres: 5_000 }),
    ).toBe('PAGADA');
  });
});

describe('estadoMostrado', () => {
  it('VENCIDA solo si no está pagada y el vencimiento ya pasó (el mismo día aún no)', () => {
    expect(estadoMostrado('PENDIENTE', '2026-11-21', '2026-11-22')).toBe('VENCIDA');
    expect(estadoMostrado('PARCIAL', '2026-11-21', '2026-11-22')).toBe('VENCIDA');
    expect(estadoMostrado('PARCIAL', '2026-11-22', '2026-11-22')).toBe('PARCIAL');
    expect(estadoMostrado('PENDIENTE', '2026-11-23', '2026-11-22')).toBe('PENDIENTE');
    expect(estadoMostrado('PAGADA', '2026-01-01', '2026-11-22')).toBe('PAGADA');
  });
});

describe('textoDeMora', () => {
  it('la regla como la lee el cliente en su contrato', () => {
    expect(textoDeMora({ porcentaje: 5, diasGracia: 5 })).toBe(
      '5 % mensual sobre el saldo vencido de la cuota, después de 5 días de gracia',
    );
    expect(textoDeMora({ porcentaje: 2.5, diasGracia: 1 })).toBe(
      '2.5 % mensual sobre el saldo vencido de la cuota, después de 1 día de gracia',
    );
    expect(textoDeMora({ porcentaje: 3, diasGracia: 0 })).toContain('desde el día siguiente al vencimiento');
    expect(textoDeMora({ porcentaje: 0, diasGracia: 5 })).toBe('sin recargo por mora');
  });
});

describe('validarCobro', () => {
  // Dos cuotas abiertas: RD$ 10.00 de mora en la primera; RD$ 1,010.00 adeudados en total.
  const pendientes = [
    { mora: 1_000, interes: 5_000, capital: 45_000 },
    { mora: 0, interes: 5_000, capital: 45_000 },
  ];

  it('un monto mayor que 0, hasta lo adeudado menos el descuento: dice lo adeudado', () => {
    expect(validarCobro(pendientes, 101_000, 0)).toEqual({ adeudado: 101_000 });
    expect(validarCobro(pendientes, 100_000, 1_000)).toEqual({ adeudado: 100_000 });
  });

  it('cada regla con su campo y el mensaje que ven la pantalla y la API', () => {
    expect(validarCobro(pendientes, 0, 0)).toEqual({
      error: { campo: 'monto', mensaje: 'Ingresa un monto mayor a 0.' },
    });
    expect(validarCobro(pendientes, 5_000, 1_001)).toEqual({
      error: { campo: 'descuento', mensaje: 'El descuento no puede pasar de la mora (RD$\u00a010.00).' },
    });
    expect(validarCobro(pendientes, 100_001, 1_000)).toEqual({
      error: {
        campo: 'monto',
        mensaje: 'El monto no puede pasar de lo adeudado del préstamo (RD$\u00a01,000.00).',
      },
    });
  });
});
