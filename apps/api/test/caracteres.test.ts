import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './entorno';
import { type Cliente, entrar, login } from './peticiones';

let e: Entorno;
let admin: Cliente;

beforeAll(async () => {
  e = await crearEntorno();
  admin = await entrar(e, 'DEMO', 'admin');
});
afterAll(() => e.cerrar());

describe('caracteres de control (issue 12)', () => {
  it('en el cuerpo, la consulta o la ruta son un 400 que nombra el campo; nunca llegan a la base', async () => {
    const cuerpo = await admin.post('/api/clientes', { nombres: 'Ana\u0000', apellidos: 'Pérez' });
    expect(cuerpo.status).toBe(400);
    expect(cuerpo.body).toMatchObject({
      message: 'El campo «nombres» tiene caracteres no permitidos (caracteres de control).',
      fields: { nombres: 'El campo «nombres» tiene caracteres no permitidos (caracteres de control).' },
    });
    const anidado = await admin.put('/api/empresa/secuencias', {
      items: [{ tipo: 'RECIBO', prefijo: 'R\u0007', formato: '{N}' }],
    });
    expect(anidado.body.fields).toHaveProperty(['items.0.prefijo']);
    const consulta = await admin.get('/api/clientes?q=rosa%00');
    expect(consulta.body.message).toBe(
      'El campo «q» tiene caracteres no permitidos (caracteres de control).',
    );
    const ruta = await admin.get('/api/pagos/recibos/by-recibo/RE-1%00/pdf');
    expect(ruta.body.message).toBe(
      'El campo «recibo» tiene caracteres no permitidos (caracteres de control).',
    );
    expect((await login(e, 'DEMO', 'ad\u0000min')).status).toBe(400);
  });

  it('los controles de dirección del texto (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) también', async () => {
    const direccion = (campo: string) =>
      `El campo «${campo}» tiene caracteres invisibles que cambian la dirección del texto. Escríbelo de nuevo en vez de pegarlo.`;
    const DIRECCION = [
      0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x61c,
    ];
    for (const punto of DIRECCION) {
      const c = String.fromCodePoint(punto);
      const r = await admin.post('/api/clientes', { nombres: `Ana${c}`, apellidos: 'Dirección' });
      expect(r.status, `U+${punto.toString(16)}`).toBe(400);
      expect(r.body, `U+${punto.toString(16)}`).toMatchObject({
        code: 'CARACTERES_NO_PERMITIDOS',
        message: direccion('nombres'),
        fields: { nombres: direccion('nombres') },
      });
    }
    // Un nombre que se leería "Ana Pérez" en la lista y se guarda con el texto invertido.
    const invertido = await admin.post('/api/clientes', { nombres: 'Ana', apellidos: '\u202Ezerép' });
    expect(invertido.body.fields).toEqual({ apellidos: direccion('apellidos') });
    const lista = await admin.get('/api/clientes?q=Direcci%C3%B3n');
    expect(lista.body.items).toEqual([]);
    // En la consulta, en un campo anidado y al iniciar sesión.
    expect((await admin.get('/api/clientes?q=%E2%80%AEana')).body.fields).toEqual({ q: direccion('q') });
    const anidado = await admin.put('/api/empresa/secuencias', {
      items: [{ tipo: 'RECIBO', prefijo: 'R\u2067', formato: '{N}' }],
    });
    expect(anidado.status).toBe(400);
    expect(anidado.body.fields).toEqual({ 'items.0.prefijo': direccion('items.0.prefijo') });
    expect((await login(e, 'DEMO', 'admin\u200F')).status).toBe(400);
  });

  it('el tabulador y los saltos de línea sí pasan (una dirección en varias líneas)', async () => {
    const r = await admin.post('/api/clientes', {
      nombres: 'Rosa',
      apellidos: 'Línea',
      direccion: 'Calle 1\r\nSector Los Jardines\tSantiago',
    });
    expect(r.status).toBe(201);
    expect(r.body.item.direccion).toBe('CALLE 1\r\nSECTOR LOS JARDINES\tSANTIAGO');
  });
});
