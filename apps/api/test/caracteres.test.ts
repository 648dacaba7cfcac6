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

  it('el tabulador y los saltos de línea sí pasan (una dirección en varias líneas)', async () => {
    const r = await admin.post('/api/clientes', {
      nombres: 'Rosa',
      apellidos: 'Línea',
      direccion: 'Calle 1\r\nSector Los Jardines\tSantiago',
    });
    expect(r.status).toBe(201);
    expect(r.body.item.direccion).toBe('Calle 1\r\nSector Los Jardines\tSantiago');
  });
});
