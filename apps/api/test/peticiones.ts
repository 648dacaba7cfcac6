import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { CLAVE, type Entorno } from './entorno';

export interface Respuesta {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: las pruebas leen cuerpos JSON arbitrarios y afirman sus valores.
  body: any;
  headers: Record<string, unknown>;
}

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Una llamada HTTP real (inject) a la API, con token y cabeceras opcionales. */
export async function pedir(
  e: Entorno,
  metodo: Metodo,
  url: string,
  opciones: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Respuesta> {
  const peticion: InjectOptions = {
    method: metodo,
    url,
    headers: {
      ...(opciones.token ? { authorization: `Bearer ${opciones.token}` } : {}),
      ...opciones.headers,
    },
    ...(opciones.body === undefined ? {} : { payload: opciones.body as InjectOptions['payload'] }),
  };
  const r = await e.app.inject(peticion);
  const tipo = String(r.headers['content-type'] ?? '');
  return { status: r.statusCode, body: tipo.includes('json') ? r.json() : r.body, headers: r.headers };
}

/** Cliente con el token de una sesión: `como.get('/api/usuarios')`. */
export function cliente(e: Entorno, token: string) {
  return {
    token,
    get: (url: string, headers?: Record<string, string>) => pedir(e, 'GET', url, { token, headers }),
    post: (url: string, body?: unknown, headers?: Record<string, string>) =>
      pedir(e, 'POST', url, { token, body, headers }),
    put: (url: string, body?: unknown, headers?: Record<string, string>) =>
      pedir(e, 'PUT', url, { token, body, headers }),
    delete: (url: string, headers?: Record<string, string>) => pedir(e, 'DELETE', url, { token, headers }),
  };
}
export type Cliente = ReturnType<typeof cliente>;

export async function login(
  e: Entorno,
  empresa: string,
  usuario: string,
  password = CLAVE,
): Promise<Respuesta> {
  return pedir(e, 'POST', '/api/auth/login', {
    headers: { 'x-tenant': empresa },
    body: { usuario, password },
  });
}

/** Inicia sesión y devuelve el cliente; falla la prueba si no entra. */
export async function entrar(
  e: Entorno,
  empresa: string,
  usuario: string,
  password = CLAVE,
): Promise<Cliente> {
  const r = await login(e, empresa, usuario, password);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return cliente(e, r.body.token);
}

/** Sube un archivo como formulario multipart (como lo hace el navegador). */
export async function subirArchivo(
  e: Entorno,
  token: string,
  url: string,
  archivo: { campo: string; nombre: string; tipo: string; datos: Buffer },
): Promise<Respuesta> {
  const limite = `----prueba${Date.now()}`;
  const cuerpo = Buffer.concat([
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="${archivo.campo}"; filename="${archivo.nombre}"\r\n` +
        `Content-Type: ${archivo.tipo}\r\n\r\n`,
    ),
    archivo.datos,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  const r = await e.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${limite}` },
    payload: cuerpo,
  });
  return { status: r.statusCode, body: r.json(), headers: r.headers };
}
