import { fechaDeNegocio, sumarDias } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './entorno';
import { abrirCaja, crearEmpresaDePrueba, type EmpresaDePrueba } from './fabricas';

/**
 * Las fallas que encontró la prueba de operaciones al azar (dinero-al-azar.test.ts), reducidas por fast-check a su
 * caso más chico y guardadas aquí como pruebas normales.
 */
let e: Entorno;
let emp: EmpresaDePrueba;

beforeAll(async () => {
  e = await crearEntorno();
  emp = await crearEmpresaDePrueba(e, 'REDUCIDAS', { allow_multiple_loans: true });
  await abrirCaja(e, emp.id_empresa, 100_000);
});
afterAll(() => e.cerrar());

describe('casos reducidos', () => {
  it('un préstamo de solo interés al 0 % tendría cuotas de RD$ 0.00 que nunca se pagan: se rechaza', async () => {
    const c = await emp.admin.post('/api/clientes', { nombres: 'Azar', apellidos: 'Cero' });
    const r = await emp.admin.post('/api/prestamos', {
      id_cliente: c.body.item.id_cliente,
      monto: 120,
      plazo: 9,
      tasa: 0,
      amortizacion: 'INTERES',
      frecuencia: 'DIARIO',
      fecha_inicio: sumarDias(fechaDeNegocio(e.deps.ahora()), -48),
    });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({
      monto:
        'Un préstamo de solo interés necesita una tasa mayor que 0: sin interés, sus cuotas serían de RD$\u00a00.00.',
    });
    expect((await emp.admin.get('/api/caja/saldo')).body.saldo).toBe(100_000);
  });
});
