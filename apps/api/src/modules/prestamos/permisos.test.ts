import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import {
  abrirCaja,
  crearEmpresaDePrueba,
  type EmpresaDePrueba,
  prestar,
  usuarioConPermisos,
} from '../../../test/fabricas';
import type { Cliente, Respuesta } from '../../../test/peticiones';

/**
 * Cada permiso de préstamos abre exactamente sus rutas (routes.ts): `ver` la lista, el plan y los PDF; `crear` el alta;
 * `editar` la liquidación; `eliminar` la cancelación. Cada usuario es un OPERADOR cuyo rol no da nada.
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let admin: Cliente;
let idCliente: number;

const PDFS = ['contrato', 'plan', 'desembolso', 'recibo'];

const usuarioCon = (nombre: string, permisos: string[]) => usuarioConPermisos(e, emp, nombre, permisos);

const negado = (r: Respuesta, que: string) => {
  expect(r.status, que).toBe(403);
  expect(r.body.message, que).toBe('No autorizado');
};
const estado = async (id: number) =>
  (await admin.get(`/api/prestamos/${id}/plan`)).body.prestamo.estado_ui as string;
const nuevo = { monto: 1_000, plazo: 2, tasa: 5 };

beforeAll(async () => {
  e = await crearEntorno();
  emp = await crearEmpresaDePrueba(e, 'PERMISOSP', { allow_multiple_loans: true });
  admin = emp.admin;
  await abrirCaja(e, emp.id_empresa, 100_000);
  expect((await admin.put('/api/roles/OPERADOR/permisos', { permisos: [] })).status).toBe(200);
  idCliente = (await admin.post('/api/clientes', { nombres: 'Marta', apellidos: 'Permisos' })).body.item
    .id_cliente;
});
afterAll(() => e.cerrar());

describe('prestamos.ver', () => {
  it('sin él: 403 en la lista, el plan y cada PDF; con él (y nada más) se ven', async () => {
    const p = await prestar(admin, idCliente);
    const lecturas = [
      '/api/prestamos',
      `/api/prestamos/${p.id_prestamo}/plan`,
      ...PDFS.map((d) => `/api/prestamos/${p.id_prestamo}/${d}/pdf`),
    ];
    const sinVer = await usuarioCon('sin-ver', ['clientes.ver', 'prestamos.crear', 'prestamos.editar']);
    for (const url of lecturas) negado(await sinVer.get(url), url);

    const lector = await usuarioCon('lector', ['prestamos.ver']);
    for (const url of lecturas) expect((await lector.get(url)).status, url).toBe(200);
    expect((await lector.get('/api/prestamos')).body.items[0].codigo_prestamo).toBe(p.codigo_prestamo);
    const pdf = await lector.get(`/api/prestamos/${p.id_prestamo}/contrato/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="contrato-${p.codigo_prestamo}.pdf"`);
    // Ver no es actuar.
    negado(await lector.post('/api/prestamos', { id_cliente: idCliente, ...nuevo }), 'crear');
    negado(await lector.post(`/api/prestamos/${p.id_prestamo}/liquidar`, { descuento: 0 }), 'liquidar');
    negado(await lector.post(`/api/prestamos/${p.id_prestamo}/cancelar`), 'cancelar');
    expect(await estado(p.id_prestamo)).toBe('VIGENTE');
  });
});

describe('crear, editar y eliminar son permisos separados', () => {
  it('solo prestamos.crear: da préstamos (y ve el saldo de caja), pero no los ve, liquida ni cancela', async () => {
    const creador = await usuarioCon('creador', ['prestamos.crear']);
    const r = await creador.post('/api/prestamos', { id_cliente: idCliente, ...nuevo });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.message).toBe(`Préstamo ${r.body.prestamo.codigo_prestamo} creado`);
    const id = r.body.prestamo.id_prestamo;
    expect((await creador.get('/api/caja/saldo')).status).toBe(200);
    negado(await creador.get('/api/prestamos'), 'lista');
    negado(await creador.get(`/api/prestamos/${id}/plan`), 'plan');
    negado(await creador.post(`/api/prestamos/${id}/liquidar`, { descuento: 0 }), 'liquidar');
    negado(await creador.post('/api/prestamos/liquidar', { id_prestamo: id, descuento: 0 }), 'liquidar');
    negado(await creador.post(`/api/prestamos/${id}/cancelar`), 'cancelar');
    expect(await estado(id)).toBe('VIGENTE');
  });

  it('solo prestamos.editar: liquida (por las dos rutas), pero no crea, ve ni cancela', async () => {
    const editor = await usuarioCon('editor', ['prestamos.editar']);
    const [a, b] = [await prestar(admin, idCliente), await prestar(admin, idCliente)];
    negado(await editor.post('/api/prestamos', { id_cliente: idCliente, ...nuevo }), 'crear');
    negado(await editor.get('/api/prestamos'), 'lista');
    negado(await editor.get(`/api/prestamos/${a.id_prestamo}/plan`), 'plan');
    negado(await editor.post(`/api/prestamos/${a.id_prestamo}/cancelar`), 'cancelar');
    expect(await estado(a.id_prestamo)).toBe('VIGENTE');

    const r = await editor.post(`/api/prestamos/${a.id_prestamo}/liquidar`, { descuento: 0 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(`Préstamo ${a.codigo_prestamo} liquidado con el recibo ${r.body.no_recibo}`);
    const alterna = await editor.post('/api/prestamos/liquidar', {
      id_prestamo: b.id_prestamo,
      descuento: 0,
    });
    expect(alterna.status, JSON.stringify(alterna.body)).toBe(200);
    expect([await estado(a.id_prestamo), await estado(b.id_prestamo)]).toEqual(['SALDADO', 'SALDADO']);
  });

  it('solo prestamos.eliminar: cancela, pero no crea, ve ni liquida', async () => {
    const borrador = await usuarioCon('borrador', ['prestamos.eliminar']);
    const p = await prestar(admin, idCliente);
    negado(await borrador.post('/api/prestamos', { id_cliente: idCliente, ...nuevo }), 'crear');
    negado(await borrador.get('/api/prestamos'), 'lista');
    negado(await borrador.get(`/api/prestamos/${p.id_prestamo}/plan`), 'plan');
    negado(await borrador.post(`/api/prestamos/${p.id_prestamo}/liquidar`, { descuento: 0 }), 'liquidar');
    negado(
      await borrador.post('/api/prestamos/liquidar', { id_prestamo: p.id_prestamo, descuento: 0 }),
      'liquidar',
    );
    expect(await estado(p.id_prestamo)).toBe('VIGENTE');

    const r = await borrador.post(`/api/prestamos/${p.id_prestamo}/cancelar`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ ok: true, message: `Préstamo ${p.codigo_prestamo} cancelado` });
    expect(await estado(p.id_prestamo)).toBe('CANCELADO');
  });
});
