import { fechaDeNegocio, sumarDias } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enPlataforma, filasDe } from '../src/db/transacciones';
import { crearEntorno, type Entorno } from './entorno';
import { abrirCaja, crearEmpresaDePrueba, type EmpresaDePrueba } from './fabricas';
import type { Cliente } from './peticiones';

/**
 * Las listas cuestan lo mismo en la página 1 y en la 1 000 (issue 12): los totales salen de contadores o se cuentan con
 * tope ("más de 10 000") y las páginas siguientes se piden por cursor, sin OFFSET.
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let admin: Cliente;
let hoy: string;

beforeAll(async () => {
  e = await crearEntorno();
  hoy = fechaDeNegocio(e.deps.ahora());
  emp = await crearEmpresaDePrueba(e, 'GRANDE', { allow_multiple_loans: true });
  admin = emp.admin;
  await enPlataforma(e.db, (tx) =>
    tx.execute(sql`insert into cliente (id_empresa, numero, codigo, nombres, apellidos, estado)
      select ${emp.id_empresa}, g, 'CL-' || lpad(g::text, 6, '0'), 'Cliente', 'Número ' || g,
        case when g % 10 = 0 then 'INACTIVO' else 'ACTIVO' end
      from generate_series(1, 10050) g`),
  );
  // Los números los da el cupo de clientes (empresas/cupos.ts): el siguiente alta sigue después de estos.
  await enPlataforma(e.db, (tx) =>
    tx.execute(
      sql`update cupo set ultimo = 10050 where id_empresa = ${emp.id_empresa} and recurso = 'clientes'`,
    ),
  );
});
afterAll(() => e.cerrar());

const ids = (r: { body: { items: { id_cliente?: number; id_prestamo?: number; id_pago?: number }[] } }) =>
  r.body.items.map((x) => x.id_cliente ?? x.id_prestamo ?? x.id_pago);

describe('totales', () => {
  it('sin búsqueda, exactos de los contadores; con búsqueda, contados hasta 10 000', async () => {
    expect((await admin.get('/api/clientes')).body).toMatchObject({ total: 10050, total_aproximado: false });
    expect((await admin.get('/api/clientes?estado=INACTIVO')).body).toMatchObject({
      total: 1005,
      total_aproximado: false,
      totalPages: 101,
    });
    const muchos = await admin.get('/api/clientes?q=cliente');
    expect(muchos.body).toMatchObject({ total: 10001, total_aproximado: true });
    const pocos = await admin.get('/api/clientes?q=n%C3%BAmero%2010049');
    expect(pocos.body).toMatchObject({ total: 1, total_aproximado: false });
    expect(pocos.body.items[0].apellidos).toBe('Número 10049');
  });

  it('los contadores siguen las altas y los cambios de estado en la misma transacción', async () => {
    const c = await admin.post('/api/clientes', { nombres: 'Nuevo', apellidos: 'Cliente' });
    expect((await admin.get('/api/clientes')).body.total).toBe(10051);
    await admin.put(`/api/clientes/${c.body.item.id_cliente}`, {
      nombres: 'Nuevo',
      apellidos: 'Cliente',
      estado: 'INACTIVO',
    });
    expect((await admin.get('/api/clientes?estado=INACTIVO')).body.total).toBe(1006);
    expect((await admin.get('/api/clientes?estado=ACTIVO')).body.total).toBe(9045);
    await admin.delete(`/api/clientes/${c.body.item.id_cliente}`);
    expect((await admin.get('/api/clientes')).body.total).toBe(10050);
  });
});

describe('cursor', () => {
  it('la página siguiente por cursor es la misma que por número, hasta la última', async () => {
    const p1 = await admin.get('/api/clientes?pageSize=50');
    const p2 = await admin.get('/api/clientes?pageSize=50&page=2');
    const porCursor = await admin.get(`/api/clientes?pageSize=50&page=2&cursor=${p1.body.siguiente}`);
    expect(ids(porCursor)).toEqual(ids(p2));
    expect(porCursor.body.page).toBe(2);
    const ultima = await admin.get('/api/clientes?pageSize=50&page=202');
    expect(ultima.body.items).toHaveLength(0);
    const penultima = await admin.get('/api/clientes?pageSize=50&page=201');
    expect(penultima.body.siguiente).toBeNull();
    expect(penultima.body.items).toHaveLength(50);
  });

  it('un cursor que no es de esta lista es 400', async () => {
    for (const cursor of ['no-es-base64url!', 'WyJ4Il0', Buffer.from('[1,2]').toString('base64url')]) {
      const r = await admin.get(`/api/clientes?cursor=${encodeURIComponent(cursor)}`);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('Cursor inválido.');
    }
  });

  it('préstamos en mora, del más atrasado al menos, página a página por cursor', async () => {
    await abrirCaja(e, emp.id_empresa, 500_000);
    const clientes = ids(await admin.get('/api/clientes?pageSize=5&estado=ACTIVO')) as number[];
    for (const [i, id] of clientes.entries()) {
      const r = await admin.post('/api/prestamos', {
        id_cliente: id,
        monto: 1_000,
        plazo: 3,
        tasa: 5,
        frecuencia: 'SEMANAL',
        fecha_inicio: sumarDias(hoy, -10 - 7 * i),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    const p1 = await admin.get(`/api/prestamos?estado=${encodeURIComponent('EN MORA')}&pageSize=2`);
    expect(p1.body).toMatchObject({ total: 5, total_aproximado: false });
    const dias = (r: { body: { items: { proximo_vencimiento: string }[] } }) =>
      r.body.items.map((p) => p.proximo_vencimiento);
    const p2 = await admin.get(
      `/api/prestamos?estado=${encodeURIComponent('EN MORA')}&pageSize=2&cursor=${p1.body.siguiente}`,
    );
    const p3 = await admin.get(
      `/api/prestamos?estado=${encodeURIComponent('EN MORA')}&pageSize=2&cursor=${p2.body.siguiente}`,
    );
    const todos = [...dias(p1), ...dias(p2), ...dias(p3)];
    expect(todos).toEqual([...todos].sort());
    expect(todos).toHaveLength(5);
    expect(p3.body.siguiente).toBeNull();
    const cuotas1 = await admin.get('/api/pagos/cuotas?pageSize=4');
    const cuotas2 = await admin.get(`/api/pagos/cuotas?pageSize=4&cursor=${cuotas1.body.siguiente}`);
    expect(ids(cuotas2)).toEqual(ids(await admin.get('/api/pagos/cuotas?pageSize=4&page=2')));
    const caja1 = await admin.get('/api/caja/movimientos?pageSize=3');
    const caja2 = await admin.get(`/api/caja/movimientos?pageSize=3&cursor=${caja1.body.siguiente}`);
    const porNumero = await admin.get('/api/caja/movimientos?pageSize=3&page=2');
    expect(caja2.body.items.map((m: { id_movimiento: number }) => m.id_movimiento)).toEqual(
      porNumero.body.items.map((m: { id_movimiento: number }) => m.id_movimiento),
    );
  });
  it('cada página de la lista entera de préstamos, pedida por su número, es su tramo de la lista', async () => {
    // Los cinco préstamos de la prueba anterior: desde la página 2, la página empieza por el orden de alta.
    const prestamos = (r: { body: { items: { id_prestamo: number }[] } }) =>
      r.body.items.map((p) => p.id_prestamo);
    const todos = prestamos(await admin.get('/api/prestamos?pageSize=50'));
    expect(todos).toHaveLength(5);
    expect(todos).toEqual([...todos].sort((a, b) => b - a));
    for (const page of [1, 2, 3, 4]) {
      const r = await admin.get(`/api/prestamos?pageSize=2&page=${page}`);
      expect(prestamos(r), `página ${page}`).toEqual(todos.slice((page - 1) * 2, page * 2));
      expect(r.body).toMatchObject({ total: 5, totalPages: 3 });
    }
    const segunda = await admin.get('/api/prestamos?pageSize=2&page=2');
    const porCursor = await admin.get(`/api/prestamos?pageSize=2&page=3&cursor=${segunda.body.siguiente}`);
    expect(prestamos(porCursor)).toEqual(todos.slice(4));
    expect((await admin.get('/api/prestamos?pageSize=2&page=3')).body.siguiente).toBeNull();
  });

  it('la búsqueda de cuotas abiertas, página a página, es su tramo de todas las de los préstamos que coinciden', async () => {
    // Seis préstamos de "Número 2001" a "Número 2006": vencimientos que se cruzan, dos iguales (el id desempata), cuotas
    // pagadas y una diferida; "número 200" los encuentra (y a clientes sin préstamos).
    const buscados = ids(await admin.get('/api/clientes?q=n%C3%BAmero%20200&pageSize=50')) as number[];
    const porNombre = await enPlataforma(e.db, (tx) =>
      filasDe<{ id_cliente: number; apellidos: string }>(
        tx,
        sql`select id_cliente, apellidos from cliente where id_empresa = ${emp.id_empresa}
          and apellidos in ('Número 2001', 'Número 2002', 'Número 2003', 'Número 2004', 'Número 2005', 'Número 2006')`,
      ),
    );
    expect(buscados).toEqual(expect.arrayContaining(porNombre.map((c) => c.id_cliente)));
    const planes = [
      { frecuencia: 'SEMANAL', dias: -30 },
      { frecuencia: 'QUINCENAL', dias: -45 },
      { frecuencia: 'SEMANAL', dias: -30 },
      { frecuencia: 'MENSUAL', dias: -5 },
      { frecuencia: 'SEMANAL', dias: 3 },
      { frecuencia: 'QUINCENAL', dias: -100 },
    ];
    for (const [i, c] of porNombre.entries()) {
      const plan = planes[i] ?? planes[0];
      const r = await admin.post('/api/prestamos', {
        id_cliente: c.id_cliente,
        monto: 1_200,
        plazo: 6,
        tasa: 5,
        frecuencia: plan?.frecuencia,
        fecha_inicio: sumarDias(hoy, plan?.dias ?? 0),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const cuotas = (await admin.get(`/api/prestamos/${r.body.prestamo.id_prestamo}/plan`)).body.cuotas;
      if (i === 1) await admin.post(`/api/pagos/${cuotas[0].id_pago}/cobrar`, { monto: cuotas[0].adeudado });
      if (i === 5) {
        for (const q of cuotas.slice(0, 2))
          await admin.post(`/api/pagos/${q.id_pago}/cobrar`, { monto: q.adeudado });
      }
      if (i === 3) {
        const d = await admin.post(`/api/pagos/${cuotas[0].id_pago}/diferir`, {
          nueva_fecha: sumarDias(cuotas[0].fecha_debe_pagar, 10),
          motivo: 'prueba',
        });
        expect(d.status, JSON.stringify(d.body)).toBe(200);
      }
    }
    const todas = await enPlataforma(e.db, (tx) =>
      filasDe<{ id_pago: number }>(
        tx,
        sql`select c.id_pago from cuota c join prestamo p on p.id_prestamo = c.id_prestamo
          join cliente cl on cl.id_cliente = p.id_cliente
          where c.id_empresa = ${emp.id_empresa} and c.estado_cuota <> 'PAGADA' and cl.apellidos like 'Número 200%'
          order by c.fecha_debe_pagar, c.id_pago`,
      ),
    );
    expect(todas).toHaveLength(6 * 6 - 3);
    for (let page = 1; page <= 12; page++) {
      const r = await admin.get(`/api/pagos/cuotas?q=n%C3%BAmero%20200&pageSize=3&page=${page}`);
      const pagina = r.body.items.map((c: { id_pago: number }) => c.id_pago);
      expect(pagina, `página ${page}`).toEqual(todas.slice((page - 1) * 3, page * 3).map((c) => c.id_pago));
      expect(r.body).toMatchObject({ total: todas.length, total_aproximado: false });
    }
  });

  it('los totales que dependen del día salen de los resúmenes y son los que da contar las filas', async () => {
    // Los préstamos de la prueba anterior: cinco en mora; uno nuevo, vigente; y un cobro que salda una cuota.
    const [id] = ids(await admin.get('/api/clientes?pageSize=1&estado=ACTIVO&page=3')) as number[];
    const nuevo = await admin.post('/api/prestamos', { id_cliente: id, monto: 500, plazo: 2, tasa: 0 });
    expect(nuevo.status, JSON.stringify(nuevo.body)).toBe(201);
    const [vencida] = (await admin.get('/api/pagos/cuotas?rango=VENCIDOS&pageSize=1')).body.items;
    const cobro = await admin.post(`/api/pagos/${vencida.id_pago}/cobrar`, { monto: vencida.adeudado });
    expect(cobro.status, JSON.stringify(cobro.body)).toBe(200);

    const [real] = await enPlataforma(e.db, (tx) =>
      filasDe<Record<string, string>>(
        tx,
        sql`select
        count(*) filter (where p.estado = 'ACTIVO' and p.primer_vencimiento_impago < ${hoy}::date) as en_mora,
        count(*) filter (where p.estado = 'ACTIVO' and p.primer_vencimiento_impago >= ${hoy}::date) as vigentes,
        (select count(*) from cuota c where c.id_empresa = ${emp.id_empresa} and c.estado_cuota <> 'PAGADA') as abiertas,
        (select count(*) from cuota c where c.id_empresa = ${emp.id_empresa} and c.estado_cuota <> 'PAGADA'
          and c.fecha_debe_pagar < ${hoy}::date) as vencidas,
        (select count(*) from cuota c where c.id_empresa = ${emp.id_empresa} and c.estado_cuota <> 'PAGADA'
          and c.fecha_debe_pagar between ${hoy}::date and ${sumarDias(hoy, 7)}::date) as semana,
        (select count(*) from cuota c where c.id_empresa = ${emp.id_empresa} and c.estado_cuota = 'PAGADA') as pagadas
      from prestamo p where p.id_empresa = ${emp.id_empresa}`,
      ),
    );
    const total = async (ruta: string) => {
      const r = await admin.get(ruta);
      expect(r.body.total_aproximado, ruta).toBe(false);
      return r.body.total;
    };
    expect(await total(`/api/prestamos?estado=${encodeURIComponent('EN MORA')}`)).toBe(Number(real?.en_mora));
    expect(await total('/api/prestamos?estado=VIGENTE')).toBe(Number(real?.vigentes));
    expect(Number(real?.vigentes)).toBeGreaterThan(0);
    expect(await total('/api/pagos/cuotas')).toBe(Number(real?.abiertas));
    expect(await total('/api/pagos/cuotas?rango=VENCIDOS')).toBe(Number(real?.vencidas));
    expect(await total('/api/pagos/cuotas?estado=VENCIDA')).toBe(Number(real?.vencidas));
    expect(await total('/api/pagos/cuotas?rango=SEMANA')).toBe(Number(real?.semana));
    expect(await total('/api/pagos/cuotas?estado=PAGADA')).toBe(Number(real?.pagadas));
    expect(Number(real?.pagadas)).toBeGreaterThan(0);
  });
});
