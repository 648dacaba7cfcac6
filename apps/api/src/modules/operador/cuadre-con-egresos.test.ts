import { fechaDeNegocio, sumarDias } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDelPdf } from '../../../test/documentos';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import {
  abrirCaja,
  crearEmpresaDePrueba,
  type EmpresaDePrueba,
  usuarioConPermisos,
} from '../../../test/fabricas';
import type { Cliente } from '../../../test/peticiones';

/**
 * El cuadre del día con el dinero que el cobrador sacó de la caja (issue 34): cobra dos cuotas (2,625.00 y 1,000.50),
 * paga un gasto de 350.75 y desembolsa un préstamo de 2,000 con 100 de gastos de cierre (entrega 1,900.00). Entrega
 * 3,625.50 − 350.75 − 1,900.00 = 1,374.75. Los egresos de otro usuario, los cancelados y los de otra empresa no entran.
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let ajena: EmpresaDePrueba;
let cobrador: Cliente;
let otro: Cliente;
let idCobrador: number;
let hoy: string;
const PERMISOS = [
  'clientes.ver',
  'prestamos.ver',
  'prestamos.crear',
  'pagos.ver',
  'pagos.registrar',
  'caja.movimientos.crear',
];

/** Un cliente con un préstamo ABSOLUTO semanal de 10,000 al 5 % en 4 cuotas de 2,625, la primera vence hoy. */
async function primeraCuotaDeHoy(nombres: string): Promise<number> {
  const id = (await emp.admin.post('/api/clientes', { nombres, apellidos: 'Cuadre', telefono: '8095550000' }))
    .body.item.id_cliente;
  const p = await emp.admin.post('/api/prestamos', {
    id_cliente: id,
    monto: 10_000,
    plazo: 4,
    tasa: 5,
    amortizacion: 'ABSOLUTO',
    frecuencia: 'SEMANAL',
    fecha_inicio: sumarDias(hoy, -7),
  });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  return (await emp.admin.get(`/api/prestamos/${p.body.prestamo.id_prestamo}/plan`)).body.cuotas[0].id_pago;
}

const egreso = (quien: Cliente, monto: number, descripcion: string) =>
  quien.post('/api/caja/movimientos', { tipo: 'EGRESO', monto, descripcion });

beforeAll(async () => {
  e = await crearEntorno();
  hoy = fechaDeNegocio(e.deps.ahora());
  emp = await crearEmpresaDePrueba(e, 'CUADRE');
  ajena = await crearEmpresaDePrueba(e, 'AJENA');
  await abrirCaja(e, emp.id_empresa, 100_000);
  await abrirCaja(e, ajena.id_empresa, 100_000);
  cobrador = await usuarioConPermisos(e, emp, 'cobrador', PERMISOS);
  otro = await usuarioConPermisos(e, emp, 'otro', PERMISOS);
  idCobrador = (await cobrador.get('/api/auth/me')).body.item.id_usuario;

  const ana = await primeraCuotaDeHoy('Ana');
  const berta = await primeraCuotaDeHoy('Berta');
  const cobros = [
    await cobrador.post(`/api/pagos/${ana}/cobrar`, { monto: 2625, metodo: 'EFECTIVO' }),
    await cobrador.post(`/api/pagos/${berta}/cobrar`, { monto: 1000.5, metodo: 'TRANSFERENCIA' }),
  ];
  for (const c of cobros) expect(c.status, JSON.stringify(c.body)).toBe(200);
  expect((await egreso(cobrador, 350.75, 'Combustible de la ruta')).status).toBe(201);
  const prestado = await cobrador.post('/api/prestamos', {
    id_cliente: (await emp.admin.post('/api/clientes', { nombres: 'Carla', apellidos: 'Nueva' })).body.item
      .id_cliente,
    monto: 2000,
    gastos_cierre: 100,
    plazo: 2,
    tasa: 5,
    amortizacion: 'ABSOLUTO',
    frecuencia: 'MENSUAL',
  });
  expect(prestado.status, JSON.stringify(prestado.body)).toBe(201);
  // Un gasto anotado por error y cancelado no se descuenta.
  const error = await egreso(cobrador, 10, 'Anotado dos veces');
  const cancelado = await emp.admin.post(`/api/caja/movimientos/${error.body.item.id_movimiento}/cancelar`, {
    motivo: 'Repetido',
  });
  expect(cancelado.status, JSON.stringify(cancelado.body)).toBe(200);
  // Lo de otros no es suyo: el gasto de otro cobrador, el de la oficina y el de otra empresa.
  expect((await egreso(otro, 99.99, 'Almuerzo del otro cobrador')).status).toBe(201);
  expect((await egreso(emp.admin, 1234.56, 'Papelería de la oficina')).status).toBe(201);
  expect((await egreso(ajena.admin, 777.77, 'Gasto de otra empresa')).status).toBe(201);
});
afterAll(() => e.cerrar());

describe('el cuadre del día con los egresos del cobrador', () => {
  it('lista los cobros y los egresos que él registró, y el neto a entregar al centavo', async () => {
    const r = await cobrador.get('/api/operador/cierre');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.totales).toMatchObject({ cantidad: 2, total: 3625.5 });
    expect(r.body.recibos.map((x: { total: number }) => x.total)).toEqual([2625, 1000.5]);
    expect(r.body.egresos).toMatchObject({ cantidad: 2, total: 2250.75 });
    expect(
      r.body.egresos.movimientos.map((m: { origen: string; monto: number; descripcion: string }) => [
        m.origen,
        m.monto,
        m.descripcion,
      ]),
    ).toEqual([
      ['MANUAL', 350.75, 'Combustible de la ruta'],
      ['DESEMBOLSO', 1900, expect.stringContaining('Desembolso')],
    ]);
    expect(r.body.neto).toBe(1374.75);
  });

  it('el de otro cobrador tiene solo su gasto; otro día no tiene nada', async () => {
    const delOtro = (await otro.get('/api/operador/cierre')).body;
    expect(delOtro.totales).toMatchObject({ cantidad: 0, total: 0 });
    expect(delOtro.egresos).toMatchObject({ cantidad: 1, total: 99.99 });
    expect(delOtro.neto).toBe(-99.99);
    const ayer = (await cobrador.get(`/api/operador/cierre?fecha=${sumarDias(hoy, -1)}`)).body;
    expect(ayer).toMatchObject({ egresos: { cantidad: 0, total: 0, movimientos: [] }, neto: 0 });
  });

  it('otra empresa no ve el cuadre del cobrador (404) y su gasto nunca entra en él', async () => {
    const r = await ajena.admin.get(`/api/operador/cierre?id_usuario=${idCobrador}`);
    expect(r.status).toBe(404);
    const suyo = (await ajena.admin.get('/api/operador/cierre')).body;
    expect(suyo.egresos).toMatchObject({ cantidad: 1, total: 777.77 });
    const deAdmin = (await emp.admin.get(`/api/operador/cierre?id_usuario=${idCobrador}`)).body;
    expect(deAdmin.egresos.total).toBe(2250.75);
  });

  it('el PDF dice lo cobrado, cada egreso y el neto a entregar', async () => {
    const r = await e.app.inject({
      method: 'GET',
      url: '/api/operador/cierre/pdf',
      headers: { authorization: `Bearer ${cobrador.token}` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const texto = textoDelPdf(r.rawPayload);
    expect(texto).toContain('Total cobrado RD$ 3,625.50');
    expect(texto).toContain('Egresos RD$ 2,250.75 (2 movimientos)');
    expect(texto).toContain('Neto a entregar RD$ 1,374.75');
    expect(texto).toContain('Egresos del día');
    expect(texto).toContain('Combustible de la ruta RD$ 350.75');
    expect(texto).toContain('RD$ 1,900.00');
    expect(texto).not.toContain('Almuerzo del otro cobrador');
    expect(texto).not.toContain('Anotado dos veces');
  });
});
