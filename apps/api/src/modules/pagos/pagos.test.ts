import { fechaDeNegocio, formatearFecha, sumarDias, sumarMeses } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoDePrueba, textoDe } from '../../../test/documentos';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import {
  abrirCaja,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  cuadreDeCaja,
  type EmpresaDePrueba,
  rutaDePrueba,
} from '../../../test/fabricas';
import { type Cliente, entrar } from '../../../test/peticiones';
import { enEmpresa, filasDe } from '../../db/transacciones';
import { datosDeRecibo } from './recibo/datos';
import { reciboDePago } from './recibo/documento';

/**
 * Cobros con la mora de DEMO (5 % por mes empezado, 5 días de gracia). El préstamo de los ejemplos: ABSOLUTO 12 000 al
 * 5 % mensual en 3 cuotas de 4 600 (600 de interés y 4 000 de capital), que empezó hace dos meses y medio: la cuota 1
 * lleva unos 45 días vencida (dos meses de mora empezados: 460), la 2 unos 15 (un mes: 230) y la 3 aún no vence.
 */
let e: Entorno;
let cobros: EmpresaDePrueba;
let admin: Cliente;
let otra: EmpresaDePrueba;
let hoy: string;
let n = 0;

interface PrestamoDePrueba {
  id: number;
  codigo: string;
  idCliente: number;
  cuotas: number[];
}

async function nuevoPrestamo(
  datos: Record<string, unknown> = {},
  quien: Cliente = admin,
): Promise<PrestamoDePrueba> {
  const c = await quien.post('/api/clientes', {
    nombres: 'Cliente',
    apellidos: `Cobro ${++n}`,
    telefono: '809-555-0101',
  });
  const p = await quien.post('/api/prestamos', {
    id_cliente: c.body.item.id_cliente,
    monto: 12_000,
    plazo: 3,
    tasa: 5,
    amortizacion: 'ABSOLUTO',
    frecuencia: 'MENSUAL',
    fecha_inicio: sumarDias(sumarMeses(hoy, -2), -15),
    ...datos,
  });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  const id = p.body.prestamo.id_prestamo as number;
  const plan = await quien.get(`/api/prestamos/${id}/plan`);
  return {
    id,
    codigo: p.body.prestamo.codigo_prestamo,
    idCliente: c.body.item.id_cliente,
    cuotas: plan.body.cuotas.map((x: { id_pago: number }) => x.id_pago),
  };
}

const cobrar = (idPago: number, cuerpo: Record<string, unknown>, clave?: string, quien: Cliente = admin) =>
  quien.post(`/api/pagos/${idPago}/cobrar`, cuerpo, clave ? { 'idempotency-key': clave } : undefined);
const historial = async (idPago: number) => (await admin.get(`/api/pagos/${idPago}/historial`)).body;
const plan = async (id: number) => (await admin.get(`/api/prestamos/${id}/plan`)).body;
/**
 * El cronograma lee todas las cuotas de un préstamo con su propia consulta (prestamos/cuotas.ts); cada una debe decir
 * lo mismo que la cuota suelta de su historial, que sale de la consulta de las listas (el plan no repite el cliente).
 */
async function cronogramaIgualALasCuotasSueltas(idPrestamo: number) {
  for (const c of (await plan(idPrestamo)).cuotas as { id_pago: number }[]) {
    expect((await historial(c.id_pago)).cuota).toMatchObject(c);
  }
}
const saldoCaja = async () => (await admin.get('/api/caja/saldo')).body.saldo as number;

beforeAll(async () => {
  e = await crearEntorno();
  hoy = fechaDeNegocio(e.deps.ahora());
  cobros = await crearEmpresaDePrueba(e, 'COBROS', {
    mora_porcentaje: '5',
    dias_gracia: 5,
    allow_multiple_loans: true,
  });
  admin = cobros.admin;
  otra = await crearEmpresaDePrueba(e, 'OTRA');
  await abrirCaja(e, cobros.id_empresa, 1_000_000);
  await abrirCaja(e, otra.id_empresa, 100_000);
});
afterAll(() => e.cerrar());

describe('mora', () => {
  it('el plan muestra la mora de hoy en cada cuota vencida y en lo adeudado del préstamo', async () => {
    const p = await nuevoPrestamo();
    const { cuotas, prestamo, resumen } = await plan(p.id);
    expect(
      cuotas.map((c: Record<string, unknown>) => [c.estado_cuota, c.mora, c.adeudado, c.monto_cuota]),
    ).toEqual([
      ['VENCIDA', 460, 5_060, 4_600],
      ['VENCIDA', 230, 4_830, 4_600],
      ['PENDIENTE', 0, 4_600, 4_600],
    ]);
    expect(prestamo).toMatchObject({ mora: 690, monto_adeudado: 14_490, monto_vencido: 9_890 });
    expect(resumen).toMatchObject({ mora: 690, monto_adeudado: 14_490 });
  });

  it('la regla queda fija al firmar: cambiar los ajustes solo cambia la de los préstamos nuevos', async () => {
    const viejo = await nuevoPrestamo();
    expect((await admin.put('/api/empresa/ajustes', { dias_gracia: 20 })).body.item).toMatchObject({
      mora_porcentaje: 5,
      dias_gracia: 20,
    });
    // El préstamo ya dado conserva 5 % tras 5 días; uno nuevo toma los 20 días de gracia: su cuota 2 (unos 15 días
    // vencida) aún no tiene mora y la 1 lleva un mes empezado.
    expect((await plan(viejo.id)).cuotas.map((c: { mora: number }) => c.mora)).toEqual([460, 230, 0]);
    const conGracia = await nuevoPrestamo();
    expect((await plan(conGracia.id)).cuotas.map((c: { mora: number }) => c.mora)).toEqual([230, 0, 0]);
    await admin.put('/api/empresa/ajustes', { mora_porcentaje: 0 });
    const sinMora = await nuevoPrestamo();
    expect((await plan(sinMora.id)).prestamo.monto_adeudado).toBe(13_800);
    expect((await plan(viejo.id)).prestamo.monto_adeudado).toBe(14_490);
    expect((await plan(conGracia.id)).prestamo.monto_adeudado).toBe(14_030);
    await admin.put('/api/empresa/ajustes', { mora_porcentaje: 5, dias_gracia: 5 });
  });
});

describe('POST /api/pagos/:id/cobrar', () => {
  let p: PrestamoDePrueba;
  beforeAll(async () => {
    p = await nuevoPrestamo();
  });

  it('valida monto, método, descuento y motivo con mensajes claros, sin mover dinero', async () => {
    const antes = await saldoCaja();
    const [c1] = p.cuotas as [number];
    const campos = async (cuerpo: Record<string, unknown>) => (await cobrar(c1, cuerpo)).body.fields;
    expect(await campos({ monto: 0 })).toEqual({ monto: 'Ingresa un monto mayor a 0.' });
    expect(await campos({ monto: 10.001 })).toEqual({ monto: 'El monto admite hasta 2 decimales.' });
    expect(await campos({ monto: 100, metodo: 'CHEQUE' })).toEqual({
      metodo: 'Método: EFECTIVO, TRANSFERENCIA, TARJETA o DEPÓSITO.',
    });
    expect(await campos({ monto: 100, descuento: 10 })).toEqual({
      motivo_descuento: 'Indica el motivo del descuento de mora.',
    });
    const demasiado = await cobrar(c1, { monto: 14_490.01 });
    expect(demasiado.status).toBe(400);
    expect(demasiado.body.message).toBe(
      'El monto no puede pasar de lo adeudado del préstamo (RD$\u00a014,490.00).',
    );
    const descuento = await cobrar(c1, { monto: 100, descuento: 690.01, motivo_descuento: 'x' });
    expect(descuento.body.message).toBe('El descuento no puede pasar de la mora (RD$\u00a0690.00).');
    const segunda = await cobrar(p.cuotas[1] as number, { monto: 100 });
    expect(segunda.status).toBe(409);
    expect(segunda.body.message).toBe(
      'Solo se puede cobrar la primera cuota pendiente del préstamo (la cuota 1).',
    );
    expect(await saldoCaja()).toBe(antes);
  });

  it('un abono parcial cubre mora, interés y capital en ese orden; la cuota sigue vencida', async () => {
    const [c1] = p.cuotas as [number];
    const antes = await saldoCaja();
    const r = await cobrar(c1, { monto: 5_000, metodo: 'EFECTIVO', nota: 'Pagó en la oficina' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      ok: true,
      estado_cuota: 'VENCIDA',
      cuota: { id_pago: c1, no_cuota: 1, estado_cuota: 'VENCIDA' },
      saldo_prestamo: 9_490,
      prestamo_saldado: false,
      total_pagado: 5_000,
      codigo_prestamo: p.codigo,
      telefono: '809-555-0101',
    });
    expect(r.body.no_recibo).toMatch(new RegExp(`^RE-${hoy.slice(0, 7).replace('-', '')}-\\d{6}$`));
    expect(r.body.message).toBe(`Pago registrado con el recibo ${r.body.no_recibo}`);
    expect(await saldoCaja()).toBe(antes + 5_000);

    const h = await historial(c1);
    expect(h.detalles).toHaveLength(1);
    expect(h.detalles[0]).toMatchObject({
      no_recibo: r.body.no_recibo,
      id_recibo: r.body.id_recibo,
      mora_pagada: 460,
      interes_pagado: 600,
      capital_pagado: 3_940,
      descuento: 0,
      monto_pagado: 5_000,
      metodo: 'EFECTIVO',
      concepto: 'PAGO',
      estado: 'VIGENTE',
    });
    // Quedan 60 de capital; la mora de los dos meses ya corridos está pagada, así que hoy no debe mora.
    expect(h.cuota).toMatchObject({
      estado_cuota: 'VENCIDA',
      abonado: 4_540,
      mora: 0,
      adeudado: 60,
      last_recibo: r.body.no_recibo,
      last_detalle_id: h.detalles[0].id_detalle_pago,
    });
    expect((await plan(p.id)).prestamo.monto_adeudado).toBe(9_490);
  });

  it('lo que pasa de la cuota sigue a la siguiente, en un solo recibo con un detalle por cuota', async () => {
    const [c1, c2] = p.cuotas as [number, number];
    const r = await cobrar(c1, { monto: 4_890, metodo: 'TRANSFERENCIA' });
    expect(r.body).toMatchObject({ estado_cuota: 'PAGADA', saldo_prestamo: 4_600, prestamo_saldado: false });
    const { pagos } = (await admin.get(`/api/prestamos/${p.id}/pagos-detalle`)).body;
    expect(pagos).toHaveLength(2);
    expect(pagos[0]).toMatchObject({
      no_recibo: r.body.no_recibo,
      total: 4_890,
      metodo: 'TRANSFERENCIA',
      estado: 'VIGENTE',
      concepto: 'PAGO',
      cajero: 'admin',
    });
    expect(
      pagos[0].detalles.map((d: Record<string, unknown>) => [
        d.no_cuota,
        d.mora_pagada,
        d.interes_pagado,
        d.capital_pagado,
        d.monto_pagado,
      ]),
    ).toEqual([
      [1, 0, 0, 60, 60],
      [2, 230, 600, 4_000, 4_830],
    ]);
    const { cuotas, prestamo } = await plan(p.id);
    expect(cuotas.map((c: { estado_cuota: string }) => c.estado_cuota)).toEqual([
      'PAGADA',
      'PAGADA',
      'PENDIENTE',
    ]);
    expect(prestamo).toMatchObject({ estado_ui: 'VIGENTE', cuotas_vencidas: 0, monto_adeudado: 4_600 });
    expect((await historial(c2)).cuota).toMatchObject({
      estado_cuota: 'PAGADA',
      abonado: 4_600,
      adeudado: 0,
    });
  });

  it('el último pago salda el préstamo; después no se cobra más', async () => {
    const c3 = p.cuotas[2] as number;
    const r = await cobrar(c3, { monto: 4_600, metodo: 'TARJETA' });
    expect(r.body).toMatchObject({ estado_cuota: 'PAGADA', saldo_prestamo: 0, prestamo_saldado: true });
    expect((await plan(p.id)).prestamo).toMatchObject({ estado_ui: 'SALDADO', monto_adeudado: 0 });
    const otraVez = await cobrar(c3, { monto: 1 });
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.message).toBe(`El préstamo ${p.codigo} ya está saldado.`);
  });

  it('la mora se puede perdonar con motivo: el descuento no entra a caja y la cuota queda pagada', async () => {
    const q = await nuevoPrestamo();
    const antes = await saldoCaja();
    const r = await cobrar(q.cuotas[0] as number, {
      monto: 4_600,
      descuento: 460,
      motivo_descuento: 'Cliente de muchos años',
    });
    expect(r.body).toMatchObject({ estado_cuota: 'PAGADA', total_pagado: 4_600, saldo_prestamo: 9_430 });
    expect(await saldoCaja()).toBe(antes + 4_600);
    const [recibo] = (await admin.get(`/api/prestamos/${q.id}/pagos-detalle`)).body.pagos;
    expect(recibo).toMatchObject({ total: 4_600, descuento: 460 });
    expect(recibo.detalles[0]).toMatchObject({
      mora_pagada: 460,
      descuento: 460,
      interes_pagado: 600,
      capital_pagado: 4_000,
      monto_pagado: 4_600,
    });
    const texto = textoDe(
      reciboDePago(
        await datosDeRecibo(e.deps, contextoDePrueba(cobros.id_empresa, cobros.idAdmin), {
          id: r.body.id_recibo,
        }),
      ),
    );
    // Monto y separadores van unidos por espacios que no parten el renglón
    // (docs/decisiones/0032-un-monto-no-se-parte.md).
    expect(texto.replace(/\u00a0/g, ' ')).toContain('RD$ 460.00 · Cliente de muchos años');
  });

  it('un Idempotency-Key repetido devuelve la primera respuesta y no cobra dos veces', async () => {
    const q = await nuevoPrestamo();
    const antes = await saldoCaja();
    const primera = await cobrar(q.cuotas[0] as number, { monto: 1_000 }, 'clave-de-prueba-0001');
    const repetida = await cobrar(q.cuotas[0] as number, { monto: 1_000 }, 'clave-de-prueba-0001');
    expect(repetida.status).toBe(200);
    expect(repetida.body).toEqual(primera.body);
    expect(await saldoCaja()).toBe(antes + 1_000);
    expect((await admin.get(`/api/prestamos/${q.id}/pagos-detalle`)).body.pagos).toHaveLength(1);

    const otroMonto = await cobrar(q.cuotas[0] as number, { monto: 2_000 }, 'clave-de-prueba-0001');
    // La misma clave con otros datos: 422 (borrador IETF de Idempotency-Key), con su código de siempre.
    expect(otroMonto.status).toBe(422);
    expect(otroMonto.body).toMatchObject({
      message: 'Esa clave de idempotencia ya se usó para otro cobro.',
      code: 'IDEMPOTENCIA_OTROS_DATOS',
    });
    const otroMetodo = await cobrar(
      q.cuotas[0] as number,
      { monto: 1_000, metodo: 'TRANSFERENCIA' },
      'clave-de-prueba-0001',
    );
    expect(otroMetodo.status).toBe(422);
    const mala = await cobrar(q.cuotas[0] as number, { monto: 1 }, 'no válida!');
    expect(mala.status).toBe(400);
    // La misma clave en otra empresa es otra clave: cobra su propio pago.
    const ajeno = await nuevoPrestamo({}, otra.admin);
    const suyo = await cobrar(
      ajeno.cuotas[0] as number,
      { monto: 1_000 },
      'clave-de-prueba-0001',
      otra.admin,
    );
    expect(suyo.status).toBe(200);
    expect(suyo.body.id_recibo).not.toBe(primera.body.id_recibo);
  });

  it('la clave es de quien cobra: un cobrador que repite la del administrador no recibe su respuesta', async () => {
    const q = await nuevoPrestamo();
    const primera = await cobrar(q.cuotas[0] as number, { monto: 1_000 }, 'clave-compartida-0001');
    expect(primera.status).toBe(200);
    const idCobrador = await crearUsuarioDePrueba(e, cobros.id_empresa, 'cobrador-clave', 'OPERADOR');
    const cobrador = await entrar(e, 'COBROS', 'cobrador-clave');
    // La cuota no es de sus rutas: no la puede leer, y repetir la clave ajena tampoco se la muestra.
    expect((await cobrador.get(`/api/pagos/${q.cuotas[0]}/historial`)).status).toBe(404);
    const ajena = await cobrar(q.cuotas[0] as number, { monto: 1_000 }, 'clave-compartida-0001', cobrador);
    expect(ajena.status).toBe(404);
    expect(ajena.body).toEqual({ ok: false, message: 'Cuota no encontrada', code: 'NO_ENCONTRADO' });
    expect(JSON.stringify(ajena.body)).not.toContain(primera.body.cliente);
    expect((await admin.get(`/api/prestamos/${q.id}/pagos-detalle`)).body.pagos).toHaveLength(1);
    // En su ruta, la misma clave es la suya: cobra su propio pago, y repetirla le devuelve su respuesta.
    const deSuRuta = await nuevoPrestamo();
    await rutaDePrueba(admin, {
      nombre: 'Ruta de la clave',
      clientes: [deSuRuta.idCliente],
      cobradores: [idCobrador],
    });
    const propio = await cobrar(
      deSuRuta.cuotas[0] as number,
      { monto: 500 },
      'clave-compartida-0001',
      cobrador,
    );
    expect(propio.status).toBe(200);
    expect(propio.body).toMatchObject({ codigo_prestamo: deSuRuta.codigo, total_pagado: 500 });
    expect(propio.body.id_recibo).not.toBe(primera.body.id_recibo);
    const otraVez = await cobrar(
      deSuRuta.cuotas[0] as number,
      { monto: 500 },
      'clave-compartida-0001',
      cobrador,
    );
    expect(otraVez.body).toEqual(propio.body);
    // Y la del administrador sigue siendo la suya.
    expect((await cobrar(q.cuotas[0] as number, { monto: 1_000 }, 'clave-compartida-0001')).body).toEqual(
      primera.body,
    );
  });
});

describe('GET /api/pagos/cuotas y la cuota por cobrar de un cliente', () => {
  let ana: PrestamoDePrueba;
  let luis: PrestamoDePrueba;
  let sonia: PrestamoDePrueba;
  let lista: EmpresaDePrueba;
  const cuotas = async (consulta = '') => (await lista.admin.get(`/api/pagos/cuotas?${consulta}`)).body;
  const quien = (items: { cliente: string; no_cuota: number }[]) =>
    items.map((c) => `${c.cliente.split(' ')[0]}${c.no_cuota}`);

  beforeAll(async () => {
    lista = await crearEmpresaDePrueba(e, 'LISTAC', { mora_porcentaje: '5', dias_gracia: 5 });
    await abrirCaja(e, lista.id_empresa, 100_000);
    const prestar = async (nombres: string, datos: Record<string, unknown>) => {
      const c = await lista.admin.post('/api/clientes', { nombres, apellidos: 'Lista' });
      const p = await lista.admin.post('/api/prestamos', {
        id_cliente: c.body.item.id_cliente,
        monto: 12_000,
        plazo: 3,
        tasa: 5,
        amortizacion: 'ABSOLUTO',
        ...datos,
      });
      const id = p.body.prestamo.id_prestamo;
      const cuotasDe = (await lista.admin.get(`/api/prestamos/${id}/plan`)).body.cuotas;
      return {
        id,
        codigo: p.body.prestamo.codigo_prestamo,
        idCliente: c.body.item.id_cliente,
        cuotas: cuotasDe.map((x: { id_pago: number }) => x.id_pago),
      };
    };
    // Ana: dos cuotas vencidas y una futura. Luis: diario, la primera vence hoy. Sonia: saldado.
    ana = await prestar('Ana', { frecuencia: 'MENSUAL', fecha_inicio: sumarDias(sumarMeses(hoy, -2), -15) });
    luis = await prestar('Luis', { frecuencia: 'DIARIO', fecha_inicio: sumarDias(hoy, -1) });
    sonia = await prestar('Sonia', { frecuencia: 'MENSUAL', fecha_inicio: hoy });
    await lista.admin.post(`/api/prestamos/${sonia.id}/liquidar`, { descuento: 0 });
  });

  it('sin filtros: lo que falta por cobrar, por vencimiento, y cuál es la primera abierta de su préstamo', async () => {
    const r = await cuotas();
    expect(r).toMatchObject({ ok: true, total: 6, page: 1, pageSize: 10, totalPages: 1 });
    expect(quien(r.items)).toEqual(['ANA1', 'ANA2', 'LUIS1', 'LUIS2', 'LUIS3', 'ANA3']);
    expect(r.items.map((c: { es_primera_abierta: boolean }) => c.es_primera_abierta)).toEqual([
      true,
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(r.items[0]).toMatchObject({
      id_pago: ana.cuotas[0],
      id_prestamo: ana.id,
      codigo_prestamo: ana.codigo,
      id_cliente: ana.idCliente,
      cliente: 'ANA LISTA',
      estado_cuota: 'VENCIDA',
      prestamo_estado: 'ACTIVO',
      monto_cuota: 4_600,
      abonado: 0,
      mora: 460,
      adeudado: 5_060,
      last_detalle_id: null,
      last_recibo: null,
    });
  });

  it('rangos HOY, SEMANA y VENCIDOS; estados; búsqueda, cliente y páginas', async () => {
    expect(quien((await cuotas('rango=HOY')).items)).toEqual(['LUIS1']);
    expect(quien((await cuotas('rango=semana')).items)).toEqual(['LUIS1', 'LUIS2', 'LUIS3']);
    expect(quien((await cuotas('rango=VENCIDOS')).items)).toEqual(['ANA1', 'ANA2']);
    expect(quien((await cuotas('estado=VENCIDA')).items)).toEqual(['ANA1', 'ANA2']);
    expect(quien((await cuotas('estado=PENDIENTE')).items)).toEqual(['LUIS1', 'LUIS2', 'LUIS3', 'ANA3']);
    expect(quien((await cuotas('estado=PAGADA')).items)).toEqual(['SONIA1', 'SONIA2', 'SONIA3']);
    expect((await cuotas('estado=TODAS')).total).toBe(9);
    expect(quien((await cuotas('q=ana')).items)).toEqual(['ANA1', 'ANA2', 'ANA3']);
    expect(quien((await cuotas(`q=${luis.codigo}`)).items)).toEqual(['LUIS1', 'LUIS2', 'LUIS3']);
    // La búsqueda con los demás filtros y su total contado (no el del resumen diario, que es de toda la empresa).
    expect(await cuotas('q=lista&rango=VENCIDOS')).toMatchObject({
      total: 2,
      items: [{ no_cuota: 1 }, { no_cuota: 2 }],
    });
    expect(quien((await cuotas('q=lista&estado=PAGADA')).items)).toEqual(['SONIA1', 'SONIA2', 'SONIA3']);
    // Las cuotas abiertas de una búsqueda no miran los préstamos saldados; las pagadas y todas, sí.
    expect((await cuotas('q=sonia')).total).toBe(0);
    expect((await cuotas(`q=${sonia.codigo}&estado=TODAS`)).total).toBe(3);
    const buscada = await cuotas('q=lista&page=2&pageSize=4');
    expect(buscada).toMatchObject({ total: 6, totalPages: 2 });
    expect(quien(buscada.items)).toEqual(['LUIS3', 'ANA3']);
    // Por cursor: la página siguiente de la búsqueda, con el mismo total.
    const primera = await cuotas('q=lista&pageSize=4');
    expect(quien(primera.items)).toEqual(['ANA1', 'ANA2', 'LUIS1', 'LUIS2']);
    const porCursor = await cuotas(`q=lista&pageSize=4&cursor=${primera.siguiente}`);
    expect(porCursor).toMatchObject({ total: 6, siguiente: null });
    expect(quien(porCursor.items)).toEqual(['LUIS3', 'ANA3']);
    expect(quien((await cuotas(`id_cliente=${luis.idCliente}&estado=TODAS`)).items)).toEqual([
      'LUIS1',
      'LUIS2',
      'LUIS3',
    ]);
    const pagina = await cuotas('page=2&pageSize=4');
    expect(pagina).toMatchObject({ total: 6, page: 2, pageSize: 4, totalPages: 2 });
    expect(quien(pagina.items)).toEqual(['LUIS3', 'ANA3']);
    // Sin búsqueda, una página profunda empieza en el día que dice el resumen diario: las mismas filas que recorrer la
    // lista, en cada página, con cada tramo, y vacía (con su total) pasado el final.
    for (const filtro of ['', 'rango=VENCIDOS', 'estado=PAGADA', 'rango=SEMANA']) {
      const todas = quien((await cuotas(`${filtro}&pageSize=100`)).items);
      expect(todas.length).toBeGreaterThan(1);
      for (let k = 1; k <= todas.length + 1; k++) {
        const una = await cuotas(`${filtro}&page=${k}&pageSize=1`);
        expect(una.total).toBe(todas.length);
        expect(quien(una.items)).toEqual(todas.slice(k - 1, k));
      }
    }
    const malo = await lista.admin.get('/api/pagos/cuotas?rango=MES');
    expect(malo.status).toBe(400);
    expect(malo.body.fields).toEqual({ rango: 'Rango: TODOS, HOY, SEMANA o VENCIDOS.' });
  });

  it('un abono deja la cuota PARCIAL con su último recibo', async () => {
    const r = await lista.admin.post(`/api/pagos/${luis.cuotas[0]}/cobrar`, { monto: 1_000 });
    const parciales = (await cuotas('estado=PARCIAL')).items;
    expect(quien(parciales)).toEqual(['LUIS1']);
    expect(parciales[0]).toMatchObject({
      estado_cuota: 'PARCIAL',
      // Diario: 4 000 de capital y 20 de interés (5 % mensual / 30 sobre 12 000).
      abonado: 1_000,
      adeudado: 3_020,
      last_recibo: r.body.no_recibo,
    });
    expect(parciales[0].last_detalle_id).toEqual(expect.any(Number));
  });

  it('GET /api/prestamos/mora/cuota: la cuota que toca cobrarle al cliente, o "No hay cuota pendiente"', async () => {
    const r = await lista.admin.get(`/api/prestamos/mora/cuota?clienteId=${ana.idCliente}`);
    expect(r.body).toMatchObject({ ok: true, cuota: { id_pago: ana.cuotas[0], adeudado: 5_060 } });
    expect(r.body.message).toBe(`Cuota 1 del préstamo ${r.body.cuota.codigo_prestamo}`);
    const nada = await lista.admin.get(`/api/prestamos/mora/cuota?clienteId=${sonia.idCliente}`);
    expect(nada.status).toBe(404);
    expect(nada.body.message).toBe('No hay cuota pendiente');
    const falta = await lista.admin.get('/api/prestamos/mora/cuota');
    expect(falta.status).toBe(400);
    expect(falta.body.fields).toEqual({ clienteId: 'Falta id_cliente' });
    const ajeno = await otra.admin.get(`/api/prestamos/mora/cuota?clienteId=${ana.idCliente}`);
    expect(ajeno.status).toBe(404);
    expect(ajeno.body.message).toBe('Cliente no encontrado');
  });

  it('otra empresa no ve estas cuotas', async () => {
    expect((await otra.admin.get('/api/pagos/cuotas?q=lista&estado=TODAS')).body.total).toBe(0);
  });
});

describe('POST /api/pagos/:id/diferir', () => {
  it('valida la fecha con sus mensajes y no deja pasar la cuota siguiente', async () => {
    const p = await nuevoPrestamo({ frecuencia: 'SEMANAL', fecha_inicio: sumarDias(hoy, -3) });
    const [c1, c2] = p.cuotas as [number, number];
    const vence = (await historial(c1)).cuota.fecha_debe_pagar as string;
    // Cada cuota dice hasta dónde se puede diferir (el vencimiento de la siguiente); la última, sin tope.
    const cronograma = (await plan(p.id)).cuotas as {
      fecha_debe_pagar: string;
      fecha_siguiente: string | null;
    }[];
    expect(cronograma[0]?.fecha_siguiente).toBe(sumarDias(vence, 7));
    expect(cronograma.at(-1)?.fecha_siguiente).toBeNull();
    const diferir = (id: number, cuerpo: Record<string, unknown>) =>
      admin.post(`/api/pagos/${id}/diferir`, cuerpo);
    expect((await diferir(c1, {})).body.fields).toEqual({ nueva_fecha: 'Selecciona la nueva fecha' });
    expect((await diferir(c1, { nueva_fecha: vence })).body.fields).toEqual({
      nueva_fecha: 'La nueva fecha debe ser posterior a la actual',
    });
    const lejos = await diferir(c1, { nueva_fecha: sumarDias(vence, 8) });
    expect(lejos.body.message).toBe(
      `La nueva fecha no puede pasar del vencimiento de la cuota 2 (${formatearFecha(sumarDias(vence, 7))}).`,
    );
    const segunda = await diferir(c2, { nueva_fecha: sumarDias(vence, 10) });
    expect(segunda.status).toBe(409);
    expect(segunda.body.message).toBe(
      'Solo se puede diferir la primera cuota pendiente del préstamo (la cuota 1).',
    );

    const nueva = sumarDias(vence, 7);
    const r = await diferir(c1, { nueva_fecha: nueva, motivo: 'Cobra el viernes' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      ok: true,
      message: `Cuota 1 diferida al ${formatearFecha(nueva)}`,
      cuota: { id_pago: c1, fecha_debe_pagar: nueva, estado_cuota: 'PENDIENTE' },
    });
    expect((await historial(c1)).cuota).toMatchObject({ fecha_debe_pagar: nueva, fecha_original: vence });
    const [registro] = await enEmpresa(e.db, cobros.id_empresa, (tx) =>
      filasDe<{ anterior: string; nueva: string; motivo: string; id_usuario: number }>(
        tx,
        sql`select fecha_anterior::text as anterior, fecha_nueva::text as nueva, motivo, id_usuario
            from diferimiento where id_pago = ${c1}`,
      ),
    );
    expect(registro).toEqual({
      anterior: vence,
      nueva,
      motivo: 'Cobra el viernes',
      id_usuario: cobros.idAdmin,
    });
  });

  it('diferir una cuota vencida recalcula su mora desde la nueva fecha', async () => {
    const p = await nuevoPrestamo();
    const [c1, c2] = p.cuotas as [number, number];
    const vence2 = (await historial(c2)).cuota.fecha_debe_pagar;
    expect((await historial(c1)).cuota.mora).toBe(460);
    await admin.post(`/api/pagos/${c1}/diferir`, { nueva_fecha: vence2 });
    expect((await historial(c1)).cuota).toMatchObject({ mora: 230, estado_cuota: 'VENCIDA' });
  });
});

describe('POST /api/pagos/cancelar-ultimo', () => {
  const cancelar = (cuerpo: Record<string, unknown>, quien: Cliente = admin) =>
    quien.post('/api/pagos/cancelar-ultimo', cuerpo);

  it('anula el último recibo entero: cuotas, mora, caja y estado vuelven a como estaban', async () => {
    const p = await nuevoPrestamo();
    const [c1, c2] = p.cuotas as [number, number];
    const r1 = (await cobrar(c1, { monto: 5_000 })).body;
    const r2 = (await cobrar(c1, { monto: 4_890 })).body;
    await cronogramaIgualALasCuotasSueltas(p.id);
    expect((await plan(p.id)).cuotas.map((c: { last_recibo: string | null }) => c.last_recibo)).toEqual([
      r2.no_recibo,
      r2.no_recibo,
      null,
    ]);
    const caja = await saldoCaja();
    const detalleDe = async (idPago: number, idRecibo: number) =>
      (await historial(idPago)).detalles.find((d: { id_recibo: number }) => d.id_recibo === idRecibo)
        .id_detalle_pago as number;

    const viejo = await cancelar({ id_prestamo: p.id, id_detalle: await detalleDe(c1, r1.id_recibo) });
    expect(viejo.status).toBe(409);
    expect(viejo.body.message).toBe(
      `Solo se puede cancelar el último pago del préstamo (recibo ${r2.no_recibo}).`,
    );

    const d2 = await detalleDe(c2, r2.id_recibo);
    const r = await cancelar({ id_prestamo: p.id, id_detalle: d2 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      ok: true,
      message: `Pago cancelado: el recibo ${r2.no_recibo} quedó ANULADO`,
      no_recibo: r2.no_recibo,
      cuota: { id_pago: c2, estado_cuota: 'VENCIDA' },
    });
    expect(await saldoCaja()).toBe(caja - 4_890);
    const { cuotas } = await plan(p.id);
    expect(
      cuotas.map((c: Record<string, unknown>) => [c.estado_cuota, c.abonado, c.mora, c.adeudado]),
    ).toEqual([
      ['VENCIDA', 4_540, 0, 60],
      ['VENCIDA', 0, 230, 4_830],
      ['PENDIENTE', 0, 0, 4_600],
    ]);
    // El último pago de la cuota 1 vuelve a ser el primero: el anulado no cuenta.
    expect(cuotas.map((c: { last_recibo: string | null }) => c.last_recibo)).toEqual([
      r1.no_recibo,
      null,
      null,
    ]);
    await cronogramaIgualALasCuotasSueltas(p.id);
    const [anulado] = (await admin.get(`/api/prestamos/${p.id}/pagos-detalle`)).body.pagos;
    expect(anulado).toMatchObject({ no_recibo: r2.no_recibo, estado: 'ANULADO' });
    expect(anulado.detalles.every((d: { estado: string }) => d.estado === 'ANULADO')).toBe(true);
    const movimiento = (await admin.get(`/api/caja/movimientos?q=${r2.no_recibo}`)).body.items[0];
    expect(movimiento).toMatchObject({
      estado: 'CANCELADO',
      cancelable: false,
      cancel_reason: `Pago cancelado (recibo ${r2.no_recibo})`,
      // El número sale de la misma sentencia que guarda el movimiento (cobrar.ts).
      descripcion: `Cobro del préstamo ${p.codigo} (recibo ${r2.no_recibo})`,
    });

    const otraVez = await cancelar({ id_prestamo: p.id, id_detalle: d2 });
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.message).toBe('Ese pago ya está cancelado.');
    // Ahora el último es el primero; al cancelarlo la cuota 1 vuelve a deber su mora completa.
    const primero = await cancelar({
      id_prestamo: p.id,
      id_detalle: await detalleDe(c1, r1.id_recibo),
      motivo: 'Error',
    });
    expect(primero.body.cuota).toEqual({ id_pago: c1, estado_cuota: 'VENCIDA' });
    expect((await historial(c1)).cuota).toMatchObject({
      abonado: 0,
      mora: 460,
      adeudado: 5_060,
      last_detalle_id: null,
    });
    expect(await saldoCaja()).toBe(caja - 9_890);
    // Los números anulados no se reutilizan: el próximo recibo es otro.
    const r3 = (await cobrar(c1, { monto: 100 })).body;
    expect([r1.no_recibo, r2.no_recibo]).not.toContain(r3.no_recibo);
  });

  it('cancelar el pago que saldó el préstamo lo vuelve a activar; también una liquidación', async () => {
    const p = await nuevoPrestamo({ fecha_inicio: hoy });
    const r = (await cobrar(p.cuotas[0] as number, { monto: 13_800 })).body;
    expect(r.prestamo_saldado).toBe(true);
    const { detalles } = await historial(p.cuotas[2] as number);
    await cancelar({ id_prestamo: p.id, id_detalle: detalles[0].id_detalle_pago });
    expect((await plan(p.id)).prestamo).toMatchObject({ estado_ui: 'VIGENTE', monto_adeudado: 13_800 });

    const liquidado = (await admin.post(`/api/prestamos/${p.id}/liquidar`, { descuento: 800 })).body;
    const caja = await saldoCaja();
    const [recibo] = (await admin.get(`/api/prestamos/${p.id}/pagos-detalle`)).body.pagos;
    expect(recibo).toMatchObject({ no_recibo: liquidado.no_recibo, concepto: 'LIQUIDACION' });
    await cancelar({ id_prestamo: p.id, id_detalle: recibo.detalles[0].id_detalle_pago });
    expect(await saldoCaja()).toBe(caja - 13_000);
    expect((await plan(p.id)).prestamo).toMatchObject({ estado_ui: 'VIGENTE', monto_adeudado: 13_800 });
  });

  it('un reenganche no se cancela; ids ajenos o inexistentes dan 404', async () => {
    const p = await nuevoPrestamo({ fecha_inicio: hoy });
    await admin.post(`/api/prestamos/${p.id}/reenganche`, { monto_extra: 1_000, estrategia: 'keep_term' });
    const [recibo] = (await admin.get(`/api/prestamos/${p.id}/pagos-detalle`)).body.pagos;
    const r = await cancelar({ id_prestamo: p.id, id_detalle: recibo.detalles[0].id_detalle_pago });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(
      'El último recibo es de un reenganche: no se cancela, porque creó un préstamo nuevo.',
    );

    const q = await nuevoPrestamo();
    await cobrar(q.cuotas[0] as number, { monto: 100 });
    const [d] = (await historial(q.cuotas[0] as number)).detalles;
    const cruzado = await cancelar({ id_prestamo: p.id, id_detalle: d.id_detalle_pago });
    expect(cruzado.status).toBe(404);
    expect(cruzado.body.message).toBe('Pago no encontrado');
    const ajeno = await cancelar({ id_prestamo: q.id, id_detalle: d.id_detalle_pago }, otra.admin);
    expect(ajeno.status).toBe(404);
    expect(ajeno.body.message).toBe('Préstamo no encontrado');
    expect((await cancelar({ id_prestamo: q.id })).body.fields).toEqual({ id_detalle: 'Indica el pago.' });
  });
});

describe('recibos en PDF', () => {
  it('por id y por número: empresa, cliente, préstamo, reparto por cuota, método, saldo y cajero', async () => {
    const p = await nuevoPrestamo();
    const r = (await cobrar(p.cuotas[0] as number, { monto: 5_000, metodo: 'DEPÓSITO' })).body;
    for (const url of [
      `/api/pagos/recibos/${r.id_recibo}/pdf`,
      `/api/pagos/recibos/by-recibo/${r.no_recibo}/pdf`,
    ]) {
      const pdf = await e.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`inline; filename="recibo-${r.no_recibo}.pdf"`);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await otra.admin.get(url)).status).toBe(404);
    }
    const ctx = contextoDePrueba(cobros.id_empresa, cobros.idAdmin);
    const texto = textoDe(reciboDePago(await datosDeRecibo(e.deps, ctx, { id: r.id_recibo })));
    for (const esperado of [
      'EMPRESA COBROS',
      'RECIBO DE PAGO',
      `No. ${r.no_recibo}`,
      `CLIENTE COBRO ${n}`,
      p.codigo,
      'DEPÓSITO',
      'admin',
      'RD$\u00a0460.00',
      'RD$\u00a0600.00',
      'RD$\u00a03,940.00',
      'RD$\u00a05,000.00 (CINCO MIL PESOS DOMINICANOS CON 00/100)',
      // Saldo después: 13 800 de interés y capital menos 4 540 abonados.
      'RD$\u00a09,260.00',
    ]) {
      expect(texto).toContain(esperado);
    }
    const [d] = (await historial(p.cuotas[0] as number)).detalles;
    await admin.post('/api/pagos/cancelar-ultimo', { id_prestamo: p.id, id_detalle: d.id_detalle_pago });
    const anulado = textoDe(reciboDePago(await datosDeRecibo(e.deps, ctx, { numero: r.no_recibo })));
    expect(anulado).toContain('RECIBO ANULADO');
    expect(anulado).toContain(`Motivo: Pago cancelado (recibo ${r.no_recibo})`);
    expect((await admin.get('/api/pagos/recibos/by-recibo/RE-NO-EXISTE/pdf')).status).toBe(404);
  });
});

describe('permisos y empresas', () => {
  it('sin pagos.* no se ve ni se cobra; sin pagos.diferir no se difiere', async () => {
    const p = await nuevoPrestamo();
    const [c1] = p.cuotas as [number];
    await admin.put('/api/roles/OPERADOR/permisos', {
      permisos: ['clientes.ver', 'pagos.ver', 'pagos.registrar'],
    });
    const idCobrador = await crearUsuarioDePrueba(e, cobros.id_empresa, 'cobrador', 'OPERADOR');
    await rutaDePrueba(admin, {
      nombre: 'Ruta del cobrador',
      clientes: [p.idCliente],
      cobradores: [idCobrador],
    });
    const cobrador = await entrar(e, 'COBROS', 'cobrador');
    expect((await cobrador.get('/api/pagos/cuotas')).status).toBe(200);
    expect((await cobrar(c1, { monto: 10 }, undefined, cobrador)).status).toBe(200);
    const diferir = await cobrador.post(`/api/pagos/${c1}/diferir`, { nueva_fecha: hoy });
    expect(diferir.status).toBe(403);
    expect(diferir.body.message).toBe('No autorizado');

    await admin.put('/api/roles/OPERADOR/permisos', { permisos: ['clientes.ver'] });
    for (const r of [
      await cobrador.get('/api/pagos/cuotas'),
      await cobrador.get(`/api/pagos/${c1}/historial`),
      await cobrar(c1, { monto: 10 }, undefined, cobrador),
      await cobrador.post('/api/pagos/cancelar-ultimo', { id_prestamo: p.id, id_detalle: 1 }),
      await cobrador.get(`/api/prestamos/mora/cuota?clienteId=${p.idCliente}`),
      await cobrador.get(`/api/prestamos/${p.id}/pagos-detalle`),
    ]) {
      expect(r.status).toBe(403);
    }
  });

  it('los ids de otra empresa dan 404 en cada llamada', async () => {
    const p = await nuevoPrestamo();
    const [c1] = p.cuotas as [number];
    const r = (await cobrar(c1, { monto: 100 })).body;
    const o = otra.admin;
    for (const respuesta of [
      await o.post(`/api/pagos/${c1}/cobrar`, { monto: 10 }),
      await o.post(`/api/pagos/${c1}/diferir`, { nueva_fecha: sumarDias(hoy, 400) }),
      await o.get(`/api/pagos/${c1}/historial`),
      await o.get(`/api/prestamos/${p.id}/pagos-detalle`),
      await o.get(`/api/pagos/recibos/${r.id_recibo}/pdf`),
    ]) {
      expect(respuesta.status).toBe(404);
    }
    expect((await historial(c1)).detalles).toHaveLength(1);
  });

  it('la caja de cada empresa cuadra con sus movimientos', async () => {
    for (const id of [cobros.id_empresa, otra.id_empresa]) {
      const { saldo, suma } = await cuadreDeCaja(e, id);
      expect(saldo).toBe(suma);
    }
  });
});
