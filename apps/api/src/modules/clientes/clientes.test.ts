import { fechaDeNegocio, sumarMeses } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import {
  abrirCaja,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  type EmpresaDePrueba,
  prestar,
  rutaDePrueba,
} from '../../../test/fabricas';
import { type Cliente, entrar, subirArchivo } from '../../../test/peticiones';
import { crearPng } from '../../seed/retratos';

let e: Entorno;
let admin: Cliente;
let operador: Cliente;
let otra: EmpresaDePrueba;

beforeAll(async () => {
  e = await crearEntorno();
  admin = await entrar(e, 'DEMO', 'admin');
  operador = await entrar(e, 'DEMO', 'operador');
  otra = await crearEmpresaDePrueba(e, 'OTRA');
  await abrirCaja(e, 2, 50_000);
});
afterAll(() => e.cerrar());

const NO_AUTORIZADO = { ok: false, message: 'No autorizado', code: 'NO_AUTORIZADO' };

const ANA = {
  nombres: '  Ana Mercedes ',
  apellidos: 'Peralta Rosario',
  cedula: '402-1234567-8',
  telefono: '809-555-0101',
  movil: '(829) 555 0202',
  correo: 'Ana.Peralta@Correo.do',
  direccion: 'Calle Duarte 45, Los Jardines, Santiago',
};

async function crear(datos: Record<string, unknown>, quien = admin) {
  const r = await quien.post('/api/clientes', datos);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.item as { id_cliente: number; codigo: string; nombres: string; apellidos: string };
}

describe('POST /api/clientes', () => {
  it('crea el cliente ACTIVO con código del servidor; guarda dígitos y responde con guiones', async () => {
    const r = await admin.post('/api/clientes', { ...ANA, estado: 'INACTIVO' });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Cliente creado');
    expect(r.body.advertencias).toEqual([]);
    expect(r.body.item).toMatchObject({
      codigo: 'CL-000001',
      nombres: 'ANA MERCEDES',
      apellidos: 'PERALTA ROSARIO',
      cedula: '402-1234567-8',
      telefono: '809-555-0101',
      telefono1: '809-555-0101',
      movil: '829-555-0202',
      correo: 'ana.peralta@correo.do',
      email: 'ana.peralta@correo.do',
      estado: 'ACTIVO',
      prestamos_activos: 0,
      tiene_prestamo_activo: false,
      foto_url: null,
    });
    expect(r.body.cliente.id_cliente).toBe(r.body.item.id_cliente);
    const segundo = await crear({ nombres: 'Luis', apellidos: 'Almonte' });
    expect(segundo.codigo).toBe('CL-000002');
  });

  it('la creación rápida (nombres y apellidos) funciona con los alias de los campos', async () => {
    const r = await admin.post('/api/clientes', {
      nombres: 'Rosa',
      apellidos: 'Guzmán',
      telefono1: '8495550303',
      email: '',
    });
    expect(r.status).toBe(201);
    expect(r.body.item).toMatchObject({ telefono: '849-555-0303', correo: null, cedula: null });
  });

  it('valida con mensajes en español', async () => {
    const r = await admin.post('/api/clientes', {
      nombres: ' ',
      cedula: '001-123',
      telefono: '809555',
      correo: 'x@',
    });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({
      nombres: 'Ingresa el nombre.',
      apellidos: 'Ingresa los apellidos.',
      cedula: 'La cédula debe tener 11 dígitos (000-0000000-0).',
      telefono: 'El teléfono debe tener 10 dígitos (000-000-0000).',
      correo: 'Correo electrónico inválido.',
    });
  });

  it('valida el móvil, el estado y el largo máximo con sus mensajes', async () => {
    const r = await admin.post('/api/clientes', {
      nombres: 'N'.repeat(81),
      apellidos: 'Largo',
      movil: '829-555',
      estado: 'ACTIVA',
      direccion: 'd'.repeat(251),
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      ok: false,
      message: 'Máximo 80 caracteres.',
      code: 'VALIDACION',
      fields: {
        nombres: 'Máximo 80 caracteres.',
        movil: 'El móvil debe tener 10 dígitos (000-000-0000).',
        direccion: 'Máximo 250 caracteres.',
        estado: 'Estado inválido: ACTIVO o INACTIVO.',
      },
    });
  });

  it('una cédula que no pasa el dígito verificador se guarda con un aviso', async () => {
    const r = await admin.post('/api/clientes', {
      nombres: 'Pedro',
      apellidos: 'Báez',
      cedula: '40212345679',
    });
    expect(r.status).toBe(201);
    expect(r.body.advertencias).toEqual([
      'La cédula 402-1234567-9 no pasa la verificación del dígito; revísala.',
    ]);
  });

  it('la cédula es única en la empresa (409 nombrando al dueño), no entre empresas', async () => {
    const r = await admin.post('/api/clientes', {
      nombres: 'Otra',
      apellidos: 'Persona',
      cedula: '40212345678',
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(
      'La cédula 402-1234567-8 ya pertenece a ANA MERCEDES PERALTA ROSARIO (CL-000001).',
    );
    expect(
      (await otra.admin.post('/api/clientes', { nombres: 'Ana', apellidos: 'X', cedula: '40212345678' }))
        .status,
    ).toBe(201);
  });

  it('respeta el límite de clientes activos del plan al crear y al reactivar, salvo licencia permanente', async () => {
    const chica = await crearEmpresaDePrueba(e, 'CHICA', { limite_clientes: 2 });
    const { id_cliente: uno } = await crear({ nombres: 'Uno', apellidos: 'A' }, chica.admin);
    await crear({ nombres: 'Dos', apellidos: 'B' }, chica.admin);
    const r = await chica.admin.post('/api/clientes', { nombres: 'Tres', apellidos: 'C' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      message: 'Tu plan permite hasta 2 clientes activos. Desactiva un cliente o amplía el plan.',
      code: 'LIMITE_CLIENTES',
    });
    // Desactivar libera el cupo; reactivar con el cupo lleno se niega igual que crear.
    const datosDeUno = { nombres: 'Uno', apellidos: 'A' };
    expect(
      (await chica.admin.put(`/api/clientes/${uno}`, { ...datosDeUno, estado: 'INACTIVO' })).status,
    ).toBe(200);
    expect((await chica.admin.post('/api/clientes', { nombres: 'Tres', apellidos: 'C' })).status).toBe(201);
    const reactivar = await chica.admin.put(`/api/clientes/${uno}`, { ...datosDeUno, estado: 'ACTIVO' });
    expect(reactivar.status).toBe(409);
    expect(reactivar.body.code).toBe('LIMITE_CLIENTES');
    const perm = await crearEmpresaDePrueba(e, 'PERMC', { limite_clientes: 1, licencia_perm: true });
    await crear({ nombres: 'Uno', apellidos: 'A' }, perm.admin);
    await crear({ nombres: 'Dos', apellidos: 'B' }, perm.admin);
  });
});

describe('cédula repetida en guardados simultáneos (en PostgreSQL compiten de verdad; en PGlite van en fila)', () => {
  let carrera: EmpresaDePrueba;
  beforeAll(async () => {
    carrera = await crearEmpresaDePrueba(e, 'CARRERA');
  });

  it('dos altas a la vez con la misma cédula: una 201 y la otra 409 nombrando a la creada', async () => {
    const alta = (nombres: string) =>
      carrera.admin.post('/api/clientes', { nombres, apellidos: 'Carrera', cedula: '001-0000000-9' });
    const r = await Promise.all([alta('Uno'), alta('Dos')]);
    expect(r.map((x) => x.status).sort()).toEqual([201, 409]);
    const creado = r.find((x) => x.status === 201)?.body.item;
    expect(r.find((x) => x.status === 409)?.body).toEqual({
      ok: false,
      message: `La cédula 001-0000000-9 ya pertenece a ${creado.nombres} CARRERA (${creado.codigo}).`,
      code: 'CEDULA_DUPLICADA',
    });
    expect((await carrera.admin.get('/api/clientes?q=00100000009')).body.total).toBe(1);
  });

  it('dos ediciones a la vez que toman la misma cédula: una 200 y la otra 409 nombrando a la primera', async () => {
    const a = await crear({ nombres: 'Ana', apellidos: 'Edita' }, carrera.admin);
    const b = await crear({ nombres: 'Bea', apellidos: 'Edita' }, carrera.admin);
    const editar = (c: { id_cliente: number; nombres: string }) =>
      carrera.admin.put(`/api/clientes/${c.id_cliente}`, {
        nombres: c.nombres,
        apellidos: 'Edita',
        cedula: '402-1234567-8',
      });
    const r = await Promise.all([editar(a), editar(b)]);
    expect(r.map((x) => x.status).sort()).toEqual([200, 409]);
    const ganador = r.find((x) => x.status === 200)?.body.item;
    expect(r.find((x) => x.status === 409)?.body).toEqual({
      ok: false,
      message: `La cédula 402-1234567-8 ya pertenece a ${ganador.nombres} EDITA (${ganador.codigo}).`,
      code: 'CEDULA_DUPLICADA',
    });
  });
});

describe('GET /api/clientes', () => {
  let lista: EmpresaDePrueba;
  beforeAll(async () => {
    lista = await crearEmpresaDePrueba(e, 'LISTA');
    const nombres = [
      ['José Ramón', 'Núñez Peña', '00100000009'],
      ['María', 'Pérez Almonte', null],
      ['Juana', 'de la Cruz', null],
      ['Pedro', 'Nuñez', null],
      ['Carlos', 'Batista', null],
    ] as const;
    for (const [n, a, c] of nombres) await crear({ nombres: n, apellidos: a, cedula: c }, lista.admin);
  });

  it('pagina con los más recientes primero', async () => {
    const r = await lista.admin.get('/api/clientes?page=2&pageSize=2');
    expect(r.body).toMatchObject({ total: 5, page: 2, pageSize: 2, totalPages: 3 });
    expect(r.body.items.map((c: { nombres: string }) => c.nombres)).toEqual(['JUANA', 'MARÍA']);
    expect((await lista.admin.get('/api/clientes')).body.pageSize).toBe(10);
  });

  it('busca por nombre, apellido, cédula (con o sin guiones) y código, sin tildes ni mayúsculas', async () => {
    const buscar = async (q: string) =>
      (await lista.admin.get(`/api/clientes?q=${encodeURIComponent(q)}`)).body.items.map(
        (c: { nombres: string }) => c.nombres,
      );
    expect(await buscar('NUÑEZ')).toEqual(['PEDRO', 'JOSÉ RAMÓN']);
    expect(await buscar('nunez')).toEqual(['PEDRO', 'JOSÉ RAMÓN']);
    expect(await buscar('perez alm')).toEqual(['MARÍA']);
    expect(await buscar('perez batista')).toEqual([]);
    expect(await buscar('maría pérez')).toEqual(['MARÍA']);
    expect(await buscar('001-0000000')).toEqual(['JOSÉ RAMÓN']);
    expect(await buscar('CL-000003')).toEqual(['JUANA']);
    expect(await buscar('100%')).toEqual([]);
    // Una búsqueda sola pagina sobre sus coincidencias: por número y por cursor, con su total; con estado, también.
    const primera = (await lista.admin.get('/api/clientes?q=nunez&pageSize=1')).body;
    expect(primera).toMatchObject({ total: 2, total_aproximado: false, totalPages: 2 });
    expect(primera.items.map((c: { nombres: string }) => c.nombres)).toEqual(['PEDRO']);
    const segunda = await lista.admin.get('/api/clientes?q=nunez&pageSize=1&page=2');
    expect(segunda.body.items.map((c: { nombres: string }) => c.nombres)).toEqual(['JOSÉ RAMÓN']);
    const porCursor = await lista.admin.get(`/api/clientes?q=nunez&pageSize=1&cursor=${primera.siguiente}`);
    expect(porCursor.body.items.map((c: { nombres: string }) => c.nombres)).toEqual(['JOSÉ RAMÓN']);
    expect((await lista.admin.get('/api/clientes?q=nunez&estado=INACTIVO')).body.total).toBe(0);
  });

  it('busca lo que empieza una palabra: el resto del nombre, la cédula por su comienzo, el número del código', async () => {
    const buscar = async (q: string) =>
      (await lista.admin.get(`/api/clientes?q=${encodeURIComponent(q)}`)).body.items.map(
        (c: { nombres: string }) => c.nombres,
      );
    expect(await buscar('ramon nunez pe')).toEqual(['JOSÉ RAMÓN']);
    expect(await buscar('  cruz   ')).toEqual(['JUANA']);
    expect(await buscar('la  cruz')).toEqual(['JUANA']);
    expect(await buscar('001')).toEqual(['JOSÉ RAMÓN']);
    expect(await buscar('000003')).toEqual(['JUANA']);
    // Dentro de una palabra no: "unez" no es el comienzo de "nunez", ni "0000009" el de la cédula.
    expect(await buscar('unez')).toEqual([]);
    expect(await buscar('0000009')).toEqual([]);
  });

  it('la búsqueda sigue al cliente cuando se edita o se borra', async () => {
    const buscar = async (q: string) =>
      (await lista.admin.get(`/api/clientes?q=${encodeURIComponent(q)}`)).body.items.map(
        (c: { id_cliente: number }) => c.id_cliente,
      );
    const nuevo = await crear({ nombres: 'Altagracia', apellidos: 'Sosa' }, lista.admin);
    expect(await buscar('altagracia')).toEqual([nuevo.id_cliente]);
    await lista.admin.put(`/api/clientes/${nuevo.id_cliente}`, {
      nombres: 'Altagracia',
      apellidos: 'Ozuna',
      cedula: '402-9876543-2',
    });
    expect(await buscar('sosa')).toEqual([]);
    expect(await buscar('altagracia ozuna')).toEqual([nuevo.id_cliente]);
    expect(await buscar('40298')).toEqual([nuevo.id_cliente]);
    expect((await lista.admin.delete(`/api/clientes/${nuevo.id_cliente}`)).status).toBe(200);
    expect(await buscar('altagracia')).toEqual([]);
  });

  it('filtra por estado y marca los préstamos activos', async () => {
    const todos = (await lista.admin.get('/api/clientes')).body.items;
    const carlos = todos.find((c: { nombres: string }) => c.nombres === 'CARLOS');
    await abrirCaja(e, lista.id_empresa, 20_000);
    await prestar(lista.admin, carlos.id_cliente, { saldado: true });
    await prestar(lista.admin, carlos.id_cliente, {
      fechaInicio: sumarMeses(fechaDeNegocio(e.deps.ahora()), -2),
    });
    const pedro = todos.find((c: { nombres: string }) => c.nombres === 'PEDRO');
    await lista.admin.put(`/api/clientes/${pedro.id_cliente}`, { ...pedro, estado: 'INACTIVO' });
    const inactivos = (await lista.admin.get('/api/clientes?estado=INACTIVO')).body.items;
    expect(inactivos.map((c: { nombres: string }) => c.nombres)).toEqual(['PEDRO']);
    const conPrestamo = (await lista.admin.get('/api/clientes?q=carlos')).body.items[0];
    expect(conPrestamo).toMatchObject({ prestamos_activos: 1, tiene_prestamo_activo: true });
    expect((await lista.admin.get('/api/clientes?estado=todos')).body.total).toBe(5);
    expect((await lista.admin.get('/api/clientes?estado=BORRADO')).status).toBe(400);
  });

  it('tamaño de página hasta 50 (la búsqueda del préstamo nuevo usa 8)', async () => {
    expect((await lista.admin.get('/api/clientes?pageSize=8')).body.pageSize).toBe(8);
    const r = await lista.admin.get('/api/clientes?pageSize=51');
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({ pageSize: 'Tamaño de página máximo: 50.' });
  });

  it('otra empresa no ve estos clientes', async () => {
    expect((await otra.admin.get('/api/clientes?q=nunez')).body.total).toBe(0);
  });
});

describe('GET/PUT/DELETE /api/clientes/{id}', () => {
  it('lee y edita; otra empresa recibe 404 al leer, editar o borrar', async () => {
    const c = await crear({ nombres: 'Ramona', apellidos: 'Tejada', cedula: '00100000009' });
    const leido = await admin.get(`/api/clientes/${c.id_cliente}`);
    expect(leido.body.item).toMatchObject({ nombres: 'RAMONA', cedula: '001-0000000-9' });
    const r = await admin.put(`/api/clientes/${c.id_cliente}`, {
      nombres: 'Ramona Altagracia',
      apellidos: 'Tejada',
      direccion: 'Av. Estrella Sadhalá 12',
    });
    expect(r.body).toMatchObject({
      message: 'Cliente actualizado',
      item: { nombres: 'RAMONA ALTAGRACIA', cedula: '001-0000000-9' },
    });
    for (const intento of [
      otra.admin.get(`/api/clientes/${c.id_cliente}`),
      otra.admin.put(`/api/clientes/${c.id_cliente}`, { nombres: 'X', apellidos: 'Y' }),
      otra.admin.delete(`/api/clientes/${c.id_cliente}`),
      otra.admin.get(`/api/clientes/${c.id_cliente}/historial`),
      otra.admin.get(`/api/clientes/by-cliente/${c.id_cliente}`),
    ]) {
      const resp = await intento;
      expect(resp.status).toBe(404);
      expect(resp.body.message).toBe('Cliente no encontrado');
    }
    expect((await admin.get(`/api/clientes/${c.id_cliente}`)).body.item.nombres).toBe('RAMONA ALTAGRACIA');
  });

  it('no se desactiva ni se borra a quien tiene préstamos activos; con préstamos viejos no se borra', async () => {
    const c = await crear({ nombres: 'Félix', apellidos: 'Rosario' });
    const prestamo = await prestar(admin, c.id_cliente);
    const desactivar = await admin.put(`/api/clientes/${c.id_cliente}`, {
      nombres: 'Félix',
      apellidos: 'Rosario',
      estado: 'INACTIVO',
    });
    expect(desactivar.status).toBe(409);
    expect(desactivar.body.message).toBe(
      'No puedes desactivar a FÉLIX ROSARIO porque tiene préstamo(s) activo(s).',
    );
    const borrar = await admin.delete(`/api/clientes/${c.id_cliente}`);
    expect(borrar.status).toBe(409);
    expect(borrar.body.message).toBe(
      'No puedes eliminar a FÉLIX ROSARIO porque tiene préstamo(s) activo(s).',
    );

    await admin.post(`/api/prestamos/${prestamo.id_prestamo}/liquidar`, { descuento: 0 });
    expect(
      (
        await admin.put(`/api/clientes/${c.id_cliente}`, {
          nombres: 'Félix',
          apellidos: 'Rosario',
          estado: 'INACTIVO',
        })
      ).status,
    ).toBe(200);
    const conHistoria = await admin.delete(`/api/clientes/${c.id_cliente}`);
    expect(conHistoria.status).toBe(409);
    expect(conHistoria.body.message).toBe('No se puede eliminar: el cliente tiene préstamos asociados.');
  });

  it('se borra un cliente sin préstamos, con sus garantes, referencias y foto', async () => {
    const c = await crear({ nombres: 'Temporal', apellidos: 'Prueba' });
    await admin.post(`/api/clientes/${c.id_cliente}/garantes`, { nombre: 'Garante' });
    await admin.post(`/api/clientes/${c.id_cliente}/ref-laboral`, { nombre_empresa: 'Colmado' });
    const r = await admin.delete(`/api/clientes/${c.id_cliente}`);
    expect(r.body).toEqual({ ok: true, message: 'Cliente eliminado' });
    expect((await admin.get(`/api/clientes/${c.id_cliente}`)).status).toBe(404);
  });

  it('al editar valida el estado, el móvil y el largo máximo', async () => {
    const c = await crear({ nombres: 'Valida', apellidos: 'Edición' });
    const r = await admin.put(`/api/clientes/${c.id_cliente}`, {
      nombres: 'Valida',
      apellidos: 'A'.repeat(81),
      movil: '12345678901',
      estado: 'BORRADO',
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      ok: false,
      message: 'Máximo 80 caracteres.',
      code: 'VALIDACION',
      fields: {
        apellidos: 'Máximo 80 caracteres.',
        movil: 'El móvil debe tener 10 dígitos (000-000-0000).',
        estado: 'Estado inválido: ACTIVO o INACTIVO.',
      },
    });
    expect((await admin.get(`/api/clientes/${c.id_cliente}`)).body.item).toMatchObject({
      apellidos: 'EDICIÓN',
      estado: 'ACTIVO',
    });
  });

  it('no se puede tomar la cédula de otro al editar', async () => {
    const c = await crear({ nombres: 'Sin', apellidos: 'Cédula' });
    const r = await admin.put(`/api/clientes/${c.id_cliente}`, {
      nombres: 'Sin',
      apellidos: 'Cédula',
      cedula: '402-1234567-8',
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('ya pertenece a ANA MERCEDES PERALTA ROSARIO');
  });
});

describe('préstamos e historial del cliente', () => {
  it('by-cliente e historial devuelven sus préstamos con la forma del contrato', async () => {
    const c = await crear({ nombres: 'Historia', apellidos: 'Larga' });
    expect((await admin.get(`/api/clientes/by-cliente/${c.id_cliente}`)).body).toEqual({
      ok: true,
      items: [],
    });
    const saldado = await prestar(admin, c.id_cliente, { saldado: true });
    const r = await admin.get(`/api/clientes/by-cliente/${c.id_cliente}`);
    expect(r.body.items).toHaveLength(1);
    expect(r.body.items[0]).toMatchObject({
      estado: 'SALDADO',
      codigo_prestamo: saldado.codigo_prestamo,
    });
    const h = await admin.get(`/api/clientes/${c.id_cliente}/historial`);
    expect(h.body.historial.cliente_creado).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(h.body.historial.prestamos).toHaveLength(1);
  });
});

describe('permisos de clientes', () => {
  it('el operador ve (a los clientes de sus rutas) pero no crea, edita ni borra', async () => {
    const c = await crear({ nombres: 'Visible', apellidos: 'Para Operador' });
    const yo = (await operador.get('/api/auth/me')).body.item.id_usuario;
    expect((await operador.get(`/api/clientes/${c.id_cliente}`)).status).toBe(404);
    await rutaDePrueba(admin, { nombre: 'Ruta del operador', clientes: [c.id_cliente], cobradores: [yo] });
    expect(
      (await operador.get('/api/clientes')).body.items.map((x: { id_cliente: number }) => x.id_cliente),
    ).toEqual([c.id_cliente]);
    expect((await operador.get(`/api/clientes/${c.id_cliente}`)).status).toBe(200);
    const negadas = await Promise.all([
      operador.post('/api/clientes', { nombres: 'X', apellidos: 'Y' }),
      operador.put(`/api/clientes/${c.id_cliente}`, { nombres: 'X', apellidos: 'Y' }),
      operador.delete(`/api/clientes/${c.id_cliente}`),
      operador.post(`/api/clientes/${c.id_cliente}/garantes`, { nombre: 'G' }),
      operador.post(`/api/clientes/${c.id_cliente}/ref-laboral`, { nombre_empresa: 'E' }),
      operador.delete(`/api/clientes/${c.id_cliente}/foto`),
    ]);
    expect(negadas.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
  });

  it('sin clientes.editar: 403 al editar o borrar garantes y referencias y al subir la foto', async () => {
    const c = await crear({ nombres: 'Con', apellidos: 'Hijos' });
    const g = (await admin.post(`/api/clientes/${c.id_cliente}/garantes`, { nombre: 'Garante' })).body.item;
    const ref = (await admin.post(`/api/clientes/${c.id_cliente}/ref-laboral`, { nombre_empresa: 'Colmado' }))
      .body.item;
    const negadas = [
      await operador.put(`/api/garantes/${g.id_garante}`, { nombre: 'Cambiado' }),
      await operador.delete(`/api/garantes/${g.id_garante}`),
      await operador.put(`/api/ref-laboral/${ref.id_ref_laboral}`, { nombre_empresa: 'Cambiada' }),
      await operador.delete(`/api/ref-laboral/${ref.id_ref_laboral}`),
      await subirArchivo(e, operador.token, `/api/clientes/${c.id_cliente}/foto`, {
        campo: 'foto',
        nombre: 'foto.png',
        tipo: 'image/png',
        datos: crearPng(2, 2, () => [0, 0, 0]),
      }),
    ];
    for (const r of negadas) {
      expect(r.status).toBe(403);
      expect(r.body).toEqual(NO_AUTORIZADO);
    }
    expect((await admin.get(`/api/clientes/${c.id_cliente}/garantes`)).body.items).toEqual([g]);
    expect((await admin.get(`/api/clientes/${c.id_cliente}/ref-laboral`)).body.items).toEqual([ref]);
    expect((await admin.get(`/api/clientes/${c.id_cliente}`)).body.item.foto_url).toBeNull();
  });

  it('sin clientes.ver: 403 en la ficha, sus préstamos, su historial y sus referencias', async () => {
    // En una empresa aparte: su rol OPERADOR se queda sin clientes.ver sin tocar el de DEMO.
    const sinVer = await crearEmpresaDePrueba(e, 'SINVER');
    await crearUsuarioDePrueba(e, sinVer.id_empresa, 'cobrador', 'OPERADOR');
    expect((await sinVer.admin.put('/api/roles/OPERADOR/permisos', { permisos: ['pagos.ver'] })).status).toBe(
      200,
    );
    const cobrador = await entrar(e, 'SINVER', 'cobrador');
    const c = await crear({ nombres: 'Oculto', apellidos: 'Cliente' }, sinVer.admin);
    const negadas = [
      await cobrador.get(`/api/clientes/${c.id_cliente}`),
      await cobrador.get(`/api/clientes/by-cliente/${c.id_cliente}`),
      await cobrador.get(`/api/clientes/${c.id_cliente}/historial`),
      await cobrador.get(`/api/clientes/${c.id_cliente}/ref-laboral`),
    ];
    for (const r of negadas) {
      expect(r.status).toBe(403);
      expect(r.body).toEqual(NO_AUTORIZADO);
    }
    expect((await sinVer.admin.get(`/api/clientes/${c.id_cliente}/ref-laboral`)).status).toBe(200);
  });

  it('sin clientes.ver no se lista nada', async () => {
    await admin.put('/api/roles/OPERADOR/permisos', { permisos: ['pagos.ver'] });
    const r = await operador.get('/api/clientes');
    expect(r.status).toBe(403);
    expect((await operador.get('/api/clientes/1/garantes')).status).toBe(403);
    await admin.put('/api/roles/OPERADOR/permisos', {
      permisos: ['clientes.ver', 'prestamos.ver', 'pagos.ver', 'pagos.registrar', 'rutas.ver'],
    });
  });
});
