import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { crearEmpresaDePrueba, usuarioConPermisos } from '../../../test/fabricas';
import { cliente, entrar } from '../../../test/peticiones';
import { construirApp } from '../../app';
import type { Avisos, Oyente } from '../../db/conexion';
import { MAXIMO_RECORDADAS, SesionesRecordadas } from './sesiones-recordadas';

/** Avisos a mano: la prueba decide cuándo se escucha, qué se avisa y cuándo se corta. */
function avisosDePrueba() {
  let oyente: Oyente | null = null;
  const avisos: Avisos = {
    escuchar(_canal, o) {
      oyente = o;
      return async () => o.alPerder();
    },
  };
  const o = () => {
    if (!oyente) throw new Error('nadie escucha');
    return oyente;
  };
  return {
    avisos,
    escuchar: () => o().alEscuchar(),
    avisar: (t: string) => o().alAvisar(t),
    perder: () => o().alPerder(),
  };
}

/** Unas sesiones recordadas que ya escuchan sus avisos (de prueba). */
function escuchando<T>() {
  const r = new SesionesRecordadas<T>();
  const a = avisosDePrueba();
  r.escuchar(a.avisos);
  a.escuchar();
  return { r, a };
}

describe('SesionesRecordadas', () => {
  const T = 1_000_000;

  it('no recuerda nada hasta escuchar los avisos, ni después de perderlos', () => {
    const r = new SesionesRecordadas<string>();
    const a = avisosDePrueba();
    r.escuchar(a.avisos);
    r.guardar('h', 1, 'sesión', T, r.marca());
    expect(r.leer('h', T)).toBeNull();
    a.escuchar();
    r.guardar('h', 1, 'sesión', T, r.marca());
    expect(r.leer('h', T + 1)).toBe('sesión');
    a.perder();
    expect(r.leer('h', T + 2)).toBeNull();
    r.guardar('h', 1, 'sesión', T, r.marca());
    expect(r.leer('h', T + 3)).toBeNull();
  });

  it('un aviso olvida solo las sesiones de su empresa; uno ilegible, todas', () => {
    const { r, a } = escuchando<string>();
    r.guardar('a', 1, 'de 1', T, r.marca());
    r.guardar('b', 2, 'de 2', T, r.marca());
    a.avisar('1');
    expect(r.leer('a', T)).toBeNull();
    expect(r.leer('b', T)).toBe('de 2');
    a.avisar('x');
    expect(r.leer('b', T)).toBeNull();
  });

  it('no guarda lo que se leyó antes de un olvido de su empresa (la lectura pudo ser anterior al cambio)', () => {
    const { r } = escuchando<string>();
    const marca = r.marca();
    r.olvidarEmpresa(1);
    r.guardar('a', 1, 'vieja', T, marca);
    expect(r.leer('a', T)).toBeNull();
    // El olvido de otra empresa no impide guardar.
    r.guardar('b', 2, 'de 2', T, marca);
    expect(r.leer('b', T)).toBe('de 2');
    r.olvidarTodo();
    r.guardar('c', 3, 'de 3', T, marca);
    expect(r.leer('c', T)).toBeNull();
  });

  it('al llegar al tope olvida todas y sigue recordando las nuevas', () => {
    const { r } = escuchando<number>();
    for (let i = 0; i < MAXIMO_RECORDADAS; i++) r.guardar(`h${i}`, i % 7, i, T, r.marca());
    expect(r.leer('h0', T)).toBe(0);
    r.guardar('nueva', 1, -1, T, r.marca());
    expect(r.leer('h0', T)).toBeNull();
    expect(r.leer('nueva', T)).toBe(-1);
  });

  it('una sesión recordada se vuelve a leer de la base al minuto, o si el reloj retrocede', () => {
    const { r } = escuchando<string>();
    r.guardar('h', 1, 'sesión', T, r.marca());
    expect(r.leer('h', T + 59_999)).toBe('sesión');
    expect(r.leer('h', T + 60_000)).toBeNull();
    r.guardar('h', 1, 'sesión', T, r.marca());
    expect(r.leer('h', T - 1)).toBeNull();
  });
});

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
        // El aviso viaja por la base al confirmarse el cierre: unos milisegundos.
        await expect
          .poll(async () => (await enLaOtra()).statusCode, { timeout: 2000, interval: 5 })
          .toBe(401);
        expect((await cliente(e, admin.token).get('/api/auth/me')).status).toBe(401);
      } finally {
        await otra.close();
      }
    },
  );
});
