import { fechaDeNegocio, formatearFecha, sumarDias, sumarMeses } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { abrirCaja, crearEmpresaDePrueba, type EmpresaDePrueba } from '../../../test/fabricas';
import type { Cliente } from '../../../test/peticiones';

/**
 * Diferir tiene un tope que la empresa fija (issue 31): la última cuota se difería al 9999-12-31 y el préstamo nunca
 * caía en mora. Ninguna cuota se corre más de N días (90 por defecto) desde su vencimiento original.
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let admin: Cliente;
let hoy: string;
let n = 0;

beforeAll(async () => {
  e = await crearEntorno();
  hoy = fechaDeNegocio(e.deps.ahora());
  emp = await crearEmpresaDePrueba(e, 'DIFERIR', { allow_multiple_loans: true });
  admin = emp.admin;
  await abrirCaja(e, emp.id_empresa, 100_000);
});
afterAll(() => e.cerrar());

/** Un préstamo mensual de `plazo` cuotas que empieza hoy: sus cuotas (id y vencimiento). */
async function nuevoPrestamo(plazo: number) {
  const c = await admin.post('/api/clientes', { nombres: 'Cliente', apellidos: `Diferir ${++n}` });
  const r = await admin.post('/api/prestamos', {
    id_cliente: c.body.item.id_cliente,
    monto: 3000,
    plazo,
    tasa: 5,
    fecha_inicio: hoy,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const plan = (await admin.get(`/api/prestamos/${r.body.prestamo.id_prestamo}/plan`)).body;
  return plan.cuotas as { id_pago: number; fecha_debe_pagar: string }[];
}

const diferir = (idPago: number, nueva_fecha: string) =>
  admin.post(`/api/pagos/${idPago}/diferir`, { nueva_fecha, motivo: 'Prueba del tope' });
const venceHoy = async (idPago: number) =>
  (await admin.get(`/api/pagos/${idPago}/historial`)).body.cuota.fecha_debe_pagar as string;

function pasaDelTope(dias: number, original: string) {
  return `La nueva fecha no puede pasar de ${dias} días después del vencimiento original de la cuota (${formatearFecha(original)}): a más tardar el ${formatearFecha(sumarDias(original, dias))}.`;
}

describe('POST /api/pagos/:id/diferir: días máximos de la empresa', () => {
  it('la última cuota: hasta 90 días desde su vencimiento original; ni un día más, ni el 9999-12-31', async () => {
    const [unica] = (await nuevoPrestamo(1)) as [{ id_pago: number; fecha_debe_pagar: string }];
    const original = unica.fecha_debe_pagar;
    expect(original).toBe(sumarMeses(hoy, 1));
    for (const fecha of ['9999-12-31', sumarDias(original, 91)]) {
      const r = await diferir(unica.id_pago, fecha);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        message: pasaDelTope(90, original),
        fields: { nueva_fecha: pasaDelTope(90, original) },
      });
    }
    expect(await venceHoy(unica.id_pago)).toBe(original);

    const justo = await diferir(unica.id_pago, sumarDias(original, 90));
    expect(justo.status, JSON.stringify(justo.body)).toBe(200);
    expect(justo.body.cuota.fecha_debe_pagar).toBe(sumarDias(original, 90));
  });

  it('diferir otra vez no lo salta: el tope cuenta desde el vencimiento original', async () => {
    const [unica] = (await nuevoPrestamo(1)) as [{ id_pago: number; fecha_debe_pagar: string }];
    const original = unica.fecha_debe_pagar;
    expect((await diferir(unica.id_pago, sumarDias(original, 60))).status).toBe(200);
    const otra = await diferir(unica.id_pago, sumarDias(original, 120));
    expect(otra.status).toBe(400);
    expect(otra.body.fields).toEqual({ nueva_fecha: pasaDelTope(90, original) });
    expect(await venceHoy(unica.id_pago)).toBe(sumarDias(original, 60));
  });

  it('con otro tope en los ajustes, vale ese, para los préstamos que ya existían', async () => {
    const [primera] = (await nuevoPrestamo(3)) as [{ id_pago: number; fecha_debe_pagar: string }];
    const original = primera.fecha_debe_pagar;
    const ajuste = await admin.put('/api/empresa/ajustes', { dias_maximos_diferimiento: 10 });
    expect(ajuste.status, JSON.stringify(ajuste.body)).toBe(200);
    try {
      // La cuota siguiente vence un mes después: aquí el tope de 10 días es el más cercano y es el que se nombra.
      const r = await diferir(primera.id_pago, sumarDias(original, 11));
      expect(r.status).toBe(400);
      expect(r.body.fields).toEqual({ nueva_fecha: pasaDelTope(10, original) });
      expect((await diferir(primera.id_pago, sumarDias(original, 10))).status).toBe(200);
    } finally {
      await admin.put('/api/empresa/ajustes', { dias_maximos_diferimiento: 90 });
    }
  });

  it('si la cuota siguiente vence antes que el tope, se nombra la siguiente, como antes', async () => {
    const [primera, segunda] = (await nuevoPrestamo(2)) as [
      { id_pago: number; fecha_debe_pagar: string },
      { id_pago: number; fecha_debe_pagar: string },
    ];
    const r = await diferir(primera.id_pago, sumarDias(segunda.fecha_debe_pagar, 1));
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({
      nueva_fecha: `La nueva fecha no puede pasar del vencimiento de la cuota 2 (${formatearFecha(segunda.fecha_debe_pagar)}).`,
    });
  });
});
