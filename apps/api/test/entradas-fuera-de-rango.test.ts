import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './entorno';
import { type Cliente, entrar } from './peticiones';

// Entradas que pasaban la validación y reventaban en PostgreSQL (500): ids mayores que un `integer` y fechas que no
// existen. Todas deben responder 400 con el campo culpable.
let e: Entorno;
let admin: Cliente;
let idCliente: number;

beforeAll(async () => {
  e = await crearEntorno();
  admin = await entrar(e, 'DEMO', 'admin');
  idCliente = (await admin.post('/api/clientes', { nombres: 'Rango', apellidos: 'Prueba' })).body.item
    .id_cliente;
});
afterAll(() => e.cerrar());

const GRANDE = '3000000000';
const FECHA = 'Fecha inválida (AAAA-MM-DD).';

function invalido(r: { status: number; body: unknown }, fields: Record<string, string>) {
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body).toEqual({ ok: false, message: Object.values(fields)[0], code: 'VALIDACION', fields });
}

describe('ids fuera del rango de PostgreSQL (> 2147483647)', () => {
  it('en la ruta: 400 "Id inválido" en todos los módulos', async () => {
    for (const r of [
      await admin.get('/api/clientes/99999999999'),
      await admin.get(`/api/clientes/by-cliente/${GRANDE}`),
      await admin.delete(`/api/garantes/${GRANDE}`),
      await admin.put(`/api/ref-laboral/${GRANDE}`, { nombre_empresa: 'X' }),
      await admin.get(`/api/prestamos/${GRANDE}/plan`),
      await admin.post(`/api/pagos/${GRANDE}/cobrar`, { monto: 100 }),
      await admin.get(`/api/pagos/recibos/${GRANDE}/pdf`),
      await admin.delete(`/api/usuarios/${GRANDE}`),
    ]) {
      invalido(r, { id: 'Id inválido' });
    }
  });

  it('en la consulta: id_cliente y clienteId', async () => {
    invalido(await admin.get(`/api/prestamos?id_cliente=${GRANDE}`), {
      id_cliente: 'Id de cliente inválido.',
    });
    invalido(await admin.get(`/api/pagos/cuotas?id_cliente=${GRANDE}`), {
      id_cliente: 'Id de cliente inválido.',
    });
    invalido(await admin.get(`/api/prestamos/mora/cuota?clienteId=${GRANDE}`), {
      clienteId: 'Falta id_cliente',
    });
  });

  it('en el cuerpo: el cliente del préstamo, el préstamo a liquidar y el pago a cancelar', async () => {
    const grande = Number(GRANDE);
    invalido(await admin.post('/api/prestamos', { id_cliente: grande, monto: 1000, plazo: 2, tasa: 5 }), {
      id_cliente: 'Selecciona el cliente.',
    });
    invalido(await admin.post('/api/prestamos/liquidar', { id_prestamo: grande }), {
      id_prestamo: 'Indica el préstamo.',
    });
    invalido(await admin.post('/api/pagos/cancelar-ultimo', { id_prestamo: grande, id_detalle: grande }), {
      id_prestamo: 'Indica el préstamo.',
      id_detalle: 'Indica el pago.',
    });
  });

  it('el mayor id posible es válido y simplemente no existe (404)', async () => {
    const r = await admin.get('/api/clientes/2147483647');
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Cliente no encontrado');
  });

  it('una página enorme no llega a error: lista vacía', async () => {
    const r = await admin.get('/api/clientes?page=99999999999999');
    expect(r.status).toBe(200);
    expect(r.body.items).toEqual([]);
  });
});

describe('fechas que no existen en el calendario', () => {
  it('préstamo MANUAL con una cuota el 2021-02-30: 400 en esa fila', async () => {
    const r = await admin.post('/api/prestamos', {
      id_cliente: idCliente,
      monto: 1000,
      amortizacion: 'MANUAL',
      plan_manual: [
        { no: 1, fecha: '2021-01-30', monto: 500 },
        { no: 2, fecha: '2021-02-30', monto: 500 },
      ],
    });
    invalido(r, { 'plan_manual.1.fecha': FECHA });
  });

  it('una cuota MANUAL sin fecha (null o vacía) sigue dando su mensaje', async () => {
    for (const fecha of [null, '']) {
      const r = await admin.post('/api/prestamos', {
        id_cliente: idCliente,
        monto: 1000,
        amortizacion: 'MANUAL',
        plan_manual: [{ no: 1, fecha, monto: 1000 }],
      });
      invalido(r, { plan_manual: 'Hay cuotas sin fecha en el modo Manual' });
    }
  });

  it('fecha de inicio del préstamo y nueva fecha al diferir: 29 de febrero de un año no bisiesto, año 0000', async () => {
    for (const fecha of ['2023-02-29', '0000-01-01']) {
      invalido(
        await admin.post('/api/prestamos', {
          id_cliente: idCliente,
          monto: 1000,
          plazo: 2,
          tasa: 5,
          fecha_inicio: fecha,
        }),
        { fecha_inicio: 'La fecha de inicio no es válida.' },
      );
      invalido(await admin.post('/api/pagos/1/diferir', { nueva_fecha: fecha }), {
        nueva_fecha: 'Selecciona la nueva fecha',
      });
    }
  });
});
