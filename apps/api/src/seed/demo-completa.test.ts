import { fechaDeNegocio, sumarDias, sumarMeses } from '@prestamos/domain';
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

  it('DEMO con tres conversaciones: el operador y la administración, soporte y el plan, una sin leer de ayer', async () => {
    const admin = await entrar(e, 'DEMO', 'admin');
    const todas = (await admin.get('/api/chat/all')).body.items as {
      id_conversacion: number;
      asunto: string;
      autor_nombre: string;
      no_leidos: number;
      mensajes: { body: string }[];
    }[];
    expect(todas.map((c) => [c.asunto, c.autor_nombre, c.no_leidos])).toEqual([
      ['Cambio de día de visita en Jarabacoa', 'Pedro Mejía Batista', 1],
      ['Clienta quiere renegociar su préstamo', 'Juan Pérez Almonte', 0],
      ['Pago del plan por transferencia', 'María Rodríguez Peña', 0],
    ]);
    const clienta = (await admin.get('/api/clientes?q=CL-000006')).body.items[0];
    expect(todas[1]?.mensajes[0]?.body).toContain(
      `${clienta.nombres} ${clienta.apellidos}, de la ruta La Vega`,
    );
    const plan = (await admin.get(`/api/chat/${todas[2]?.id_conversacion}/messages`)).body.messages as {
      autor_nombre: string;
      propio: boolean;
      created_at: string;
    }[];
    expect(plan.map((m) => [m.autor_nombre, m.propio])).toEqual([
      ['María Rodríguez Peña', true],
      ['Equipo de Soporte', false],
      ['María Rodríguez Peña', true],
      ['Equipo de Soporte', false],
    ]);
    expect(plan[0]?.created_at.slice(0, 10) ?? '').toBe(
      sumarDias(sumarMeses(fechaDeNegocio(e.deps.ahora()), -5), -2),
    );

    const operador = await entrar(e, 'DEMO', 'operador');
    const suyas = (await operador.get('/api/chat/mine')).body.items;
    expect(suyas.map((c: { asunto: string; no_leidos: number }) => [c.asunto, c.no_leidos])).toEqual([
      ['Clienta quiere renegociar su préstamo', 0],
    ]);
    const soporte = await entrar(e, 'SOPORTE', 'soporte');
    const mesa = (await soporte.get('/api/chat/all')).body.items;
    expect(mesa.map((c: { empresa: string; no_leidos: number }) => [c.empresa, c.no_leidos])).toEqual([
      ['Préstamos El Progreso, SRL', 1],
      ['Préstamos El Progreso, SRL', 3],
      ['Préstamos El Progreso, SRL', 0],
    ]);
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
