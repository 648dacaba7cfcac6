import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import {
  abrirCaja,
  crearEmpresaDePrueba,
  cuadreDeCaja,
  type EmpresaDePrueba,
  usuarioConPermisos,
} from '../../../test/fabricas';
import { type Cliente, entrar } from '../../../test/peticiones';

let e: Entorno;
let caja: EmpresaDePrueba;
let admin: Cliente;
let otra: EmpresaDePrueba;

const saldo = async () => (await admin.get('/api/caja/saldo')).body.saldo as number;

beforeAll(async () => {
  e = await crearEntorno();
  caja = await crearEmpresaDePrueba(e, 'CAJA');
  admin = caja.admin;
  otra = await crearEmpresaDePrueba(e, 'OTRA');
  await abrirCaja(e, caja.id_empresa, 1_000);
});
afterAll(() => e.cerrar());

describe('POST /api/caja/movimientos', () => {
  it('valida tipo y monto con sus mensajes', async () => {
    const campos = async (cuerpo: Record<string, unknown>) =>
      (await admin.post('/api/caja/movimientos', cuerpo)).body.fields;
    expect(await campos({ tipo: 'INGRESO', monto: 0 })).toEqual({ monto: 'Ingrese un monto válido.' });
    expect(await campos({ tipo: 'INGRESO', monto: -5 })).toEqual({ monto: 'Ingrese un monto válido.' });
    expect(await campos({ tipo: 'INGRESO', monto: '12a' })).toEqual({ monto: 'Ingrese un monto válido.' });
    expect(await campos({ tipo: 'PRESTAMO', monto: 5 })).toEqual({ tipo: 'Tipo: INGRESO o EGRESO.' });
    expect(await saldo()).toBe(1_000);
  });

  it('registra ingresos y egresos con quién y cuándo; el saldo se mueve al centavo', async () => {
    const ingreso = await admin.post('/api/caja/movimientos', {
      tipo: 'INGRESO',
      monto: 250.55,
      descripcion: '  Aporte del socio ',
    });
    expect(ingreso.status).toBe(201);
    expect(ingreso.body).toMatchObject({
      ok: true,
      message: 'Ingreso registrado',
      saldo: 1_250.55,
      item: {
        tipo: 'INGRESO',
        monto: 250.55,
        descripcion: 'Aporte del socio',
        origen: 'MANUAL',
        estado: 'VIGENTE',
        cancelable: true,
        cancel_reason: null,
        usuario: 'admin',
      },
    });
    expect(Date.parse(ingreso.body.item.fecha)).toBe(e.deps.ahora().getTime());
    const egreso = await admin.post('/api/caja/movimientos', { tipo: 'EGRESO', monto: 50.05 });
    expect(egreso.body).toMatchObject({
      message: 'Egreso registrado',
      saldo: 1_200.5,
      item: { descripcion: null },
    });
    expect(await saldo()).toBe(1_200.5);
  });

  it('un egreso mayor que el saldo se niega y no deja rastro', async () => {
    const r = await admin.post('/api/caja/movimientos', { tipo: 'EGRESO', monto: 1_200.51 });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(
      'La caja no tiene saldo suficiente: hay RD$\u00a01,200.50 y el movimiento es de RD$\u00a01,200.51.',
    );
    expect(await saldo()).toBe(1_200.5);
    expect((await admin.get('/api/caja/movimientos')).body.total).toBe(3);
  });
});

describe('GET /api/caja/movimientos', () => {
  it('los más recientes primero, con filtros por tipo y texto, y páginas', async () => {
    const r = (await admin.get('/api/caja/movimientos')).body;
    expect(r).toMatchObject({ ok: true, total: 3, page: 1, pageSize: 10, totalPages: 1 });
    expect(r.items.map((m: Record<string, unknown>) => [m.tipo, m.monto, m.origen, m.cancelable])).toEqual([
      ['EGRESO', 50.05, 'MANUAL', true],
      ['INGRESO', 250.55, 'MANUAL', true],
      ['INGRESO', 1_000, 'APERTURA', false],
    ]);
    expect((await admin.get('/api/caja/movimientos?tipo=egreso')).body.total).toBe(1);
    expect((await admin.get('/api/caja/movimientos?q=socio')).body.items[0].monto).toBe(250.55);
    expect((await admin.get('/api/caja/movimientos?q=SOCÍO')).body.total).toBe(1);
    const pagina = (await admin.get('/api/caja/movimientos?page=2&pageSize=2')).body;
    expect(pagina).toMatchObject({ total: 3, totalPages: 2 });
    expect(pagina.items.map((m: { origen: string }) => m.origen)).toEqual(['APERTURA']);
    expect((await admin.get('/api/caja/movimientos?tipo=OTRO')).body.fields).toEqual({
      tipo: 'Tipo: INGRESO o EGRESO.',
    });
    expect((await otra.admin.get('/api/caja/movimientos')).body.total).toBe(0);
  });
});

describe('POST /api/caja/movimientos/:id/cancelar', () => {
  it('cancela un movimiento manual con su motivo; el saldo vuelve', async () => {
    const m = (await admin.post('/api/caja/movimientos', { tipo: 'EGRESO', monto: 100 })).body.item;
    expect(await saldo()).toBe(1_100.5);
    const sinMotivo = await admin.post(`/api/caja/movimientos/${m.id_movimiento}/cancelar`, { motivo: '  ' });
    expect(sinMotivo.body.fields).toEqual({ motivo: 'Indica el motivo de la cancelación.' });
    const r = await admin.post(`/api/caja/movimientos/${m.id_movimiento}/cancelar`, {
      motivo: 'Digitado dos veces',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      message: 'Movimiento cancelado',
      saldo: 1_200.5,
      item: {
        estado: 'CANCELADO',
        cancelable: false,
        cancel_reason: 'Digitado dos veces',
        cancelado_por: 'admin',
      },
    });
    // El cancelado sigue en la lista (tachado): el total, que la caja cuenta al registrar, no baja.
    const lista = (await admin.get('/api/caja/movimientos')).body;
    expect(lista.total).toBe(4);
    expect(lista.items[0]).toMatchObject({ id_movimiento: m.id_movimiento, estado: 'CANCELADO' });
    const otraVez = await admin.post(`/api/caja/movimientos/${m.id_movimiento}/cancelar`, { motivo: 'x' });
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.message).toBe('El movimiento ya está cancelado.');
  });

  it('los de operaciones no se cancelan a mano; un ingreso ya gastado tampoco', async () => {
    const apertura = (await admin.get('/api/caja/movimientos?q=apertura')).body.items[0];
    const r = await admin.post(`/api/caja/movimientos/${apertura.id_movimiento}/cancelar`, { motivo: 'x' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(
      'Este movimiento lo hizo una operación (préstamo o cobro): se revierte cancelando esa operación.',
    );
    const ingreso = (await admin.post('/api/caja/movimientos', { tipo: 'INGRESO', monto: 500 })).body.item;
    await admin.post('/api/caja/movimientos', { tipo: 'EGRESO', monto: 1_500 });
    const gastado = await admin.post(`/api/caja/movimientos/${ingreso.id_movimiento}/cancelar`, {
      motivo: 'x',
    });
    expect(gastado.status).toBe(409);
    expect(gastado.body.message).toBe(
      'La caja no tiene saldo para revertir RD$\u00a0500.00: hay RD$\u00a0200.50.',
    );
  });

  it('otra empresa recibe 404; el cobrador no ve ni mueve la caja', async () => {
    const m = (await admin.post('/api/caja/movimientos', { tipo: 'INGRESO', monto: 1 })).body.item;
    const ajeno = await otra.admin.post(`/api/caja/movimientos/${m.id_movimiento}/cancelar`, { motivo: 'x' });
    expect(ajeno.status).toBe(404);
    expect(ajeno.body.message).toBe('Movimiento no encontrado');
    const operador = await entrar(e, 'DEMO', 'operador');
    for (const r of [
      await operador.get('/api/caja/saldo'),
      await operador.get('/api/caja/movimientos'),
      await operador.post('/api/caja/movimientos', { tipo: 'INGRESO', monto: 1 }),
      await operador.post(`/api/caja/movimientos/${m.id_movimiento}/cancelar`, { motivo: 'x' }),
    ]) {
      expect(r.status).toBe(403);
    }
  });

  it('20 egresos simultáneos con saldo para 5: la caja nunca queda en negativo', async () => {
    const emp = await crearEmpresaDePrueba(e, 'GASTOS');
    await abrirCaja(e, emp.id_empresa, 500);
    const r = await Promise.all(
      Array.from({ length: 20 }, () =>
        emp.admin.post('/api/caja/movimientos', { tipo: 'EGRESO', monto: 100 }),
      ),
    );
    expect(r.filter((x) => x.status === 201)).toHaveLength(5);
    expect(r.filter((x) => x.status === 409)).toHaveLength(15);
    expect(await cuadreDeCaja(e, emp.id_empresa)).toEqual({ saldo: 0, suma: 0 });
    expect(await cuadreDeCaja(e, caja.id_empresa)).toMatchObject({ saldo: 20_150 });
  });
});

describe('permisos de caja', () => {
  it('con solo caja.ver: ve saldo y movimientos, pero no registra ni cancela (403 "No autorizado")', async () => {
    await admin.put('/api/roles/OPERADOR/permisos', { permisos: [] });
    const cajero = await usuarioConPermisos(e, caja, 'cajero', ['caja.ver']);
    const antes = await saldo();
    const manual = (await admin.get('/api/caja/movimientos?q=socio')).body.items[0];
    expect(manual).toMatchObject({ origen: 'MANUAL', estado: 'VIGENTE', cancelable: true });

    expect((await cajero.get('/api/caja/saldo')).body.saldo).toBe(antes);
    expect((await cajero.get('/api/caja/movimientos')).status).toBe(200);
    for (const r of [
      await cajero.post('/api/caja/movimientos', { tipo: 'INGRESO', monto: 10 }),
      await cajero.post('/api/caja/movimientos', { tipo: 'EGRESO', monto: 10 }),
      await cajero.post(`/api/caja/movimientos/${manual.id_movimiento}/cancelar`, { motivo: 'Prueba' }),
    ]) {
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ ok: false, message: 'No autorizado', code: 'NO_AUTORIZADO' });
    }
    expect(await saldo()).toBe(antes);
    expect((await admin.get('/api/caja/movimientos?q=socio')).body.items[0]).toMatchObject({
      id_movimiento: manual.id_movimiento,
      estado: 'VIGENTE',
    });
  });
});
