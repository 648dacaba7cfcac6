import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, type EmpresaDePrueba } from '../../../test/fabricas';
import { abrirFlujo, type EventoRecibido, escuchar, type FlujoAbierto } from '../../../test/flujo-de-eventos';
import { type Cliente, entrar } from '../../../test/peticiones';
import { appConRegistro } from '../../../test/registro';
import { enEmpresa } from '../../db/transacciones';
import { ID_EMPRESA_DEMO } from '../../seed/sembrar';
import { emitirEvento } from './emitir';

/**
 * El flujo de eventos (issue 33) contra un servidor que escucha de verdad: quién recibe qué, el token de la consulta,
 * la repetición con Last-Event-ID y el cierre de una sesión que ya no vale.
 */
let e: Entorno;
let base: string;
let admin: Cliente;
let operador: Cliente;
let idOperador: number;
let soporte: Cliente;
let otra: EmpresaDePrueba;
const abiertos: FlujoAbierto[] = [];

async function flujo(
  token: string,
  extra: Record<string, string> = {},
  cabeceras: Record<string, string> = {},
) {
  const f = await abrirFlujo(base, { token, tenant: String(ID_EMPRESA_DEMO), ...extra }, cabeceras);
  abiertos.push(f);
  if (f.status === 200) await f.esperar((x) => x.event === 'connected');
  return f;
}

/** Un evento escrito en la transacción de una empresa, como lo escribe cada operación. */
function escribir(
  idEmpresa: number,
  tipo: 'chat.message' | 'app.message',
  datos: object,
  audiencia?: string[],
) {
  return enEmpresa(e.db, idEmpresa, (tx) =>
    emitirEvento(
      tx,
      { idEmpresa, idUsuario: null, usuario: null, nombre: null },
      tipo,
      { ...datos },
      audiencia,
    ),
  ).then(() => e.app.repartidor.seEscribieron());
}

beforeAll(async () => {
  // El latido y la revisión periódica de las sesiones no llegan nunca durante las pruebas: el latido se pide con
  // `latir()`, y un flujo que se cierra lo cerró la revisión que pidió un cambio, no la de cada tanto.
  e = await crearEntorno({}, { repartidor: { latidoMs: 3_600_000, revisionMs: 3_600_000, sondeoMs: 100 } });
  base = await escuchar(e.app);
  admin = await entrar(e, 'DEMO', 'admin');
  operador = await entrar(e, 'DEMO', 'operador');
  idOperador = (await operador.get('/api/auth/me')).body.item.id_usuario;
  soporte = await entrar(e, 'SOPORTE', 'soporte');
  otra = await crearEmpresaDePrueba(e, 'OTRA');
});

afterAll(async () => {
  for (const f of abiertos) f.cerrar();
  await e?.cerrar();
});

describe('GET /api/events/stream', () => {
  it('empieza con connected y entrega app.message con id, tipo, datos y quién lo mandó', async () => {
    const f = await flujo(operador.token);
    expect(f.eventos[0]?.event).toBe('connected');
    const r = await admin.post('/api/events/message', {
      title: 'Cierre',
      message: 'Hoy cerramos a las 4',
      level: 'warn',
    });
    expect(r.body).toEqual({ ok: true, message: 'Notificación enviada' });
    const llegado = await f.esperar((x) => x.event === 'app.message');
    expect(Number(llegado.id)).toBeGreaterThan(0);
    expect(llegado.data).toMatchObject({
      id: Number(llegado.id),
      type: 'app.message',
      data: { title: 'Cierre', message: 'Hoy cerramos a las 4', level: 'warn', by: 'admin' },
      userName: expect.any(String),
    });
    expect(typeof llegado.data.ts).toBe('number');
  });

  it('rechaza un token ausente, inválido o de una sesión cerrada, con 401 y el mensaje en español', async () => {
    const sin = await abrirFlujo(base, { tenant: '2' });
    expect(sin.status).toBe(401);
    const malo = await abrirFlujo(base, { token: 'no-es-un-token', tenant: '2' });
    expect(malo.status).toBe(401);
    const cerrada = await entrar(e, 'DEMO', 'operador');
    await cerrada.post('/api/auth/logout');
    const f = await abrirFlujo(base, { token: cerrada.token, tenant: '2' });
    expect(f.status).toBe(401);
  });

  it('el notificar exige mensaje', async () => {
    for (const message of ['  ', '\u200B\u200B', '\u2060 \uFEFF']) {
      const r = await admin.post('/api/events/message', { title: 'Sin texto', message });
      expect(r.status).toBe(400);
      expect(r.body.fields?.message).toBe('Escribe un mensaje');
    }
  });

  it('otra empresa no recibe nada de DEMO, ni DEMO de ella', async () => {
    const deOtra = await flujo(otra.admin.token, { tenant: String(otra.id_empresa) });
    const deDemo = await flujo(admin.token);
    await otra.admin.post('/api/events/message', { message: 'Solo para OTRA' });
    await admin.post('/api/events/message', { message: 'Solo para DEMO' });
    await deOtra.esperar((x) => x.data?.data?.message === 'Solo para OTRA');
    await deDemo.esperar((x) => x.data?.data?.message === 'Solo para DEMO');
    expect(deOtra.eventos.some((x) => x.data?.data?.message === 'Solo para DEMO')).toBe(false);
    expect(deDemo.eventos.some((x) => x.data?.data?.message === 'Solo para OTRA')).toBe(false);
  });

  it('un usuario de otra empresa no ve DEMO aunque pida tenant=2', async () => {
    const f = await flujo(otra.admin.token, { tenant: String(ID_EMPRESA_DEMO) });
    expect(f.eventos[0]?.data.tenant).toBe(otra.id_empresa);
    await admin.post('/api/events/message', { message: 'DEMO con tenant ajeno' });
    // Uno de su empresa escrito después: cuando llega, el de DEMO (de id menor) ya se repartió.
    await otra.admin.post('/api/events/message', { message: 'OTRA después de DEMO' });
    await f.esperar((x) => x.data?.data?.message === 'OTRA después de DEMO');
    expect(f.eventos.some((x) => x.data?.data?.message === 'DEMO con tenant ajeno')).toBe(false);
  });

  it('chat.message: a los administradores y a quien nombra su audiencia, a nadie más', async () => {
    const idOtroOperador = await crearUsuarioDePrueba(e, ID_EMPRESA_DEMO, 'cobrador2', 'OPERADOR');
    const otroOperador = await entrar(e, 'DEMO', 'cobrador2');
    const delAdmin = await flujo(admin.token);
    const delOperador = await flujo(operador.token);
    const delOtro = await flujo(otroOperador.token);
    await escribir(ID_EMPRESA_DEMO, 'chat.message', { thread_id: 7, body: 'hola' }, [`user:${idOperador}`]);
    await delAdmin.esperar((x) => x.event === 'chat.message' && x.data.data.thread_id === 7);
    await delOperador.esperar((x) => x.event === 'chat.message' && x.data.data.thread_id === 7);
    await escribir(ID_EMPRESA_DEMO, 'chat.message', { thread_id: 8, body: 'para el otro' }, [
      `user:${idOtroOperador}`,
    ]);
    await delOtro.esperar((x) => x.event === 'chat.message' && x.data.data.thread_id === 8);
    await delAdmin.esperar((x) => x.event === 'chat.message' && x.data.data.thread_id === 8);
    expect(delOtro.eventos.some((x) => x.data?.data?.thread_id === 7)).toBe(false);
    expect(delOperador.eventos.some((x) => x.data?.data?.thread_id === 8)).toBe(false);
  });

  it('SUPERADMIN: en su empresa recibe el chat de todas y nada más de ellas; viendo DEMO, todo lo de DEMO', async () => {
    const mesa = await flujo(soporte.token, { tenant: '1' });
    const viendoDemo = await flujo(soporte.token, { tenant: String(ID_EMPRESA_DEMO) });
    expect(viendoDemo.eventos[0]?.data.tenant).toBe(ID_EMPRESA_DEMO);
    await escribir(otra.id_empresa, 'chat.message', { thread_id: 99, body: 'soporte?' }, []);
    await admin.post('/api/events/message', { message: 'Aviso de DEMO' });
    await mesa.esperar((x) => x.event === 'chat.message' && x.data.data.thread_id === 99);
    await viendoDemo.esperar((x) => x.data?.data?.message === 'Aviso de DEMO');
    await e.app.repartidor.alDia();
    expect(mesa.eventos.some((x) => x.data?.data?.message === 'Aviso de DEMO')).toBe(false);
    expect(viendoDemo.eventos.some((x) => x.data?.data?.thread_id === 99)).toBe(false);
  });

  it('un evento de una transacción deshecha no llega nunca', async () => {
    const f = await flujo(admin.token);
    await enEmpresa(e.db, ID_EMPRESA_DEMO, async (tx) => {
      await emitirEvento(tx, admin as never, 'app.message', { message: 'deshecho' });
      throw new Error('se deshace');
    }).catch(() => {});
    await admin.post('/api/events/message', { message: 'después del deshecho' });
    await f.esperar((x) => x.data?.data?.message === 'después del deshecho');
    expect(f.eventos.some((x) => x.data?.data?.message === 'deshecho')).toBe(false);
  });

  it('Last-Event-ID repite lo perdido, en orden y sin repetir lo ya recibido', async () => {
    const f = await flujo(admin.token);
    await admin.post('/api/events/message', { message: 'visto 1' });
    const visto = await f.esperar((x) => x.data?.data?.message === 'visto 1');
    f.cerrar();
    await admin.post('/api/events/message', { message: 'perdido 1' });
    await admin.post('/api/events/message', { message: 'perdido 2' });
    const vuelto = await flujo(admin.token, {}, { 'last-event-id': String(visto.id) });
    await vuelto.esperar((x) => x.data?.data?.message === 'perdido 2');
    const mensajes = vuelto.eventos.filter((x) => x.event === 'app.message').map((x) => x.data.data.message);
    expect(mensajes).toEqual(['perdido 1', 'perdido 2']);
    const porConsulta = await flujo(admin.token, { lastEventId: String(visto.id) });
    await porConsulta.esperar((x) => x.data?.data?.message === 'perdido 2');
    expect(
      porConsulta.eventos.filter((x) => x.event === 'app.message').map((x) => x.data.data.message),
    ).toEqual(['perdido 1', 'perdido 2']);
  });

  it('más flujos que el tope por sesión: cierra los más viejos con su aviso y el servidor sigue respondiendo', async () => {
    const quien = await entrar(e, 'DEMO', 'operador');
    const flujos: FlujoAbierto[] = [];
    for (let i = 0; i < 11; i++) flujos.push(await flujo(quien.token));
    const [primero, segundo, tercero] = flujos as [FlujoAbierto, FlujoAbierto, FlujoAbierto];
    await Promise.all([primero.cerrado, segundo.cerrado, tercero.cerrado]);
    for (const viejo of [primero, segundo, tercero]) {
      expect(viejo.eventos.at(-1)?.event).toBe('stream.replaced');
      expect(viejo.eventos.at(-1)?.data.message).toContain('se cerró la más antigua');
    }
    const salud = await fetch(`${base}/api/health`);
    expect(salud.status).toBe(200);
    await admin.post('/api/events/message', { message: 'a los ocho que quedan' });
    for (const abierto of flujos.slice(3)) {
      await abierto.esperar((x) => x.data?.data?.message === 'a los ocho que quedan');
    }
    expect(primero.eventos.some((x) => x.data?.data?.message === 'a los ocho que quedan')).toBe(false);
  });

  it('quitar caja.ver (al usuario o a su rol) cierra su flujo enseguida; el movimiento siguiente no le llega', async () => {
    const movimiento = (descripcion: string) =>
      admin.post('/api/caja/movimientos', { tipo: 'INGRESO', monto: 12.34, descripcion });
    const esMovimiento = (descripcion: string) => (x: EventoRecibido) =>
      x.event === 'caja.mov' && x.data.data.concepto === descripcion;

    // Sus permisos propios.
    const idCajero = await crearUsuarioDePrueba(e, ID_EMPRESA_DEMO, 'cajero', 'OPERADOR');
    expect((await admin.put(`/api/usuarios/${idCajero}/permisos`, { directos: ['caja.ver'] })).status).toBe(
      200,
    );
    const cajero = await entrar(e, 'DEMO', 'cajero');
    const f = await flujo(cajero.token);
    await movimiento('Para el cajero');
    await f.esperar(esMovimiento('Para el cajero'));
    expect((await admin.put(`/api/usuarios/${idCajero}/permisos`, { directos: [] })).status).toBe(200);
    // Sin revisión periódica (beforeAll), solo el cambio de permisos lo cierra.
    await f.cerrado;
    expect((await cajero.get('/api/caja/movimientos')).status).toBe(403);
    // Vuelve a abrirlo (como el navegador) con su audiencia de hoy: ni el movimiento ni un login le llegan.
    const otraVez = await flujo(cajero.token);
    await movimiento('Ya no para el cajero');
    await entrar(e, 'DEMO', 'operador');
    await escribir(ID_EMPRESA_DEMO, 'app.message', { message: 'después del cajero' });
    await otraVez.esperar((x) => x.data?.data?.message === 'después del cajero');
    expect(otraVez.eventos.some((x) => x.event === 'caja.mov' || x.event === 'usuario.login')).toBe(false);
    expect(f.eventos.some(esMovimiento('Ya no para el cajero'))).toBe(false);

    // Los permisos de su rol.
    const delRol = (await admin.get('/api/roles/OPERADOR/permisos')).body.permisos as string[];
    const conCaja = await admin.put('/api/roles/OPERADOR/permisos', { permisos: [...delRol, 'caja.ver'] });
    expect(conCaja.status).toBe(200);
    const cobrador = await entrar(e, 'DEMO', 'operador');
    const g = await flujo(cobrador.token);
    await movimiento('Para el rol');
    await g.esperar(esMovimiento('Para el rol'));
    expect((await admin.put('/api/roles/OPERADOR/permisos', { permisos: delRol })).status).toBe(200);
    await g.cerrado;
    expect((await cobrador.get('/api/caja/movimientos')).status).toBe(403);
    await movimiento('Ya no para el rol');
    expect(g.eventos.some(esMovimiento('Ya no para el rol'))).toBe(false);
  });

  it('un cambio de permisos que no le toca no cierra su flujo', async () => {
    const f = await flujo(admin.token);
    const idOtro = await crearUsuarioDePrueba(e, ID_EMPRESA_DEMO, 'ajeno', 'OPERADOR');
    expect((await admin.put(`/api/usuarios/${idOtro}/permisos`, { directos: ['caja.ver'] })).status).toBe(
      200,
    );
    await e.app.repartidor.revisarSesiones(ID_EMPRESA_DEMO);
    await escribir(ID_EMPRESA_DEMO, 'app.message', { message: 'sigue abierto' });
    await f.esperar((x) => x.data?.data?.message === 'sigue abierto');
  });

  it('manda un comentario de latido', async () => {
    const f = await flujo(admin.token);
    expect(f.comentarios).toBe(0);
    e.app.repartidor.latir();
    await expect.poll(() => f.comentarios, { timeout: 30_000 }).toBe(1);
  });

  it('cierra el flujo cuando la sesión sale, y el inactivo al revisar; el flujo no cuenta como actividad', async () => {
    const quienSale = await entrar(e, 'DEMO', 'operador');
    const f = await flujo(quienSale.token);
    await quienSale.post('/api/auth/logout');
    await f.cerrado;

    const inactivo = await entrar(e, 'DEMO', 'operador');
    const g = await flujo(inactivo.token);
    e.avanzarReloj(e.deps.config.idleSegundos + 5);
    await e.app.repartidor.revisarSesiones(null);
    await g.cerrado;
    const otraVez = await abrirFlujo(base, { token: inactivo.token, tenant: '2' });
    expect(otraVez.status).toBe(401);
    expect((await inactivo.get('/api/auth/me')).status).toBe(401);
  });
});

describe('el registro del servidor', () => {
  it('no escribe el token del flujo, tampoco con el nombre del parámetro codificado', async () => {
    const quien = await entrar(e, 'DEMO', 'admin');
    const { app: conRegistro, registro } = await appConRegistro(e);
    try {
      const direccion = await escuchar(conRegistro);
      const f = await abrirFlujo(direccion, { token: quien.token, tenant: '2' });
      expect(f.status).toBe(200);
      f.cerrar();
      await abrirFlujo(direccion, { token: `${quien.token}x`, tenant: '2' });
      // `%74oken` es `token` para la ruta: el flujo se abre con él, y el registro no lo puede escribir.
      const codificado = await fetch(`${direccion}/api/events/stream?%74oken=${quien.token}&tenant=2`);
      expect(codificado.status).toBe(200);
      await codificado.body?.cancel();
    } finally {
      await conRegistro.close();
    }
    expect(registro()).toContain('/api/events/stream?token=***');
    expect(registro()).toContain('/api/events/stream?%74oken=***&tenant=2');
    expect(registro()).not.toContain(quien.token);
  });
});
