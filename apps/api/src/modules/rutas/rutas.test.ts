import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import {
  abrirCaja,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  type EmpresaDePrueba,
  prestar,
} from '../../../test/fabricas';
import { type Cliente, entrar } from '../../../test/peticiones';

let e: Entorno;
let emp: EmpresaDePrueba;
let admin: Cliente;
let otra: EmpresaDePrueba;
/** Clientes de la empresa por su nombre de pila. */
const ids: Record<string, number> = {};
let idCobrador: number;
let idInactivo: number;

beforeAll(async () => {
  e = await crearEntorno();
  emp = await crearEmpresaDePrueba(e, 'RUTAS');
  admin = emp.admin;
  otra = await crearEmpresaDePrueba(e, 'OTRARUTA');
  for (const [nombres, apellidos] of [
    ['Ángela', 'Núñez'],
    ['Bernardo', 'Peña'],
    ['Carmen', 'Rosario'],
    ['Dionisio', 'Santos'],
    ['Elena', 'Tavárez'],
  ] as const) {
    ids[nombres] = (await admin.post('/api/clientes', { nombres, apellidos })).body.item.id_cliente;
  }
  await admin.put(`/api/clientes/${ids.Elena}`, {
    nombres: 'Elena',
    apellidos: 'Tavárez',
    estado: 'INACTIVO',
  });
  idCobrador = await crearUsuarioDePrueba(e, emp.id_empresa, 'cobrador', 'OPERADOR');
  idInactivo = await crearUsuarioDePrueba(e, emp.id_empresa, 'retirado', 'OPERADOR');
  await admin.delete(`/api/usuarios/${idInactivo}`);
});
afterAll(() => e.cerrar());

const nueva = async (nombre: string, descripcion?: string) => {
  const r = await admin.post('/api/rutas', { nombre, descripcion });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.item.id_ruta as number;
};

describe('POST, PUT y DELETE /api/rutas', () => {
  it('crea con el nombre recortado; el nombre es obligatorio y no se repite', async () => {
    const r = await admin.post('/api/rutas', {
      nombre: '  La Vega centro ',
      descripcion: 'Mercado y calle Duarte',
    });
    expect(r.body).toMatchObject({
      message: 'Ruta creada',
      item: {
        nombre: 'La Vega centro',
        descripcion: 'Mercado y calle Duarte',
        estado: 'ACTIVO',
        total_clientes: 0,
        total_empleados: 0,
      },
    });
    expect((await admin.post('/api/rutas', { nombre: '   ' })).body.fields).toEqual({
      nombre: 'El nombre de la ruta es obligatorio.',
    });
    expect((await admin.post('/api/rutas', {})).body.fields).toEqual({
      nombre: 'El nombre de la ruta es obligatorio.',
    });
    const repetida = await admin.post('/api/rutas', { nombre: 'la vega CENTRO' });
    expect(repetida.status).toBe(409);
    expect(repetida.body.message).toBe('Ya existe la ruta «la vega CENTRO».');
    // Otra empresa puede usar el mismo nombre.
    expect((await otra.admin.post('/api/rutas', { nombre: 'La Vega centro' })).status).toBe(201);
  });

  it('edita nombre, descripción y estado', async () => {
    const id = await nueva('Moca');
    const r = await admin.put(`/api/rutas/${id}`, {
      nombre: 'Moca norte',
      descripcion: null,
      estado: 'INACTIVO',
    });
    expect(r.body.item).toMatchObject({ nombre: 'Moca norte', descripcion: null, estado: 'INACTIVO' });
  });

  it('borrar deshace las asignaciones sin tocar clientes ni préstamos', async () => {
    await abrirCaja(e, emp.id_empresa, 50_000);
    const p = await prestar(admin, ids.Dionisio as number);
    const id = await nueva('Para borrar');
    await admin.put(`/api/rutas/${id}/clientes`, { ids: [ids.Dionisio] });
    await admin.put(`/api/rutas/${id}/empleados`, { ids: [idCobrador] });
    expect((await admin.delete(`/api/rutas/${id}`)).body).toEqual({ ok: true, message: 'Ruta eliminada' });
    expect((await admin.get(`/api/rutas/${id}`)).status).toBe(404);
    expect((await admin.get(`/api/clientes/${ids.Dionisio}`)).body.item.prestamos_activos).toBe(1);
    expect((await admin.get(`/api/prestamos/${p.id_prestamo}/plan`)).body.prestamo.estado_ui).toBe('VIGENTE');
  });
});

describe('asignaciones', () => {
  it('guardan el orden de visita, reemplazan lo anterior y cuentan bien', async () => {
    const id = await nueva('Jarabacoa');
    const r = await admin.put(`/api/rutas/${id}/clientes`, { ids: [ids.Carmen, ids.Ángela, ids.Bernardo] });
    expect(r.body).toMatchObject({ message: 'Asignaciones guardadas', ruta: { total_clientes: 3 } });
    await admin.put(`/api/rutas/${id}/empleados`, { ids: [idCobrador, emp.idAdmin] });
    let detalle = (await admin.get(`/api/rutas/${id}`)).body;
    expect(detalle.clientes.map((c: { nombre: string; orden: number }) => [c.nombre, c.orden])).toEqual([
      ['CARMEN ROSARIO', 1],
      ['ÁNGELA NÚÑEZ', 2],
      ['BERNARDO PEÑA', 3],
    ]);
    expect(detalle.empleados.map((u: { usuario: string }) => u.usuario).sort()).toEqual([
      'admin',
      'cobrador',
    ]);
    // Reordenar y quitar: el nuevo orden reemplaza al anterior.
    await admin.put(`/api/rutas/${id}/clientes`, { ids: [ids.Bernardo, ids.Carmen] });
    await admin.put(`/api/rutas/${id}/empleados`, { ids: [idCobrador] });
    detalle = (await admin.get(`/api/rutas/${id}`)).body;
    expect(detalle.clientes.map((c: { nombre: string }) => c.nombre)).toEqual([
      'BERNARDO PEÑA',
      'CARMEN ROSARIO',
    ]);
    expect(detalle.ruta).toMatchObject({ total_clientes: 2, total_empleados: 1 });
    const lista = (await admin.get('/api/rutas')).body.items.find(
      (x: { id_ruta: number }) => x.id_ruta === id,
    );
    expect(lista).toMatchObject({ total_clientes: 2, total_empleados: 1 });
    // Un cliente puede estar en varias rutas.
    const otraRuta = await nueva('Constanza');
    await admin.put(`/api/rutas/${otraRuta}/clientes`, { ids: [ids.Carmen] });
    expect((await admin.get(`/api/rutas/${id}`)).body.clientes).toHaveLength(2);
  });

  it('los candidatos: clientes activos que no están en la ruta, buscados en el servidor y paginados', async () => {
    const id = await nueva('Candidatos');
    await admin.put(`/api/rutas/${id}/clientes`, { ids: [ids.Ángela] });
    const todos = (await admin.get(`/api/rutas/${id}`)).body;
    expect(todos.allClients.map((c: { nombre: string }) => c.nombre)).toEqual([
      'BERNARDO PEÑA',
      'CARMEN ROSARIO',
      'DIONISIO SANTOS',
    ]);
    expect(todos.allClientsTotal).toBe(3);
    expect(todos.allEmps.map((u: { usuario: string }) => u.usuario).sort()).toEqual(['admin', 'cobrador']);
    const buscados = (await admin.get(`/api/rutas/${id}?q=rosario`)).body;
    expect(buscados.allClients.map((c: { nombre: string }) => c.nombre)).toEqual(['CARMEN ROSARIO']);
    const sinTilde = (await admin.get(`/api/rutas/${id}?q=angela`)).body;
    expect(sinTilde.allClients).toEqual([]);
    const pagina = (await admin.get(`/api/rutas/${id}?pageSize=2&page=2`)).body;
    expect(pagina.allClients.map((c: { nombre: string }) => c.nombre)).toEqual(['DIONISIO SANTOS']);
    expect(pagina.allClientsTotal).toBe(3);
  });

  it('clientes y usuarios inactivos no entran (salvo que ya estuvieran); ids ajenos dan 404', async () => {
    const id = await nueva('Validaciones');
    const inactivo = await admin.put(`/api/rutas/${id}/clientes`, { ids: [ids.Ángela, ids.Elena] });
    expect(inactivo.status).toBe(409);
    expect(inactivo.body.message).toBe(
      'El cliente ELENA TAVÁREZ (CL-000005) está inactivo: actívalo antes de asignarlo a una ruta.',
    );
    const usuario = await admin.put(`/api/rutas/${id}/empleados`, { ids: [idInactivo] });
    expect(usuario.status).toBe(409);
    expect(usuario.body.message).toBe(
      'El usuario retirado está inactivo: actívalo antes de asignarlo a una ruta.',
    );
    // Un cliente ya asignado que se desactiva después no impide volver a guardar la ruta.
    await admin.put(`/api/rutas/${id}/clientes`, { ids: [ids.Dionisio] });
    expect(
      (
        await admin.put(`/api/clientes/${ids.Dionisio}`, {
          nombres: 'Dionisio',
          apellidos: 'Santos',
          estado: 'INACTIVO',
        })
      ).status,
    ).toBe(409);
    const deOtra = (await otra.admin.post('/api/clientes', { nombres: 'Ajeno', apellidos: 'X' })).body.item
      .id_cliente;
    const ajeno = await admin.put(`/api/rutas/${id}/clientes`, { ids: [deOtra] });
    expect(ajeno.status).toBe(404);
    expect((await admin.put(`/api/rutas/${id}/empleados`, { ids: [otra.idAdmin] })).status).toBe(404);
    expect(
      (await admin.put(`/api/rutas/${id}/clientes`, { ids: [ids.Ángela, ids.Ángela] })).body.fields,
    ).toEqual({
      ids: 'La lista tiene ids repetidos.',
    });
    expect((await admin.put(`/api/rutas/${id}/clientes`, { ids: 'x' })).status).toBe(400);
    expect(
      (await admin.get(`/api/rutas/${id}`)).body.clientes.map((c: { nombre: string }) => c.nombre),
    ).toEqual(['DIONISIO SANTOS']);
  });

  it('la ruta de otra empresa da 404 en cada llamada', async () => {
    const id = (await otra.admin.post('/api/rutas', { nombre: 'Ajena' })).body.item.id_ruta;
    for (const r of [
      await admin.get(`/api/rutas/${id}`),
      await admin.put(`/api/rutas/${id}`, { nombre: 'Mía' }),
      await admin.delete(`/api/rutas/${id}`),
      await admin.put(`/api/rutas/${id}/clientes`, { ids: [] }),
      await admin.put(`/api/rutas/${id}/empleados`, { ids: [] }),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('Ruta no encontrada');
    }
    expect((await admin.get('/api/rutas/abc')).body.message).toBe('Id inválido');
  });
});

describe('permisos', () => {
  it('el cobrador ve solo sus rutas y no crea, edita ni borra', async () => {
    const suya = await nueva('Del cobrador');
    await admin.put(`/api/rutas/${suya}/empleados`, { ids: [idCobrador] });
    const ajena = await nueva('De nadie');
    const cobrador = await entrar(e, 'RUTAS', 'cobrador');
    const lista = (await cobrador.get('/api/rutas')).body.items.map((r: { nombre: string }) => r.nombre);
    expect(lista).toContain('Del cobrador');
    expect(lista).not.toContain('De nadie');
    expect((await cobrador.get(`/api/rutas/${ajena}`)).status).toBe(404);
    expect((await cobrador.get(`/api/rutas/${suya}`)).status).toBe(200);
    for (const r of [
      await cobrador.post('/api/rutas', { nombre: 'Nueva' }),
      await cobrador.put(`/api/rutas/${suya}`, { nombre: 'X' }),
      await cobrador.delete(`/api/rutas/${suya}`),
      await cobrador.put(`/api/rutas/${suya}/clientes`, { ids: [] }),
      await cobrador.put(`/api/rutas/${suya}/empleados`, { ids: [] }),
    ]) {
      expect(r.status).toBe(403);
    }
  });

  it('sin rutas.ver no se listan', async () => {
    await admin.put('/api/roles/OPERADOR/permisos', { permisos: ['clientes.ver'] });
    const cobrador = await entrar(e, 'RUTAS', 'cobrador');
    expect((await cobrador.get('/api/rutas')).status).toBe(403);
  });
});
