import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, type EmpresaDePrueba } from '../../../test/fabricas';
import { type Cliente, cliente, login } from '../../../test/peticiones';
import { enEmpresa, enPlataforma, filasDe } from '../../db/transacciones';

let e: Entorno;
let admin: Persona;
let operador: Persona;
let cajera: Persona;
let soporte: Persona;
let otra: EmpresaDePrueba;

interface Persona {
  c: Cliente;
  id: number;
}

async function persona(empresa: string, usuario: string): Promise<Persona> {
  const r = await login(e, empresa, usuario);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { c: cliente(e, r.body.token), id: r.body.user.id_usuario };
}

beforeAll(async () => {
  e = await crearEntorno();
  admin = await persona('DEMO', 'admin');
  operador = await persona('DEMO', 'operador');
  await crearUsuarioDePrueba(e, 2, 'cajera', 'OPERADOR');
  cajera = await persona('DEMO', 'cajera');
  soporte = await persona('SOPORTE', 'soporte');
  otra = await crearEmpresaDePrueba(e, 'OTRA');
});
afterAll(() => e.cerrar());

const DEMO = 'Préstamos El Progreso, SRL';
const NO_ENCONTRADA = { ok: false, message: 'Conversación no encontrada', code: 'NO_ENCONTRADO' };

interface Evento {
  id_empresa: number;
  tipo: string;
  datos: Record<string, unknown>;
  audiencia: string[] | null;
}

async function ultimoEvento(): Promise<number> {
  const [f] = await enPlataforma(e.db, (tx) =>
    filasDe<{ n: string | number }>(tx, sql`select coalesce(max(id), 0) as n from evento`),
  );
  return Number(f?.n);
}

/** Los eventos escritos desde `desde` (todos: una operación de chat no debe escribir ningún otro). */
async function eventosDesde(desde: number): Promise<Evento[]> {
  return enPlataforma(e.db, (tx) =>
    filasDe<Evento>(
      tx,
      sql`select id_empresa, tipo, datos, audiencia from evento where id > ${desde} order by id`,
    ),
  );
}

/** Lo que hace `accion` y los eventos que escribió. */
async function conEventos<T>(accion: () => Promise<T>): Promise<{ r: T; eventos: Evento[] }> {
  const desde = await ultimoEvento();
  const r = await accion();
  return { r, eventos: await eventosDesde(desde) };
}

async function iniciar(quien: Persona, body: string, asunto?: string): Promise<number> {
  const r = await quien.c.post('/api/chat/start', { body, ...(asunto ? { asunto } : {}) });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.conv_id;
}

async function noLeidos(quien: Persona, lista: 'mine' | 'all', id: number, headers?: Record<string, string>) {
  const r = await quien.c.get(`/api/chat/${lista}`, headers);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.items.find((c: { id_conversacion: number }) => c.id_conversacion === id)?.no_leidos;
}

describe('POST /api/chat/start', () => {
  it('crea la conversación con su primer mensaje y escribe un chat.message para quien la abrió', async () => {
    const { r, eventos } = await conEventos(() =>
      operador.c.post('/api/chat/start', {
        asunto: ' Renegociar ',
        body: 'Doña Rosa quiere bajar la cuota.',
      }),
    );
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ ok: true, conv_id: expect.any(Number), message: 'Conversación creada' });
    const mensajes = (await operador.c.get(`/api/chat/${r.body.conv_id}/messages`)).body.messages;
    expect(eventos).toEqual([
      {
        id_empresa: 2,
        tipo: 'chat.message',
        datos: {
          thread_id: r.body.conv_id,
          id_mensaje: mensajes[0].id_mensaje,
          asunto: 'Renegociar',
          body: 'Doña Rosa quiere bajar la cuota.',
          audience: [`user:${operador.id}`],
          by: 'operador',
          by_id: operador.id,
          by_name: 'Juan Pérez Almonte',
        },
        audiencia: [`user:${operador.id}`],
      },
    ]);
  });

  it('el asunto es opcional; el evento lleva solo los primeros 140 caracteres, sin partir un emoji', async () => {
    const largo = `${'🙂'.repeat(139)}🙂🙂 y más`;
    const { r, eventos } = await conEventos(() => cajera.c.post('/api/chat/start', { body: largo }));
    expect(r.status).toBe(201);
    expect(eventos).toHaveLength(1);
    expect(eventos[0]?.datos).toMatchObject({ asunto: null, body: '🙂'.repeat(140) });
    const vista = (await cajera.c.get(`/api/chat/${r.body.conv_id}/messages`)).body;
    expect(vista.conversacion.asunto).toBeNull();
    expect(vista.messages[0].body).toBe(largo);
  });

  it("sin mensaje: 400 'Escribe un mensaje' con el campo, y no se escribe nada", async () => {
    const antes = await conversaciones();
    // Solo espacios de ancho cero (U+200B, U+2060, U+FEFF) no son un mensaje, como no son un nombre.
    const invisibles = [{ body: '\u200B' }, { body: '\u200B \u2060\uFEFF\u200B' }];
    for (const cuerpo of [{ body: '' }, { body: '   ' }, { asunto: 'Hola' }, ...invisibles]) {
      const { r, eventos } = await conEventos(() => operador.c.post('/api/chat/start', cuerpo));
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        ok: false,
        message: 'Escribe un mensaje',
        fields: { body: 'Escribe un mensaje' },
      });
      expect(eventos).toEqual([]);
    }
    expect(await conversaciones()).toBe(antes);
  });
});

async function conversaciones(): Promise<number> {
  const [f] = await enPlataforma(e.db, (tx) =>
    filasDe<{ n: string }>(tx, sql`select count(*) as n from conversacion`),
  );
  return Number(f?.n);
}

describe('GET /api/chat/mine y /api/chat/all', () => {
  it('cada uno ve las suyas; la administración, todas las de su empresa; un operador no ve la lista de todas', async () => {
    const delOperador = await iniciar(operador, 'Pregunta del operador', 'Ruta Moca');
    const deLaCajera = await iniciar(cajera, 'Pregunta de la cajera');
    const ids = (r: { body: { items: { id_conversacion: number }[] } }) =>
      r.body.items.map((c) => c.id_conversacion);

    const mias = await operador.c.get('/api/chat/mine');
    expect(ids(mias)).toContain(delOperador);
    expect(ids(mias)).not.toContain(deLaCajera);
    expect(ids(await cajera.c.get('/api/chat/mine'))).not.toContain(delOperador);
    expect(ids(await admin.c.get('/api/chat/mine'))).toEqual([]);

    const todas = await admin.c.get('/api/chat/all');
    expect(todas.status).toBe(200);
    expect(ids(todas).slice(0, 2)).toEqual([deLaCajera, delOperador]);
    expect(
      todas.body.items.find((c: { id_conversacion: number }) => c.id_conversacion === delOperador),
    ).toEqual({
      id_conversacion: delOperador,
      asunto: 'Ruta Moca',
      id_empresa: 2,
      empresa: DEMO,
      autor_id: operador.id,
      autor_nombre: 'Juan Pérez Almonte',
      mensajes: [
        {
          id_mensaje: expect.any(Number),
          body: 'Pregunta del operador',
          autor_id: operador.id,
          autor_nombre: 'Juan Pérez Almonte',
          propio: false,
          created_at: expect.any(String),
        },
      ],
      ultimo_mensaje: expect.any(String),
      no_leidos: 1,
    });

    expect(await operador.c.get('/api/chat/all')).toMatchObject({
      status: 403,
      body: { ok: false, message: 'No autorizado' },
    });
  });

  it('el SUPERADMIN en su empresa ve las de todas con su nombre; viendo una empresa, solo las de ella', async () => {
    const deDemo = await iniciar(admin, 'Consulta sobre el plan', 'Plan');
    const deOtra = await iniciar({ c: otra.admin, id: otra.idAdmin }, 'Consulta de OTRA');

    const mesa = (await soporte.c.get('/api/chat/all')).body.items as {
      id_conversacion: number;
      empresa: string;
    }[];
    expect(mesa.slice(0, 2).map((c) => [c.id_conversacion, c.empresa])).toEqual([
      [deOtra, 'Empresa OTRA'],
      [deDemo, DEMO],
    ]);
    const enDemo = (await soporte.c.get('/api/chat/all', { 'x-tenant': '2' })).body.items as {
      id_empresa: number;
    }[];
    expect(enDemo.length).toBeGreaterThan(0);
    expect(enDemo.every((c) => c.id_empresa === 2)).toBe(true);
    // La administración de OTRA no ve nada de DEMO.
    const deOtraVistas = (await otra.admin.get('/api/chat/all')).body.items as { id_conversacion: number }[];
    expect(deOtraVistas.map((c) => c.id_conversacion)).toEqual([deOtra]);
  });
});

describe('GET /api/chat/:id/messages y POST /api/chat/:id/reply', () => {
  it("'propio' según quien mira; la respuesta se agrega, sube la conversación y avisa a quien la abrió y a quien escribió", async () => {
    const id = await iniciar(operador, 'Doña Rosa pide más plazo', 'Renegociación');
    const despues = await iniciar(operador, 'Otra pregunta');
    e.avanzarReloj(5);
    const { r, eventos } = await conEventos(() =>
      admin.c.post(`/api/chat/${id}/reply`, { body: 'Que pase el jueves por la oficina.' }),
    );
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      ok: true,
      item: {
        id_mensaje: expect.any(Number),
        body: 'Que pase el jueves por la oficina.',
        autor_id: admin.id,
        autor_nombre: 'María Rodríguez Peña',
        propio: true,
        created_at: expect.any(String),
      },
    });
    const audiencia = [`user:${operador.id}`, `user:${admin.id}`];
    expect(eventos).toEqual([
      {
        id_empresa: 2,
        tipo: 'chat.message',
        datos: {
          thread_id: id,
          id_mensaje: r.body.item.id_mensaje,
          asunto: 'Renegociación',
          body: 'Que pase el jueves por la oficina.',
          audience: audiencia,
          by: 'admin',
          by_id: admin.id,
          by_name: 'María Rodríguez Peña',
        },
        audiencia,
      },
    ]);

    const vistaDelOperador = (await operador.c.get(`/api/chat/${id}/messages`)).body;
    expect(
      vistaDelOperador.messages.map((m: { body: string; propio: boolean }) => [m.body, m.propio]),
    ).toEqual([
      ['Doña Rosa pide más plazo', true],
      ['Que pase el jueves por la oficina.', false],
    ]);
    expect(vistaDelOperador.conversacion).toMatchObject({ id_conversacion: id, asunto: 'Renegociación' });
    const vistaDeLaAdministracion = (await admin.c.get(`/api/chat/${id}/messages`)).body.messages;
    expect(vistaDeLaAdministracion.map((m: { propio: boolean }) => m.propio)).toEqual([false, true]);
    // La conversación respondida pasa delante de la abierta después.
    const mias = (await operador.c.get('/api/chat/mine')).body.items.map(
      (c: { id_conversacion: number }) => c.id_conversacion,
    );
    expect(mias.slice(0, 2)).toEqual([id, despues]);
  });

  it('los no leídos suben para el otro lado, nunca por lo propio, y vuelven a 0 al abrirla', async () => {
    e.avanzarReloj(60);
    const id = await iniciar(operador, 'Primer mensaje');
    expect(await noLeidos(operador, 'mine', id)).toBe(0);
    expect(await noLeidos(admin, 'all', id)).toBe(1);
    await operador.c.post(`/api/chat/${id}/reply`, { body: 'Segundo' });
    expect(await noLeidos(admin, 'all', id)).toBe(2);
    expect(await noLeidos(soporte, 'all', id)).toBe(2);

    const abierta = (await admin.c.get(`/api/chat/${id}/messages`)).body;
    expect(abierta.conversacion.no_leidos).toBe(0);
    expect(await noLeidos(admin, 'all', id)).toBe(0);
    // Lo que abrió la administración no cambia lo que le falta leer a soporte.
    expect(await noLeidos(soporte, 'all', id)).toBe(2);

    await admin.c.post(`/api/chat/${id}/reply`, { body: 'Respuesta' });
    await admin.c.post(`/api/chat/${id}/reply`, { body: 'Otra más' });
    expect(await noLeidos(admin, 'all', id)).toBe(0);
    expect(await noLeidos(operador, 'mine', id)).toBe(2);
    await operador.c.get(`/api/chat/${id}/messages`);
    expect(await noLeidos(operador, 'mine', id)).toBe(0);
  });

  it("respuesta vacía: 400 'Escribe un mensaje' y nada escrito", async () => {
    const id = await iniciar(operador, 'Hola');
    for (const body of [' ', '\u200B\u200B']) {
      const { r, eventos } = await conEventos(() => operador.c.post(`/api/chat/${id}/reply`, { body }));
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ message: 'Escribe un mensaje', fields: { body: 'Escribe un mensaje' } });
      expect(eventos).toEqual([]);
    }
    // Un emoji o un signo sí se ven.
    expect((await operador.c.post(`/api/chat/${id}/reply`, { body: '\u200B👍' })).status).toBe(201);
    expect((await operador.c.get(`/api/chat/${id}/messages`)).body.messages).toHaveLength(2);
  });
});

describe('la conversación de otro', () => {
  it('de otro usuario o de otra empresa es un 404, igual que una que no existe, y no escribe nada', async () => {
    const id = await iniciar(operador, 'Solo mía');
    const intentos: [Cliente, 'GET' | 'POST' | 'DELETE', number][] = [
      [cajera.c, 'GET', id],
      [cajera.c, 'POST', id],
      [otra.admin, 'GET', id],
      [otra.admin, 'POST', id],
      [otra.admin, 'DELETE', id],
      [admin.c, 'GET', 987_654],
      [admin.c, 'POST', 987_654],
      [admin.c, 'DELETE', 987_654],
      [soporte.c, 'GET', 987_654],
    ];
    for (const [quien, metodo, conv] of intentos) {
      const { r, eventos } = await conEventos(() =>
        metodo === 'GET'
          ? quien.get(`/api/chat/${conv}/messages`)
          : metodo === 'POST'
            ? quien.post(`/api/chat/${conv}/reply`, { body: 'Intento' })
            : quien.delete(`/api/chat/${conv}`),
      );
      expect([metodo, r.status, r.body]).toEqual([metodo, 404, NO_ENCONTRADA]);
      expect(eventos).toEqual([]);
    }
    // El SUPERADMIN viendo otra empresa tampoco alcanza las de DEMO.
    const enOtra = { 'x-tenant': String(otra.id_empresa) };
    expect((await soporte.c.get(`/api/chat/${id}/messages`, enOtra)).status).toBe(404);
    expect((await operador.c.get(`/api/chat/${id}/messages`)).body.messages).toHaveLength(1);
  });
});

describe('la mesa de soporte', () => {
  it('el SUPERADMIN abre, responde y borra la de cualquier empresa; su mensaje queda en la empresa de ella', async () => {
    const id = await iniciar(admin, '¿Podemos pagar el plan por transferencia?', 'Plan');
    expect((await soporte.c.get(`/api/chat/${id}/messages`)).status).toBe(200);
    const { r, eventos } = await conEventos(() =>
      soporte.c.post(`/api/chat/${id}/reply`, { body: 'Sí, envíenos el comprobante.' }),
    );
    expect(r.status).toBe(201);
    expect(r.body.item).toMatchObject({
      autor_id: soporte.id,
      autor_nombre: 'Equipo de Soporte',
      propio: true,
    });
    const audiencia = [`user:${admin.id}`, `user:${soporte.id}`];
    expect(eventos).toEqual([expect.objectContaining({ id_empresa: 2, tipo: 'chat.message', audiencia })]);
    expect(eventos[0]?.datos).toMatchObject({
      audience: audiencia,
      by: 'soporte',
      by_name: 'Equipo de Soporte',
    });
    const [guardado] = await enPlataforma(e.db, (tx) =>
      filasDe<{ id_empresa: number; autor_id: number }>(
        tx,
        sql`select id_empresa, autor_id from mensaje_chat where id_mensaje = ${r.body.item.id_mensaje}`,
      ),
    );
    expect(guardado).toEqual({ id_empresa: 2, autor_id: soporte.id });
    const vistaDelAdmin = (await admin.c.get(`/api/chat/${id}/messages`)).body.messages;
    expect(vistaDelAdmin[1]).toMatchObject({ autor_nombre: 'Equipo de Soporte', propio: false });
    // Viendo DEMO también responde (X-Tenant).
    const enDemo = await soporte.c.post(`/api/chat/${id}/reply`, { body: 'Listo.' }, { 'x-tenant': '2' });
    expect(enDemo.status).toBe(201);

    const borrado = await conEventos(() => soporte.c.delete(`/api/chat/${id}`));
    expect(borrado.r.body).toEqual({ ok: true, message: 'Conversación eliminada' });
    expect(borrado.eventos).toEqual([
      {
        id_empresa: 2,
        tipo: 'chat.deleted',
        datos: {
          thread_id: id,
          audience: audiencia,
          by: 'soporte',
          by_id: soporte.id,
          by_name: 'Equipo de Soporte',
        },
        audiencia,
      },
    ]);
  });
});

describe('DELETE /api/chat/:id', () => {
  it('solo la administración borra: el operador recibe 403 aun en la suya; borrada, se va con mensajes y lecturas', async () => {
    const id = await iniciar(operador, 'Para borrar');
    await admin.c.post(`/api/chat/${id}/reply`, { body: 'Visto' });
    await admin.c.get(`/api/chat/${id}/messages`);

    const negada = await conEventos(() => operador.c.delete(`/api/chat/${id}`));
    expect(negada.r).toMatchObject({ status: 403, body: { message: 'No autorizado' } });
    expect(negada.eventos).toEqual([]);

    const { r, eventos } = await conEventos(() => admin.c.delete(`/api/chat/${id}`));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, message: 'Conversación eliminada' });
    const audiencia = [`user:${operador.id}`, `user:${admin.id}`];
    expect(eventos).toEqual([expect.objectContaining({ id_empresa: 2, tipo: 'chat.deleted', audiencia })]);
    expect(eventos[0]?.datos).toMatchObject({ thread_id: id, audience: audiencia });

    expect((await operador.c.get(`/api/chat/${id}/messages`)).status).toBe(404);
    expect((await operador.c.post(`/api/chat/${id}/reply`, { body: 'Hola' })).status).toBe(404);
    const restos = await enPlataforma(e.db, (tx) =>
      filasDe<{ n: string }>(
        tx,
        sql`select (select count(*) from mensaje_chat where id_conversacion = ${id})
          + (select count(*) from lectura_chat where id_conversacion = ${id}) as n`,
      ),
    );
    expect(Number(restos[0]?.n)).toBe(0);
    expect((await admin.c.delete(`/api/chat/${id}`)).status).toBe(404);
  });
});

interface NodoDelPlan {
  Alias?: string;
  'Index Cond'?: string;
  Plans?: NodoDelPlan[];
}

/** Los nodos del plan (EXPLAIN en JSON) que cumplen `cumple`, en todo el árbol. */
function nodosDelPlan(nodo: NodoDelPlan, cumple: (n: NodoDelPlan) => boolean): NodoDelPlan[] {
  return [...(cumple(nodo) ? [nodo] : []), ...(nodo.Plans ?? []).flatMap((h) => nodosDelPlan(h, cumple))];
}

describe('consultas acotadas', () => {
  it('las listas traen las 100 más recientes (también la mesa de soporte)', async () => {
    // 105 conversaciones de OTRA, una por minuto hacia el futuro: las más recientes de todas las listas.
    await enPlataforma(e.db, async (tx) => {
      await tx.execute(sql`insert into conversacion (id_empresa, id_autor, asunto, creada_en, ultimo_mensaje)
        select ${otra.id_empresa}, ${otra.idAdmin}, 'Lote ' || g, now(), now() + g * interval '1 minute'
        from generate_series(1, 105) g`);
      await tx.execute(sql`insert into mensaje_chat (id_empresa, id_conversacion, autor_id, autor_nombre, body)
        select id_empresa, id_conversacion, id_autor, 'admin', asunto from conversacion
        where id_empresa = ${otra.id_empresa} and asunto like 'Lote %'`);
    });
    for (const [quien, lista] of [
      [otra.admin, 'all'],
      [otra.admin, 'mine'],
      [soporte.c, 'all'],
    ] as const) {
      const items = (await quien.get(`/api/chat/${lista}`)).body.items as { asunto: string }[];
      expect(items).toHaveLength(100);
      expect([items[0]?.asunto, items[99]?.asunto]).toEqual(['Lote 105', 'Lote 6']);
    }
  });

  it('los no leídos se cuentan por el índice desde la lectura, sin recorrer la conversación', async () => {
    const { consultaDeConversaciones, recientesDeEmpresa } = await import('./repositorio');
    const plan = await enEmpresa(e.db, 2, async (tx) => {
      // Sin recorridos secuenciales, el plan muestra qué condiciones puede usar el índice.
      await tx.execute(sql`set local enable_seqscan = off`);
      const [fila] = await filasDe<{ 'QUERY PLAN': [{ Plan: NodoDelPlan }] }>(
        tx,
        sql`explain (format json) ${consultaDeConversaciones(recientesDeEmpresa(2, null), admin.id)}`,
      );
      return fila?.['QUERY PLAN'][0].Plan ?? {};
    });
    const noLeidos = nodosDelPlan(plan, (n) => n.Alias === 'x');
    expect(noLeidos).toHaveLength(1);
    expect(String(noLeidos[0]?.['Index Cond'])).toMatch(/id_mensaje > GREATEST\(l\.leido_hasta/);
  });
});
