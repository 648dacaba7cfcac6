import { fechaDeNegocio, sumarDias } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import {
  abrirCaja,
  crearEmpresaDePrueba,
  cuadreDeCaja,
  type EmpresaDePrueba,
  prestar,
  usuarioConPermisos,
} from '../../../test/fabricas';
import type { Cliente } from '../../../test/peticiones';

/**
 * Lo que el servidor niega en pagos aunque la web ya oculte el botón: cobrar, diferir o cancelar en un préstamo que no
 * está activo, diferir otra cuota que no sea la primera abierta, y cada acción sin su permiso.
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let admin: Cliente;
let hoy: string;
let n = 0;

async function nuevoPrestamo(opciones: { saldado?: boolean } = {}) {
  const c = await admin.post('/api/clientes', { nombres: 'Cliente', apellidos: `Estados ${++n}` });
  const p = await prestar(admin, c.body.item.id_cliente, opciones);
  const plan = (await admin.get(`/api/prestamos/${p.id_prestamo}/plan`)).body;
  return {
    id: p.id_prestamo,
    codigo: p.codigo_prestamo,
    cuotas: plan.cuotas.map((x: { id_pago: number }) => x.id_pago) as [number, number, number],
  };
}

/** Un OPERADOR cuyo rol no da nada: puede exactamente los permisos directos que se le pasan. */
const usuarioCon = (nombre: string, permisos: string[]) => usuarioConPermisos(e, emp, nombre, permisos);

const historial = async (idPago: number) => (await admin.get(`/api/pagos/${idPago}/historial`)).body;
const saldoCaja = async () => (await admin.get('/api/caja/saldo')).body.saldo as number;
const negado = (r: { status: number; body: { message: string } }) => {
  expect(r.status).toBe(403);
  expect(r.body.message).toBe('No autorizado');
};

beforeAll(async () => {
  e = await crearEntorno();
  hoy = fechaDeNegocio(e.deps.ahora());
  emp = await crearEmpresaDePrueba(e, 'ESTADOS', { allow_multiple_loans: true });
  admin = emp.admin;
  await abrirCaja(e, emp.id_empresa, 200_000);
  const rol = await admin.put('/api/roles/OPERADOR/permisos', { permisos: [] });
  expect(rol.status, JSON.stringify(rol.body)).toBe(200);
});
afterAll(() => e.cerrar());

describe('pagos en un préstamo que no está activo', () => {
  it('cancelado: cobrar, diferir o cancelar-ultimo dicen que está cancelado (409), aunque sus cuotas se borraron', async () => {
    const p = await nuevoPrestamo();
    const cancelado = await admin.post(`/api/prestamos/${p.id}/cancelar`);
    expect(cancelado.status, JSON.stringify(cancelado.body)).toBe(200);
    const caja = await saldoCaja();

    // Cancelar un préstamo borra sus cuotas; un cobro que llega después (la cola del teléfono, issue 35) sabe por qué.
    const estaCancelado = { message: `El préstamo ${p.codigo} está cancelado.`, code: 'PRESTAMO_CANCELADO' };
    const cobro = await admin.post(`/api/pagos/${p.cuotas[0]}/cobrar`, { monto: 100 });
    expect(cobro.status).toBe(409);
    expect(cobro.body).toMatchObject(estaCancelado);
    const diferido = await admin.post(`/api/pagos/${p.cuotas[0]}/diferir`, {
      nueva_fecha: sumarDias(hoy, 60),
    });
    expect(diferido.status).toBe(409);
    expect(diferido.body).toMatchObject(estaCancelado);
    // Una cuota que nunca existió sigue dando 404.
    expect((await admin.post('/api/pagos/999999/cobrar', { monto: 100 })).body.message).toBe(
      'Cuota no encontrada',
    );

    const r = await admin.post('/api/pagos/cancelar-ultimo', { id_prestamo: p.id, id_detalle: 1 });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      ok: false,
      message: `El préstamo ${p.codigo} está cancelado.`,
      code: 'PRESTAMO_CANCELADO',
    });
    expect(await saldoCaja()).toBe(caja);
  });

  it('saldado: no se difiere ninguna de sus cuotas', async () => {
    const p = await nuevoPrestamo({ saldado: true });
    for (const idPago of p.cuotas) {
      const r = await admin.post(`/api/pagos/${idPago}/diferir`, { nueva_fecha: sumarDias(hoy, 400) });
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({
        message: `El préstamo ${p.codigo} ya está saldado.`,
        code: 'PRESTAMO_SALDADO',
      });
    }
    for (const idPago of p.cuotas) {
      const { cuota } = await historial(idPago);
      expect(cuota.fecha_debe_pagar).toBe(cuota.fecha_original);
    }
  });
});

describe('POST /api/pagos/cancelar-ultimo: cuerpo', () => {
  it('sin id_prestamo o con uno inválido: 400 "Indica el préstamo."; uno inexistente: 404', async () => {
    const vacio = await admin.post('/api/pagos/cancelar-ultimo', {});
    expect(vacio.status).toBe(400);
    expect(vacio.body).toMatchObject({
      message: 'Indica el préstamo.',
      code: 'VALIDACION',
      fields: { id_prestamo: 'Indica el préstamo.', id_detalle: 'Indica el pago.' },
    });
    for (const id_prestamo of [undefined, 0, -3, 'abc', 1.5]) {
      const r = await admin.post('/api/pagos/cancelar-ultimo', { id_prestamo, id_detalle: 1 });
      expect(r.status, String(id_prestamo)).toBe(400);
      expect(r.body.message).toBe('Indica el préstamo.');
      expect(r.body.fields).toEqual({ id_prestamo: 'Indica el préstamo.' });
    }
    const inexistente = await admin.post('/api/pagos/cancelar-ultimo', {
      id_prestamo: 999_999,
      id_detalle: 1,
    });
    expect(inexistente.status).toBe(404);
    expect(inexistente.body.message).toBe('Préstamo no encontrado');
  });
});

describe('diferir: solo la primera cuota abierta (la regla del Cronograma)', () => {
  it('un abono no la libera; pagarla entera pasa el turno a la siguiente; la última, hasta el tope de la empresa', async () => {
    const p = await nuevoPrestamo();
    const [c1, c2, c3] = p.cuotas;
    const diferir = (id: number, nueva_fecha: string) =>
      admin.post(`/api/pagos/${id}/diferir`, { nueva_fecha });
    const vence = async (id: number) => (await historial(id)).cuota.fecha_debe_pagar as string;
    const [v1, v2, v3] = [await vence(c1), await vence(c2), await vence(c3)];
    const noEsLaPrimera = async (id: number, nueva: string, primera: number) => {
      const r = await diferir(id, nueva);
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({
        message: `Solo se puede diferir la primera cuota pendiente del préstamo (la cuota ${primera}).`,
        code: 'NO_ES_PRIMERA',
      });
    };

    await noEsLaPrimera(c2, sumarDias(v2, 1), 1);
    await noEsLaPrimera(c3, sumarDias(v3, 1), 1);

    // Con un abono la cuota 1 queda PARCIAL, sigue siendo la primera abierta y se puede diferir.
    expect((await admin.post(`/api/pagos/${c1}/cobrar`, { monto: 100 })).status).toBe(200);
    await noEsLaPrimera(c2, sumarDias(v2, 1), 1);
    const parcial = await diferir(c1, sumarDias(v1, 1));
    expect(parcial.status, JSON.stringify(parcial.body)).toBe(200);
    expect(parcial.body.cuota).toMatchObject({ id_pago: c1, fecha_debe_pagar: sumarDias(v1, 1) });

    // Pagada la cuota 1, la primera abierta es la 2: la 1 y la 3 ya no se difieren.
    const resto = (await historial(c1)).cuota.adeudado as number;
    const pago = await admin.post(`/api/pagos/${c1}/cobrar`, { monto: resto });
    expect(pago.body).toMatchObject({ estado_cuota: 'PAGADA', prestamo_saldado: false });
    // La 1 ya pagada lo dice así (la cola del cobrador muestra ese motivo, issue 35).
    expect((await diferir(c1, sumarDias(v1, 5))).body).toMatchObject({
      message: 'La cuota 1 ya está pagada: otro cobro la saldó.',
      code: 'CUOTA_PAGADA',
    });
    await noEsLaPrimera(c3, sumarDias(v3, 1), 2);
    const lista = (await admin.get(`/api/pagos/cuotas?q=${p.codigo}`)).body.items;
    expect(
      lista.map((c: { id_pago: number; es_primera_abierta: boolean }) => [c.id_pago, c.es_primera_abierta]),
    ).toEqual([
      [c2, true],
      [c3, false],
    ]);
    expect((await diferir(c2, sumarDias(v2, 3))).status).toBe(200);

    // Pagada la 2, la 3 es la última: no hay cuota siguiente; la limita el tope de la empresa (90 días desde su
    // vencimiento original, issue 31), no un año entero.
    await admin.post(`/api/pagos/${c2}/cobrar`, { monto: (await historial(c2)).cuota.adeudado });
    const unAnio = await diferir(c3, sumarDias(v3, 365));
    expect(unAnio.status).toBe(400);
    expect(unAnio.body.fields.nueva_fecha).toMatch(/^La nueva fecha no puede pasar de 90 días después/);
    const ultima = await diferir(c3, sumarDias(v3, 90));
    expect(ultima.status, JSON.stringify(ultima.body)).toBe(200);
    expect((await historial(c3)).cuota).toMatchObject({
      fecha_debe_pagar: sumarDias(v3, 90),
      fecha_original: v3,
    });
  });
});

describe('permisos de pagos', () => {
  it('con solo pagos.ver: ve las cuotas, pero no cobra, no difiere ni cancela el último pago', async () => {
    const p = await nuevoPrestamo();
    const [c1] = p.cuotas;
    const cobro = (await admin.post(`/api/pagos/${c1}/cobrar`, { monto: 500 })).body;
    const [detalle] = (await historial(c1)).detalles;
    const consulta = await usuarioCon('consulta', ['pagos.ver']);
    const caja = await saldoCaja();

    expect((await consulta.get(`/api/pagos/cuotas?q=${p.codigo}`)).status).toBe(200);
    expect((await consulta.get(`/api/pagos/${c1}/historial`)).status).toBe(200);
    negado(await consulta.post(`/api/pagos/${c1}/cobrar`, { monto: 100 }));
    negado(await consulta.post(`/api/pagos/${c1}/diferir`, { nueva_fecha: sumarDias(hoy, 10) }));
    negado(
      await consulta.post('/api/pagos/cancelar-ultimo', {
        id_prestamo: p.id,
        id_detalle: detalle.id_detalle_pago,
      }),
    );

    expect(await saldoCaja()).toBe(caja);
    const h = await historial(c1);
    expect(h.detalles).toHaveLength(1);
    expect(h.detalles[0]).toMatchObject({ no_recibo: cobro.no_recibo, estado: 'VIGENTE' });
    expect(h.cuota.fecha_debe_pagar).toBe(h.cuota.fecha_original);
  });

  it('el recibo en PDF: 403 sin pagos.ver, pagos.registrar ni prestamos.ver; cualquiera de ellos basta', async () => {
    const p = await nuevoPrestamo();
    const r = (await admin.post(`/api/pagos/${p.cuotas[0]}/cobrar`, { monto: 250 })).body;
    const urls = [`/api/pagos/recibos/${r.id_recibo}/pdf`, `/api/pagos/recibos/by-recibo/${r.no_recibo}/pdf`];

    const sinPagos = await usuarioCon('sin-pagos', ['clientes.ver', 'caja.ver', 'prestamos.crear']);
    for (const url of urls) negado(await sinPagos.get(url));

    for (const [nombre, permiso] of [
      ['ver-pagos', 'pagos.ver'],
      ['cobrador', 'pagos.registrar'],
      ['ver-prestamos', 'prestamos.ver'],
    ] as const) {
      const quien = await usuarioCon(nombre, [permiso]);
      for (const url of urls) {
        const pdf = await quien.get(url);
        expect(pdf.status, `${permiso} ${url}`).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
      }
    }
  });

  it('la caja cuadra con sus movimientos', async () => {
    const { saldo, suma } = await cuadreDeCaja(e, emp.id_empresa);
    expect(saldo).toBe(suma);
  });
});
