import { fechaDeNegocio, sumarDias } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import {
  abrirCaja,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  type EmpresaDePrueba,
  rutaDePrueba,
} from '../../../test/fabricas';
import { type Cliente, entrar } from '../../../test/peticiones';

/**
 * Un cobrador con dos rutas: "Centro" (Carmen, Ana, Daniel) y "Norte" (Berta, Ana). Ana debe dos cuotas semanales
 * vencidas (hace 10 y 3 días), Berta una que vence hoy, Carmen la primera en 7 días y Daniel no tiene préstamo.
 * Eva está en la ruta de otro cobrador. Préstamos ABSOLUTO semanales de RD$ 10,000 al 5 % mensual en 4 cuotas:
 * interés 125 por semana (10,000 × 5 % × 0.25), capital 2,500, cuota 2,625. Mora 5 % por mes empezado, sin gracia:
 * 131.25 por cuota vencida.
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let admin: Cliente;
let cobrador: Cliente;
let otroCobrador: Cliente;
let idCobrador: number;
let idOtro: number;
let hoy: string;
const cliente: Record<string, number> = {};
const primeraCuota: Record<string, number> = {};

async function clienteConPrestamo(nombres: string, inicio: string | null) {
  const id = (await admin.post('/api/clientes', { nombres, apellidos: 'Ruta', telefono: '8095550000' })).body
    .item.id_cliente;
  cliente[nombres] = id;
  if (inicio === null) return;
  const p = await admin.post('/api/prestamos', {
    id_cliente: id,
    monto: 10_000,
    plazo: 4,
    tasa: 5,
    amortizacion: 'ABSOLUTO',
    frecuencia: 'SEMANAL',
    fecha_inicio: inicio,
  });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  const plan = await admin.get(`/api/prestamos/${p.body.prestamo.id_prestamo}/plan`);
  primeraCuota[nombres] = plan.body.cuotas[0].id_pago;
}

beforeAll(async () => {
  e = await crearEntorno();
  hoy = fechaDeNegocio(e.deps.ahora());
  emp = await crearEmpresaDePrueba(e, 'COBRANZA');
  admin = emp.admin;
  await admin.put('/api/empresa/ajustes', { mora_porcentaje: 5, dias_gracia: 0 });
  await abrirCaja(e, emp.id_empresa, 100_000);
  await clienteConPrestamo('Ana', sumarDias(hoy, -17));
  await clienteConPrestamo('Berta', sumarDias(hoy, -7));
  await clienteConPrestamo('Carmen', hoy);
  await clienteConPrestamo('Daniel', null);
  await clienteConPrestamo('Eva', sumarDias(hoy, -7));
  idCobrador = await crearUsuarioDePrueba(e, emp.id_empresa, 'cobrador', 'OPERADOR');
  idOtro = await crearUsuarioDePrueba(e, emp.id_empresa, 'otro', 'OPERADOR');
  await rutaDePrueba(admin, {
    nombre: 'Centro',
    clientes: [cliente.Carmen, cliente.Ana, cliente.Daniel] as number[],
    cobradores: [idCobrador],
  });
  await rutaDePrueba(admin, {
    nombre: 'Norte',
    clientes: [cliente.Berta, cliente.Ana] as number[],
    cobradores: [idCobrador],
  });
  await rutaDePrueba(admin, { nombre: 'Sur', clientes: [cliente.Eva as number], cobradores: [idOtro] });
  cobrador = await entrar(e, 'COBRANZA', 'cobrador');
  otroCobrador = await entrar(e, 'COBRANZA', 'otro');
});
afterAll(() => e.cerrar());

describe('GET /api/operador/resumen', () => {
  it('por ruta, los atrasados primero y luego el orden de visita, con la cuota que toca cobrar', async () => {
    const r = await cobrador.get('/api/operador/resumen');
    expect(r.body.rutas.map((x: { nombre: string }) => x.nombre)).toEqual(['Centro', 'Norte']);
    const items = r.body.items as {
      nombre: string;
      rutas: string[];
      telefono: string;
      foto: string | null;
      proxima_cuota: Record<string, unknown> | null;
    }[];
    expect(items.map((i) => i.nombre)).toEqual(['ANA RUTA', 'CARMEN RUTA', 'DANIEL RUTA', 'BERTA RUTA']);
    const [ana, carmen, daniel, berta] = items;
    expect(ana).toMatchObject({ rutas: ['Centro', 'Norte'], telefono: '809-555-0000', foto: null });
    expect(ana?.proxima_cuota).toMatchObject({
      id_pago: primeraCuota.Ana,
      no: 1,
      vence: sumarDias(hoy, -10),
      monto: 2625,
      mora: 131.25,
      total: 2756.25,
      dias_mora: 10,
    });
    expect(carmen?.proxima_cuota).toMatchObject({ no: 1, vence: sumarDias(hoy, 7), mora: 0, dias_mora: 0 });
    expect(daniel?.proxima_cuota).toBeNull();
    expect(berta?.proxima_cuota).toMatchObject({ vence: hoy, monto: 2625, mora: 0, dias_mora: 0 });
  });

  it('un cobrador sin rutas recibe listas vacías', async () => {
    await crearUsuarioDePrueba(e, emp.id_empresa, 'nuevo', 'OPERADOR');
    const nuevo = await entrar(e, 'COBRANZA', 'nuevo');
    expect((await nuevo.get('/api/operador/resumen')).body).toEqual({ ok: true, rutas: [], items: [] });
    expect((await nuevo.get('/api/operador/estado')).body).toMatchObject({
      clientes: 0,
      clientes_a_visitar: 0,
      por_cobrar: 0,
      cobrado_hoy: { cantidad: 0, total: 0, por_metodo: [] },
    });
    expect((await nuevo.get('/api/clientes')).body.total).toBe(0);
  });
});

describe('el alcance del cobrador', () => {
  it('ve y cobra a todos los clientes de sus rutas y a nadie más (404)', async () => {
    const lista = (await cobrador.get('/api/clientes?pageSize=50')).body.items.map(
      (c: { nombres: string }) => c.nombres,
    );
    expect(lista.sort()).toEqual(['ANA', 'BERTA', 'CARMEN', 'DANIEL']);
    expect((await cobrador.get('/api/prestamos')).body.total).toBe(3);
    const cuotas = (await cobrador.get('/api/pagos/cuotas?pageSize=50')).body;
    expect(new Set(cuotas.items.map((c: { cliente: string }) => c.cliente))).toEqual(
      new Set(['ANA RUTA', 'BERTA RUTA', 'CARMEN RUTA']),
    );
    const eva = cliente.Eva as number;
    const deEva = (await admin.get(`/api/clientes/by-cliente/${eva}`)).body.items[0].id_prestamo;
    for (const r of [
      await cobrador.get(`/api/clientes/${eva}`),
      await cobrador.get(`/api/clientes/${eva}/garantes`),
      await cobrador.get(`/api/clientes/by-cliente/${eva}`),
      await cobrador.get(`/api/prestamos/${deEva}/plan`),
      await cobrador.get(`/api/prestamos/${deEva}/pagos-detalle`),
      await cobrador.get(`/api/pagos/${primeraCuota.Eva}/historial`),
      await cobrador.get(`/api/prestamos/mora/cuota?clienteId=${eva}`),
      await cobrador.post(`/api/pagos/${primeraCuota.Eva}/cobrar`, { monto: 100, metodo: 'EFECTIVO' }),
    ]) {
      expect(r.status).toBe(404);
    }
    // El otro cobrador sí la ve; un recibo de Eva no lo abre quien no la tiene en sus rutas.
    const pago = await otroCobrador.post(`/api/pagos/${primeraCuota.Eva}/cobrar`, {
      monto: 500,
      metodo: 'EFECTIVO',
    });
    expect(pago.status).toBe(200);
    expect((await cobrador.get(`/api/pagos/recibos/${pago.body.id_recibo}/pdf`)).status).toBe(404);
    expect((await otroCobrador.get(`/api/clientes/${cliente.Ana}`)).status).toBe(404);
  });

  it('una ruta inactiva deja de dar alcance', async () => {
    const rutas = (await admin.get('/api/rutas')).body.items as { id_ruta: number; nombre: string }[];
    const sur = rutas.find((r) => r.nombre === 'Sur') as { id_ruta: number };
    await admin.put(`/api/rutas/${sur.id_ruta}`, { nombre: 'Sur', estado: 'INACTIVO' });
    expect((await otroCobrador.get(`/api/clientes/${cliente.Eva}`)).status).toBe(404);
    await admin.put(`/api/rutas/${sur.id_ruta}`, { nombre: 'Sur', estado: 'ACTIVO' });
    expect((await otroCobrador.get(`/api/clientes/${cliente.Eva}`)).status).toBe(200);
  });
});

describe('el día del cobrador: estado y cuadre', () => {
  it('estado: a quién visitar, lo de hoy, lo vencido con su mora, lo cobrado y lo que falta', async () => {
    const antes = (await cobrador.get('/api/operador/estado')).body;
    expect(antes).toMatchObject({
      fecha: hoy,
      clientes: 4,
      clientes_a_visitar: 2,
      cuotas_hoy: { cantidad: 1, monto: 2625 },
      cuotas_vencidas: { cantidad: 2, monto: 5250, mora: 262.5 },
      cobrado_hoy: { cantidad: 0, total: 0, por_metodo: [] },
      por_cobrar: 8137.5,
    });
    const a = await cobrador.post(`/api/pagos/${primeraCuota.Berta}/cobrar`, {
      monto: 2625,
      metodo: 'EFECTIVO',
    });
    const b = await cobrador.post(`/api/pagos/${primeraCuota.Ana}/cobrar`, {
      monto: 1000.5,
      metodo: 'TRANSFERENCIA',
    });
    expect([a.status, b.status]).toEqual([200, 200]);
    const despues = (await cobrador.get('/api/operador/estado')).body;
    expect(despues).toMatchObject({
      // Ana sigue debiendo una cuota vencida, pero ya la visitó (le cobró hoy): no falta nadie por visitar.
      clientes_a_visitar: 0,
      cuotas_hoy: { cantidad: 0, monto: 0 },
      cobrado_hoy: {
        cantidad: 2,
        total: 3625.5,
        por_metodo: [
          { metodo: 'EFECTIVO', cantidad: 1, total: 2625 },
          { metodo: 'TRANSFERENCIA', cantidad: 1, total: 1000.5 },
        ],
      },
    });
    // Ana abonó 1,000.50: cubre 131.25 de mora, 125 de interés y 744.25 de capital de su primera cuota.
    expect(despues.cuotas_vencidas).toEqual({ cantidad: 2, monto: 4380.75, mora: 131.25 });
    expect(despues.por_cobrar).toBe(4512);
    // La pantalla sabe a quién ya cobró hoy: lo que le cobró a cada uno (Carmen y Daniel, nada).
    const resumen = (await cobrador.get('/api/operador/resumen')).body.items as {
      nombre: string;
      cobrado_hoy: number;
    }[];
    expect(resumen.map((i) => [i.nombre, i.cobrado_hoy])).toEqual([
      ['ANA RUTA', 1000.5],
      ['CARMEN RUTA', 0],
      ['DANIEL RUTA', 0],
      ['BERTA RUTA', 2625],
    ]);
  });

  it('cuadre: cada recibo del cobrador ese día, totales por método al centavo, lo anulado aparte', async () => {
    const c = await cobrador.post(`/api/pagos/${primeraCuota.Carmen}/cobrar`, {
      monto: 300.25,
      metodo: 'EFECTIVO',
    });
    const idPrestamoCarmen = (await admin.get(`/api/clientes/by-cliente/${cliente.Carmen}`)).body.items[0]
      .id_prestamo;
    const anulado = await admin.post('/api/pagos/cancelar-ultimo', {
      id_prestamo: idPrestamoCarmen,
      id_detalle: (await admin.get(`/api/pagos/${primeraCuota.Carmen}/historial`)).body.detalles[0]
        .id_detalle_pago,
    });
    expect(anulado.status).toBe(200);
    const r = await cobrador.get('/api/operador/cierre');
    expect(r.body).toMatchObject({
      fecha: hoy,
      cobrador: { id_usuario: idCobrador, nombre: 'cobrador' },
      totales: {
        cantidad: 2,
        total: 3625.5,
        por_metodo: [
          { metodo: 'EFECTIVO', cantidad: 1, total: 2625 },
          { metodo: 'TRANSFERENCIA', cantidad: 1, total: 1000.5 },
        ],
      },
      anulados: { cantidad: 1, total: 300.25 },
    });
    expect(r.body.recibos.map((x: { cliente: string }) => x.cliente)).toEqual(['BERTA RUTA', 'ANA RUTA']);
    expect(r.body.anulados.recibos[0]).toMatchObject({ no_recibo: c.body.no_recibo, estado: 'ANULADO' });
    // Lo de otro cobrador no entra; otro día, vacío.
    expect((await otroCobrador.get('/api/operador/cierre')).body.totales).toMatchObject({
      cantidad: 1,
      total: 500,
    });
    const ayer = (await cobrador.get(`/api/operador/cierre?fecha=${sumarDias(hoy, -1)}`)).body;
    expect(ayer).toMatchObject({ totales: { cantidad: 0, total: 0 }, anulados: { cantidad: 0 } });
    const pdf = await cobrador.get('/api/operador/cierre/pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('el cuadre de otro cobrador pide caja.ver; un usuario ajeno da 404', async () => {
    const negado = await cobrador.get(`/api/operador/cierre?id_usuario=${idOtro}`);
    expect(negado.status).toBe(403);
    expect(negado.body.message).toBe('Solo puedes ver tu propio cuadre del día.');
    const deAdmin = await admin.get(`/api/operador/cierre?id_usuario=${idCobrador}`);
    expect(deAdmin.body.totales.total).toBe(3625.5);
    const otra = await crearEmpresaDePrueba(e, 'AJENA');
    expect((await admin.get(`/api/operador/cierre?id_usuario=${otra.idAdmin}`)).status).toBe(404);
    expect((await admin.get('/api/operador/cierre?fecha=2026-02-30')).status).toBe(400);
  });

  it('la caja se filtra por el cobrador que registró cada movimiento', async () => {
    const r = await admin.get(`/api/caja/movimientos?id_usuario=${idCobrador}&pageSize=50`);
    expect(r.body.items.map((m: { monto: number; estado: string }) => [m.monto, m.estado])).toEqual([
      [300.25, 'CANCELADO'],
      [1000.5, 'VIGENTE'],
      [2625, 'VIGENTE'],
    ]);
  });
});
