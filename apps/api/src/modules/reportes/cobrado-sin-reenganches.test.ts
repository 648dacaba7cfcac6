import { fechaDeNegocio } from '@prestamos/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { abrirCaja, crearEmpresaDePrueba, type EmpresaDePrueba } from '../../../test/fabricas';
import { verificarInvariantes } from '../../db/invariantes';

/**
 * Lo cobrado del tablero y de la eficiencia cuenta el dinero que entró: un cobro sí; el recibo con que un reenganche
 * salda el préstamo anterior, no (docs/decisiones/0022-tablero-y-reportes.md). Préstamo ABSOLUTO mensual de RD$
 * 10,000 al 5 % en 4 cuotas que empezó hoy: cuota 2,500 + 500 = 3,000.
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let hoy: string;

beforeAll(async () => {
  e = await crearEntorno();
  hoy = fechaDeNegocio(e.deps.ahora());
  emp = await crearEmpresaDePrueba(e, 'REENG');
  await abrirCaja(e, emp.id_empresa, 100_000);
  const c = await emp.admin.post('/api/clientes', {
    nombres: 'Rita',
    apellidos: 'Reenganche',
    telefono: '8095550102',
  });
  const p = await emp.admin.post('/api/prestamos', {
    id_cliente: c.body.item.id_cliente,
    monto: 10_000,
    plazo: 4,
    tasa: 5,
    amortizacion: 'ABSOLUTO',
    frecuencia: 'MENSUAL',
    fecha_inicio: hoy,
  });
  const idPrestamo = p.body.prestamo.id_prestamo as number;
  const cuota = (await emp.admin.get(`/api/prestamos/${idPrestamo}/plan`)).body.cuotas[0].id_pago;
  const cobro = await emp.admin.post(`/api/pagos/${cuota}/cobrar`, { monto: 3_000, metodo: 'EFECTIVO' });
  expect(cobro.status, JSON.stringify(cobro.body)).toBe(200);
  const r = await emp.admin.post(`/api/prestamos/${idPrestamo}/reenganche`, { monto_extra: 2_000 });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
});
afterAll(() => e.cerrar());

it('el tablero y la eficiencia cuentan el cobro de RD$ 3,000 y no el recibo del reenganche', async () => {
  const t = await emp.admin.get('/api/dashboard');
  expect(t.body.cards.cartera.cobradoMes).toBe(3_000);
  expect(t.body.graficos.cobros.at(-1)).toMatchObject({ fecha: hoy, cobrado: 3_000 });
  const cartera = await emp.admin.get('/api/reportes/cartera');
  expect(cartera.body.eficiencia.cobrado).toBe(3_000);
  expect(await verificarInvariantes(e.db)).toEqual([]);
});
