import { PERMISOS } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, type EmpresaDePrueba } from '../../../test/fabricas';
import { type Cliente, entrar } from '../../../test/peticiones';

let e: Entorno;
let admin: Cliente;
let soporte: Cliente;
let otra: EmpresaDePrueba;
const OPERADOR_POR_DEFECTO = ['clientes.ver', 'prestamos.ver', 'pagos.ver', 'pagos.registrar', 'rutas.ver'];

beforeAll(async () => {
  e = await crearEntorno();
  admin = await entrar(e, 'DEMO', 'admin');
  soporte = await entrar(e, 'SOPORTE', 'soporte');
  otra = await crearEmpresaDePrueba(e, 'OTRA');
});
afterAll(() => e.cerrar());

describe('catálogos', () => {
  it('GET /api/roles: la empresa no ve SUPERADMIN; soporte sí; solo OPERADOR es editable', async () => {
    expect((await admin.get('/api/roles')).body).toEqual({
      ok: true,
      items: [
        { codigo: 'ADMIN', nombre: 'Administrador', editable: false },
        { codigo: 'EMPRESA_ADMIN', nombre: 'Administrador de empresa', editable: false },
        { codigo: 'OPERADOR', nombre: 'Operador (cobrador)', editable: true },
      ],
    });
    const deSoporte = await soporte.get('/api/roles');
    expect(deSoporte.body.items.map((r: { codigo: string }) => r.codigo)).toEqual([
      'SUPERADMIN',
      'ADMIN',
      'EMPRESA_ADMIN',
      'OPERADOR',
    ]);
  });

  it('GET /api/permisos: el catálogo completo agrupable por módulo', async () => {
    const r = await admin.get('/api/permisos');
    expect(r.body.items.map((p: { codigo: string }) => p.codigo)).toEqual([...PERMISOS]);
    expect(r.body.items).toContainEqual({
      codigo: 'caja.movimientos.crear',
      nombre: 'Registrar movimientos de caja',
      modulo: 'caja',
      modulo_nombre: 'Caja',
    });
  });
});

describe('permisos de un rol', () => {
  it('ADMIN tiene todo y no se edita', async () => {
    const r = await admin.get('/api/roles/admin/permisos');
    expect(r.body).toEqual({ ok: true, codigo: 'ADMIN', editable: false, permisos: [...PERMISOS] });
    const put = await admin.put('/api/roles/ADMIN/permisos', { permisos: [] });
    expect(put.status).toBe(409);
    expect(put.body.message).toBe('El rol ADMIN tiene todos los permisos y no se puede editar.');
  });

  it('rol desconocido o SUPERADMIN para una empresa: 404', async () => {
    expect((await admin.get('/api/roles/JEFE/permisos')).status).toBe(404);
    const r = await admin.get('/api/roles/SUPERADMIN/permisos');
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Rol no encontrado');
  });

  it('cambiar los permisos de OPERADOR surte efecto en la siguiente petición, solo en esa empresa', async () => {
    const operador = await entrar(e, 'DEMO', 'operador');
    await crearUsuarioDePrueba(e, otra.id_empresa, 'operador', 'OPERADOR');
    const operadorDeOtra = await entrar(e, 'OTRA', 'operador');
    expect((await operador.get('/api/usuarios')).status).toBe(403);

    const put = await admin.put('/api/roles/operador/permisos', {
      permisos: [...OPERADOR_POR_DEFECTO, 'USUARIOS.VER'],
    });
    expect(put.body).toEqual({
      ok: true,
      codigo: 'OPERADOR',
      editable: true,
      permisos: [
        'clientes.ver',
        'prestamos.ver',
        'pagos.ver',
        'pagos.registrar',
        'rutas.ver',
        'usuarios.ver',
      ],
    });
    expect((await admin.get('/api/roles/OPERADOR/permisos')).body.permisos).toContain('usuarios.ver');
    expect((await operador.get('/api/usuarios')).status).toBe(200);
    expect((await operador.get('/api/auth/me')).body.item.permisos).toContain('usuarios.ver');
    expect((await operadorDeOtra.get('/api/usuarios')).status).toBe(403);
    expect((await otra.admin.get('/api/roles/OPERADOR/permisos')).body.permisos).toEqual(
      OPERADOR_POR_DEFECTO,
    );

    await admin.put('/api/roles/OPERADOR/permisos', { permisos: OPERADOR_POR_DEFECTO });
    expect((await operador.get('/api/usuarios')).status).toBe(403);
  });

  it('valida los códigos', async () => {
    const r = await admin.put('/api/roles/OPERADOR/permisos', {
      permisos: ['clientes.ver', 'clientes.volar'],
    });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({ 'permisos.1': 'Permiso desconocido: clientes.volar' });
    expect((await admin.put('/api/roles/OPERADOR/permisos', {})).body.fields).toEqual({
      permisos: 'Envía la lista de permisos.',
    });
  });
});

describe('permisos directos de un usuario', () => {
  it('se suman a los del rol y se ven como efectivos', async () => {
    const id = await crearUsuarioDePrueba(e, 2, 'cajero', 'OPERADOR');
    const antes = await admin.get(`/api/usuarios/${id}/permisos`);
    expect(antes.body).toEqual({
      ok: true,
      id_usuario: id,
      rol: 'OPERADOR',
      directos: [],
      efectivos: OPERADOR_POR_DEFECTO,
    });

    const r = await admin.put(`/api/usuarios/${id}/permisos`, {
      directos: ['caja.ver', 'caja.movimientos.crear', 'pagos.ver'],
    });
    expect(r.body.directos).toEqual(['pagos.ver', 'caja.ver', 'caja.movimientos.crear']);
    expect(r.body.efectivos).toEqual([
      'clientes.ver',
      'prestamos.ver',
      'pagos.ver',
      'pagos.registrar',
      'caja.ver',
      'caja.movimientos.crear',
      'rutas.ver',
    ]);
    const cajero = await entrar(e, 'DEMO', 'cajero');
    expect((await cajero.get('/api/auth/me')).body.item.permisos).toEqual(r.body.efectivos);
  });

  it('solo se otorga lo que uno tiene', async () => {
    const id = await crearUsuarioDePrueba(e, 2, 'delegado', 'OPERADOR');
    await admin.put(`/api/usuarios/${id}/permisos`, { directos: ['usuarios.ver', 'usuarios.editar'] });
    const delegado = await entrar(e, 'DEMO', 'delegado');
    const companero = await crearUsuarioDePrueba(e, 2, 'companero', 'OPERADOR');
    const r = await delegado.put(`/api/usuarios/${companero}/permisos`, { directos: ['caja.ver'] });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('No puedes otorgar permisos que no tienes: caja.ver.');
    const propio = await delegado.put('/api/roles/OPERADOR/permisos', { permisos: ['caja.ver'] });
    expect(propio.status).toBe(403);
    expect(
      (await delegado.put(`/api/usuarios/${companero}/permisos`, { directos: ['usuarios.ver'] })).status,
    ).toBe(200);
  });

  it('usuario de otra empresa: 404 al leer y al escribir', async () => {
    expect((await admin.get(`/api/usuarios/${otra.idAdmin}/permisos`)).status).toBe(404);
    const r = await admin.put(`/api/usuarios/${otra.idAdmin}/permisos`, { directos: ['caja.ver'] });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Usuario no encontrado');
  });

  it('SUPERADMIN lee los permisos de un usuario de cualquier empresa', async () => {
    const r = await soporte.get(`/api/usuarios/${otra.idAdmin}/permisos`);
    expect(r.body).toMatchObject({ rol: 'ADMIN', efectivos: [...PERMISOS] });
  });
});

describe('permisos de estas rutas', () => {
  it('el operador por defecto no lee ni cambia roles ni permisos', async () => {
    const operador = await entrar(e, 'DEMO', 'operador');
    const respuestas = await Promise.all([
      operador.get('/api/roles'),
      operador.get('/api/permisos'),
      operador.get('/api/roles/OPERADOR/permisos'),
      operador.put('/api/roles/OPERADOR/permisos', { permisos: [...PERMISOS] }),
      operador.get('/api/usuarios/1/permisos'),
      operador.put('/api/usuarios/1/permisos', { directos: [] }),
    ]);
    expect(respuestas.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(respuestas.every((r) => r.body.message === 'No autorizado')).toBe(true);
  });

  it('con solo usuarios.ver se lee pero no se cambia', async () => {
    const id = await crearUsuarioDePrueba(e, 2, 'auditor', 'OPERADOR');
    await admin.put(`/api/usuarios/${id}/permisos`, { directos: ['usuarios.ver'] });
    const auditor = await entrar(e, 'DEMO', 'auditor');
    expect((await auditor.get('/api/roles/OPERADOR/permisos')).status).toBe(200);
    expect((await auditor.put('/api/roles/OPERADOR/permisos', { permisos: [] })).status).toBe(403);
    expect((await auditor.post('/api/usuarios', { usuario: 'nuevo' })).status).toBe(403);
  });
});
