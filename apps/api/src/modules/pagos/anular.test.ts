import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import {
  abrirCaja,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  type EmpresaDePrueba,
  prestar,
  rutaDePrueba,
  usuarioConPermisos,
} from '../../../test/fabricas';
import { type Cliente, entrar } from '../../../test/peticiones';
import { movimiento_caja } from '../../db/schema/caja';
import { recibo } from '../../db/schema/prestamos';
import { enEmpresa } from '../../db/transacciones';

/**
 * Anular un pago es su propio permiso, `pagos.anular` (issue 31): el cobrador recibía el dinero, entregaba el recibo y
 * lo anulaba. El OPERADOR no lo tiene por defecto; los administradores sí; cada anulación guarda quién, cuándo y por qué.
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let admin: Cliente;
let cobrador: Cliente;
let idCobrador: number;
let n = 0;

const OPERADOR_POR_DEFECTO = ['clientes.ver', 'prestamos.ver', 'pagos.ver', 'pagos.registrar', 'rutas.ver'];

beforeAll(async () => {
  e = await crearEntorno();
  emp = await crearEmpresaDePrueba(e, 'ANULAR', { allow_multiple_loans: true });
  admin = emp.admin;
  await abrirCaja(e, emp.id_empresa, 100_000);
  idCobrador = await crearUsuarioDePrueba(e, emp.id_empresa, 'cobrador', 'OPERADOR');
  cobrador = await entrar(e, 'ANULAR', 'cobrador');
});
afterAll(() => e.cerrar());

/** Un préstamo de un cliente de la ruta del cobrador, con un pago que el cobrador recibió en la calle. */
async function pagoDelCobrador() {
  const c = await admin.post('/api/clientes', { nombres: 'Cliente', apellidos: `Anular ${++n}` });
  const idCliente = c.body.item.id_cliente as number;
  await rutaDePrueba(admin, { nombre: `Ruta ${n}`, clientes: [idCliente], cobradores: [idCobrador] });
  const p = await prestar(admin, idCliente);
  const plan = (await admin.get(`/api/prestamos/${p.id_prestamo}/plan`)).body;
  const idPago = plan.cuotas[0].id_pago as number;
  const cobro = await cobrador.post(`/api/pagos/${idPago}/cobrar`, { monto: 500 });
  expect(cobro.status, JSON.stringify(cobro.body)).toBe(200);
  const [detalle] = (await admin.get(`/api/pagos/${idPago}/historial`)).body.detalles;
  return {
    cuerpo: { id_prestamo: p.id_prestamo, id_detalle: detalle.id_detalle_pago as number },
    idRecibo: cobro.body.id_recibo as number,
    noRecibo: cobro.body.no_recibo as string,
  };
}

/** Lo que queda guardado del recibo y de su ingreso en caja. */
async function rastro(idRecibo: number) {
  return enEmpresa(e.db, emp.id_empresa, async (tx) => {
    const [r] = await tx
      .select()
      .from(recibo)
      .where(and(eq(recibo.id_empresa, emp.id_empresa), eq(recibo.id_recibo, idRecibo)));
    const [m] = await tx
      .select()
      .from(movimiento_caja)
      .where(and(eq(movimiento_caja.id_empresa, emp.id_empresa), eq(movimiento_caja.id_recibo, idRecibo)));
    return { recibo: r, ingreso: m };
  });
}

describe('el catálogo', () => {
  it('tiene «Anular pagos» junto a «Registrar pagos»; el OPERADOR no lo tiene, ADMIN sí', async () => {
    const catalogo = (await admin.get('/api/permisos')).body.items as { codigo: string }[];
    const pagos = catalogo.filter((p) => p.codigo.startsWith('pagos.'));
    expect(pagos).toEqual([
      { codigo: 'pagos.ver', nombre: 'Ver cuotas y pagos', modulo: 'pagos', modulo_nombre: 'Pagos' },
      { codigo: 'pagos.registrar', nombre: 'Registrar pagos', modulo: 'pagos', modulo_nombre: 'Pagos' },
      { codigo: 'pagos.anular', nombre: 'Anular pagos', modulo: 'pagos', modulo_nombre: 'Pagos' },
      { codigo: 'pagos.diferir', nombre: 'Diferir cuotas', modulo: 'pagos', modulo_nombre: 'Pagos' },
    ]);
    expect((await admin.get('/api/roles/OPERADOR/permisos')).body.permisos).toEqual(OPERADOR_POR_DEFECTO);
    expect((await admin.get('/api/roles/ADMIN/permisos')).body.permisos).toContain('pagos.anular');
    expect((await admin.get('/api/auth/me')).body.item.permisos).toContain('pagos.anular');
    expect((await cobrador.get('/api/auth/me')).body.item.permisos).not.toContain('pagos.anular');
    const demo = await entrar(e, 'DEMO', 'operador');
    expect((await demo.get('/api/auth/me')).body.item.permisos).not.toContain('pagos.anular');
  });
});

describe('POST /api/pagos/cancelar-ultimo', () => {
  it('el cobrador que recibió el dinero no lo anula: 403 y el recibo sigue vigente', async () => {
    const pago = await pagoDelCobrador();
    const saldo = (await admin.get('/api/caja/saldo')).body.saldo;
    const r = await cobrador.post('/api/pagos/cancelar-ultimo', { ...pago.cuerpo, motivo: 'Me equivoqué' });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ ok: false, message: 'No autorizado' });
    const { recibo: guardado, ingreso } = await rastro(pago.idRecibo);
    expect(guardado).toMatchObject({
      estado: 'VIGENTE',
      anulado_en: null,
      anulado_por: null,
      motivo_anulacion: null,
    });
    expect(ingreso).toMatchObject({ estado: 'VIGENTE' });
    expect((await admin.get('/api/caja/saldo')).body.saldo).toBe(saldo);
  });

  it('el ADMIN lo anula: guarda quién, cuándo y por qué en el recibo y en su ingreso de caja', async () => {
    const pago = await pagoDelCobrador();
    const antes = e.deps.ahora().getTime();
    const r = await admin.post('/api/pagos/cancelar-ultimo', { ...pago.cuerpo, motivo: 'Billete falso' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      ok: true,
      message: `Pago cancelado: el recibo ${pago.noRecibo} quedó ANULADO`,
      cuota: { estado_cuota: expect.any(String) },
    });
    const { recibo: guardado, ingreso } = await rastro(pago.idRecibo);
    expect(guardado).toMatchObject({
      estado: 'ANULADO',
      anulado_por: emp.idAdmin,
      motivo_anulacion: 'Billete falso',
    });
    expect(guardado?.anulado_en?.getTime()).toBeGreaterThanOrEqual(antes - 1000);
    expect(ingreso).toMatchObject({
      estado: 'CANCELADO',
      cancelado_por: emp.idAdmin,
      motivo_cancelacion: 'Billete falso',
    });
  });

  it('sin motivo (es opcional) queda uno que nombra el recibo', async () => {
    const pago = await pagoDelCobrador();
    expect((await admin.post('/api/pagos/cancelar-ultimo', pago.cuerpo)).status).toBe(200);
    const { recibo: guardado } = await rastro(pago.idRecibo);
    expect(guardado).toMatchObject({
      anulado_por: emp.idAdmin,
      motivo_anulacion: `Pago cancelado (recibo ${pago.noRecibo})`,
    });
    expect(guardado?.anulado_en).toBeInstanceOf(Date);
  });

  it('un rol al que la empresa le da pagos.anular, o un usuario con él directo, sí anula', async () => {
    const rol = await admin.put('/api/roles/OPERADOR/permisos', {
      permisos: [...OPERADOR_POR_DEFECTO, 'pagos.anular'],
    });
    expect(rol.status, JSON.stringify(rol.body)).toBe(200);
    try {
      const pago = await pagoDelCobrador();
      const r = await cobrador.post('/api/pagos/cancelar-ultimo', {
        ...pago.cuerpo,
        motivo: 'Cobro duplicado',
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect((await rastro(pago.idRecibo)).recibo).toMatchObject({
        estado: 'ANULADO',
        anulado_por: idCobrador,
        motivo_anulacion: 'Cobro duplicado',
      });
    } finally {
      await admin.put('/api/roles/OPERADOR/permisos', { permisos: OPERADOR_POR_DEFECTO });
    }

    const supervisor = await usuarioConPermisos(e, emp, 'supervisor', ['pagos.ver', 'pagos.anular']);
    const pago = await pagoDelCobrador();
    expect((await supervisor.post('/api/pagos/cancelar-ultimo', pago.cuerpo)).status).toBe(200);
    expect((await rastro(pago.idRecibo)).recibo?.estado).toBe('ANULADO');
    // Y el cobrador, ya sin él, vuelve a recibir 403.
    const otro = await pagoDelCobrador();
    expect((await cobrador.post('/api/pagos/cancelar-ultimo', otro.cuerpo)).status).toBe(403);
  });
});
