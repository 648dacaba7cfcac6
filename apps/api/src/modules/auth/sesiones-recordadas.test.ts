import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, usuarioConPermisos } from '../../../test/fabricas';
import { cliente, entrar } from '../../../test/peticiones';
import { construirApp } from '../../app';

// Con PostgreSQL, la instancia recuerda las sesiones; con PGlite, las lee siempre. Lo que ve el usuario es lo mismo.
describe('una sesión recordada sigue las reglas al instante', () => {
  let e: Entorno;
  beforeAll(async () => {
    e = await crearEntorno();
  });
  afterAll(() => e.cerrar());

  it('logout: la petición siguiente ya no entra', async () => {
    const admin = await entrar(e, 'DEMO', 'admin');
    for (let i = 0; i < 3; i++) expect((await admin.get('/api/auth/me')).status).toBe(200);
    expect((await admin.post('/api/auth/logout')).status).toBe(200);
    const r = await admin.get('/api/auth/me');
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Token inválido o expirado');
  });

  it('un permiso quitado o un usuario desactivado valen desde la petición siguiente', async () => {
    const emp = await crearEmpresaDePrueba(e, 'RECUERDA1');
    const lector = await usuarioConPermisos(e, emp, 'lector', ['usuarios.ver']);
    for (let i = 0; i < 3; i++) expect((await lector.get('/api/usuarios')).status).toBe(200);
    const id = (await lector.get('/api/auth/me')).body.item.id_usuario;
    expect((await emp.admin.put(`/api/usuarios/${id}/permisos`, { directos: [] })).status).toBe(200);
    const sinPermiso = await lector.get('/api/usuarios');
    expect(sinPermiso.status).toBe(403);
    expect((await lector.get('/api/prestamos')).status).toBe(200);

    expect(
      (await emp.admin.put(`/api/usuarios/${id}`, { usuario: 'lector', estado: 'INACTIVO' })).status,
    ).toBe(200);
    const fuera = await lector.get('/api/prestamos');
    expect(fuera.status).toBe(401);
    expect(fuera.body.message).toBe('Token inválido o expirado');
  });

  it.runIf(process.env.DATABASE_URL)(
    'con dos instancias, el logout en una llega a la otra por el aviso de la base',
    async () => {
      const otra = await construirApp(e.deps, { carpetaWeb: '/sin-web' });
      try {
        const admin = await entrar(e, 'DEMO', 'admin');
        const enLaOtra = () =>
          otra.inject({
            method: 'GET',
            url: '/api/auth/me',
            headers: { authorization: `Bearer ${admin.token}` },
          });
        // La otra instancia la lee y la recuerda.
        await expect.poll(async () => (await enLaOtra()).statusCode).toBe(200);
        expect((await enLaOtra()).statusCode).toBe(200);
        expect((await admin.post('/api/auth/logout')).status).toBe(200);
        // El aviso viaja por la base al confirmarse el cierre: unos milisegundos. El plazo es solo la red de seguridad
        // de una máquina ocupada: sin aviso, la otra la seguiría recordando (su vigencia se cuenta con el reloj de la
        // prueba, que aquí no avanza).
        await expect
          .poll(async () => (await enLaOtra()).statusCode, { timeout: 30_000, interval: 5 })
          .toBe(401);
        expect((await cliente(e, admin.token).get('/api/auth/me')).status).toBe(401);
      } finally {
        await otra.close();
      }
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    'con dos instancias, la inactividad de los cobradores que cambia en una vale enseguida en la otra',
    async () => {
      const otra = await construirApp(e.deps, { carpetaWeb: '/sin-web' });
      try {
        const emp = await crearEmpresaDePrueba(e, 'RECUERDA2');
        await crearUsuarioDePrueba(e, emp.id_empresa, 'cobrador', 'OPERADOR');
        const cobrador = await entrar(e, emp.rnc, 'cobrador');
        const idleEnLaOtra = async () =>
          (
            await otra.inject({
              method: 'GET',
              url: '/api/auth/me',
              headers: { authorization: `Bearer ${cobrador.token}` },
            })
          ).json().item.sesion.idle_segundos;
        // La otra instancia recuerda la sesión con el límite de todos.
        expect(await idleEnLaOtra()).toBe(300);
        expect(await idleEnLaOtra()).toBe(300);
        const r = await emp.admin.put('/api/empresa/ajustes', { inactividad_operador_min: 20 });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        // El aviso de empresa_avisa le hace olvidar la sesión recordada: milisegundos, no los 60 s de su vigencia.
        await expect.poll(idleEnLaOtra, { timeout: 30_000, interval: 5 }).toBe(1200);
      } finally {
        await otra.close();
      }
    },
  );
});
