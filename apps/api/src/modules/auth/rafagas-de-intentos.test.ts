import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAVE, crearEntorno, type Entorno } from '../../../test/entorno';
import { crearUsuarioDePrueba } from '../../../test/fabricas';
import { entrar } from '../../../test/peticiones';
import { intento_fallido } from '../../db/schema/sesiones';
import { enPlataforma } from '../../db/transacciones';
import { claveDeCuenta, claveDeCuentaYDireccion, claveDeDireccion } from './intentos';

// Ráfagas de intentos a la vez (issue 31): en PostgreSQL, cada petición en su conexión del pool; en PGlite, intercaladas
// en la única conexión. Detrás de un proxy (TRUST_PROXY), la dirección es la de X-Forwarded-For.
let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({ trustProxy: true });
});
afterAll(() => e.cerrar());

const MENSAJE_429 = 'Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.';

async function intentar(usuario: string, password: string, ip: string) {
  const r = await e.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant': 'DEMO', 'x-forwarded-for': ip },
    payload: { usuario, password },
  });
  return { status: r.statusCode, body: r.json() };
}

/** Cuántas respuestas de cada estado: { 401: 10, 429: 90 }. */
function porEstado(respuestas: { status: number }[]): Record<number, number> {
  const cuenta: Record<number, number> = {};
  for (const { status } of respuestas) cuenta[status] = (cuenta[status] ?? 0) + 1;
  return cuenta;
}

const fallosGuardados = async (clave: string) =>
  (
    await enPlataforma(e.db, (tx) =>
      tx.select().from(intento_fallido).where(eq(intento_fallido.clave, clave)),
    )
  ).length;

describe('límite de intentos ante ráfagas simultáneas', () => {
  it('100 contraseñas a la vez para un usuario: solo 10 se comprueban, las demás son 429; luego se libera', async () => {
    await crearUsuarioDePrueba(e, 2, 'rafaga', 'OPERADOR');
    const ip = '198.51.100.40';
    const r = await Promise.all(Array.from({ length: 100 }, (_, i) => intentar('rafaga', `mala-${i}`, ip)));
    expect(porEstado(r)).toEqual({ 401: 10, 429: 90 });
    expect(r.find((x) => x.status === 401)?.body.message).toBe(
      'No se pudo iniciar sesión. Verifica los datos.',
    );
    expect(r.find((x) => x.status === 429)?.body).toMatchObject({
      message: MENSAJE_429,
      code: 'DEMASIADOS_INTENTOS',
    });
    expect(await fallosGuardados(claveDeCuentaYDireccion('DEMO', 'rafaga', ip))).toBe(10);
    expect(await fallosGuardados(claveDeCuenta('DEMO', 'rafaga'))).toBe(10);
    expect(await fallosGuardados(claveDeDireccion(ip))).toBe(10);

    // Desde esa dirección, ni la contraseña correcta pasa hasta que vence la ventana, como con un atacante lento;
    // después entra y olvida los fallos de la cuenta.
    expect((await intentar('rafaga', CLAVE, ip)).status).toBe(429);
    e.avanzarReloj(15 * 60 + 1);
    expect((await intentar('rafaga', CLAVE, ip)).status).toBe(200);
    expect(await fallosGuardados(claveDeCuentaYDireccion('DEMO', 'rafaga', ip))).toBe(0);
    expect(await fallosGuardados(claveDeCuenta('DEMO', 'rafaga'))).toBe(0);
    // Los fallos viejos de la dirección siguen guardados (fuera de la ventana, la limpieza los borra); el acierto no
    // dejó el suyo.
    expect(await fallosGuardados(claveDeDireccion(ip))).toBe(10);
  });

  it('60 direcciones a la vez contra un usuario: 11 fallos sin espera; desde ahí la cuenta espera', async () => {
    await crearUsuarioDePrueba(e, 2, 'distribuido', 'OPERADOR');
    const r = await Promise.all(
      Array.from({ length: 60 }, (_, i) => intentar('distribuido', `mala-${i}`, `203.0.113.${i + 1}`)),
    );
    expect(porEstado(r)).toEqual({ 401: 11, 429: 49 });
    expect(await fallosGuardados(claveDeCuenta('DEMO', 'distribuido'))).toBe(11);
    // El dueño, desde otra dirección, espera el segundo que pide el fallo 11, y entra.
    const espera = await intentar('distribuido', CLAVE, '203.0.113.200');
    expect(espera.body.message).toBe('Demasiados intentos fallidos. Espera 1 segundo e inténtalo de nuevo.');
    e.avanzarReloj(1);
    expect((await intentar('distribuido', CLAVE, '203.0.113.200')).status).toBe(200);
  });

  it('una dirección contra 60 usuarios a la vez: 30 intentos; desde otra dirección se entra', async () => {
    const ip = '192.0.2.77';
    const r = await Promise.all(Array.from({ length: 60 }, (_, i) => intentar(`nadie${i}`, 'x', ip)));
    expect(porEstado(r)).toEqual({ 401: 30, 429: 30 });
    expect(await fallosGuardados(claveDeDireccion(ip))).toBe(30);
    expect((await intentar('admin', CLAVE, ip)).status).toBe(429);
    expect((await intentar('admin', CLAVE, '192.0.2.78')).status).toBe(200);
  });

  it('verificar la propia contraseña: 30 a la vez dan 10 comprobaciones y 20 × 429', async () => {
    const admin = await entrar(e, 'DEMO', 'admin');
    const r = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        admin.post('/api/auth/verify-password', { password: `mala-${i}` }),
      ),
    );
    expect(porEstado(r)).toEqual({ 400: 10, 429: 20 });
    expect(r.find((x) => x.status === 400)?.body.fields).toEqual({ password: 'Contraseña inválida.' });
    expect((await admin.post('/api/auth/verify-password', { password: CLAVE })).status).toBe(429);
  });
});
