import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, type EmpresaDePrueba } from '../../../test/fabricas';
import { type Cliente, entrar, login } from '../../../test/peticiones';

let e: Entorno;
let admin: Cliente;
let operador: Cliente;
let soporte: Cliente;
let otra: EmpresaDePrueba;

beforeAll(async () => {
  e = await crearEntorno();
  admin = await entrar(e, 'DEMO', 'admin');
  operador = await entrar(e, 'DEMO', 'operador');
  soporte = await entrar(e, 'SOPORTE', 'soporte');
  otra = await crearEmpresaDePrueba(e, 'OTRA', { nombre_empresa: 'Inversiones Otra' });
});
afterAll(() => e.cerrar());

describe('GET /api/usuarios', () => {
  it('lista los usuarios de la empresa, con la forma paginada', async () => {
    const r = await admin.get('/api/usuarios');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, page: 1, pageSize: 100, totalPages: 1 });
    expect(r.body.items.map((u: { usuario: string }) => u.usuario)).toEqual(['admin', 'operador']);
    expect(r.body.items[0]).toEqual({
      id: r.body.items[0].id_usuario,
      id_usuario: r.body.items[0].id_usuario,
      usuario: 'admin',
      nombres: 'María',
      apellidos: 'Rodríguez Peña',
      email: null,
      telefono: null,
      rol: 'ADMIN',
      estado: 'ACTIVO',
      id_empresa: 2,
      empresa: 'Préstamos El Progreso, SRL',
    });
    expect(r.body.items).not.toContainEqual(expect.objectContaining({ id_empresa: otra.id_empresa }));
  });

  it('pagina y busca por usuario, nombres o correo', async () => {
    for (const n of ['cobrador1', 'cobrador2', 'cobrador3'])
      await crearUsuarioDePrueba(e, otra.id_empresa, n, 'OPERADOR');
    const p2 = await otra.admin.get('/api/usuarios?page=2&pageSize=2');
    expect(p2.body).toMatchObject({ total: 4, page: 2, pageSize: 2, totalPages: 2 });
    expect(p2.body.items.map((u: { usuario: string }) => u.usuario)).toEqual(['cobrador2', 'cobrador3']);
    const buscar = await otra.admin.get('/api/usuarios?search=BRADOR3');
    expect(buscar.body.items.map((u: { usuario: string }) => u.usuario)).toEqual(['cobrador3']);
    // Los comodines del buscador se buscan como texto.
    expect((await otra.admin.get('/api/usuarios?search=%25')).body.total).toBe(0);
  });

  it('valida el tamaño de página (máximo 100)', async () => {
    const r = await admin.get('/api/usuarios?pageSize=101');
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({ pageSize: 'Tamaño de página máximo: 100.' });
    expect((await admin.get('/api/usuarios?page=0')).body.fields).toEqual({
      page: 'La página empieza en 1.',
    });
  });

  it('SUPERADMIN ve los usuarios de todas las empresas con su nombre; viendo una empresa, solo esa', async () => {
    const todas = await soporte.get('/api/usuarios?search=admin');
    expect(
      todas.body.items.map((u: { empresa: string; usuario: string }) => `${u.empresa}/${u.usuario}`),
    ).toEqual(['Préstamos El Progreso, SRL/admin', 'Inversiones Otra/admin']);
    const vista = await soporte.get('/api/usuarios', { 'x-tenant': String(otra.id_empresa) });
    expect(vista.body.items.every((u: { id_empresa: number }) => u.id_empresa === otra.id_empresa)).toBe(
      true,
    );
    expect(vista.body.total).toBe(4);
  });

  it('un X-Tenant ajeno no cambia la empresa de quien no es SUPERADMIN', async () => {
    const r = await admin.get('/api/usuarios', { 'x-tenant': String(otra.id_empresa) });
    expect(r.body.items.every((u: { id_empresa: number }) => u.id_empresa === 2)).toBe(true);
  });

  it('SUPERADMIN viendo una empresa inexistente: 404', async () => {
    const r = await soporte.get('/api/usuarios', { 'x-tenant': '9999' });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Empresa no encontrada');
  });
});

describe('GET /api/usuarios/:id', () => {
  it('da el usuario de la empresa; el de otra empresa no existe para ella, pero soporte lo ve', async () => {
    const [delOperador] = (await admin.get('/api/usuarios?search=operador')).body.items;
    const r = await admin.get(`/api/usuarios/${delOperador.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, item: delOperador });

    const [ajeno] = (await otra.admin.get('/api/usuarios')).body.items;
    const noVisto = await admin.get(`/api/usuarios/${ajeno.id}`);
    expect(noVisto.status).toBe(404);
    expect(noVisto.body.message).toBe('Usuario no encontrado');
    const visto = await soporte.get(`/api/usuarios/${ajeno.id}`);
    expect(visto.body.item).toMatchObject({ id: ajeno.id, empresa: 'Inversiones Otra' });
  });

  it('pide usuarios.ver', async () => {
    const r = await operador.get('/api/usuarios/1');
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('No autorizado');
  });
});

describe('X-Tenant fuera del rango de PostgreSQL', () => {
  it('SUPERADMIN con un X-Tenant mayor que 2147483647: el mismo 404 que una empresa inexistente', async () => {
    for (const tenant of ['2147483648', '3000000000', '99999999999999999999']) {
      const r = await soporte.get('/api/usuarios', { 'x-tenant': tenant });
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ ok: false, message: 'Empresa no encontrada', code: 'NO_ENCONTRADO' });
    }
  });
});

describe('POST /api/usuarios', () => {
  it('sin contraseña, el servidor genera una, la devuelve una vez y sirve para entrar', async () => {
    const r = await admin.post('/api/usuarios', {
      usuario: ' Cajera.Ana ',
      nombres: 'Ana',
      apellidos: 'Méndez',
      rol: 'operador',
    });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Usuario creado');
    expect(r.body.item).toMatchObject({
      usuario: 'cajera.ana',
      nombres: 'Ana',
      rol: 'OPERADOR',
      estado: 'ACTIVO',
      id_empresa: 2,
    });
    expect(r.body.password_generada).toMatch(/^[a-zA-Z2-9]{10}$/);
    expect((await login(e, 'DEMO', 'cajera.ana', r.body.password_generada)).status).toBe(200);
    const lista = await admin.get('/api/usuarios?search=cajera');
    expect(lista.body.items[0]).not.toHaveProperty('password_generada');
  });

  it('con contraseña, no devuelve ninguna', async () => {
    const r = await admin.post('/api/usuarios', { usuario: 'pedro', password: 'secreta1' });
    expect(r.status).toBe(201);
    expect(r.body.password_generada).toBeUndefined();
    expect(r.body.item.rol).toBe('OPERADOR');
    expect((await login(e, 'DEMO', 'pedro', 'secreta1')).status).toBe(200);
  });

  it('valida con mensajes en español', async () => {
    const vacio = await admin.post('/api/usuarios', { usuario: '  ' });
    expect(vacio.status).toBe(400);
    expect(vacio.body).toMatchObject({
      ok: false,
      message: 'Usuario requerido',
      fields: { usuario: 'Usuario requerido' },
    });
    expect((await admin.post('/api/usuarios', {})).body.fields.usuario).toBe('Usuario requerido');
    const mal = await admin.post('/api/usuarios', {
      usuario: 'con espacio',
      password: '123',
      rol: 'JEFE',
      email: 'x@',
    });
    expect(mal.body.fields).toEqual({
      usuario: 'El usuario solo admite letras, números, punto, guion y guion bajo (sin espacios).',
      password: 'La contraseña debe tener al menos 6 caracteres',
      rol: 'Rol desconocido.',
      email: 'Correo electrónico inválido.',
    });
  });

  it('el usuario es único dentro de la empresa, no entre empresas', async () => {
    const r = await admin.post('/api/usuarios', { usuario: 'OPERADOR' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('Ya existe el usuario «operador» en esta empresa.');
    expect((await otra.admin.post('/api/usuarios', { usuario: 'operador' })).status).toBe(201);
  });

  it('nadie asigna un rol superior al suyo ni SUPERADMIN fuera de soporte', async () => {
    const r = await admin.post('/api/usuarios', { usuario: 'jefe', rol: 'SUPERADMIN' });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('No puedes asignar un rol superior al tuyo.');
    const enDemo = await soporte.post(
      '/api/usuarios',
      { usuario: 'jefe', rol: 'SUPERADMIN' },
      { 'x-tenant': '2' },
    );
    expect(enDemo.status).toBe(409);
    expect(enDemo.body.message).toBe('El rol SUPERADMIN solo existe en la empresa de soporte.');
    expect((await admin.post('/api/usuarios', { usuario: 'gerente', rol: 'EMPRESA_ADMIN' })).status).toBe(
      201,
    );
  });

  it('respeta el límite de usuarios del plan, salvo licencia permanente', async () => {
    const chica = await crearEmpresaDePrueba(e, 'CHICA', { limite_usuarios: 2 });
    expect((await chica.admin.post('/api/usuarios', { usuario: 'uno' })).status).toBe(201);
    const r = await chica.admin.post('/api/usuarios', { usuario: 'dos' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      message: 'Tu plan permite hasta 2 usuarios activos. Desactiva un usuario o amplía el plan.',
      code: 'LIMITE_USUARIOS',
    });
    // Desactivar uno libera el cupo; reactivarlo sin cupo se niega.
    const uno = (await chica.admin.get('/api/usuarios?search=uno')).body.items[0];
    expect((await chica.admin.delete(`/api/usuarios/${uno.id}`)).status).toBe(200);
    expect((await chica.admin.post('/api/usuarios', { usuario: 'dos' })).status).toBe(201);
    const reactivar = await chica.admin.put(`/api/usuarios/${uno.id}`, { usuario: 'uno', estado: 'ACTIVO' });
    expect(reactivar.status).toBe(409);

    const grande = await crearEmpresaDePrueba(e, 'PERM', { limite_usuarios: 1, licencia_perm: true });
    expect((await grande.admin.post('/api/usuarios', { usuario: 'extra' })).status).toBe(201);
  });
});

describe('altas simultáneas (significativo en PostgreSQL, donde corren en paralelo)', () => {
  it('el límite del plan se respeta aunque lleguen cinco altas a la vez', async () => {
    const emp = await crearEmpresaDePrueba(e, 'CONCURRE', { limite_usuarios: 3 });
    await emp.admin.post('/api/usuarios', { usuario: 'base' });
    const r = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => emp.admin.post('/api/usuarios', { usuario: `nuevo${n}` })),
    );
    expect(r.map((x) => x.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await emp.admin.get('/api/usuarios')).body.total).toBe(3);
  });

  it('el mismo nombre pedido cinco veces a la vez se crea una sola vez', async () => {
    const r = await Promise.all(
      [1, 2, 3, 4, 5].map(() => admin.post('/api/usuarios', { usuario: 'gemelo' })),
    );
    expect(r.map((x) => x.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(
      r
        .filter((x) => x.status === 409)
        .every((x) => x.body.message === 'Ya existe el usuario «gemelo» en esta empresa.'),
    ).toBe(true);
  });
});

describe('PUT /api/usuarios/{id}', () => {
  it('una contraseña en blanco conserva la actual; una nueva la cambia y cierra sus sesiones', async () => {
    const creado = (await admin.post('/api/usuarios', { usuario: 'luis', password: 'inicial1' })).body.item;
    const sesionDeLuis = await entrar(e, 'DEMO', 'luis', 'inicial1');
    const r = await admin.put(`/api/usuarios/${creado.id}`, {
      usuario: 'luis',
      nombres: 'Luis',
      password: '',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      message: 'Usuario actualizado',
      item: { nombres: 'Luis', usuario: 'luis' },
    });
    expect((await login(e, 'DEMO', 'luis', 'inicial1')).status).toBe(200);
    expect((await sesionDeLuis.get('/api/auth/me')).status).toBe(200);

    await admin.put(`/api/usuarios/${creado.id}`, { usuario: 'luis', password: 'cambiada1' });
    expect((await login(e, 'DEMO', 'luis', 'inicial1')).status).toBe(401);
    expect((await login(e, 'DEMO', 'luis', 'cambiada1')).status).toBe(200);
    expect((await sesionDeLuis.get('/api/auth/me')).status).toBe(401);
  });

  it('renombrar a un nombre ocupado: 409; otra empresa o inexistente: 404', async () => {
    const creado = (await admin.post('/api/usuarios', { usuario: 'carla' })).body.item;
    const r = await admin.put(`/api/usuarios/${creado.id}`, { usuario: 'admin' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('Ya existe el usuario «admin» en esta empresa.');
    const ajeno = await admin.put(`/api/usuarios/${otra.idAdmin}`, {
      usuario: 'robado',
      password: 'robado123',
    });
    expect(ajeno.status).toBe(404);
    expect(ajeno.body.message).toBe('Usuario no encontrado');
    expect((await admin.put('/api/usuarios/999999', { usuario: 'x' })).status).toBe(404);
    expect((await login(e, 'OTRA', 'admin')).status).toBe(200);
  });

  it('nadie se cambia su propio rol ni se desactiva, ni toca a un rol superior', async () => {
    const yo = (await admin.get('/api/auth/me')).body.item.id_usuario;
    expect((await admin.put(`/api/usuarios/${yo}`, { usuario: 'admin', rol: 'OPERADOR' })).body.message).toBe(
      'No puedes cambiar tu propio rol.',
    );
    expect(
      (await admin.put(`/api/usuarios/${yo}`, { usuario: 'admin', rol: 'ADMIN', estado: 'INACTIVO' })).body
        .message,
    ).toBe('No puedes desactivar tu propio usuario.');
    // Un operador con permiso de editar usuarios no puede tocar al administrador.
    await admin.put('/api/roles/OPERADOR/permisos', {
      permisos: ['clientes.ver', 'usuarios.ver', 'usuarios.editar'],
    });
    const r = await operador.put(`/api/usuarios/${yo}`, {
      usuario: 'admin',
      rol: 'ADMIN',
      password: 'tomada123',
    });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('No puedes modificar a un usuario con un rol superior al tuyo.');
    await admin.put('/api/roles/OPERADOR/permisos', {
      permisos: ['clientes.ver', 'prestamos.ver', 'pagos.ver', 'pagos.registrar', 'rutas.ver'],
    });
  });

  it('un campo ausente conserva su valor (el rol no se pierde al editar el nombre)', async () => {
    const gerente = (
      await admin.post('/api/usuarios', { usuario: 'rosa', rol: 'EMPRESA_ADMIN', email: 'rosa@x.do' })
    ).body.item;
    const r = await admin.put(`/api/usuarios/${gerente.id}`, { usuario: 'rosa', nombres: 'Rosa' });
    expect(r.body.item).toMatchObject({ rol: 'EMPRESA_ADMIN', email: 'rosa@x.do', nombres: 'Rosa' });
    const borrar = await admin.put(`/api/usuarios/${gerente.id}`, { usuario: 'rosa', email: '' });
    expect(borrar.body.item).toMatchObject({ email: null, nombres: 'Rosa' });
  });

  it('SUPERADMIN edita a un usuario de otra empresa desde la suya', async () => {
    const r = await soporte.put(`/api/usuarios/${otra.idAdmin}`, {
      usuario: 'admin',
      rol: 'ADMIN',
      nombres: 'Dueña',
    });
    expect(r.status).toBe(200);
    expect(r.body.item).toMatchObject({
      nombres: 'Dueña',
      id_empresa: otra.id_empresa,
      empresa: 'Inversiones Otra',
    });
  });
});

describe('PUT /api/usuarios/{id} y /permisos: validación', () => {
  // En una empresa aparte, para no gastar el cupo de usuarios de DEMO.
  let val: EmpresaDePrueba;
  let id: number;
  beforeAll(async () => {
    val = await crearEmpresaDePrueba(e, 'VALIDA');
    id = await crearUsuarioDePrueba(e, val.id_empresa, 'validado', 'OPERADOR', 'inicial1');
  });

  it.each([
    ['usuario en blanco', { usuario: '   ' }, 'usuario', 'Usuario requerido'],
    ['sin usuario', { nombres: 'X' }, 'usuario', 'Usuario requerido'],
    [
      'contraseña corta',
      { usuario: 'validado', password: '12345' },
      'password',
      'La contraseña debe tener al menos 6 caracteres',
    ],
    ['rol desconocido', { usuario: 'validado', rol: 'JEFE' }, 'rol', 'Rol desconocido.'],
    [
      'estado desconocido',
      { usuario: 'validado', estado: 'BORRADO' },
      'estado',
      'Estado inválido: ACTIVO o INACTIVO.',
    ],
  ])('%s: 400 con su mensaje', async (_caso, cuerpo, campo, mensaje) => {
    const r = await val.admin.put(`/api/usuarios/${id}`, cuerpo);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ ok: false, message: mensaje, code: 'VALIDACION', fields: { [campo]: mensaje } });
    expect((await login(e, 'VALIDA', 'validado', 'inicial1')).status).toBe(200);
  });

  it('un código de permiso desconocido: 400 nombrándolo, y no se guarda nada', async () => {
    const r = await val.admin.put(`/api/usuarios/${id}/permisos`, {
      directos: ['clientes.ver', 'clientes.volar'],
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      ok: false,
      message: 'Permiso desconocido: clientes.volar',
      code: 'VALIDACION',
      fields: { 'directos.1': 'Permiso desconocido: clientes.volar' },
    });
    expect((await val.admin.get(`/api/usuarios/${id}/permisos`)).body.directos).toEqual([]);
  });

  it('sin la lista `directos` (o no siendo lista): 400 "Envía la lista de permisos."', async () => {
    for (const cuerpo of [{}, { directos: 'clientes.ver' }, { permisos: ['clientes.ver'] }]) {
      const r = await val.admin.put(`/api/usuarios/${id}/permisos`, cuerpo);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        ok: false,
        message: 'Envía la lista de permisos.',
        code: 'VALIDACION',
        fields: { directos: 'Envía la lista de permisos.' },
      });
    }
  });
});

describe('DELETE /api/usuarios/{id}', () => {
  it('desactiva: ya no entra, su sesión muere y sigue en la lista como INACTIVO', async () => {
    const creado = (await admin.post('/api/usuarios', { usuario: 'temporal', password: 'temporal1' })).body
      .item;
    const suSesion = await entrar(e, 'DEMO', 'temporal', 'temporal1');
    const r = await admin.delete(`/api/usuarios/${creado.id}`);
    expect(r.body).toEqual({ ok: true, message: 'Usuario desactivado' });
    expect((await suSesion.get('/api/auth/me')).status).toBe(401);
    expect((await login(e, 'DEMO', 'temporal', 'temporal1')).status).toBe(401);
    const lista = await admin.get('/api/usuarios?search=temporal');
    expect(lista.body.items[0]).toMatchObject({ usuario: 'temporal', estado: 'INACTIVO' });
  });

  it('nadie se elimina a sí mismo; otra empresa: 404', async () => {
    const yo = (await admin.get('/api/auth/me')).body.item.id_usuario;
    const r = await admin.delete(`/api/usuarios/${yo}`);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('No puedes eliminar tu propio usuario.');
    expect((await admin.delete(`/api/usuarios/${otra.idAdmin}`)).status).toBe(404);
    expect((await login(e, 'OTRA', 'admin')).status).toBe(200);
  });

  it('id fuera del rango de PostgreSQL (> 2147483647): 400 "Id inválido", nunca un 500', async () => {
    for (const r of [
      await admin.delete('/api/usuarios/3000000000'),
      await admin.delete('/api/usuarios/2147483648'),
      await admin.put('/api/usuarios/99999999999', { usuario: 'x' }),
      await admin.get('/api/usuarios/99999999999/permisos'),
      await admin.put('/api/usuarios/99999999999/permisos', { directos: [] }),
    ]) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        ok: false,
        message: 'Id inválido',
        code: 'VALIDACION',
        fields: { id: 'Id inválido' },
      });
    }
    // El mayor id posible es válido: simplemente no existe.
    const tope = await admin.delete('/api/usuarios/2147483647');
    expect(tope.status).toBe(404);
    expect(tope.body.message).toBe('Usuario no encontrado');
  });

  it('id que no es número: 400', async () => {
    const r = await admin.delete('/api/usuarios/abc');
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({ id: 'Id inválido' });
  });
});

describe('permisos de usuarios', () => {
  it('el operador por defecto no ve, crea, edita ni elimina usuarios', async () => {
    const respuestas = await Promise.all([
      operador.get('/api/usuarios'),
      operador.post('/api/usuarios', { usuario: 'intruso' }),
      operador.put(`/api/usuarios/1`, { usuario: 'x' }),
      operador.delete(`/api/usuarios/1`),
    ]);
    for (const r of respuestas) {
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ ok: false, message: 'No autorizado', code: 'NO_AUTORIZADO' });
    }
    expect((await admin.get('/api/usuarios?search=intruso')).body.total).toBe(0);
  });
});
