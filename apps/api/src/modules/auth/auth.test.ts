import { PERMISOS } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAVE, crearEntorno, type Entorno } from '../../../test/entorno';
import { cambiarEstadoDeEmpresa, crearEmpresaDePrueba, crearUsuarioDePrueba } from '../../../test/fabricas';
import { cliente, entrar, login, pedir } from '../../../test/peticiones';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

const FALLO = 'No se pudo iniciar sesión. Verifica los datos.';

describe('POST /api/auth/login', () => {
  it('entra con el código de empresa en X-Tenant, sin distinguir mayúsculas, y responde lo que la web guarda', async () => {
    const r = await login(e, 'demo', 'ADMIN');
    expect(r.status).toBe(200);
    expect(r.body.token).toMatch(/^[\w-]{43}$/);
    expect(r.body.user).toMatchObject({
      id: r.body.user.id_usuario,
      usuario: 'admin',
      nombres: 'María',
      apellidos: 'Rodríguez Peña',
      rol: 'ADMIN',
      roles: ['ADMIN'],
    });
    expect(r.body.user.permisos).toEqual([...PERMISOS]);
    expect(r.body.user.perms).toEqual(r.body.user.permisos);
    expect(r.body.roles).toEqual(['ADMIN']);
    expect(r.body.permisos).toEqual([...PERMISOS]);
    expect(r.body.empresa).toEqual({
      id_empresa: 2,
      nombre_empresa: 'Préstamos El Progreso, SRL',
      rnc: 'DEMO',
      estado: 'ACTIVO',
      logo_url: null,
      preferencias: {
        show_logo: true,
        show_name: true,
        allow_multiple_loans: false,
        allow_reengagement: true,
        show_code_under_logo: true,
      },
      ticket_mm: null,
    });
    expect(r.body.sesion).toEqual({ idle_segundos: 300, aviso_segundos: 60 });
  });

  it('acepta el código en el cuerpo como rnc', async () => {
    const r = await pedir(e, 'POST', '/api/auth/login', {
      body: { rnc: 'Demo', usuario: 'operador', password: CLAVE },
    });
    expect(r.status).toBe(200);
    expect(r.body.user.rol).toBe('OPERADOR');
    expect(r.body.permisos).toEqual([
      'clientes.ver',
      'prestamos.ver',
      'pagos.ver',
      'pagos.registrar',
      'rutas.ver',
    ]);
  });

  it('empresa, usuario o contraseña equivocados dan la misma respuesta, sin pista', async () => {
    const respuestas = await Promise.all([
      login(e, 'NOEXISTE', 'admin'),
      login(e, 'DEMO', 'nadie'),
      login(e, 'DEMO', 'admin', 'otra-clave'),
      login(e, 'SOPORTE', 'admin'),
    ]);
    for (const r of respuestas) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ ok: false, message: FALLO, code: 'CREDENCIALES' });
    }
  });

  it('valida los campos con mensajes en español', async () => {
    const sinNada = await pedir(e, 'POST', '/api/auth/login', { headers: { 'x-tenant': 'DEMO' }, body: {} });
    expect(sinNada.status).toBe(400);
    expect(sinNada.body.fields).toEqual({
      usuario: 'Ingresa el usuario.',
      password: 'Ingresa la contraseña.',
    });
    expect(sinNada.body.message).toBe('Ingresa el usuario.');

    const sinEmpresa = await pedir(e, 'POST', '/api/auth/login', {
      body: { usuario: 'admin', password: CLAVE },
    });
    expect(sinEmpresa.status).toBe(400);
    expect(sinEmpresa.body).toMatchObject({
      message: 'Ingresa el código de empresa.',
      fields: { rnc: 'Ingresa el código de empresa.' },
    });

    const blancos = await pedir(e, 'POST', '/api/auth/login', {
      headers: { 'x-tenant': 'DEMO' },
      body: { usuario: '   ', password: '' },
    });
    expect(blancos.body.fields).toEqual({
      usuario: 'Ingresa el usuario.',
      password: 'Ingresa la contraseña.',
    });
  });

  it('un usuario desactivado no entra', async () => {
    const id = await crearUsuarioDePrueba(e, 2, 'baja', 'OPERADOR');
    const admin = await entrar(e, 'DEMO', 'admin');
    expect((await admin.delete(`/api/usuarios/${id}`)).status).toBe(200);
    const r = await login(e, 'DEMO', 'baja');
    expect(r.status).toBe(401);
    expect(r.body.message).toBe(FALLO);
  });

  it('empresa INACTIVA: su mensaje, o el de serie si no tiene', async () => {
    await crearEmpresaDePrueba(e, 'INACT1', { estado: 'INACTIVO' });
    const r = await login(e, 'INACT1', 'admin');
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Su empresa está inactiva. Contacte al administrador.');

    await crearEmpresaDePrueba(e, 'INACT2', {
      estado: 'INACTIVO',
      mensaje_inactivo: 'Cuenta en revisión. Llame al 809-555-0199.',
    });
    expect((await login(e, 'INACT2', 'admin')).body.message).toBe(
      'Cuenta en revisión. Llame al 809-555-0199.',
    );
    // Sin la contraseña correcta no se revela nada del estado.
    expect((await login(e, 'INACT2', 'admin', 'mala')).body.message).toBe(FALLO);
  });

  it('empresa SUSPENDIDA: 403 al entrar y en cada llamada de una sesión ya abierta', async () => {
    const emp = await crearEmpresaDePrueba(e, 'SUSP1', { estado: 'SUSPENDIDO' });
    const r = await login(e, 'SUSP1', 'admin');
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Tu empresa está suspendida. Revisa el estado del plan.');
    const me = await emp.admin.get('/api/auth/me');
    expect(me.status).toBe(403);
    expect(me.body.message).toContain('suspendida');
    // La plataforma la reactiva: la sesión ya abierta vuelve a servir en la petición siguiente.
    const soporte = await entrar(e, 'SOPORTE', 'soporte');
    expect((await soporte.post(`/api/empresas/${emp.id_empresa}/activar`)).status).toBe(200);
    expect((await emp.admin.get('/api/auth/me')).status).toBe(200);
  });
});

describe('sesión', () => {
  it('sin token o con uno desconocido: 401 con el mensaje de token', async () => {
    const sin = await pedir(e, 'GET', '/api/auth/me');
    expect(sin.status).toBe(401);
    expect(sin.body.message).toBe('No autenticado. Inicia sesión.');
    const falso = await cliente(e, 'no-es-un-token').get('/api/auth/me');
    expect(falso.status).toBe(401);
    expect(falso.body).toEqual({ ok: false, message: 'Token inválido o expirado', code: 'TOKEN_INVALIDO' });
    const malformado = await pedir(e, 'GET', '/api/auth/me', { headers: { authorization: 'Basic abc' } });
    expect(malformado.status).toBe(401);
  });

  it('logout tras el cierre por inactividad, con un token desconocido o sin token: responde bien, sin ruido', async () => {
    const admin = await entrar(e, 'DEMO', 'admin');
    e.avanzarReloj(e.deps.config.idleSegundos + 1);
    expect((await admin.get('/api/auth/me')).body.code).toBe('IDLE_TIMEOUT');
    const r = await admin.post('/api/auth/logout');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, message: 'Sesión cerrada' });
    expect((await cliente(e, 'no-es-un-token').post('/api/auth/logout')).status).toBe(200);
    expect((await pedir(e, 'POST', '/api/auth/logout')).status).toBe(200);
  });

  it('logout revoca una sesión abierta aunque su empresa esté suspendida', async () => {
    const emp = await crearEmpresaDePrueba(e, 'SALE-SUSP', { estado: 'SUSPENDIDO' });
    expect((await emp.admin.post('/api/auth/logout')).status).toBe(200);
    await cambiarEstadoDeEmpresa(e, emp.id_empresa, 'ACTIVO');
    const r = await emp.admin.get('/api/auth/me');
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('TOKEN_INVALIDO');
  });

  it('logout revoca el token', async () => {
    const admin = await entrar(e, 'DEMO', 'admin');
    expect((await admin.post('/api/auth/logout')).body).toEqual({ ok: true, message: 'Sesión cerrada' });
    const despues = await admin.get('/api/auth/me');
    expect(despues.status).toBe(401);
    expect(despues.body.message).toBe('Token inválido o expirado');
  });

  it('la sesión caduca a las 12 horas aunque haya actividad', async () => {
    const admin = await entrar(e, 'DEMO', 'admin');
    const activo = () => ({ 'x-last-activity': String(e.deps.ahora().getTime()) });
    for (let i = 0; i < 3; i++) {
      e.avanzarReloj(4 * 3600 - 10);
      expect((await admin.post('/api/auth/ping', undefined, activo())).status).toBe(200);
    }
    e.avanzarReloj(60);
    const r = await admin.post('/api/auth/ping', undefined, activo());
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('TOKEN_INVALIDO');
  });
});

describe('inactividad', () => {
  let corta: Entorno;
  beforeAll(async () => {
    corta = await crearEntorno({ idleSegundos: 60, avisoSegundos: 20 });
  });
  afterAll(() => corta.cerrar());

  const actividad = (ms: number) => ({ 'x-last-activity': String(ms) });

  it('el login anuncia los límites configurados', async () => {
    expect((await login(corta, 'DEMO', 'admin')).body.sesion).toEqual({
      idle_segundos: 60,
      aviso_segundos: 20,
    });
  });

  it('pasado el límite sin actividad del usuario: 401 IDLE_TIMEOUT, y sigue así', async () => {
    const admin = await entrar(corta, 'DEMO', 'admin');
    corta.avanzarReloj(61);
    const r = await admin.get('/api/auth/me');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ ok: false, message: 'Sesión expirada por inactividad', code: 'IDLE_TIMEOUT' });
    // Ni una actividad reportada después la revive.
    const tarde = await admin.get('/api/auth/me', actividad(corta.deps.ahora().getTime()));
    expect(tarde.body.code).toBe('IDLE_TIMEOUT');
  });

  it('las llamadas de fondo no mantienen viva la sesión; la actividad reportada sí', async () => {
    const admin = await entrar(corta, 'DEMO', 'admin');
    const inicio = corta.deps.ahora().getTime();
    corta.avanzarReloj(40);
    // Llamada de fondo: la web reporta la última interacción real, que fue al entrar.
    expect((await admin.get('/api/auth/me', actividad(inicio))).status).toBe(200);
    corta.avanzarReloj(30);
    expect((await admin.get('/api/auth/me', actividad(inicio))).body.code).toBe('IDLE_TIMEOUT');

    const otro = await entrar(corta, 'DEMO', 'admin');
    corta.avanzarReloj(50);
    // El usuario tecleó hace 5 segundos aunque no hubo llamadas: sigue dentro.
    expect((await otro.get('/api/auth/me', actividad(corta.deps.ahora().getTime() - 5000))).status).toBe(200);
    corta.avanzarReloj(50);
    expect((await otro.get('/api/auth/me')).status).toBe(200);
    corta.avanzarReloj(20);
    expect((await otro.get('/api/auth/me')).body.code).toBe('IDLE_TIMEOUT');
  });

  it('una actividad reportada en el futuro cuenta como el reloj del servidor, no más', async () => {
    const admin = await entrar(corta, 'DEMO', 'admin');
    const ahora = corta.deps.ahora().getTime();
    expect((await admin.get('/api/auth/me', actividad(ahora + 3_600_000))).status).toBe(200);
    corta.avanzarReloj(61);
    expect((await admin.get('/api/auth/me')).body.code).toBe('IDLE_TIMEOUT');
  });

  it('el OPERADOR usa la inactividad que eligió su empresa; el ADMIN, la de todos', async () => {
    const emp = await crearEmpresaDePrueba(e, 'RUTA-20', { inactividad_operador_min: 20 });
    await crearUsuarioDePrueba(e, emp.id_empresa, 'cobrador', 'OPERADOR');
    const ingreso = await login(e, emp.rnc, 'cobrador');
    // La web avisa y cierra con el mismo límite que aplica el servidor.
    expect(ingreso.body.sesion).toEqual({ idle_segundos: 1200, aviso_segundos: 60 });
    const cobrador = cliente(e, ingreso.body.token);
    expect((await cobrador.get('/api/auth/me')).body.item.sesion).toEqual({
      idle_segundos: 1200,
      aviso_segundos: 60,
    });
    const admin = await entrar(e, emp.rnc, 'admin');
    expect((await admin.get('/api/auth/me')).body.item.sesion.idle_segundos).toBe(300);

    e.avanzarReloj(6 * 60);
    expect((await cobrador.get('/api/auth/me')).status).toBe(200);
    const adminFuera = await admin.get('/api/auth/me');
    expect(adminFuera.status).toBe(401);
    expect(adminFuera.body.code).toBe('IDLE_TIMEOUT');

    e.avanzarReloj(15 * 60);
    const fuera = await cobrador.get('/api/auth/me');
    expect(fuera.status).toBe(401);
    expect(fuera.body).toEqual({
      ok: false,
      message: 'Sesión expirada por inactividad',
      code: 'IDLE_TIMEOUT',
    });
  });

  it('el ping cuenta como actividad', async () => {
    const admin = await entrar(corta, 'DEMO', 'admin');
    corta.avanzarReloj(50);
    expect((await admin.post('/api/auth/ping')).body).toEqual({ ok: true });
    corta.avanzarReloj(50);
    expect((await admin.get('/api/auth/me')).status).toBe(200);
  });
});

describe('límite de intentos', () => {
  // Cada prueba usa su propia dirección para que los fallos de una no cuenten en el límite por dirección de otra.
  const desde =
    (ip: string) =>
    async (usuario: string, password = CLAVE) => {
      const r = await e.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-tenant': 'DEMO' },
        payload: { usuario, password },
        remoteAddress: ip,
      });
      return { status: r.statusCode, body: r.json() };
    };

  it('10 fallos de un usuario desde una dirección la cierran para él (también la contraseña correcta); luego se libera', async () => {
    await crearUsuarioDePrueba(e, 2, 'olvidadizo', 'OPERADOR');
    const intentar = desde('198.51.100.1');
    for (let i = 0; i < 10; i++) expect((await intentar('olvidadizo', `mala-${i}`)).status).toBe(401);
    const bloqueado = await intentar('olvidadizo');
    expect(bloqueado.status).toBe(429);
    expect(bloqueado.body.message).toBe(
      'Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.',
    );
    // Otro usuario de la misma empresa no queda bloqueado.
    expect((await intentar('operador')).status).toBe(200);
    // Desde otra dirección el dueño entra: el límite estricto es de la cuenta en esa dirección
    // (docs/decisiones/0004-limite-de-intentos.md).
    expect((await desde('198.51.100.2')('olvidadizo')).status).toBe(200);
    expect((await intentar('olvidadizo')).status).toBe(429);
    e.avanzarReloj(15 * 60 + 1);
    expect((await intentar('olvidadizo')).status).toBe(200);
  });

  it('acertar borra los fallos anteriores de ese usuario', async () => {
    await crearUsuarioDePrueba(e, 2, 'despistado', 'OPERADOR');
    const intentar = desde('198.51.100.3');
    for (let i = 0; i < 9; i++) await intentar('despistado', 'mala');
    expect((await intentar('despistado')).status).toBe(200);
    for (let i = 0; i < 9; i++) await intentar('despistado', 'mala');
    expect((await intentar('despistado')).status).toBe(200);
  });

  it('30 fallos desde una dirección la bloquean para cualquier usuario', async () => {
    const intentar = desde('203.0.113.7');
    for (let i = 0; i < 30; i++) expect((await intentar(`fantasma${i}`, 'x')).status).toBe(401);
    const r = await intentar('admin');
    expect(r.status).toBe(429);
    expect(r.body.message).toContain('Demasiados intentos fallidos');
    // Desde otra dirección el mismo usuario entra.
    expect((await desde('203.0.113.8')('admin')).status).toBe(200);
  });
});

describe('perfil y contraseña', () => {
  it('GET /api/auth/me devuelve el perfil con roles, permisos y empresa', async () => {
    const op = await entrar(e, 'DEMO', 'operador');
    const r = await op.get('/api/auth/me');
    expect(r.status).toBe(200);
    expect(r.body.item).toMatchObject({
      usuario: 'operador',
      nombres: 'Juan',
      apellidos: 'Pérez Almonte',
      email: null,
      telefono: null,
      rol: 'OPERADOR',
      roles: ['OPERADOR'],
      permisos: ['clientes.ver', 'prestamos.ver', 'pagos.ver', 'pagos.registrar', 'rutas.ver'],
    });
    expect(r.body.item.empresa.rnc).toBe('DEMO');
  });

  it('PUT /api/auth/me guarda los datos y valida', async () => {
    const op = await entrar(e, 'DEMO', 'operador');
    const r = await op.put('/api/auth/me', {
      nombres: '  Juan Carlos ',
      apellidos: 'Pérez',
      email: 'JUAN@Correo.do',
      telefono: '809-555-0123',
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Perfil actualizado');
    expect(r.body.item).toMatchObject({
      nombres: 'Juan Carlos',
      apellidos: 'Pérez',
      email: 'juan@correo.do',
      telefono: '809-555-0123',
    });
    const mal = await op.put('/api/auth/me', { nombres: '', email: 'no-es-correo' });
    expect(mal.status).toBe(400);
    expect(mal.body.fields).toEqual({
      nombres: 'Ingresa tus nombres.',
      email: 'Correo electrónico inválido.',
    });
  });

  it('verify-password: ok con la correcta, "Contraseña inválida." con otra', async () => {
    const admin = await entrar(e, 'DEMO', 'admin');
    expect((await admin.post('/api/auth/verify-password', { password: CLAVE })).body.ok).toBe(true);
    const mal = await admin.post('/api/auth/verify-password', { password: 'otra' });
    expect(mal.status).toBe(400);
    expect(mal.body).toMatchObject({ ok: false, message: 'Contraseña inválida.' });
  });

  it('verify-password sin contraseña (ausente o vacía): 400 "Ingresa la contraseña."', async () => {
    const admin = await entrar(e, 'DEMO', 'admin');
    for (const cuerpo of [{}, { password: '' }]) {
      const r = await admin.post('/api/auth/verify-password', cuerpo);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        ok: false,
        message: 'Ingresa la contraseña.',
        code: 'VALIDACION',
        fields: { password: 'Ingresa la contraseña.' },
      });
    }
  });

  it('cambiar la contraseña sin la actual (ausente o vacía): 400 "Ingresa tu contraseña actual."', async () => {
    const admin = await entrar(e, 'DEMO', 'admin');
    for (const cuerpo of [
      { new_password: 'nueva-clave' },
      { current_password: '', new_password: 'nueva-clave' },
    ]) {
      const r = await admin.put('/api/auth/me/password', cuerpo);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        ok: false,
        message: 'Ingresa tu contraseña actual.',
        code: 'VALIDACION',
        fields: { current_password: 'Ingresa tu contraseña actual.' },
      });
    }
    expect((await login(e, 'DEMO', 'admin')).status).toBe(200);
  });

  it('cambiar la contraseña exige la actual, 6 caracteres, y cierra las otras sesiones', async () => {
    await crearUsuarioDePrueba(e, 2, 'cambia', 'OPERADOR');
    const aqui = await entrar(e, 'DEMO', 'cambia');
    const alla = await entrar(e, 'DEMO', 'cambia');

    const corta = await aqui.put('/api/auth/me/password', { current_password: CLAVE, new_password: '12345' });
    expect(corta.status).toBe(400);
    expect(corta.body.fields).toEqual({
      new_password: 'La nueva contraseña debe tener al menos 6 caracteres',
    });

    const errada = await aqui.put('/api/auth/me/password', {
      current_password: 'no-es',
      new_password: 'nueva-clave',
    });
    expect(errada.status).toBe(400);
    expect(errada.body.fields).toEqual({ current_password: 'La contraseña actual no es correcta.' });

    const ok = await aqui.put('/api/auth/me/password', {
      current_password: CLAVE,
      new_password: 'nueva-clave',
    });
    expect(ok.body).toEqual({ ok: true, message: 'Contraseña actualizada' });
    expect((await aqui.get('/api/auth/me')).status).toBe(200);
    expect((await alla.get('/api/auth/me')).status).toBe(401);
    expect((await login(e, 'DEMO', 'cambia')).status).toBe(401);
    expect((await login(e, 'DEMO', 'cambia', 'nueva-clave')).status).toBe(200);
  });
});
