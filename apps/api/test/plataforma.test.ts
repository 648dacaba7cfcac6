import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { construirApp } from '../src/app';
import { opcionesDeRegistro } from '../src/lib/registro-legible';
import { registrarControlDeAcceso } from '../src/plugins/acceso';
import { CLAVE, crearEntorno, type Entorno } from './entorno';
import { entrar, login, pedir } from './peticiones';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

describe('bordes de la API', () => {
  it('GET /api/health dice qué base usa', async () => {
    const r = await pedir(e, 'GET', '/api/health');
    expect(r.body).toEqual({ ok: true, db: e.base.tipo, version: '0.1.0' });
  });

  it('una ruta /api desconocida es un 404 JSON, también sin sesión', async () => {
    for (const url of ['/api/no-existe', '/api', '/api/usuarios/1/inexistente']) {
      const r = await pedir(e, 'GET', url);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ ok: false, message: 'Recurso no encontrado', code: 'NO_ENCONTRADO' });
    }
  });

  it('JSON roto o cuerpo faltante: 400 en español, nunca 500', async () => {
    const roto = await e.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-tenant': 'DEMO' },
      payload: '{"usuario": ',
    });
    expect(roto.statusCode).toBe(400);
    expect(roto.json()).toEqual({
      ok: false,
      message: 'El cuerpo de la solicitud no es JSON válido.',
      code: 'SOLICITUD_INVALIDA',
    });
    const sinCuerpo = await pedir(e, 'POST', '/api/auth/login', { headers: { 'x-tenant': 'DEMO' } });
    expect(sinCuerpo.status).toBe(400);
    expect(sinCuerpo.body.message).toBe('Envía los datos de la solicitud en formato JSON.');
  });

  it('responde con cabeceras de seguridad y el id de la petición', async () => {
    const r = await pedir(e, 'GET', '/api/health', { headers: { 'x-request-id': 'prueba-123' } });
    expect(r.headers['x-request-id']).toBe('prueba-123');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(r.headers['content-security-policy'])).toContain("default-src 'self'");
    const generado = await pedir(e, 'GET', '/api/health', {
      headers: { 'x-request-id': 'con espacios <mal>' },
    });
    expect(generado.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publica OpenAPI generado del contrato en /api/docs', async () => {
    const r = await pedir(e, 'GET', '/api/docs/json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toMatch(/^3\./);
    expect(Object.keys(r.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/usuarios',
        '/api/usuarios/{id}',
        '/api/roles/{codigo}/permisos',
      ]),
    );
    const login = r.body.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['usuario', 'password']);
    expect((await pedir(e, 'GET', '/api/docs')).status).toBeLessThan(400);
  });

  it('una ruta que no declara su acceso impide arrancar', async () => {
    const arrancar = async () => {
      const app = Fastify();
      await app.register(async (api) => {
        registrarControlDeAcceso(api, e.deps);
        api.get('/olvidada', async () => 'hola');
      });
      await app.ready();
    };
    await expect(arrancar()).rejects.toThrow('La ruta GET /olvidada no declara su acceso (config.acceso).');
  });
});

describe('registro', () => {
  it('registra cada petición con su id, sin contraseñas ni tokens', async () => {
    let registro = '';
    const flujo = new Writable({
      write(trozo, _codificacion, listo) {
        registro += trozo.toString();
        listo();
      },
    });
    const app = await construirApp(e.deps, {
      nivelDeRegistro: 'info',
      flujoDeRegistro: flujo,
      carpetaWeb: '/sin-web',
    });
    const entrada = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant': 'DEMO', 'x-request-id': 'login-1' },
      payload: { usuario: 'admin', password: CLAVE },
    });
    const token = entrada.json().token as string;
    await app.inject({
      method: 'GET',
      url: `/api/auth/me?token=${token}`,
      headers: { authorization: `Bearer ${token}` },
    });
    await app.close();
    expect(registro).toContain('"reqId":"login-1"');
    expect(registro).toContain('/api/auth/me?token=***');
    expect(registro).not.toContain(CLAVE);
    expect(registro).not.toContain(token);
  });

  it('en texto (LOG_FORMAT por defecto): sin una línea por petición, los avisos y errores legibles', async () => {
    let registro = '';
    const salida = new Writable({
      write(trozo, _codificacion, listo) {
        registro += trozo.toString();
        listo();
      },
    });
    const app = await construirApp(e.deps, {
      ...opcionesDeRegistro({ logLevel: 'info', logFormat: 'text' }, salida),
      carpetaWeb: '/sin-web',
    });
    const entrada = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant': 'DEMO' },
      payload: { usuario: 'admin', password: CLAVE },
    });
    expect(entrada.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/no-existe' })).statusCode).toBe(404);
    app.log.warn({ err: new Error('deadlock detected') }, 'abrazo mortal: se repite la transacción');
    app.log.error({ err: new Error('se cayó la base'), reqId: 'r-9' }, 'Error no controlado');
    await app.close();
    // Ni el ingreso ni el 404 dejan línea: solo el aviso y el error, cada uno en una línea para leer.
    const lineas = registro.split('\n').filter((l) => l !== '' && !l.startsWith('    '));
    expect(lineas).toEqual([
      expect.stringMatching(
        /^\d\d:\d\d:\d\d AVISO abrazo mortal: se repite la transacción: deadlock detected$/,
      ),
      expect.stringMatching(/^\d\d:\d\d:\d\d ERROR Error no controlado: se cayó la base \(petición r-9\)$/),
    ]);
    // La pila del error, sangrada debajo de su línea.
    expect(registro).toMatch(/\(petición r-9\)\n {4}Error: se cayó la base\n {8}at /);
  });
});

describe('la web compilada', () => {
  it('sin compilación de la web, una ruta del navegador es 404 JSON', async () => {
    expect((await pedir(e, 'GET', '/app/clientes')).status).toBe(404);
  });

  it('con la web, sirve index.html para las rutas del navegador pero no para /api', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.writeFileSync(path.join(carpeta, 'index.html'), '<!doctype html><title>Préstamos</title>');
    fs.mkdirSync(path.join(carpeta, 'assets'));
    fs.writeFileSync(path.join(carpeta, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = await construirApp(e.deps, { carpetaWeb: carpeta });
    const pagina = await app.inject({ method: 'GET', url: '/app/prestamos/5' });
    expect(pagina.statusCode).toBe(200);
    expect(pagina.body).toContain('<title>Préstamos</title>');
    expect(pagina.headers['cache-control']).toBe('no-cache');
    const recurso = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(recurso.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.json().ok).toBe(false);
    await app.close();
  });

  it('manda cada archivo comprimido de antemano según Accept-Encoding, con Vary y la caché de siempre', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const zlib = await import('node:zlib');
    const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.mkdirSync(path.join(carpeta, 'assets'));
    const html = `<!doctype html><title>Préstamos</title>${'<p>hola</p>'.repeat(100)}`;
    const js = 'console.log("préstamos");\n'.repeat(200);
    const manifiesto = JSON.stringify({ name: 'Préstamos · Cobros', start_url: '/app/operador' });
    const archivos = { 'index.html': html, 'assets/index-abc123.js': js, 'manifest.webmanifest': manifiesto };
    for (const [nombre, texto] of Object.entries(archivos)) {
      fs.writeFileSync(path.join(carpeta, nombre), texto);
      fs.writeFileSync(path.join(carpeta, `${nombre}.br`), zlib.brotliCompressSync(texto));
      fs.writeFileSync(path.join(carpeta, `${nombre}.gz`), zlib.gzipSync(texto));
    }
    fs.writeFileSync(path.join(carpeta, 'icono-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const app = await construirApp(e.deps, { carpetaWeb: carpeta });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const direccion = app.server.address();
    const base = `http://127.0.0.1:${typeof direccion === 'object' && direccion ? direccion.port : 0}`;
    /** Por HTTP de verdad: el cuerpo tal como viaja, sin que nadie lo descomprima. */
    const pedirCrudo = async (url: string, acepta?: string) => {
      const { request } = await import('node:http');
      return new Promise<{ headers: Record<string, unknown>; cuerpo: Buffer }>((listo, falla) => {
        const pedido = request(
          `${base}${url}`,
          { headers: acepta ? { 'accept-encoding': acepta } : {} },
          (r) => {
            const trozos: Buffer[] = [];
            r.on('data', (t: Buffer) => trozos.push(t));
            r.on('end', () => listo({ headers: r.headers, cuerpo: Buffer.concat(trozos) }));
          },
        );
        pedido.on('error', falla);
        pedido.end();
      });
    };
    try {
      const br = await pedirCrudo('/assets/index-abc123.js', 'gzip, deflate, br');
      expect(br.headers).toMatchObject({
        'content-encoding': 'br',
        vary: 'accept-encoding',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-type': 'application/javascript; charset=utf-8',
      });
      expect(zlib.brotliDecompressSync(br.cuerpo).toString()).toBe(js);
      expect(br.cuerpo.length).toBeLessThan(js.length / 10);

      const gz = await pedirCrudo('/assets/index-abc123.js', 'gzip');
      expect(gz.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding' });
      expect(zlib.gunzipSync(gz.cuerpo).toString()).toBe(js);

      const sinCompresion = await pedirCrudo('/assets/index-abc123.js');
      expect(sinCompresion.headers['content-encoding']).toBeUndefined();
      expect(sinCompresion.headers.vary).toBe('accept-encoding');
      expect(sinCompresion.cuerpo.toString()).toBe(js);

      // La página de cualquier ruta del navegador, también comprimida y siempre revalidada.
      for (const url of ['/', '/login', '/app/prestamos/5']) {
        const pagina = await pedirCrudo(url, 'br');
        expect(pagina.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
        expect(zlib.brotliDecompressSync(pagina.cuerpo).toString()).toBe(html);
      }

      const manifest = await pedirCrudo('/manifest.webmanifest', 'br');
      expect(manifest.headers).toMatchObject({
        'content-encoding': 'br',
        'content-type': 'application/manifest+json',
        'cache-control': 'no-cache',
      });

      // Lo que no tiene versión comprimida (las imágenes ya lo están) va tal cual.
      const icono = await pedirCrudo('/icono-192.png', 'br, gzip');
      expect(icono.headers['content-encoding']).toBeUndefined();
      expect(icono.headers['content-type']).toBe('image/png');
    } finally {
      await app.close();
    }
  });
});

describe('entre empresas', () => {
  it('un token de una empresa no sirve para datos de otra', async () => {
    const admin = await entrar(e, 'DEMO', 'admin');
    const soporte = await login(e, 'SOPORTE', 'soporte');
    const idSoporte = soporte.body.user.id_usuario;
    expect((await admin.get(`/api/usuarios/${idSoporte}/permisos`)).status).toBe(404);
    expect(
      (await admin.put(`/api/usuarios/${idSoporte}`, { usuario: 'soporte', password: 'robada123' })).status,
    ).toBe(404);
    expect((await login(e, 'SOPORTE', 'soporte')).status).toBe(200);
  });
});
