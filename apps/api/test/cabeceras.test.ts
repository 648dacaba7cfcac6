import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearPng } from '../src/seed/retratos';
import { crearEntorno, type Entorno } from './entorno';
import { type Cliente, entrar, login, pedir, subirArchivo } from './peticiones';

let e: Entorno;
let admin: Cliente;

beforeAll(async () => {
  e = await crearEntorno();
  admin = await entrar(e, 'DEMO', 'admin');
});
afterAll(() => e.cerrar());

describe('cabeceras de seguridad', () => {
  it('van en toda respuesta, también en un error y en un 404, con la política de contenido de la web', async () => {
    for (const [url, estado] of [
      ['/api/health', 200],
      ['/api/clientes', 401],
      ['/api/no-existe', 404],
    ] as const) {
      const r = await e.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(estado);
      expect(r.headers['x-content-type-options'], url).toBe('nosniff');
      expect(r.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(r.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(r.headers['x-powered-by'], url).toBeUndefined();
      expect(r.headers['content-security-policy'], url).toContain("img-src 'self' data: blob: https:");
      expect(r.headers['content-security-policy'], url).toContain("object-src 'none'");
      expect(r.headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
    }
  });
});

describe('Cache-Control de la API (issue 31)', () => {
  it('las respuestas con sesión, y sus errores, llevan no-store', async () => {
    const casos = [
      ['lista', await admin.get('/api/clientes'), 200],
      ['creación', await admin.post('/api/clientes', { nombres: 'Caché', apellidos: 'Ninguna' }), 201],
      ['perfil', await admin.get('/api/auth/me'), 200],
      ['validación', await admin.post('/api/clientes', { nombres: '' }), 400],
      ['carácter de control', await admin.get('/api/clientes?q=a%00'), 400],
      ['no existe', await admin.get('/api/clientes/999999'), 404],
      ['sin permiso', await (await entrar(e, 'DEMO', 'operador')).get('/api/usuarios'), 403],
      ['sin sesión', await pedir(e, 'GET', '/api/clientes'), 401],
      ['token vencido', await pedir(e, 'GET', '/api/clientes', { token: 'no-es-un-token' }), 401],
      // El login no lleva sesión, pero su respuesta trae el token.
      ['login', await login(e, 'DEMO', 'admin'), 200],
      ['login fallido', await login(e, 'DEMO', 'admin', 'mala'), 401],
    ] as const;
    for (const [caso, r, estado] of casos) {
      expect(r.status, caso).toBe(estado);
      expect(r.headers['content-type'], caso).toContain('application/json');
      expect(r.headers['cache-control'], caso).toBe('no-store');
    }
  });

  it('el logo, público y con su versión en la URL, se guarda; la foto de un cliente (dato personal) no', async () => {
    const png = crearPng(4, 4, () => [10, 115, 132]);
    const idCliente = (await admin.post('/api/clientes', { nombres: 'Con', apellidos: 'Foto' })).body.item
      .id_cliente;
    const foto = await subirArchivo(e, admin.token, `/api/clientes/${idCliente}/foto`, {
      campo: 'foto',
      nombre: 'foto.png',
      tipo: 'image/png',
      datos: png,
    });
    expect(foto.status).toBe(200);
    expect(foto.headers['cache-control']).toBe('no-store');
    const servida = await admin.get(foto.body.foto_url);
    expect(servida.status).toBe(200);
    expect(servida.headers['cache-control']).toBe('no-store');

    const logo = await subirArchivo(e, admin.token, '/api/empresa/logo', {
      campo: 'logo',
      nombre: 'logo.png',
      tipo: 'image/png',
      datos: png,
    });
    expect(logo.status).toBe(200);
    expect((await pedir(e, 'GET', logo.body.logo_url)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});
