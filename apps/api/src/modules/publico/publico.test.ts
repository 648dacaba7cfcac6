import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { mensaje_contacto } from '../../db/schema/contacto';
import { enPlataforma } from '../../db/transacciones';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

const enviar = (payload: unknown, ip = '192.0.2.10') =>
  e.app.inject({ method: 'POST', url: '/api/public/contact', payload: payload as object, remoteAddress: ip });

describe('POST /api/public/contact', () => {
  it('guarda el mensaje y responde su texto de agradecimiento', async () => {
    const r = await enviar({
      nombre: '  Rosa Almánzar ',
      email: 'Rosa@Financiera.do',
      telefono: '809-555-0142',
      mensaje: 'Me interesa el plan Medio para 4 cobradores.',
      canal: 'whatsapp',
      plan: 'MEDIO',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ok: true, message: '¡Gracias! Te contactaremos muy pronto.' });
    const guardados = await enPlataforma(e.db, (tx) => tx.select().from(mensaje_contacto));
    expect(guardados).toHaveLength(1);
    expect(guardados[0]).toMatchObject({
      nombre: 'Rosa Almánzar',
      email: 'rosa@financiera.do',
      telefono: '809-555-0142',
      canal: 'whatsapp',
      plan: 'MEDIO',
      ip: '192.0.2.10',
    });
  });

  it('nombre y mensaje son obligatorios; el correo, si viene, válido', async () => {
    const r = await enviar({ nombre: ' ', mensaje: '', email: 'rosa@' });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({
      nombre: 'Ingresa tu nombre.',
      mensaje: 'Escribe tu mensaje.',
      email: 'Correo electrónico inválido.',
    });
    expect((await enviar({ nombre: 'Ana', mensaje: 'Hola' })).statusCode).toBe(200);
  });

  it('limita los envíos por dirección: 5 por hora', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < 5; i++)
      expect((await enviar({ nombre: 'Spam', mensaje: `n${i}` }, ip)).statusCode).toBe(200);
    const r = await enviar({ nombre: 'Spam', mensaje: 'otra vez' }, ip);
    expect(r.statusCode).toBe(429);
    expect(r.json().message).toContain('Ya recibimos varios mensajes tuyos');
    // Se puede volver a escribir cuando el primero de la hora sale de ella.
    expect(r.headers['retry-after']).toBe('3600');
    e.avanzarReloj(3601);
    expect((await enviar({ nombre: 'Spam', mensaje: 'una hora después' }, ip)).statusCode).toBe(200);
  });
});

describe('POST /api/public/contact a la vez', () => {
  it('200 envíos simultáneos desde una dirección guardan exactamente 5; los demás son 429', async () => {
    const ip = '192.0.2.150';
    const r = await Promise.all(
      Array.from({ length: 200 }, (_, i) => enviar({ nombre: 'Ráfaga', mensaje: `n${i}` }, ip)),
    );
    const estados = r.map((x) => x.statusCode);
    expect(estados.filter((s) => s === 200)).toHaveLength(5);
    expect(estados.filter((s) => s === 429)).toHaveLength(195);
    expect(r.find((x) => x.statusCode === 429)?.json()).toMatchObject({
      code: 'DEMASIADOS_MENSAJES',
      message:
        'Ya recibimos varios mensajes tuyos en la última hora. Te responderemos pronto; si es urgente, escríbenos por WhatsApp.',
    });
    const guardados = await enPlataforma(e.db, (tx) =>
      tx.select().from(mensaje_contacto).where(eq(mensaje_contacto.ip, ip)),
    );
    expect(guardados).toHaveLength(5);
    // Otra dirección no comparte el límite.
    expect((await enviar({ nombre: 'Vecina', mensaje: 'hola' }, '192.0.2.151')).statusCode).toBe(200);
  });
});
