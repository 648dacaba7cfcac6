import { fechaDeNegocio, sumarDias } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { abrirCaja, crearEmpresaDePrueba, type EmpresaDePrueba } from '../../../test/fabricas';

/**
 * La frontera del día de negocio (America/Santo_Domingo, UTC−4): una cuota que vence el día D no está vencida a las
 * 23:30 de D en Santo Domingo (03:30 UTC de D + 1) y sí a las 00:10 de D + 1.
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let D: string;

beforeAll(async () => {
  e = await crearEntorno({ idleSegundos: 10 ** 9, sesionMaxHoras: 10 ** 6 });
  emp = await crearEmpresaDePrueba(e, 'FRONTERA');
  await abrirCaja(e, emp.id_empresa, 50_000);
  D = sumarDias(fechaDeNegocio(e.deps.ahora()), 1);
  const c = await emp.admin.post('/api/clientes', { nombres: 'Hilda', apellidos: 'Frontera' });
  const p = await emp.admin.post('/api/prestamos', {
    id_cliente: c.body.item.id_cliente,
    monto: 10_000,
    plazo: 4,
    tasa: 5,
    amortizacion: 'ABSOLUTO',
    frecuencia: 'SEMANAL',
    fecha_inicio: sumarDias(D, -7),
  });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  // A las 23:30 del día D en Santo Domingo.
  const objetivo = Date.parse(`${D}T23:30:00-04:00`);
  e.avanzarReloj((objetivo - e.deps.ahora().getTime()) / 1000);
});
afterAll(() => e.cerrar());

describe('la fecha de negocio en Santo Domingo', () => {
  it('a las 23:30 la cuota de hoy está por vencer; a las 00:10 del día siguiente está vencida', async () => {
    expect(e.deps.ahora().toISOString()).toBe(`${sumarDias(D, 1)}T03:30:00.000Z`);
    const antes = await emp.admin.get('/api/dashboard');
    expect(antes.body.fecha).toBe(D);
    expect(antes.body.proximosVencer).toMatchObject([
      { cliente: 'HILDA FRONTERA', fecha: D, dias: 0 },
      { fecha: sumarDias(D, 7), dias: 7 },
    ]);
    expect(antes.body.enMora).toEqual([]);
    expect(antes.body.cards.clientes.mora).toBe(0);
    expect(antes.body.cards.cartera.montoVencido).toBe(0);
    const reporteAntes = await emp.admin.get('/api/reportes/cuotas?tipo=VENCIDAS');
    expect(reporteAntes.body.total).toBe(0);
    const carteraAntes = await emp.admin.get('/api/reportes/cartera');
    expect(carteraAntes.body.cartera.tramos[0]).toMatchObject({ codigo: 'AL_DIA', prestamos: 1 });

    e.avanzarReloj(40 * 60);
    const despues = await emp.admin.get('/api/dashboard');
    expect(despues.body.fecha).toBe(sumarDias(D, 1));
    expect(despues.body.proximosVencer.map((c: { fecha: string }) => c.fecha)).toEqual([sumarDias(D, 7)]);
    expect(despues.body.enMora).toMatchObject([
      { cliente: 'HILDA FRONTERA', diasMora: 1, cuotasVencidas: 1 },
    ]);
    expect(despues.body.cards.clientes.mora).toBe(1);
    expect(despues.body.cards.cartera.montoVencido).toBe(2625);
    const reporte = await emp.admin.get('/api/reportes/cuotas?tipo=VENCIDAS');
    expect(reporte.body.cuotas).toMatchObject([{ fecha_debe_pagar: D, tipo: 'VENCIDA', dias: 1 }]);
    const cartera = await emp.admin.get('/api/reportes/cartera');
    expect(cartera.body.cartera.tramos[1]).toMatchObject({ codigo: 'D1_29', prestamos: 1, capital: 10_000 });
    // Un día de atraso ya está en riesgo: PAR 1 lo cuenta desde las 00:00.
    expect(cartera.body.cartera.par[0]).toEqual({ umbral: 1, capital: 10_000, porcentaje: 100 });
  });
});
