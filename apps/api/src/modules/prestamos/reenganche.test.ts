import { fechaDeNegocio, sumarDias, sumarMeses } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { abrirCaja, prestar } from '../../../test/fabricas';
import { type Cliente, entrar } from '../../../test/peticiones';

let e: Entorno;
let admin: Cliente;
let hoy: string;

beforeAll(async () => {
  e = await crearEntorno();
  admin = await entrar(e, 'DEMO', 'admin');
  await abrirCaja(e, 2, 100_000);
  hoy = fechaDeNegocio(e.deps.ahora());
});
afterAll(() => e.cerrar());

describe('reenganche de un préstamo atrasado (DEMO: mora 5 % después de 5 días)', () => {
  it('pasa al nuevo lo ganado (capital, interés vencido y mora) y perdona solo el interés por venir', async () => {
    const idCliente = (await admin.post('/api/clientes', { nombres: 'Atrasado', apellidos: 'Reenganche' }))
      .body.item.id_cliente;
    // 10 000 al 5 % mensual en 3 cuotas francesas de 3 672,09: intereses 500,00 · 341,40 · 174,86.
    // La primera venció hace unos 10 días (pasada la gracia, primer mes de mora); las otras dos aún no vencen.
    const p = await prestar(admin, idCliente, { fechaInicio: sumarMeses(sumarDias(hoy, -10), -1) });

    const vista = await admin.post(`/api/prestamos/${p.id_prestamo}/reenganche/preview`, {
      monto_extra: 1_000,
      strategy: 'keep_term',
    });
    // 10 000 de capital + 500 de interés vencido + 183,60 de mora (5 % de 3 672,09).
    expect(vista.body.resumen).toMatchObject({ saldo_actual: 10_683.6, delta: 1_000, saldo_nuevo: 11_683.6 });
    expect(vista.body.resumen.cuotas).toBe(3);

    const r = await admin.post(`/api/prestamos/${p.id_prestamo}/reenganche`, {
      monto_extra: 1_000,
      strategy: 'keep_term',
    });
    expect(r.status).toBe(201);
    const [recibo] = (await admin.get(`/api/prestamos/${p.id_prestamo}/pagos-detalle`)).body.pagos;
    expect(recibo).toMatchObject({ concepto: 'REENGANCHE', total: 10_683.6, descuento: 516.26 });
    expect(
      recibo.detalles.map((d: Record<string, number>) => [
        d.no_cuota,
        d.mora_pagada,
        d.interes_pagado,
        d.capital_pagado,
        d.descuento,
        d.monto_pagado,
      ]),
    ).toEqual([
      [1, 183.6, 500, 3_172.09, 0, 3_855.69],
      [2, 0, 341.4, 3_330.69, 341.4, 3_330.69],
      [3, 0, 174.86, 3_497.22, 174.86, 3_497.22],
    ]);
    const nuevo = (await admin.get(`/api/prestamos/${r.body.prestamo.id_prestamo}/plan`)).body.prestamo;
    expect(nuevo).toMatchObject({ monto: 11_683.6, plazo: 3, id_prestamo_origen: p.id_prestamo });
  });

  it('manteniendo una cuota que apenas pasa del interés, un plan de más de 1000 cuotas se rechaza sin tocar nada', async () => {
    // Lo encontró la prueba de operaciones al azar: RD$ 10.25 en 13 cuotas quincenales ABSOLUTO al 0.2 % mensual (cuota
    // de 0.80, interés de 0.01) más 753 de extra; con la misma cuota, el interés del nuevo saldo se come casi toda la
    // cuota y el plan pedía unas 19 000 (un 500: la sentencia de las cuotas no cabía en la pila).
    const idCliente = (await admin.post('/api/clientes', { nombres: 'Cuota', apellidos: 'Pequeña' })).body
      .item.id_cliente;
    const creado = await admin.post('/api/prestamos', {
      id_cliente: idCliente,
      monto: 10.25,
      plazo: 13,
      tasa: 0.2,
      amortizacion: 'ABSOLUTO',
      frecuencia: 'QUINCENAL',
    });
    expect(creado.status, JSON.stringify(creado.body)).toBe(201);
    const p = creado.body.prestamo;
    const cuerpo = { monto_extra: 753, strategy: 'keep_installment' };
    const vista = await admin.post(`/api/prestamos/${p.id_prestamo}/reenganche/preview`, cuerpo);
    expect(vista.status).toBe(409);
    expect(vista.body.message).toMatch(
      /^Con la cuota actual, el nuevo saldo necesitaría \d+ cuotas y el máximo es 1000: usa «mantener plazo» o un monto extra menor\.$/,
    );
    const r = await admin.post(`/api/prestamos/${p.id_prestamo}/reenganche`, cuerpo);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('PLAZO_EXCESIVO');
    expect((await admin.get(`/api/prestamos/${p.id_prestamo}/plan`)).body.prestamo.estado_ui).toBe('VIGENTE');
    const conPlazo = await admin.post(`/api/prestamos/${p.id_prestamo}/reenganche`, {
      ...cuerpo,
      strategy: 'keep_term',
    });
    expect(conPlazo.status, JSON.stringify(conPlazo.body)).toBe(201);
    const nuevo = await admin.get(`/api/prestamos/${conPlazo.body.prestamo.id_prestamo}/plan`);
    expect(nuevo.body.prestamo.plazo).toBe(13);
  });
});
