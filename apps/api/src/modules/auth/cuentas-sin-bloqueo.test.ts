import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAVE, crearEntorno, type Entorno } from '../../../test/entorno';
import { crearEmpresaDePrueba, crearUsuarioDePrueba } from '../../../test/fabricas';
import { escuchar } from '../../../test/flujo-de-eventos';
import { ID_EMPRESA_DEMO } from '../../seed/sembrar';

// Issue 40: diez contraseñas malas para LAVEGA/admin (toda empresa tiene su `admin`) ya no le cierran la cuenta a su
// dueño desde otra dirección. Un servidor que escucha en 127.0.0.1 y peticiones que salen de 127.0.0.2, 127.0.0.3…
// (toda la red 127/8 llega a él): la dirección es la de la conexión, sin cabeceras de proxy.
let e: Entorno;
let base: string;

beforeAll(async () => {
  e = await crearEntorno();
  base = await escuchar(e.app);
  await crearEmpresaDePrueba(e, 'LAVEGA');
});
afterAll(() => e.cerrar());

interface Intento {
  status: number;
  message: string;
  /** La cabecera Retry-After, en segundos (null si no vino). */
  reintentar: number | null;
}

/** POST /api/auth/login desde esa dirección de origen. */
function intentar(desde: string, empresa: string, usuario: string, password: string): Promise<Intento> {
  const cuerpo = JSON.stringify({ usuario, password });
  const { hostname, port } = new URL(base);
  return new Promise((resolver, fallar) => {
    const peticion = http.request(
      {
        host: hostname,
        port,
        path: '/api/auth/login',
        method: 'POST',
        localAddress: desde,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(cuerpo),
          'x-tenant': empresa,
        },
      },
      (r) => {
        let texto = '';
        r.setEncoding('utf8');
        r.on('data', (trozo: string) => {
          texto += trozo;
        });
        r.on('end', () => {
          const reintentar = r.headers['retry-after'];
          resolver({
            status: r.statusCode ?? 0,
            message: JSON.parse(texto).message,
            reintentar: reintentar === undefined ? null : Number(reintentar),
          });
        });
      },
    );
    peticion.on('error', fallar);
    peticion.end(cuerpo);
  });
}

/** Todo 429 dice cuánto esperar, en el mensaje y en Retry-After, y lo dicen igual. */
function esperaPedida(r: Intento): number {
  expect(r.status).toBe(429);
  expect(r.reintentar).toBeGreaterThan(0);
  const segundos = r.reintentar as number;
  const texto =
    segundos < 60
      ? `${segundos} ${segundos === 1 ? 'segundo' : 'segundos'}`
      : `${Math.ceil(segundos / 60)} minutos`;
  expect(r.message).toBe(`Demasiados intentos fallidos. Espera ${texto} e inténtalo de nuevo.`);
  return segundos;
}

describe('límite de intentos por cuenta y dirección', () => {
  it('10 fallos de LAVEGA/admin desde una dirección la cierran a ella sola; el dueño entra desde otra', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await intentar('127.0.0.2', 'LAVEGA', 'admin', `mala-${i}`);
      expect(r).toEqual({
        status: 401,
        message: 'No se pudo iniciar sesión. Verifica los datos.',
        reintentar: null,
      });
    }
    // Desde la misma dirección, ni la contraseña correcta: 15 minutos, también en Retry-After.
    const cerrada = await intentar('127.0.0.2', 'LAVEGA', 'admin', CLAVE);
    expect(esperaPedida(cerrada)).toBe(15 * 60);
    expect(cerrada.message).toBe('Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.');
    // El dueño, desde otra dirección, entra enseguida; la dirección que falló sigue cerrada para esa cuenta.
    expect((await intentar('127.0.0.3', 'LAVEGA', 'admin', CLAVE)).status).toBe(200);
    expect((await intentar('127.0.0.2', 'LAVEGA', 'admin', CLAVE)).status).toBe(429);
    // Y el admin de otra empresa, desde la dirección que falló, no tiene nada que ver.
    expect((await intentar('127.0.0.2', 'DEMO', 'admin', CLAVE)).status).toBe(200);
    e.avanzarReloj(15 * 60 + 1);
    expect((await intentar('127.0.0.2', 'LAVEGA', 'admin', CLAVE)).status).toBe(200);
  });

  it('la cuenta desde todas las direcciones: desde el fallo 11, esperas que crecen un segundo por fallo', async () => {
    await crearUsuarioDePrueba(e, ID_EMPRESA_DEMO, 'perseguido', 'OPERADOR');
    for (let i = 0; i < 10; i++) {
      expect((await intentar('127.0.0.4', 'DEMO', 'perseguido', 'mala')).status).toBe(401);
    }
    // El fallo 11 (otra dirección) no espera; el siguiente intento de la cuenta, sí: 1 s, luego 2 s, luego 3 s.
    expect((await intentar('127.0.0.5', 'DEMO', 'perseguido', 'mala')).status).toBe(401);
    for (const segundos of [1, 2, 3]) {
      // También la contraseña correcta, desde cualquier dirección, espera lo que pide la cuenta.
      const r = await intentar('127.0.0.6', 'DEMO', 'perseguido', CLAVE);
      expect(esperaPedida(r)).toBe(segundos);
      e.avanzarReloj(segundos - 0.5);
      expect(esperaPedida(await intentar('127.0.0.5', 'DEMO', 'perseguido', 'mala'))).toBe(1);
      e.avanzarReloj(0.5);
      if (segundos < 3) expect((await intentar('127.0.0.5', 'DEMO', 'perseguido', 'mala')).status).toBe(401);
    }
    // Cumplida la espera, el dueño entra desde su dirección (y acertar olvida los fallos de la cuenta).
    expect((await intentar('127.0.0.6', 'DEMO', 'perseguido', CLAVE)).status).toBe(200);
    expect((await intentar('127.0.0.5', 'DEMO', 'perseguido', 'mala')).status).toBe(401);
    expect((await intentar('127.0.0.5', 'DEMO', 'perseguido', 'mala')).status).toBe(401);
  });

  it('50 fallos de una cuenta en 15 minutos, desde muchas direcciones, la cierran hasta que el más viejo sale', async () => {
    await crearUsuarioDePrueba(e, ID_EMPRESA_DEMO, 'asediado', 'OPERADOR');
    let fallos = 0;
    let esperado = 0;
    for (let d = 10; fallos < 50; d++) {
      for (let i = 0; i < 10; i++) {
        const r = await intentar(`127.0.0.${d}`, 'DEMO', 'asediado', 'mala');
        if (r.status === 429) {
          const segundos = esperaPedida(r);
          esperado += segundos;
          e.avanzarReloj(segundos);
          i--;
          continue;
        }
        expect(r.status).toBe(401);
        fallos++;
      }
    }
    // Las esperas de los fallos 11 a 49: 1 + 2 + … + 39 segundos.
    expect(esperado).toBe((39 * 40) / 2);
    const cerrada = await intentar('127.0.0.20', 'DEMO', 'asediado', CLAVE);
    // Hasta que el primer fallo salga de la ventana: 15 minutos menos los 780 s que ya pasaron.
    expect(esperaPedida(cerrada)).toBe(15 * 60 - esperado);
    e.avanzarReloj(15 * 60 - esperado);
    expect((await intentar('127.0.0.20', 'DEMO', 'asediado', CLAVE)).status).toBe(200);
  });
});
