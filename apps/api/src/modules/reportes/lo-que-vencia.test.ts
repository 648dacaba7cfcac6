import { fechaDeNegocio, sumarDias } from '@prestamos/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { abrirCaja, crearEmpresaDePrueba, type EmpresaDePrueba } from '../../../test/fabricas';
import { type Cliente, entrar } from '../../../test/peticiones';
import { verificarInvariantes } from '../../db/invariantes';

/**
 * Lo que «vencía» en la eficiencia de cobro no cuenta las cuotas que una liquidación o un reenganche saldó antes de
 * vencer (cuota.adelantada_en, docs/decisiones/0030-lo-que-vencia.md): ya no vencen. Cuatro préstamos SEMANALES
 * ABSOLUTOS de RD$ 10,000 al 5 % mensual que empiezan hoy, cuotas de 2,500 + 125 = RD$ 2,625 a los 7, 14, 21 y 28
 * días: uno se liquida, otro se reengancha (su préstamo nuevo sí vence), otro se liquida y se cancela esa
 * liquidación, y el último sigue como estaba. Treinta días después, las cuatro semanas de la ventana deben lo de tres
 * préstamos, no lo de cinco.
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let hoy: string;
const nuevo: Record<'liquidado' | 'reenganchado' | 'desliquidado' | 'intacto', number> = {
  liquidado: 0,
  reenganchado: 0,
  desliquidado: 0,
  intacto: 0,
};
let idDelNuevoReenganchado = 0;

async function prestamoSemanal(admin: Cliente, nombre: string): Promise<number> {
  const c = await admin.post('/api/clientes', { nombres: nombre, apellidos: 'Semanal' });
  const p = await admin.post('/api/prestamos', {
    id_cliente: c.body.item.id_cliente,
    monto: 10_000,
    plazo: 4,
    tasa: 5,
    amortizacion: 'ABSOLUTO',
    frecuencia: 'SEMANAL',
    fecha_inicio: hoy,
  });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  return p.body.prestamo.id_prestamo;
}

beforeAll(async () => {
  e = await crearEntorno();
  hoy = fechaDeNegocio(e.deps.ahora());
  emp = await crearEmpresaDePrueba(e, 'VENCIA');
  await abrirCaja(e, emp.id_empresa, 100_000);
  const { admin } = emp;
  for (const k of Object.keys(nuevo) as (keyof typeof nuevo)[]) nuevo[k] = await prestamoSemanal(admin, k);

  const liquidar = (id: number) => admin.post(`/api/prestamos/${id}/liquidar`, { descuento: 0 });
  expect((await liquidar(nuevo.liquidado)).status).toBe(200);
  const r = await admin.post(`/api/prestamos/${nuevo.reenganchado}/reenganche`, {
    monto_extra: 2_000,
    strategy: 'keep_term',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  idDelNuevoReenganchado = r.body.prestamo.id_prestamo;
  expect((await liquidar(nuevo.desliquidado)).status).toBe(200);
  const primera = (await admin.get(`/api/prestamos/${nuevo.desliquidado}/plan`)).body.cuotas[0].id_pago;
  const [detalle] = (await admin.get(`/api/pagos/${primera}/historial`)).body.detalles;
  const cancelado = await admin.post('/api/pagos/cancelar-ultimo', {
    id_prestamo: nuevo.desliquidado,
    id_detalle: detalle.id_detalle_pago,
    motivo: 'Liquidó con un cheque sin fondos',
  });
  expect(cancelado.status, JSON.stringify(cancelado.body)).toBe(200);
});
afterAll(() => e.cerrar());

it('los planes: RD$ 2,625 los originales; el nuevo del reenganche (12,000: el capital y 2,000 más), RD$ 3,150', async () => {
  const montos = async (id: number) =>
    (await emp.admin.get(`/api/prestamos/${id}/plan`)).body.cuotas.map(
      (c: { fecha_debe_pagar: string; monto_cuota: number }) => [c.fecha_debe_pagar, c.monto_cuota],
    );
  const semanas = [7, 14, 21, 28].map((d) => sumarDias(hoy, d));
  expect(await montos(nuevo.intacto)).toEqual(semanas.map((f) => [f, 2_625]));
  expect(await montos(idDelNuevoReenganchado)).toEqual(semanas.map((f) => [f, 3_150]));
});

it('treinta días después vencía lo del préstamo intacto, el desliquidado y el nuevo: RD$ 33,600', async () => {
  e.avanzarReloj(30 * 86_400);
  const admin = await entrar(e, emp.rnc, 'admin');
  const cartera = await admin.get('/api/reportes/cartera');
  expect(cartera.status).toBe(200);
  // 4 × 2,625 (intacto) + 4 × 2,625 (desliquidado) + 4 × 3,150 (nuevo); sin los 2 × 4 × 2,625 adelantados.
  expect(cartera.body.eficiencia).toMatchObject({ vencia: 33_600, cobrado: 0, porcentaje: 0 });
  const dias = (await admin.get('/api/dashboard')).body.graficos.cobros as {
    fecha: string;
    vencia: number;
  }[];
  expect(dias.filter((d) => d.vencia > 0).map((d) => [d.fecha, d.vencia])).toEqual(
    [7, 14, 21, 28].map((d) => [sumarDias(hoy, d), 8_400]),
  );
  expect(await verificarInvariantes(e.db)).toEqual([]);
});
