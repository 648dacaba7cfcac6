import { fechaDeNegocio, sumarDias, sumarMeses } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../test/entorno';
import { entrar } from '../../test/peticiones';
import { enPlataforma, filasDe } from '../db/transacciones';
import { DIAS_DE_HISTORIA } from './agenda';

const consulta = <T>(consulta: ReturnType<typeof sql>) =>
  enPlataforma(e.db, (tx) => filasDe<T>(tx, consulta));

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({}, { cartera: true });
  // La demostración completa tarda (unas 300 operaciones reales); con la máquina ocupada, más.
}, 180_000);
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

describe('la historia de DEMO, coherente en el tiempo', () => {
  /** Cada instante de la historia de DEMO: qué es, cuándo (en Santo Domingo) y el día que debía tener. */
  const instantes = sql`select t.que, (t.cuando at time zone 'America/Santo_Domingo') as local, t.debe
    from (
      select 'movimiento ' || m.origen as que, m.fecha as cuando, null::date as debe
        from movimiento_caja m where m.id_empresa = 2
      union all select 'movimiento cancelado', m.cancelado_en, null from movimiento_caja m
        where m.id_empresa = 2 and m.cancelado_en is not null
      union all select 'recibo ' || r.concepto, r.fecha, null from recibo r where r.id_empresa = 2
      union all select 'recibo anulado', r.anulado_en, null from recibo r
        where r.id_empresa = 2 and r.anulado_en is not null
      union all select 'detalle de pago', d.creado_en, null from detalle_pago d where d.id_empresa = 2
      union all select 'préstamo dado', p.creado_en, p.fecha_inicio from prestamo p where p.id_empresa = 2
      union all select 'préstamo cancelado', p.cancelado_en, null from prestamo p
        where p.id_empresa = 2 and p.cancelado_en is not null
      union all select 'cliente', c.creado_en, null from cliente c where c.id_empresa = 2
      union all select 'pago del plan', g.creado_en, g.fecha from pago_plan g
    ) t`;

  it('todo pasó antes de hoy, en horario de oficina, y cada préstamo se dio el día en que empieza', async () => {
    const hoy = fechaDeNegocio(e.deps.ahora());
    const filas = await consulta<{ que: string; local: string; debe: string | null }>(
      sql`select que, to_char(local, 'YYYY-MM-DD HH24:MI') as local, debe::text as debe from (${instantes}) i`,
    );
    expect(filas.length).toBeGreaterThan(500);
    const fuera = filas.filter(
      (f) =>
        f.local.slice(0, 10) >= hoy ||
        f.local.slice(0, 10) < sumarDias(hoy, -DIAS_DE_HISTORIA) ||
        f.local.slice(11) < '08:00' ||
        f.local.slice(11) > '17:00' ||
        (f.debe !== null && f.debe !== f.local.slice(0, 10)),
    );
    expect(fuera).toEqual([]);
  });

  it('la caja nunca queda en negativo y los recibos se numeran en el orden en que se emitieron', async () => {
    const [caja] = await consulta<{ minimo: string; final: string }>(
      sql`select min(s.saldo) as minimo, (array_agg(s.saldo order by s.fecha desc, s.id_movimiento desc))[1] as final
          from (select m.fecha, m.id_movimiento, sum(case when m.tipo = 'INGRESO' then m.monto_centavos
                  else -m.monto_centavos end) over (order by m.fecha, m.id_movimiento) as saldo
                from movimiento_caja m where m.id_empresa = 2 and m.estado = 'VIGENTE') s`,
    );
    expect(Number(caja?.minimo)).toBeGreaterThan(0);
    const recibos = await consulta<{ no_recibo: string }>(
      sql`select no_recibo from recibo where id_empresa = 2 order by fecha, id_recibo`,
    );
    const numeros = recibos.map((r) => r.no_recibo);
    expect(numeros).toEqual([...numeros].sort());
  });

  it('los cobros de los últimos 30 días son una parte creíble de lo que vencía', async () => {
    const admin = await entrar(e, 'DEMO', 'admin');
    const dias = (await admin.get('/api/dashboard')).body.graficos.cobros as {
      vencia: number;
      cobrado: number;
    }[];
    const vencia = dias.reduce((t, d) => t + d.vencia, 0);
    const cobrado = dias.reduce((t, d) => t + d.cobrado, 0);
    expect(dias).toHaveLength(30);
    expect(cobrado / vencia).toBeGreaterThan(0.5);
    expect(cobrado / vencia).toBeLessThanOrEqual(1);
    // Hoy no se ha cobrado nada todavía; ayer sí se trabajó.
    expect(dias.at(-1)?.cobrado).toBe(0);
    expect(dias.slice(-8, -1).some((d) => d.cobrado > 0)).toBe(true);
  });

  it('el efectivo lo cobra el cobrador de la ruta del cliente, sin referencia; las transferencias, la oficina', async () => {
    const metodos = await consulta<{ metodo: string; usuario: string; de_su_ruta: boolean; n: string }>(
      sql`select r.metodo, u.usuario, exists (select 1 from ruta_cliente rc join ruta_usuario ru
              on ru.id_empresa = rc.id_empresa and ru.id_ruta = rc.id_ruta
              where rc.id_empresa = r.id_empresa and rc.id_cliente = r.id_cliente and ru.id_usuario = r.id_usuario)
            as de_su_ruta, count(*) as n
          from recibo r join usuario u on u.id_usuario = r.id_usuario
          where r.id_empresa = 2 and r.concepto = 'PAGO' group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(metodos.map((m) => [m.metodo, m.usuario, m.de_su_ruta])).toEqual([
      ['EFECTIVO', 'cobrador2', true],
      ['EFECTIVO', 'operador', true],
      ['TRANSFERENCIA', 'admin', false],
    ]);
    const planes = await consulta<{ metodo: string; referencia: string | null }>(
      sql`select metodo, referencia from pago_plan order by id_pago_plan`,
    );
    expect(planes.length).toBe(12);
    for (const p of planes) expect(p.referencia === null).toBe(p.metodo === 'EFECTIVO');
  });

  it('cada cliente de una ruta vive en el pueblo de esa ruta, y su texto está en mayúsculas', async () => {
    const filas = await consulta<{ ruta: string; nombre: string; direccion: string }>(
      sql`select r.nombre as ruta, c.nombres || ' ' || c.apellidos as nombre, c.direccion
          from ruta_cliente rc join ruta r on r.id_empresa = rc.id_empresa and r.id_ruta = rc.id_ruta
          join cliente c on c.id_empresa = rc.id_empresa and c.id_cliente = rc.id_cliente
          where rc.id_empresa = 2 order by r.nombre, rc.orden`,
    );
    expect(filas).toHaveLength(37);
    const pueblo: Record<string, string> = {
      'La Vega centro': 'LA VEGA',
      Moca: 'MOCA',
      Jarabacoa: 'JARABACOA',
    };
    for (const f of filas) {
      expect(f.direccion).toMatch(new RegExp(`^[^,]+ #\\d+, [^,]+, ${pueblo[f.ruta]}$`));
      expect(f.nombre).toBe(f.nombre.toUpperCase());
    }
    const [minusculas] = await consulta<{ n: string }>(
      sql`select count(*) as n from cliente where nombres <> upper(nombres) or apellidos <> upper(apellidos)
            or direccion <> upper(direccion)`,
    );
    expect(Number(minusculas?.n)).toBe(0);
  });
});
