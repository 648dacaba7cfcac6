import { fechaDeNegocio, sumarMeses } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { type Cliente, entrar, login } from '../../../test/peticiones';

let e: Entorno;
let soporte: Cliente;
let demo: Cliente;
let hoy: string;

beforeAll(async () => {
  e = await crearEntorno();
  soporte = await entrar(e, 'SOPORTE', 'soporte');
  demo = await entrar(e, 'DEMO', 'admin');
  hoy = fechaDeNegocio(e.deps.ahora());
});
afterAll(() => e.cerrar());

const NUEVA = { nombre_empresa: 'Financiera Las Palmas, SRL', rnc: 'palmas-01', correo: 'Info@Palmas.do' };

describe('POST /api/empresas', () => {
  it('crea la empresa con sus valores por defecto y su administrador con contraseña generada', async () => {
    const r = await soporte.post('/api/empresas', NUEVA);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.message).toBe('Empresa PALMAS-01 creada');
    expect(r.body.item).toMatchObject({
      nombre_empresa: 'Financiera Las Palmas, SRL',
      rnc: 'PALMAS-01',
      correo: 'info@palmas.do',
      estado: 'ACTIVO',
      licencia_perm: false,
      plan_nombre: 'Básico',
      plan_frecuencia: 'MENSUAL',
      plan_cuotas: 6,
      plan_monto_cuota: 1500,
      plan_fecha_inicio: hoy,
      plan_fecha_fin: sumarMeses(hoy, 6),
      plan_estado: 'VIGENTE',
      limite_usuarios: 3,
      limite_clientes: 40,
      usuarios_usados: 1,
      clientes_usados: 0,
      licencia: 'NORMAL',
      aviso: null,
    });
    expect(r.body.admin_user.usuario).toBe('admin');
    expect(r.body.admin_user.temp_password).toMatch(/^[a-zA-Z2-9]{10}$/);

    // Su administrador entra con esa contraseña y está solo en su empresa.
    const admin = await entrar(e, 'palmas-01', 'admin', r.body.admin_user.temp_password);
    const perfil = await admin.get('/api/auth/me');
    expect(perfil.body.item).toMatchObject({ nombres: 'Administrador', rol: 'ADMIN' });
    expect((await admin.get('/api/clientes')).body.total).toBe(0);
    expect((await admin.get('/api/prestamos')).body.total).toBe(0);
    expect((await admin.get('/api/caja/saldo')).body.saldo).toBe(0);
    const series = await admin.get('/api/empresa/secuencias');
    expect(series.body.items.map((s: { ejemplo: string }) => s.ejemplo)).toEqual([
      `PR-${hoy.slice(0, 4)}${hoy.slice(5, 7)}-000001`,
      `RE-${hoy.slice(0, 4)}${hoy.slice(5, 7)}-000001`,
    ]);
    expect((await admin.get('/api/empresa/ajustes')).body.item).toMatchObject({
      show_logo: true,
      show_name: true,
      allow_multiple_loans: false,
      allow_reengagement: true,
      show_code_under_logo: true,
    });
  });

  it('una empresa creada por la API no ve nada de DEMO (sus ids dan 404)', async () => {
    const r = await soporte.post('/api/empresas', {
      nombre_empresa: 'Aislada',
      rnc: 'AISLADA',
      admin: { usuario: 'jefa', password: 'secreta-123', nombres: 'Rosa', apellidos: 'Gómez' },
    });
    expect(r.body.admin_user).toEqual({ usuario: 'jefa', temp_password: null });
    const jefa = await entrar(e, 'AISLADA', 'jefa', 'secreta-123');
    const cliente = await demo.post('/api/clientes', { nombres: 'Solo', apellidos: 'De Demo' });
    const idDeDemo = cliente.body.item.id_cliente;
    expect((await jefa.get(`/api/clientes/${idDeDemo}`)).status).toBe(404);
    expect((await jefa.put(`/api/clientes/${idDeDemo}`, { nombres: 'X', apellidos: 'Y' })).status).toBe(404);
    expect((await jefa.get('/api/usuarios')).body.items.map((u: { usuario: string }) => u.usuario)).toEqual([
      'jefa',
    ]);
    // Una cabecera X-Tenant ajena no cambia nada para quien no es soporte.
    const conTenant = await jefa.get(`/api/clientes/${idDeDemo}`, { 'x-tenant': '2' });
    expect(conTenant.status).toBe(404);
  });

  it('los presets del plan fijan los límites; el personalizado los exige; la licencia permanente no', async () => {
    const medio = await soporte.post('/api/empresas', {
      nombre_empresa: 'Medio',
      rnc: 'MEDIO1',
      plan: { nombre: 'medio' },
    });
    expect(medio.body.item).toMatchObject({ plan_nombre: 'Medio', limite_usuarios: 5, limite_clientes: 50 });
    const superior = await soporte.post('/api/empresas', {
      nombre_empresa: 'Sup',
      rnc: 'SUP1',
      plan: { nombre: 'Superior', frecuencia: 'ANUAL', cuotas: 2, inicio: '2026-01-15' },
    });
    expect(superior.body.item).toMatchObject({
      limite_usuarios: 10,
      limite_clientes: 150,
      plan_fecha_fin: '2028-01-15',
    });
    const sinLimites = await soporte.post('/api/empresas', {
      nombre_empresa: 'Pers',
      rnc: 'PERS1',
      plan: { nombre: 'Personalizado' },
    });
    expect(sinLimites.status).toBe(400);
    expect(sinLimites.body.fields).toEqual({
      limite_usuarios: 'Indica el límite de usuarios del plan.',
      limite_clientes: 'Indica el límite de clientes del plan.',
    });
    const pers = await soporte.post('/api/empresas', {
      nombre_empresa: 'Pers',
      rnc: 'PERS1',
      limite_usuarios: 25,
      limite_clientes: 5000,
      plan: { nombre: 'Personalizado', monto_cuota: 4500.5 },
    });
    expect(pers.body.item).toMatchObject({
      limite_usuarios: 25,
      limite_clientes: 5000,
      plan_monto_cuota: 4500.5,
    });
    const perm = await soporte.post('/api/empresas', {
      nombre_empresa: 'Perm',
      rnc: 'PERM1',
      licencia_perm: true,
      plan: { nombre: 'Personalizado' },
    });
    expect(perm.body.item).toMatchObject({ licencia: 'PERMANENTE', plan_estado: 'VIGENTE' });
  });

  it('valida el código (400 con el campo) y lo exige único sin distinguir mayúsculas (409)', async () => {
    const campos = async (rnc: unknown) =>
      (await soporte.post('/api/empresas', { nombre_empresa: 'X', rnc })).body.fields;
    expect(await campos('MI EMPRESA')).toEqual({
      rnc: 'El código solo admite letras A-Z, números, guion y guion bajo.',
    });
    expect(await campos('ABCDEFGHIJKLM')).toEqual({ rnc: 'El código no puede pasar de 12 caracteres.' });
    expect(await campos('')).toEqual({ rnc: 'Ingresa el código de la empresa.' });
    expect(await campos(undefined)).toEqual({ rnc: 'Ingresa el código de la empresa.' });
    const repetido = await soporte.post('/api/empresas', { nombre_empresa: 'Otra', rnc: 'demo' });
    expect(repetido.status).toBe(409);
    expect(repetido.body.message).toBe('El código DEMO ya lo usa otra empresa. Elige otro.');
    const otros = await soporte.post('/api/empresas', {
      rnc: 'BIEN',
      plan: { nombre: 'Oro', frecuencia: 'DIARIO', cuotas: 0, inicio: '2026-02-30' },
      admin: { usuario: 'con espacio', password: '123' },
    });
    expect(otros.body.fields).toEqual({
      nombre_empresa: 'Ingresa el nombre de la empresa.',
      'plan.nombre': 'Plan desconocido: Básico, Medio, Superior, Personalizado.',
      'plan.frecuencia': 'Frecuencia del plan: MENSUAL, TRIMESTRAL, SEMESTRAL o ANUAL.',
      'plan.cuotas': 'El plan tiene al menos una cuota.',
      'plan.inicio': 'Fecha inválida (AAAA-MM-DD).',
      'admin.usuario': 'El usuario solo admite letras, números, punto, guion y guion bajo (sin espacios).',
      'admin.password': 'La contraseña debe tener al menos 6 caracteres',
    });
    const fin = await soporte.post('/api/empresas', {
      nombre_empresa: 'Fechas',
      rnc: 'FECHAS',
      plan: { inicio: '2026-03-01', fin: '2026-02-01' },
    });
    expect(fin.body.fields).toEqual({ 'plan.fin': 'La fecha de fin no puede ser anterior al inicio.' });
  });

  it('solo SUPERADMIN administra empresas', async () => {
    expect((await demo.get('/api/empresas')).status).toBe(403);
    expect((await demo.post('/api/empresas', NUEVA)).status).toBe(403);
    expect((await demo.post('/api/empresas/2/suspender')).status).toBe(403);
    expect((await demo.delete('/api/empresas/2')).status).toBe(403);
    expect((await demo.get('/api/empresa/admin/pagos')).status).toBe(403);
  });
});

describe('GET /api/empresas', () => {
  it('busca por nombre o código y pagina, con plan y uso de límites', async () => {
    const todas = await soporte.get('/api/empresas?pageSize=50');
    expect(todas.body.items[0]).toMatchObject({ id_empresa: 1, rnc: 'SOPORTE', licencia: 'PERMANENTE' });
    const porCodigo = await soporte.get('/api/empresas?search=palmas');
    expect(porCodigo.body.items.map((x: { rnc: string }) => x.rnc)).toEqual(['PALMAS-01']);
    const porNombre = await soporte.get('/api/empresas?search=progreso');
    expect(porNombre.body.items).toHaveLength(1);
    expect(porNombre.body.items[0]).toMatchObject({ rnc: 'DEMO', usuarios_usados: 2, limite_usuarios: 10 });
    const pagina = await soporte.get('/api/empresas?pageSize=2&page=2');
    expect(pagina.body).toMatchObject({ page: 2, pageSize: 2, total: todas.body.total });
    expect(pagina.body.items.map((x: { id_empresa: number }) => x.id_empresa)).toEqual(
      todas.body.items.slice(2, 4).map((x: { id_empresa: number }) => x.id_empresa),
    );
    expect((await soporte.get('/api/empresas?pageSize=51')).status).toBe(400);
  });
});

describe('suspender, activar y eliminar', () => {
  it('suspender corta las sesiones abiertas con el mensaje de empresa suspendida; activar las devuelve', async () => {
    const r = await soporte.post('/api/empresas', { nombre_empresa: 'Suspendible', rnc: 'SUSP' });
    const id = r.body.item.id_empresa;
    const admin = await entrar(e, 'SUSP', 'admin', r.body.admin_user.temp_password);
    const s = await soporte.post(`/api/empresas/${id}/suspender`);
    expect(s.body).toMatchObject({ message: 'Empresa SUSP suspendida', item: { estado: 'SUSPENDIDO' } });
    const bloqueada = await admin.get('/api/clientes');
    expect(bloqueada.status).toBe(403);
    expect(bloqueada.body.message).toBe('Tu empresa está suspendida. Revisa el estado del plan.');
    expect((await login(e, 'SUSP', 'admin', r.body.admin_user.temp_password)).status).toBe(403);
    const a = await soporte.post(`/api/empresas/${id}/activar`);
    expect(a.body).toMatchObject({ message: 'Empresa SUSP activada', item: { estado: 'ACTIVO' } });
    expect((await admin.get('/api/clientes')).status).toBe(200);
  });

  it('SOPORTE ni se suspende ni se elimina; una empresa que no existe es 404', async () => {
    expect((await soporte.post('/api/empresas/1/suspender')).body).toMatchObject({
      message: 'La empresa de soporte no se puede suspender.',
    });
    expect((await soporte.delete('/api/empresas/1')).status).toBe(409);
    expect((await soporte.post('/api/empresas/999999/suspender')).status).toBe(404);
    expect((await soporte.post('/api/empresas/999999/activar')).status).toBe(404);
    expect((await soporte.delete('/api/empresas/999999')).status).toBe(404);
    expect((await soporte.delete('/api/empresas/abc')).status).toBe(400);
  });
});
