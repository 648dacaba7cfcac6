import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './entorno';
import { crearUsuarioDePrueba } from './fabricas';
import { type Cliente, entrar, type Respuesta } from './peticiones';

// Issue 40: un operador mandó 40 avisos a toda la empresa en medio segundo y abrió 20 conversaciones a la vez. Cada
// usuario tiene un ritmo máximo, contado en la base (lo ven todas las instancias; los envíos a la vez van de a uno).
let e: Entorno;
let admin: Cliente;

beforeAll(async () => {
  e = await crearEntorno();
  admin = await entrar(e, 'DEMO', 'admin');
});
afterAll(() => e.cerrar());

function porEstado(respuestas: Respuesta[]): Record<number, number> {
  const cuenta: Record<number, number> = {};
  for (const { status } of respuestas) cuenta[status] = (cuenta[status] ?? 0) + 1;
  return cuenta;
}

describe('POST /api/events/message', () => {
  it('40 avisos a la vez de un usuario: 10 salen, 30 son 429 con Retry-After; otro usuario sigue pudiendo', async () => {
    await crearUsuarioDePrueba(e, 2, 'pregonero', 'OPERADOR');
    const pregonero = await entrar(e, 'DEMO', 'pregonero');
    const r = await Promise.all(
      Array.from({ length: 40 }, (_, i) => pregonero.post('/api/events/message', { message: `Aviso ${i}` })),
    );
    expect(porEstado(r)).toEqual({ 200: 10, 429: 30 });
    const negado = r.find((x) => x.status === 429);
    expect(negado?.body).toEqual({
      ok: false,
      message: 'Enviaste muchas notificaciones seguidas. Espera 1 minuto e inténtalo de nuevo.',
      code: 'DEMASIADAS_NOTIFICACIONES',
    });
    expect(negado?.headers['retry-after']).toBe('60');
    // El ritmo es de cada usuario.
    expect((await admin.post('/api/events/message', { message: 'Del administrador' })).status).toBe(200);
    // Pasado el minuto, vuelve a poder.
    e.avanzarReloj(30);
    const antes = await pregonero.post('/api/events/message', { message: 'A los 30 s' });
    expect(antes.status).toBe(429);
    expect(antes.headers['retry-after']).toBe('30');
    e.avanzarReloj(30);
    expect((await pregonero.post('/api/events/message', { message: 'Al minuto' })).status).toBe(200);
  });
});

describe('POST /api/chat/start', () => {
  it('20 conversaciones a la vez: 10 se abren, 10 son 429 con Retry-After; responder no cuenta', async () => {
    await crearUsuarioDePrueba(e, 2, 'conversador', 'OPERADOR');
    const conversador = await entrar(e, 'DEMO', 'conversador');
    const r = await Promise.all(
      Array.from({ length: 20 }, (_, i) => conversador.post('/api/chat/start', { body: `Pregunta ${i}` })),
    );
    expect(porEstado(r)).toEqual({ 201: 10, 429: 10 });
    const negado = r.find((x) => x.status === 429);
    expect(negado?.body).toEqual({
      ok: false,
      message: 'Abriste muchas conversaciones seguidas. Espera 15 minutos e inténtalo de nuevo.',
      code: 'DEMASIADAS_CONVERSACIONES',
    });
    expect(negado?.headers['retry-after']).toBe(String(15 * 60));
    expect((await conversador.get('/api/chat/mine')).body.items).toHaveLength(10);
    // En las que ya abrió sigue escribiendo, y otro usuario abre la suya.
    const abierta = r.find((x) => x.status === 201)?.body.conv_id;
    expect((await conversador.post(`/api/chat/${abierta}/reply`, { body: 'Sigo aquí' })).status).toBe(201);
    expect((await admin.post('/api/chat/start', { body: 'Del administrador' })).status).toBe(201);
  });
});
