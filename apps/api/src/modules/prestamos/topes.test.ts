import { fechaDeNegocio, formatearFecha, sumarDias, sumarMeses } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { abrirCaja, crearEmpresaDePrueba, type EmpresaDePrueba } from '../../../test/fabricas';
import type { Respuesta } from '../../../test/peticiones';

/**
 * Fechas que ningún prestamista quiere decir (issue 31): un préstamo que empieza en el año 1 o en el 9999, y tablas
 * manuales que van hacia atrás, repiten números o cobran más interés que la tasa máxima de los demás tipos.
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let hoy: string;
let n = 0;

beforeAll(async () => {
  e = await crearEntorno();
  hoy = fechaDeNegocio(e.deps.ahora());
  emp = await crearEmpresaDePrueba(e, 'FECHAS', { allow_multiple_loans: true });
  await abrirCaja(e, emp.id_empresa, 500_000);
});
afterAll(() => e.cerrar());

async function nuevoCliente() {
  const r = await emp.admin.post('/api/clientes', { nombres: 'Cliente', apellidos: `Fechas ${++n}` });
  return r.body.item.id_cliente as number;
}

const saldoCaja = async () => (await emp.admin.get('/api/caja/saldo')).body.saldo as number;

async function prestar(cuerpo: Record<string, unknown>) {
  return emp.admin.post('/api/prestamos', { id_cliente: await nuevoCliente(), ...cuerpo });
}

/** 400 con el mensaje en `message` y en el campo, y sin dinero fuera de la caja. */
async function rechazado(peticion: Promise<Respuesta>, campo: string, mensaje: string) {
  const antes = await saldoCaja();
  const r = await peticion;
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body).toMatchObject({ ok: false, message: mensaje, fields: { [campo]: mensaje } });
  expect(await saldoCaja()).toBe(antes);
}

const aceptado = (r: Respuesta) => expect(r.status, JSON.stringify(r.body)).toBe(201);

describe('POST /api/prestamos: fecha de inicio de 10 años atrás a 1 año adelante', () => {
  const minima = () => sumarMeses(hoy, -120);
  const maxima = () => sumarMeses(hoy, 12);
  const antes = () =>
    `La fecha de inicio no puede ser anterior al ${formatearFecha(minima())}: un préstamo empieza como mucho 10 años atrás.`;
  const despues = () =>
    `La fecha de inicio no puede ser posterior al ${formatearFecha(maxima())}: un préstamo empieza como mucho 1 año adelante.`;
  const frances = (fecha_inicio: string) => prestar({ monto: 1000, plazo: 3, tasa: 5, fecha_inicio });

  it('el año 1 y el 9999 se rechazan (antes: RD$ 1,457,494.65 de mora sobre RD$ 1,000)', async () => {
    await rechazado(frances('0001-01-01'), 'fecha_inicio', antes());
    await rechazado(frances('9999-12-01'), 'fecha_inicio', despues());
  });

  it('un día antes del mínimo o después del máximo se rechaza; los extremos se aceptan', async () => {
    await rechazado(frances(sumarDias(minima(), -1)), 'fecha_inicio', antes());
    await rechazado(frances(sumarDias(maxima(), 1)), 'fecha_inicio', despues());
    aceptado(await frances(minima()));
    aceptado(await frances(maxima()));
  });

  it('también en MANUAL, antes de mirar la tabla', async () => {
    await rechazado(
      prestar({
        monto: 1000,
        amortizacion: 'MANUAL',
        fecha_inicio: '0001-01-01',
        plan_manual: [{ no: 1, fecha: '0001-02-01', monto: 1100 }],
      }),
      'fecha_inicio',
      antes(),
    );
  });
});

describe('POST /api/prestamos: tabla MANUAL', () => {
  const manual = (plan_manual: { no: number; fecha: string; monto: number }[], fecha_inicio?: string) =>
    prestar({
      monto: 1000,
      amortizacion: 'MANUAL',
      frecuencia: 'MENSUAL',
      plan_manual,
      ...(fecha_inicio ? { fecha_inicio } : {}),
    });
  const mes = (k: number) => sumarMeses(hoy, k);

  it('números repetidos o fuera de orden: 400 en plan_manual', async () => {
    await rechazado(
      manual([
        { no: 1, fecha: mes(1), monto: 600 },
        { no: 1, fecha: mes(2), monto: 600 },
      ]),
      'plan_manual',
      'Las cuotas del modo Manual van numeradas 1, 2, 3… en orden: la fila 2 dice 1.',
    );
    await rechazado(
      manual([
        { no: 2, fecha: mes(1), monto: 600 },
        { no: 1, fecha: mes(2), monto: 600 },
      ]),
      'plan_manual',
      'Las cuotas del modo Manual van numeradas 1, 2, 3… en orden: la fila 1 dice 2.',
    );
  });

  it('fechas hacia atrás o repetidas: 400 que nombra las dos cuotas', async () => {
    await rechazado(
      manual([
        { no: 1, fecha: mes(2), monto: 600 },
        { no: 2, fecha: mes(1), monto: 600 },
      ]),
      'plan_manual',
      `La cuota 2 del modo Manual vence el ${formatearFecha(mes(1))}: debe ser posterior a la cuota 1 (${formatearFecha(mes(2))}).`,
    );
    await rechazado(
      manual([
        { no: 1, fecha: mes(1), monto: 600 },
        { no: 2, fecha: mes(1), monto: 600 },
      ]),
      'plan_manual',
      `La cuota 2 del modo Manual vence el ${formatearFecha(mes(1))}: debe ser posterior a la cuota 1 (${formatearFecha(mes(1))}).`,
    );
  });

  it('la cuota 1 vence después del inicio, también cuando el inicio es hoy por omisión', async () => {
    const mensaje = `La cuota 1 del modo Manual debe vencer después de la fecha de inicio (${formatearFecha(hoy)}).`;
    await rechazado(manual([{ no: 1, fecha: hoy, monto: 1010 }]), 'plan_manual', mensaje);
    await rechazado(manual([{ no: 1, fecha: hoy, monto: 1010 }], hoy), 'plan_manual', mensaje);
    await rechazado(manual([{ no: 1, fecha: sumarDias(hoy, -30), monto: 1010 }]), 'plan_manual', mensaje);
    aceptado(await manual([{ no: 1, fecha: sumarDias(hoy, 1), monto: 1010 }]));
  });

  it('no pasa de 30 años desde el inicio', async () => {
    const tope = sumarMeses(hoy, 360);
    await rechazado(
      manual([{ no: 1, fecha: sumarDias(tope, 1), monto: 1100 }], hoy),
      'plan_manual',
      `La cuota 1 del modo Manual vence el ${formatearFecha(sumarDias(tope, 1))}: un plan manual no pasa de 30 años desde la fecha de inicio (hasta el ${formatearFecha(tope)}).`,
    );
    aceptado(await manual([{ no: 1, fecha: tope, monto: 1100 }], hoy));
  });

  it('interés por encima de 100 % mensual sobre su plazo: 400; justo en el tope: 201', async () => {
    // RD$ 1,000 a un mes de calendario: hasta RD$ 1,000 de interés, más un centavo por cuota.
    const vence = mes(1);
    await rechazado(
      manual([{ no: 1, fecha: vence, monto: 2000.02 }], hoy),
      'plan_manual',
      `El interés del plan manual (RD$\u00a01,000.02) supera la tasa máxima de 100 % mensual: sobre RD$\u00a01,000.00 hasta el ${formatearFecha(vence)}, puede ser de hasta RD$\u00a01,000.01.`,
    );
    await rechazado(
      manual([{ no: 1, fecha: vence, monto: 50_000 }]),
      'plan_manual',
      `El interés del plan manual (RD$\u00a049,000.00) supera la tasa máxima de 100 % mensual: sobre RD$\u00a01,000.00 hasta el ${formatearFecha(vence)}, puede ser de hasta RD$\u00a01,000.01.`,
    );
    aceptado(await manual([{ no: 1, fecha: vence, monto: 2000.01 }], hoy));
  });

  it('una tabla bien hecha se guarda tal cual', async () => {
    const r = await manual(
      [
        { no: 1, fecha: mes(1), monto: 550 },
        { no: 2, fecha: mes(2), monto: 550 },
      ],
      hoy,
    );
    aceptado(r);
    const plan = (await emp.admin.get(`/api/prestamos/${r.body.prestamo.id_prestamo}/plan`)).body;
    expect(
      plan.cuotas.map((c: { no_cuota: number; fecha_debe_pagar: string }) => [
        c.no_cuota,
        c.fecha_debe_pagar,
      ]),
    ).toEqual([
      [1, mes(1)],
      [2, mes(2)],
    ]);
  });
});
