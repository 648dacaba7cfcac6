import { fechaDeNegocio } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../test/entorno';
import { entrar } from '../../test/peticiones';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({}, { cartera: true });
});
afterAll(() => e.cerrar());

describe('la demostración completa de npm start', () => {
  it('DEMO tiene tres rutas; el operador cobra en dos, con cuotas que vencen hoy, y hay un segundo cobrador', async () => {
    const hoy = fechaDeNegocio(e.deps.ahora());
    const admin = await entrar(e, 'DEMO', 'admin');
    const rutas = (await admin.get('/api/rutas')).body.items as {
      nombre: string;
      total_clientes: number;
      total_empleados: number;
    }[];
    expect(rutas.map((r) => r.nombre)).toEqual(['Jarabacoa', 'La Vega centro', 'Moca']);
    expect(rutas.every((r) => r.total_clientes >= 10 && r.total_empleados === 1)).toBe(true);

    const operador = await entrar(e, 'DEMO', 'operador');
    const resumen = (await operador.get('/api/operador/resumen')).body;
    expect(resumen.rutas.map((r: { nombre: string }) => r.nombre)).toEqual(['La Vega centro', 'Moca']);
    expect(resumen.items.length).toBeGreaterThanOrEqual(24);
    const estado = (await operador.get('/api/operador/estado')).body;
    expect(estado.clientes_a_visitar).toBeGreaterThan(0);
    expect(estado.cuotas_vencidas.cantidad).toBeGreaterThan(0);

    const segundo = await entrar(e, 'DEMO', 'cobrador2');
    const suyo = (await segundo.get('/api/operador/resumen')).body;
    expect(suyo.rutas.map((r: { nombre: string }) => r.nombre)).toEqual(['Jarabacoa']);
    expect(
      suyo.items.some((i: { proxima_cuota: { vence: string } | null }) => i.proxima_cuota?.vence === hoy),
    ).toBe(true);
    expect((await segundo.get('/api/operador/estado')).body.cuotas_hoy.cantidad).toBeGreaterThanOrEqual(2);
  });

  it('soporte administra DEMO y las otras dos empresas', async () => {
    const soporte = await entrar(e, 'SOPORTE', 'soporte');
    expect((await soporte.get('/api/empresas')).body.items.map((x: { rnc: string }) => x.rnc)).toEqual([
      'SOPORTE',
      'DEMO',
      'LAVEGA',
      'MOCA',
    ]);
  });
});
