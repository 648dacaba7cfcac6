import { calcularCronograma, centavosAPesos, fechaDeNegocio, sumarMeses } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import {
  abrirCaja,
  crearEmpresaDePrueba,
  cuadreDeCaja,
  type EmpresaDePrueba,
  rutaDePrueba,
} from '../../../test/fabricas';
import { type Cliente, entrar } from '../../../test/peticiones';

let e: Entorno;
let admin: Cliente;
let operador: Cliente;
let otra: EmpresaDePrueba;
let hoy: string;

async function nuevoCliente(quien = admin, nombres = 'Cliente') {
  const r = await quien.post('/api/clientes', {
    nombres,
    apellidos: `Prueba ${Math.random().toString(36).slice(2, 7)}`,
  });
  return r.body.item.id_cliente as number;
}

const saldoCaja = async (quien = admin) => (await quien.get('/api/caja/saldo')).body.saldo as number;

beforeAll(async () => {
  e = await crearEntorno();
  admin = await entrar(e, 'DEMO', 'admin');
  operador = await entrar(e, 'DEMO', 'operador');
  otra = await crearEmpresaDePrueba(e, 'OTRA');
  await abrirCaja(e, 2, 500_000);
  // Estas pruebas fijan el plan al centavo con fechas pasadas: sin la mora de DEMO (se prueba en pagos).
  await admin.put('/api/empresa/ajustes', { mora_porcentaje: 0 });
  hoy = fechaDeNegocio(e.deps.ahora());
});
afterAll(() => e.cerrar());

describe('POST /api/prestamos: validación', () => {
  it('devuelve el mensaje de cada regla', async () => {
    const id_cliente = await nuevoCliente();
    const probar = async (cuerpo: Record<string, unknown>) =>
      (await admin.post('/api/prestamos', { id_cliente, ...cuerpo })).body.fields;
    expect(await probar({ monto: 0, plazo: 0, tasa: 5 })).toEqual({
      monto: 'El monto debe ser mayor a 0',
      plazo: 'El plazo debe ser mayor a 0',
    });
    expect(await probar({ monto: 1000, plazo: 3 })).toEqual({ tasa: 'Debes indicar la tasa mensual' });
    expect(await probar({ monto: 1000, plazo: 3, tasa: -1 })).toEqual({
      tasa: 'La tasa no puede ser negativa',
    });
    const manual = (plan_manual: unknown) =>
      probar({ monto: 1000, amortizacion: 'MANUAL', tasa: null, plan_manual });
    expect(await manual([])).toEqual({ plan_manual: 'Agrega al menos una cuota en el modo Manual' });
    expect(await manual([{ no: 1, fecha: null, monto: 1000 }])).toEqual({
      plan_manual: 'Hay cuotas sin fecha en el modo Manual',
    });
    expect(await manual([{ no: 1, fecha: '2026-12-01', monto: 0 }])).toEqual({
      plan_manual: 'Hay cuotas con monto 0 en el modo Manual',
    });
    expect(await manual([{ no: 1, fecha: '2026-12-01', monto: 999.99 }])).toEqual({
      plan_manual: 'Las cuotas ingresadas no alcanzan el capital',
    });
    expect(await probar({ monto: 1000.005, plazo: 1, tasa: 5 })).toEqual({
      monto: 'El monto admite hasta 2 decimales.',
    });
    expect(await probar({ monto: 1000, plazo: 1, tasa: 5, fecha_inicio: '2026-02-30' })).toEqual({
      fecha_inicio: 'La fecha de inicio no es válida.',
    });
  });

  it('cliente inexistente u de otra empresa: 404; inactivo: 409', async () => {
    const r = await admin.post('/api/prestamos', { id_cliente: 999_999, monto: 1000, plazo: 1, tasa: 5 });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Cliente no encontrado');
    const ajeno = await nuevoCliente(otra.admin);
    expect(
      (await admin.post('/api/prestamos', { id_cliente: ajeno, monto: 1000, plazo: 1, tasa: 5 })).status,
    ).toBe(404);
    const id = await nuevoCliente();
    await admin.put(`/api/clientes/${id}`, { nombres: 'X', apellidos: 'Y', estado: 'INACTIVO' });
    const inactivo = await admin.post('/api/prestamos', { id_cliente: id, monto: 1000, plazo: 1, tasa: 5 });
    expect(inactivo.status).toBe(409);
    expect(inactivo.body.message).toBe('El cliente está inactivo: actívalo antes de darle un préstamo.');
  });
});

describe('POST /api/prestamos: alta', () => {
  it('guarda el plan que calcula el motor, al centavo, numera y desembolsa el neto de la caja', async () => {
    const id_cliente = await nuevoCliente();
    const antes = await saldoCaja();
    const r = await admin.post('/api/prestamos', {
      id_cliente,
      monto: 100_000,
      plazo: 12,
      tasa: 5,
      amortizacion: 'FRANCES',
      frecuencia: 'MENSUAL',
      fecha_inicio: '2026-01-15',
      gastos_cierre: 2_500,
      nota: '  Para el colmado  ',
    });
    expect(r.status).toBe(201);
    const mes = hoy.slice(0, 7).replace('-', '');
    expect(r.body.prestamo.codigo_prestamo).toMatch(new RegExp(`^PR-${mes}-\\d{6}$`));
    expect(r.body.message).toBe(`Préstamo ${r.body.prestamo.codigo_prestamo} creado`);
    expect(await saldoCaja()).toBe(antes - 97_500);

    const plan = (await admin.get(`/api/prestamos/${r.body.prestamo.id_prestamo}/plan`)).body;
    const esperado = calcularCronograma({
      montoCentavos: 10_000_000,
      plazo: 12,
      tasa: 5,
      tipo: 'FRANCES',
      frecuencia: 'MENSUAL',
      fechaInicio: '2026-01-15',
    });
    expect(
      plan.cuotas.map((c: Record<string, unknown>) => [
        c.no_cuota,
        c.fecha_debe_pagar,
        c.monto_cuota,
        c.interes_cuota,
        c.capital_cuota,
        c.balance_prestamo,
      ]),
    ).toEqual(
      esperado.map((c) => [
        c.no,
        c.fecha,
        centavosAPesos(c.cuota),
        centavosAPesos(c.interes),
        centavosAPesos(c.capital),
        centavosAPesos(c.saldo),
      ]),
    );
    expect(plan.cuotas[0]).toMatchObject({
      monto_cuota: 11282.54,
      interes_cuota: 5000,
      capital_cuota: 6282.54,
      estado_cuota: 'VENCIDA',
    });
    expect(plan.prestamo).toMatchObject({
      monto: 100_000,
      gastos_cierre: 2_500,
      neto_desembolsado: 97_500,
      nota: 'Para el colmado',
      tasa: 5,
      estado_ui: 'EN MORA',
      en_mora: true,
      puede_cancelar: false,
    });
    expect(plan.resumen).toMatchObject({
      total_a_pagar: 135_390.49,
      interes_total: 35_390.49,
      cuotas_total: 12,
      total_pagado: 0,
    });
    expect(plan.prestamo.monto_adeudado).toBe(135_390.49);
  });

  it('MANUAL guarda la tabla del usuario con tasa null', async () => {
    const id_cliente = await nuevoCliente();
    const r = await admin.post('/api/prestamos', {
      id_cliente,
      monto: 10_000,
      amortizacion: 'MANUAL',
      tasa: 7,
      frecuencia: 'MENSUAL',
      plan_manual: [
        { no: 1, fecha: sumarMeses(hoy, 1), monto: 4000 },
        { no: 2, fecha: sumarMeses(hoy, 2), monto: 4000 },
        { no: 3, fecha: sumarMeses(hoy, 3), monto: 4000 },
      ],
    });
    expect(r.status).toBe(201);
    const plan = (await admin.get(`/api/prestamos/${r.body.prestamo.id_prestamo}/plan`)).body;
    expect(plan.prestamo).toMatchObject({
      tasa: null,
      plazo: 3,
      amortizacion: 'MANUAL',
      estado_ui: 'VIGENTE',
      puede_cancelar: true,
    });
    expect(plan.cuotas.map((c: { interes_cuota: number }) => c.interes_cuota)).toEqual([
      666.67, 666.67, 666.66,
    ]);
  });

  it('sin saldo en caja se niega con ambos montos y no gasta número', async () => {
    const chica = await crearEmpresaDePrueba(e, 'SINCAJA');
    await abrirCaja(e, chica.id_empresa, 1_000);
    const id_cliente = await nuevoCliente(chica.admin);
    const r = await chica.admin.post('/api/prestamos', {
      id_cliente,
      monto: 5_000,
      plazo: 2,
      tasa: 5,
      gastos_cierre: 500,
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(
      'El neto a desembolsar (RD$\u00a04,500.00) supera el saldo de caja (RD$\u00a01,000.00).',
    );
    const ok = await chica.admin.post('/api/prestamos', { id_cliente, monto: 1_000, plazo: 2, tasa: 5 });
    expect(ok.body.prestamo.codigo_prestamo).toMatch(/-000001$/);
    expect(await saldoCaja(chica.admin)).toBe(0);
  });

  it('política de la empresa: un préstamo activo por cliente, salvo que permita varios', async () => {
    const id_cliente = await nuevoCliente();
    expect((await admin.post('/api/prestamos', { id_cliente, monto: 1000, plazo: 2, tasa: 5 })).status).toBe(
      201,
    );
    const r = await admin.post('/api/prestamos', { id_cliente, monto: 1000, plazo: 2, tasa: 5 });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('Política de empresa: no permitir múltiples préstamos activos.');
    const varios = await crearEmpresaDePrueba(e, 'VARIOS', { allow_multiple_loans: true });
    await abrirCaja(e, varios.id_empresa, 10_000);
    const c = await nuevoCliente(varios.admin);
    expect(
      (await varios.admin.post('/api/prestamos', { id_cliente: c, monto: 1000, plazo: 2, tasa: 5 })).status,
    ).toBe(201);
    expect(
      (await varios.admin.post('/api/prestamos', { id_cliente: c, monto: 1000, plazo: 2, tasa: 5 })).status,
    ).toBe(201);
  });
});

describe('GET /api/prestamos', () => {
  let empresa: EmpresaDePrueba;
  beforeAll(async () => {
    empresa = await crearEmpresaDePrueba(e, 'LISTAP', { allow_multiple_loans: true });
    await abrirCaja(e, empresa.id_empresa, 100_000);
    const ana = await empresa.admin.post('/api/clientes', { nombres: 'Ana', apellidos: 'Núñez' });
    const luis = await empresa.admin.post('/api/clientes', { nombres: 'Luis', apellidos: 'Peña' });
    const crearP = (id_cliente: number, fecha_inicio: string) =>
      empresa.admin.post('/api/prestamos', {
        id_cliente,
        monto: 10_000,
        plazo: 6,
        tasa: 10,
        amortizacion: 'ABSOLUTO',
        fecha_inicio,
      });
    await crearP(ana.body.item.id_cliente, sumarMeses(hoy, -3));
    await crearP(ana.body.item.id_cliente, hoy);
    const saldado = await crearP(luis.body.item.id_cliente, hoy);
    await empresa.admin.post(`/api/prestamos/${saldado.body.prestamo.id_prestamo}/liquidar`, {
      descuento: 0,
    });
    const cancelado = await crearP(luis.body.item.id_cliente, hoy);
    await empresa.admin.post(`/api/prestamos/${cancelado.body.prestamo.id_prestamo}/cancelar`);
  });

  it('deriva el estado de la pantalla, la mora y lo adeudado de los vencimientos de hoy', async () => {
    const r = await empresa.admin.get('/api/prestamos');
    expect(r.body.total).toBe(4);
    expect(r.body.items.map((p: { estado_ui: string }) => p.estado_ui)).toEqual([
      'CANCELADO',
      'SALDADO',
      'VIGENTE',
      'EN MORA',
    ]);
    const enMora = r.body.items[3];
    // ABSOLUTO 10 000 al 10 % en 6 (cuota 2 666,67) que empezó hace 3 meses: dos vencidas; la tercera vence hoy.
    expect(enMora).toMatchObject({
      estado: 'ATRASADO',
      en_mora: true,
      cuotas_vencidas: 2,
      monto_vencido: 5_333.34,
      monto_adeudado: 16_000,
      capital_pendiente: 10_000,
      cliente: 'ANA NÚÑEZ',
    });
    expect(r.body.items[2]).toMatchObject({
      estado: 'ACTIVO',
      en_mora: false,
      cuotas_vencidas: 0,
      monto_adeudado: 16_000,
      puede_cancelar: true,
    });
    expect(r.body.items[1]).toMatchObject({ estado: 'SALDADO', monto_adeudado: 0, puede_cancelar: false });
  });

  it('filtra por estado de pantalla y busca por cliente o código', async () => {
    const por = async (consulta: string) =>
      (await empresa.admin.get(`/api/prestamos?${consulta}`)).body.items.map(
        (p: { estado_ui: string }) => p.estado_ui,
      );
    expect(await por('estado=EN%20MORA')).toEqual(['EN MORA']);
    expect(await por('estado=vigente')).toEqual(['VIGENTE']);
    expect(await por('estado=SALDADO')).toEqual(['SALDADO']);
    expect(await por('estado=CANCELADO')).toEqual(['CANCELADO']);
    expect(await por('q=nunez')).toEqual(['VIGENTE', 'EN MORA']);
    // Una búsqueda sola pagina sobre sus coincidencias: por número y por cursor, con su total.
    const primera = (await empresa.admin.get('/api/prestamos?q=nunez&pageSize=1')).body;
    expect(primera).toMatchObject({ total: 2, total_aproximado: false, totalPages: 2 });
    expect(primera.items.map((p: { estado_ui: string }) => p.estado_ui)).toEqual(['VIGENTE']);
    expect(await por('q=nunez&pageSize=1&page=2')).toEqual(['EN MORA']);
    expect(await por(`q=nunez&pageSize=1&cursor=${primera.siguiente}`)).toEqual(['EN MORA']);
    expect(await por('q=nunez&estado=EN%20MORA')).toEqual(['EN MORA']);
    const codigo = (await empresa.admin.get('/api/prestamos')).body.items[0].codigo_prestamo;
    expect(await por(`q=${codigo}`)).toEqual(['CANCELADO']);
    // El número del código solo, sin su prefijo: el comienzo de una de sus palabras.
    expect(await por(`q=${codigo.split('-').at(-1)}`)).toEqual(['CANCELADO']);
    expect((await empresa.admin.get('/api/prestamos?estado=RARO')).status).toBe(400);
  });

  it('otra empresa no ve ni toca estos préstamos (404)', async () => {
    const id = (await empresa.admin.get('/api/prestamos')).body.items[2].id_prestamo;
    expect(
      (await admin.get(`/api/prestamos?q=nunez`)).body.items.every(
        (p: { id_prestamo: number }) => p.id_prestamo !== id,
      ),
    ).toBe(true);
    for (const r of [
      await admin.get(`/api/prestamos/${id}/plan`),
      await admin.post(`/api/prestamos/${id}/cancelar`),
      await admin.post(`/api/prestamos/${id}/liquidar`, { descuento: 0 }),
      await admin.post(`/api/prestamos/${id}/reenganche/preview`, { monto_extra: 0 }),
      await admin.post(`/api/prestamos/${id}/reenganche`, { monto_extra: 0 }),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('Préstamo no encontrado');
    }
  });
});

describe('cancelar', () => {
  it('un préstamo vigente sin pagos: CANCELADO, sin cuotas y el desembolso vuelve a la caja', async () => {
    const id_cliente = await nuevoCliente();
    const antes = await saldoCaja();
    const p = (
      await admin.post('/api/prestamos', { id_cliente, monto: 3_000, plazo: 3, tasa: 5, gastos_cierre: 100 })
    ).body.prestamo;
    expect(await saldoCaja()).toBe(antes - 2_900);
    const r = await admin.post(`/api/prestamos/${p.id_prestamo}/cancelar`);
    expect(r.body).toEqual({ ok: true, message: `Préstamo ${p.codigo_prestamo} cancelado` });
    expect(await saldoCaja()).toBe(antes);
    const plan = (await admin.get(`/api/prestamos/${p.id_prestamo}/plan`)).body;
    expect(plan.prestamo.estado_ui).toBe('CANCELADO');
    expect(plan.cuotas).toEqual([]);
    expect((await admin.post(`/api/prestamos/${p.id_prestamo}/cancelar`)).status).toBe(409);
  });

  it('no con atraso ni con pagos', async () => {
    const id_cliente = await nuevoCliente();
    const p = (
      await admin.post('/api/prestamos', {
        id_cliente,
        monto: 3_000,
        plazo: 3,
        tasa: 5,
        fecha_inicio: sumarMeses(hoy, -2),
      })
    ).body.prestamo;
    const r = await admin.post(`/api/prestamos/${p.id_prestamo}/cancelar`);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(
      'No se puede cancelar un préstamo en mora: solo uno vigente, al día y sin pagos.',
    );
  });
});

describe('liquidar', () => {
  it('cobra lo adeudado menos el descuento en un recibo; cuotas PAGADAS, préstamo SALDADO, ingreso en caja', async () => {
    const id_cliente = await nuevoCliente();
    const p = (
      await admin.post('/api/prestamos', {
        id_cliente,
        monto: 10_000,
        plazo: 3,
        tasa: 10,
        amortizacion: 'ABSOLUTO',
      })
    ).body.prestamo;
    const antes = await saldoCaja();
    const demas = await admin.post(`/api/prestamos/${p.id_prestamo}/liquidar`, { descuento: 13_000.01 });
    expect(demas.status).toBe(400);
    expect(demas.body.fields).toEqual({
      descuento: 'El descuento no puede pasar de lo adeudado (RD$\u00a013,000.00).',
    });
    const r = await admin.post(`/api/prestamos/${p.id_prestamo}/liquidar`, {
      descuento: 1_500,
      observacion: 'Pago adelantado',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total_pagado: 11_500, descuento: 1_500 });
    expect(r.body.no_recibo).toMatch(/^RE-\d{6}-\d{6}$/);
    expect(await saldoCaja()).toBe(antes + 11_500);
    const plan = (await admin.get(`/api/prestamos/${p.id_prestamo}/plan`)).body;
    expect(plan.prestamo).toMatchObject({ estado: 'SALDADO', estado_ui: 'SALDADO', monto_adeudado: 0 });
    expect(
      plan.cuotas.every(
        (c: { estado_cuota: string; adeudado: number; last_recibo: string }) =>
          c.estado_cuota === 'PAGADA' && c.adeudado === 0 && c.last_recibo === r.body.no_recibo,
      ),
    ).toBe(true);
    const otraVez = await admin.post(`/api/prestamos/${p.id_prestamo}/liquidar`, { descuento: 0 });
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.message).toBe(`El préstamo ${p.codigo_prestamo} ya está saldado.`);
  });

  it('la ruta alternativa /prestamos/liquidar con id_prestamo en el cuerpo', async () => {
    const id_cliente = await nuevoCliente();
    const p = (await admin.post('/api/prestamos', { id_cliente, monto: 1_000, plazo: 1, tasa: 0 })).body
      .prestamo;
    const r = await admin.post('/api/prestamos/liquidar', { id_prestamo: p.id_prestamo, descuento: 0 });
    expect(r.body.total_pagado).toBe(1_000);
  });
});

describe('reenganche', () => {
  it('vista previa con ambas estrategias y reenganche: el anterior saldado, el nuevo enlazado, la caja da solo el extra', async () => {
    const q = (
      await admin.post('/api/prestamos', {
        id_cliente: await nuevoCliente(),
        monto: 100_000,
        plazo: 12,
        tasa: 5,
      })
    ).body.prestamo;
    const plazo = await admin.post(`/api/prestamos/${q.id_prestamo}/reenganche/preview`, {
      monto_extra: 20_000,
      strategy: 'keep_term',
    });
    expect(plazo.body.resumen).toMatchObject({
      saldo_actual: 100_000,
      delta: 20_000,
      saldo_nuevo: 120_000,
      cuotas: 12,
    });
    expect(plazo.body.resumen.cuota_aprox).toBe(13_539.05);
    expect(plazo.body.cuotas).toHaveLength(12);
    const cuota = await admin.post(`/api/prestamos/${q.id_prestamo}/reenganche/preview`, {
      monto_extra: 20_000,
      strategy: 'keep_installment',
    });
    expect(cuota.body.resumen.cuotas).toBe(16);
    expect(cuota.body.resumen.cuota_aprox).toBeLessThanOrEqual(11_282.54);

    const antes = await saldoCaja();
    const r = await admin.post(`/api/prestamos/${q.id_prestamo}/reenganche`, {
      monto_extra: 20_000,
      strategy: 'keep_term',
    });
    expect(r.status).toBe(201);
    expect(await saldoCaja()).toBe(antes - 20_000);
    const viejo = (await admin.get(`/api/prestamos/${q.id_prestamo}/plan`)).body;
    expect(viejo.prestamo.estado).toBe('SALDADO');
    const nuevo = (await admin.get(`/api/prestamos/${r.body.prestamo.id_prestamo}/plan`)).body;
    expect(nuevo.prestamo).toMatchObject({
      monto: 120_000,
      plazo: 12,
      tasa: 5,
      id_prestamo_origen: q.id_prestamo,
      puede_cancelar: false,
    });
    expect(nuevo.cuotas[0].monto_cuota).toBe(13_539.05);
  });

  it('se niega si la empresa no lo permite o si el préstamo es manual', async () => {
    const sin = await crearEmpresaDePrueba(e, 'SINREEN', { allow_reengagement: false });
    await abrirCaja(e, sin.id_empresa, 5_000);
    const c = await nuevoCliente(sin.admin);
    const p = (await sin.admin.post('/api/prestamos', { id_cliente: c, monto: 1_000, plazo: 2, tasa: 5 }))
      .body.prestamo;
    const r = await sin.admin.post(`/api/prestamos/${p.id_prestamo}/reenganche/preview`, { monto_extra: 0 });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('La empresa no permite reenganches (Ajustes de la empresa).');
    const id_cliente = await nuevoCliente();
    const m = (
      await admin.post('/api/prestamos', {
        id_cliente,
        monto: 1_000,
        amortizacion: 'MANUAL',
        plan_manual: [{ no: 1, fecha: sumarMeses(hoy, 1), monto: 1_100 }],
      })
    ).body.prestamo;
    const manual = await admin.post(`/api/prestamos/${m.id_prestamo}/reenganche`, { monto_extra: 0 });
    expect(manual.status).toBe(409);
    expect(manual.body.message).toBe('Un préstamo de tabla manual no se reengancha: crea un préstamo nuevo.');
    expect(
      (await admin.post(`/api/prestamos/${m.id_prestamo}/reenganche/preview`, { monto_extra: -1 })).body
        .fields,
    ).toEqual({
      monto_extra: 'Indica un monto extra de 0 o más.',
    });
  });
});

describe('numeración', () => {
  it('GET/PUT /api/empresa/secuencias: prefijo en mayúsculas, formato validado, ejemplo y uso', async () => {
    const emp = await crearEmpresaDePrueba(e, 'SERIES');
    await abrirCaja(e, emp.id_empresa, 10_000);
    const r = await emp.admin.get('/api/empresa/secuencias');
    const mes = hoy.slice(0, 7).replace('-', '');
    expect(r.body.items).toEqual([
      {
        tipo: 'PRESTAMOS',
        prefijo: 'PR-',
        formato: '{PREFIJO}{AAAA}{MM}-{N:6}',
        ejemplo: `PR-${mes}-000001`,
        siguiente: 1,
      },
      {
        tipo: 'RECIBO',
        prefijo: 'RE-',
        formato: '{PREFIJO}{AAAA}{MM}-{N:6}',
        ejemplo: `RE-${mes}-000001`,
        siguiente: 1,
      },
    ]);
    const mal = await emp.admin.put('/api/empresa/secuencias', {
      items: [{ tipo: 'PRESTAMOS', prefijo: 'préstamo', formato: '{PREFIJO}' }],
    });
    expect(mal.body.fields).toEqual({
      'items.0.prefijo': 'El prefijo solo admite letras A-Z, números, guion, guion bajo y punto.',
      'items.0.formato': 'El formato debe llevar un contador: {N} o {N:6}.',
    });
    const bien = await emp.admin.put('/api/empresa/secuencias', {
      items: [{ tipo: 'PRESTAMOS', prefijo: 'cr.', formato: '{PREFIJO}{AAAA}/{N:4}' }],
    });
    expect(bien.body.items[0].ejemplo).toBe(`CR.${hoy.slice(0, 4)}/0001`);
    const c = await nuevoCliente(emp.admin);
    const p = await emp.admin.post('/api/prestamos', { id_cliente: c, monto: 1_000, plazo: 1, tasa: 5 });
    expect(p.body.prestamo.codigo_prestamo).toBe(`CR.${hoy.slice(0, 4)}/0001`);
    // El próximo sigue el contador (la pantalla de ajustes lo muestra con el formato que se esté editando).
    const despues = (await emp.admin.get('/api/empresa/secuencias')).body.items[0];
    expect([despues.ejemplo, despues.siguiente]).toEqual([`CR.${hoy.slice(0, 4)}/0002`, 2]);
    expect((await operador.put('/api/empresa/secuencias', { items: [] })).status).toBe(403);
  });
});

describe('permisos de préstamos', () => {
  it('el operador ve, pero no crea, cancela, liquida ni reengancha', async () => {
    const id_cliente = await nuevoCliente();
    const p = (await admin.post('/api/prestamos', { id_cliente, monto: 1_000, plazo: 2, tasa: 5 })).body
      .prestamo;
    // Un cobrador ve los préstamos de los clientes de sus rutas, y solo esos.
    expect((await operador.get(`/api/prestamos/${p.id_prestamo}/plan`)).status).toBe(404);
    const yo = (await operador.get('/api/auth/me')).body.item.id_usuario;
    await rutaDePrueba(admin, { nombre: 'Ruta de préstamos', clientes: [id_cliente], cobradores: [yo] });
    expect(
      (await operador.get('/api/prestamos')).body.items.map((x: { id_prestamo: number }) => x.id_prestamo),
    ).toEqual([p.id_prestamo]);
    expect((await operador.get(`/api/prestamos/${p.id_prestamo}/plan`)).status).toBe(200);
    const negadas = [
      await operador.post('/api/prestamos', { id_cliente, monto: 1_000, plazo: 2, tasa: 5 }),
      await operador.post(`/api/prestamos/${p.id_prestamo}/cancelar`),
      await operador.post(`/api/prestamos/${p.id_prestamo}/liquidar`, { descuento: 0 }),
      await operador.post(`/api/prestamos/${p.id_prestamo}/reenganche/preview`, { monto_extra: 0 }),
      await operador.post(`/api/prestamos/${p.id_prestamo}/reenganche`, { monto_extra: 0 }),
      await operador.get('/api/caja/saldo'),
    ];
    expect(negadas.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
  });
});

describe('concurrencia (significativa en PostgreSQL)', () => {
  it('20 préstamos a la vez con caja para 10: entran 10, la caja no queda en negativo, números únicos y sin huecos', async () => {
    const emp = await crearEmpresaDePrueba(e, 'CARRERA', { allow_multiple_loans: true });
    await abrirCaja(e, emp.id_empresa, 10_000);
    const c = await nuevoCliente(emp.admin);
    const r = await Promise.all(
      Array.from({ length: 20 }, () =>
        emp.admin.post('/api/prestamos', { id_cliente: c, monto: 1_000, plazo: 2, tasa: 5 }),
      ),
    );
    expect(r.filter((x) => x.status === 201)).toHaveLength(10);
    expect(
      r.filter((x) => x.status === 409).every((x) => x.body.message.includes('supera el saldo de caja')),
    ).toBe(true);
    const numeros = r
      .filter((x) => x.status === 201)
      .map((x) => Number(x.body.prestamo.codigo_prestamo.slice(-6)));
    expect(numeros.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await saldoCaja(emp.admin)).toBe(0);
    expect(await cuadreDeCaja(e, emp.id_empresa)).toEqual({ saldo: 0, suma: 0 });
  });

  it('la caja de DEMO cuadra con sus movimientos después de todo lo anterior', async () => {
    const { saldo, suma } = await cuadreDeCaja(e, 2);
    expect(saldo).toBe(suma);
    expect(saldo).toBeGreaterThan(0);
  });
});
