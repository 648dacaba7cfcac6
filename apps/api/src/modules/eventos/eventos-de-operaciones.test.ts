import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import {
  abrirCaja,
  crearEmpresaDePrueba,
  type EmpresaDePrueba,
  usuarioConPermisos,
} from '../../../test/fabricas';
import { type Cliente, entrar, login } from '../../../test/peticiones';
import { evento } from '../../db/schema/eventos';
import { usuario } from '../../db/schema/usuarios';
import { enEmpresa, enPlataforma } from '../../db/transacciones';
import { emitirEvento, eventosEnUnaSentencia } from './emitir';

/**
 * Cada operación que un evento con nombre describe lo escribe en su transacción
 * (docs/decisiones/0027-eventos-en-vivo-y-chat.md): una vez, en la empresa donde ocurrió, con los datos que la web
 * muestra y quién lo hizo; una petición que falla no escribe nada. Se lee la tabla `evento` tal como la leerá el
 * repartidor.
 */
let e: Entorno;
let emp: EmpresaDePrueba;
/** La administradora que hace casi todo: nombre completo para `by_name`. */
let ana: Cliente;
let idAna: number;
/** Un usuario sin permisos de escritura: sus intentos dan 403 y no avisan nada. */
let miron: Cliente;

interface FilaDeEvento {
  id: number;
  id_empresa: number;
  tipo: string;
  datos: unknown;
  audiencia: string[] | null;
}

async function ultimoId(): Promise<number> {
  const [fila] = await enPlataforma(e.db, (tx) => tx.select({ id: max(evento.id) }).from(evento));
  return fila?.id ?? 0;
}

/** Lo que hace `accion` y los eventos que escribió, en orden. */
async function conEventos<T>(accion: () => Promise<T>): Promise<[T, FilaDeEvento[]]> {
  const desde = await ultimoId();
  const resultado = await accion();
  const filas = await enPlataforma(e.db, (tx) =>
    tx.select().from(evento).where(gt(evento.id, desde)).orderBy(asc(evento.id)),
  );
  return [resultado, filas];
}

/** Los eventos son exactamente estos (cada tipo una vez), de la empresa de prueba y con estos datos. */
function esperar(
  eventos: FilaDeEvento[],
  esperados: Record<string, Record<string, unknown>>,
  idEmpresa?: number,
) {
  expect(eventos.map((f) => f.tipo).sort()).toEqual(Object.keys(esperados).sort());
  for (const f of eventos) {
    expect(f.id_empresa, f.tipo).toBe(idEmpresa ?? emp.id_empresa);
    expect(f.datos, f.tipo).toEqual(esperados[f.tipo]);
    expect(f.audiencia, f.tipo).toBeNull();
  }
}

/** Quién lo hizo, como lo agrega emitirEvento. */
const porAna = () => ({ by: 'ana', by_id: idAna, by_name: 'Ana María Pérez' });

/** Una petición que falla con `status` y no escribe ningún evento. */
async function sinEventos(status: number, accion: () => Promise<{ status: number; body: unknown }>) {
  const [r, eventos] = await conEventos(accion);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(eventos).toEqual([]);
}

beforeAll(async () => {
  e = await crearEntorno();
  emp = await crearEmpresaDePrueba(e, 'EVENTOS');
  await abrirCaja(e, emp.id_empresa, 100_000);
  const r = await emp.admin.post('/api/usuarios', {
    usuario: 'ana',
    nombres: 'Ana María',
    apellidos: 'Pérez',
    rol: 'ADMIN',
    password: 'clave-de-ana',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  idAna = r.body.item.id_usuario;
  ana = await entrar(e, 'EVENTOS', 'ana', 'clave-de-ana');
  miron = await usuarioConPermisos(e, emp, 'miron', [
    'clientes.ver',
    'prestamos.ver',
    'pagos.ver',
    'caja.ver',
  ]);
});

afterAll(async () => {
  await e?.cerrar();
});

async function nuevoCliente(nombres: string, apellidos: string): Promise<number> {
  const r = await ana.post('/api/clientes', { nombres, apellidos });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.item.id_cliente;
}

async function nuevoPrestamo(idCliente: number): Promise<{ id_prestamo: number; codigo_prestamo: string }> {
  const r = await ana.post('/api/prestamos', { id_cliente: idCliente, monto: 10_000, plazo: 3, tasa: 5 });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.prestamo;
}

async function planDe(idPrestamo: number) {
  const r = await ana.get(`/api/prestamos/${idPrestamo}/plan`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as {
    prestamo: { monto: number; monto_adeudado: number };
    cuotas: { id_pago: number; estado_cuota: string }[];
  };
}

describe('inicio de sesión', () => {
  it('entrar: usuario.login y login.success, en la empresa, con quién entró', async () => {
    const [r, eventos] = await conEventos(() => login(e, 'EVENTOS', 'ana', 'clave-de-ana'));
    expect(r.status).toBe(200);
    const datos = { id_usuario: idAna, usuario: 'ana', ...porAna() };
    esperar(eventos, { 'usuario.login': datos, 'login.success': datos });
  });

  it('contraseña errada o usuario inexistente: login.failed con el nombre tecleado y nada más', async () => {
    const [r, eventos] = await conEventos(() => login(e, 'EVENTOS', 'ana', 'no-es-la-clave'));
    expect(r.status).toBe(401);
    esperar(eventos, { 'login.failed': { usuario: 'ana' } });
    expect(JSON.stringify(eventos)).not.toContain('no-es-la-clave');

    const [r2, eventos2] = await conEventos(() => login(e, 'EVENTOS', 'nadie', 'otra-clave-x'));
    expect(r2.status).toBe(401);
    esperar(eventos2, { 'login.failed': { usuario: 'nadie' } });
  });

  it('una empresa que no existe no avisa a nadie', async () => {
    await sinEventos(401, () => login(e, 'NO-EXISTE', 'ana', 'clave-de-ana'));
  });
});

describe('usuarios y permisos', () => {
  let idLuis: number;

  it('crear: usuario.created', async () => {
    const [r, eventos] = await conEventos(() =>
      ana.post('/api/usuarios', {
        usuario: 'Luis',
        nombres: 'Luis',
        rol: 'OPERADOR',
        password: 'clave-de-luis',
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    idLuis = r.body.item.id_usuario;
    esperar(eventos, { 'usuario.created': { id_usuario: idLuis, usuario: 'luis', ...porAna() } });
  });

  it('editar, desactivar, reactivar y cambiarle la contraseña: usuario.updated cada vez', async () => {
    const datos = { id_usuario: idLuis, usuario: 'luis', ...porAna() };
    for (const cambio of [
      { nombres: 'Luis Ángel' },
      { estado: 'INACTIVO' },
      { estado: 'ACTIVO' },
      { password: 'otra-clave-de-luis' },
    ]) {
      const [r, eventos] = await conEventos(() =>
        ana.put(`/api/usuarios/${idLuis}`, { usuario: 'luis', ...cambio }),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      esperar(eventos, { 'usuario.updated': datos });
    }
    const [r, eventos] = await conEventos(() =>
      ana.put(`/api/usuarios/${idLuis}`, { usuario: 'luis-angel' }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    esperar(eventos, { 'usuario.updated': { ...datos, usuario: 'luis-angel' } });
  });

  it('permisos directos de un usuario y permisos de un rol: usuario.permisos.updated', async () => {
    const [r, eventos] = await conEventos(() =>
      ana.put(`/api/usuarios/${idLuis}/permisos`, { directos: ['clientes.ver'] }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    esperar(eventos, {
      'usuario.permisos.updated': { id_usuario: idLuis, usuario: 'luis-angel', ...porAna() },
    });

    // Sin ningún permiso, la última sentencia es el borrado: también lleva el aviso.
    const [sinNinguno, eventos2] = await conEventos(() =>
      ana.put(`/api/usuarios/${idLuis}/permisos`, { directos: [] }),
    );
    expect(sinNinguno.status).toBe(200);
    esperar(eventos2, {
      'usuario.permisos.updated': { id_usuario: idLuis, usuario: 'luis-angel', ...porAna() },
    });

    for (const permisos of [['clientes.ver', 'prestamos.ver', 'pagos.ver', 'pagos.registrar'], []]) {
      const [rol, eventos3] = await conEventos(() => ana.put('/api/roles/OPERADOR/permisos', { permisos }));
      expect(rol.status, JSON.stringify(rol.body)).toBe(200);
      esperar(eventos3, { 'usuario.permisos.updated': { rol: 'OPERADOR', ...porAna() } });
    }
  });

  it('eliminar: usuario.deleted', async () => {
    const [r, eventos] = await conEventos(() => ana.delete(`/api/usuarios/${idLuis}`));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    esperar(eventos, { 'usuario.deleted': { id_usuario: idLuis, usuario: 'luis-angel', ...porAna() } });
  });

  it('lo que falla no avisa: repetido, inválido, inexistente, sin permiso, rol no editable', async () => {
    await sinEventos(409, () => ana.post('/api/usuarios', { usuario: 'ana', rol: 'OPERADOR' }));
    await sinEventos(400, () => ana.post('/api/usuarios', { usuario: 'con espacio', rol: 'OPERADOR' }));
    await sinEventos(404, () => ana.put('/api/usuarios/999999', { usuario: 'fantasma' }));
    await sinEventos(404, () => ana.delete('/api/usuarios/999999'));
    await sinEventos(403, () => miron.post('/api/usuarios', { usuario: 'intruso', rol: 'OPERADOR' }));
    await sinEventos(403, () => miron.put(`/api/usuarios/${idAna}/permisos`, { directos: [] }));
    await sinEventos(409, () => ana.put('/api/roles/ADMIN/permisos', { permisos: [] }));
    await sinEventos(409, () => ana.delete(`/api/usuarios/${idAna}`));
  });

  it('el SUPERADMIN que edita un usuario de otra empresa avisa en esa empresa, como él', async () => {
    const soporte = await entrar(e, 'SOPORTE', 'soporte');
    const [fila] = await enPlataforma(e.db, (tx) =>
      tx
        .select({ id: usuario.id_usuario })
        .from(usuario)
        .where(and(eq(usuario.id_empresa, 1), eq(usuario.usuario, 'soporte'))),
    );
    const idSoporte = fila?.id;
    const [r, eventos] = await conEventos(() => soporte.put(`/api/usuarios/${idAna}`, { usuario: 'ana' }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    esperar(eventos, {
      'usuario.updated': {
        id_usuario: idAna,
        usuario: 'ana',
        by: 'soporte',
        by_id: idSoporte,
        by_name: 'Equipo de Soporte',
      },
    });

    // Viendo la empresa (X-Tenant), lo que hace se avisa en ella.
    const [alta, eventos2] = await conEventos(() =>
      soporte.post(
        '/api/clientes',
        { nombres: 'Visto', apellidos: 'Desde Soporte' },
        {
          'x-tenant': String(emp.id_empresa),
        },
      ),
    );
    expect(alta.status, JSON.stringify(alta.body)).toBe(201);
    const datos = {
      id_cliente: alta.body.item.id_cliente,
      nombre: 'VISTO DESDE SOPORTE',
      by: 'soporte',
      by_id: idSoporte,
      by_name: 'Equipo de Soporte',
    };
    esperar(eventos2, { 'cliente.creado': datos, 'cliente.created': datos });
  });
});

describe('clientes', () => {
  let idRosa: number;

  it('crear: cliente.creado y cliente.created con su id y nombre completo', async () => {
    const [r, eventos] = await conEventos(() =>
      ana.post('/api/clientes', { nombres: 'Rosa', apellidos: 'Gómez' }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    idRosa = r.body.item.id_cliente;
    const datos = { id_cliente: idRosa, nombre: 'ROSA GÓMEZ', ...porAna() };
    esperar(eventos, { 'cliente.creado': datos, 'cliente.created': datos });
  });

  it('editar: cliente.actualizado y cliente.updated, con el nombre que queda', async () => {
    const [r, eventos] = await conEventos(() =>
      ana.put(`/api/clientes/${idRosa}`, { nombres: 'Rosa Elena', apellidos: 'Gómez' }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const datos = { id_cliente: idRosa, nombre: 'ROSA ELENA GÓMEZ', ...porAna() };
    esperar(eventos, { 'cliente.actualizado': datos, 'cliente.updated': datos });
  });

  it('eliminar: cliente.deleted', async () => {
    const [r, eventos] = await conEventos(() => ana.delete(`/api/clientes/${idRosa}`));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    esperar(eventos, { 'cliente.deleted': { id_cliente: idRosa, nombre: 'ROSA ELENA GÓMEZ', ...porAna() } });
  });

  it('lo que falla no avisa: inválido, inexistente, con préstamos, sin permiso', async () => {
    await sinEventos(400, () => ana.post('/api/clientes', { nombres: '', apellidos: 'Sin Nombre' }));
    await sinEventos(404, () => ana.put('/api/clientes/999999', { nombres: 'Nadie', apellidos: 'Nunca' }));
    await sinEventos(404, () => ana.delete('/api/clientes/999999'));
    const conPrestamo = await nuevoCliente('Con', 'Préstamo');
    await nuevoPrestamo(conPrestamo);
    await sinEventos(409, () => ana.delete(`/api/clientes/${conPrestamo}`));
    await sinEventos(403, () => miron.post('/api/clientes', { nombres: 'Intruso', apellidos: 'Total' }));
    await sinEventos(403, () => miron.put(`/api/clientes/${conPrestamo}`, { nombres: 'X', apellidos: 'Y' }));
  });
});

describe('préstamos y pagos', () => {
  it('otorgar: prestamo.otorgado y prestamo.created con código, cliente y monto', async () => {
    const idCliente = await nuevoCliente('Pedro', 'Almonte Ruiz');
    const [r, eventos] = await conEventos(() =>
      ana.post('/api/prestamos', { id_cliente: idCliente, monto: 12_345.67, plazo: 3, tasa: 5 }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const datos = {
      id_prestamo: r.body.prestamo.id_prestamo,
      codigo: r.body.prestamo.codigo_prestamo,
      id_cliente: idCliente,
      cliente: 'PEDRO ALMONTE RUIZ',
      monto: 12_345.67,
      ...porAna(),
    };
    expect(datos.codigo).toMatch(/^PR-/);
    esperar(eventos, { 'prestamo.otorgado': datos, 'prestamo.created': datos });
  });

  it('cobrar: pago.registrado con préstamo, cliente, monto al centavo y recibo; el último también prestamo.liquidado', async () => {
    const idCliente = await nuevoCliente('Marta', 'De la Cruz');
    const p = await nuevoPrestamo(idCliente);
    const { cuotas } = await planDe(p.id_prestamo);
    const primera = cuotas[0]?.id_pago;
    const base = {
      id_prestamo: p.id_prestamo,
      codigo: p.codigo_prestamo,
      id_cliente: idCliente,
      cliente: 'MARTA DE LA CRUZ',
      ...porAna(),
    };

    const [r, eventos] = await conEventos(() =>
      ana.post(`/api/pagos/${primera}/cobrar`, { monto: 1_234.56, metodo: 'EFECTIVO' }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // Solo el pago: el ingreso que deja en caja no es un caja.mov.
    esperar(eventos, {
      'pago.registrado': {
        ...base,
        monto: 1_234.56,
        numero_recibo: r.body.no_recibo,
        id_recibo: r.body.id_recibo,
      },
    });
    expect(r.body.no_recibo).toMatch(/^RE-/);

    const { prestamo } = await planDe(p.id_prestamo);
    const [saldo, eventos2] = await conEventos(() =>
      ana.post(`/api/pagos/${primera}/cobrar`, { monto: prestamo.monto_adeudado, metodo: 'EFECTIVO' }),
    );
    expect(saldo.status, JSON.stringify(saldo.body)).toBe(200);
    expect(saldo.body.prestamo_saldado).toBe(true);
    esperar(eventos2, {
      'pago.registrado': {
        ...base,
        monto: prestamo.monto_adeudado,
        numero_recibo: saldo.body.no_recibo,
        id_recibo: saldo.body.id_recibo,
      },
      'prestamo.liquidado': base,
    });
  });

  it('un cobro repetido con la misma Idempotency-Key avisa una sola vez', async () => {
    const p = await nuevoPrestamo(await nuevoCliente('Idem', 'Potente'));
    const idPago = (await planDe(p.id_prestamo)).cuotas[0]?.id_pago;
    const cobrar = () =>
      ana.post(
        `/api/pagos/${idPago}/cobrar`,
        { monto: 100, metodo: 'EFECTIVO' },
        { 'idempotency-key': 'cobro-una-sola-vez' },
      );
    const [r, eventos] = await conEventos(cobrar);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(eventos.map((f) => f.tipo)).toEqual(['pago.registrado']);
    await sinEventos(200, cobrar);
  });

  it('un cobro que falla no avisa: más que el saldo, cuota inexistente, no la primera, sin permiso', async () => {
    const p = await nuevoPrestamo(await nuevoCliente('Falla', 'Cobro'));
    const { prestamo, cuotas } = await planDe(p.id_prestamo);
    const [primera, segunda] = cuotas.map((c) => c.id_pago);
    const pagar = (id: number | undefined, monto: number) =>
      ana.post(`/api/pagos/${id}/cobrar`, { monto, metodo: 'EFECTIVO' });
    await sinEventos(400, () => pagar(primera, prestamo.monto_adeudado + 0.01));
    await sinEventos(400, () => pagar(primera, -5));
    await sinEventos(404, () => pagar(999_999, 10));
    await sinEventos(409, () => pagar(segunda, 10));
    await sinEventos(403, () =>
      miron.post(`/api/pagos/${primera}/cobrar`, { monto: 10, metodo: 'EFECTIVO' }),
    );
  });

  it('liquidar: pago.registrado por lo pagado y prestamo.liquidado', async () => {
    const idCliente = await nuevoCliente('Liquida', 'Todo');
    const p = await nuevoPrestamo(idCliente);
    await sinEventos(400, () =>
      ana.post(`/api/prestamos/${p.id_prestamo}/liquidar`, { descuento: 1_000_000 }),
    );
    const [r, eventos] = await conEventos(() =>
      ana.post(`/api/prestamos/${p.id_prestamo}/liquidar`, { descuento: 0.5 }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const base = {
      id_prestamo: p.id_prestamo,
      codigo: p.codigo_prestamo,
      id_cliente: idCliente,
      cliente: 'LIQUIDA TODO',
      ...porAna(),
    };
    esperar(eventos, {
      'pago.registrado': {
        ...base,
        monto: r.body.total_pagado,
        numero_recibo: r.body.no_recibo,
        id_recibo: r.body.id_recibo,
      },
      'prestamo.liquidado': base,
    });
    await sinEventos(409, () => ana.post(`/api/prestamos/${p.id_prestamo}/liquidar`, { descuento: 0 }));
  });

  it('reenganche: el nuevo, prestamo.otorgado y prestamo.created; el anterior, prestamo.liquidado', async () => {
    const idCliente = await nuevoCliente('Vuelve', 'A Prestar');
    const p = await nuevoPrestamo(idCliente);
    const [r, eventos] = await conEventos(() =>
      ana.post(`/api/prestamos/${p.id_prestamo}/reenganche`, { monto_extra: 1_000, strategy: 'keep_term' }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const nuevo = r.body.prestamo;
    const otorgado = {
      id_prestamo: nuevo.id_prestamo,
      codigo: nuevo.codigo_prestamo,
      id_cliente: idCliente,
      cliente: 'VUELVE A PRESTAR',
      monto: (await planDe(nuevo.id_prestamo)).prestamo.monto,
      ...porAna(),
    };
    esperar(eventos, {
      'prestamo.otorgado': otorgado,
      'prestamo.created': otorgado,
      'prestamo.liquidado': {
        id_prestamo: p.id_prestamo,
        codigo: p.codigo_prestamo,
        id_cliente: idCliente,
        cliente: 'VUELVE A PRESTAR',
        ...porAna(),
      },
    });
  });

  it('cancelar: prestamo.deleted; lo que no se cancela no avisa', async () => {
    const p = await nuevoPrestamo(await nuevoCliente('Se', 'Arrepiente'));
    const [r, eventos] = await conEventos(() => ana.post(`/api/prestamos/${p.id_prestamo}/cancelar`));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    esperar(eventos, {
      'prestamo.deleted': { id_prestamo: p.id_prestamo, codigo: p.codigo_prestamo, ...porAna() },
    });
    await sinEventos(409, () => ana.post(`/api/prestamos/${p.id_prestamo}/cancelar`));
    await sinEventos(404, () => ana.post('/api/prestamos/999999/cancelar'));
  });

  it('un préstamo que falla no avisa: cliente inexistente, caja sin saldo, inválido, sin permiso', async () => {
    const idCliente = await nuevoCliente('Sin', 'Suerte');
    const prestar = (monto: number, id = idCliente) =>
      ana.post('/api/prestamos', { id_cliente: id, monto, plazo: 3, tasa: 5 });
    await sinEventos(404, () => prestar(1_000, 999_999));
    await sinEventos(409, () => prestar(5_000_000));
    await sinEventos(400, () => prestar(-1));
    await sinEventos(403, () =>
      miron.post('/api/prestamos', { id_cliente: idCliente, monto: 100, plazo: 3, tasa: 5 }),
    );
  });
});

describe('caja', () => {
  it('cada movimiento manual: caja.mov con su id, tipo, monto al centavo y concepto', async () => {
    for (const [tipo, monto, descripcion] of [
      ['INGRESO', 250.75, 'Aporte del socio'],
      ['EGRESO', 99.99, 'Compra de talonarios'],
    ] as const) {
      const [r, eventos] = await conEventos(() =>
        ana.post('/api/caja/movimientos', { tipo, monto, descripcion }),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      esperar(eventos, {
        'caja.mov': {
          id_movimiento: r.body.item.id_movimiento,
          tipo,
          monto,
          concepto: descripcion,
          ...porAna(),
        },
      });
    }
  });

  it('lo que falla no avisa: egreso sin saldo, monto inválido, sin permiso', async () => {
    const mover = (quien: Cliente, tipo: string, monto: number) =>
      quien.post('/api/caja/movimientos', { tipo, monto, descripcion: 'No debe avisar' });
    await sinEventos(409, () => mover(ana, 'EGRESO', 5_000_000));
    await sinEventos(400, () => mover(ana, 'INGRESO', 0));
    await sinEventos(400, () => mover(ana, 'OTRO', 10));
    await sinEventos(403, () => mover(miron, 'INGRESO', 10));
  });
});

describe('la transacción que se deshace', () => {
  it('no deja ningún evento, ni escrito aparte ni en la sentencia del cambio', async () => {
    const causante = {
      idEmpresa: emp.id_empresa,
      idUsuario: idAna,
      usuario: 'ana',
      nombre: 'Ana María Pérez',
    };
    const desde = await ultimoId();
    let escritos = 0;
    const [resultado, eventos] = await conEventos(() =>
      enEmpresa(e.db, emp.id_empresa, async (tx) => {
        await emitirEvento(tx, causante, 'cliente.creado', { id_cliente: 1, nombre: 'Nunca Existió' });
        const avisos = eventosEnUnaSentencia(tx, causante, [
          { tipo: 'app.message', datos: { message: 'no' } },
        ]);
        await tx.execute(sql`with ${avisos} select 1`);
        // Dentro de la transacción están (el evento, su alias y el de la sentencia)...
        const [visto] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(evento)
          .where(gt(evento.id, desde));
        escritos = visto?.n ?? 0;
        throw new Error('falla después de emitir');
      }).catch((error: Error) => error.message),
    );
    expect(escritos).toBe(3);
    // ...y al deshacerse, no queda ninguno.
    expect(resultado).toBe('falla después de emitir');
    expect(eventos).toEqual([]);
  });
});
