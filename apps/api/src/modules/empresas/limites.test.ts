import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { type Cliente, entrar } from '../../../test/peticiones';

let e: Entorno;
let admin: Cliente;

beforeAll(async () => {
  e = await crearEntorno();
  const soporte = await entrar(e, 'SOPORTE', 'soporte');
  await soporte.post('/api/empresas', {
    nombre_empresa: 'Plan Básico',
    rnc: 'BASICO',
    plan: { nombre: 'Básico' },
    admin: { password: 'clave-basico' },
  });
  admin = await entrar(e, 'BASICO', 'admin', 'clave-basico');
});
afterAll(() => e.cerrar());

const nuevo = (n: number) => admin.post('/api/clientes', { nombres: `Cliente ${n}`, apellidos: 'Básico' });

describe('límites del plan Básico (3 usuarios, 40 clientes)', () => {
  it('el cliente 41 se niega; desactivar uno deja entrar a uno solo de dos altas simultáneas', async () => {
    const ids: number[] = [];
    for (let n = 1; n <= 40; n++) {
      const r = await nuevo(n);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      ids.push(r.body.item.id_cliente);
    }
    const cuarentaYUno = await nuevo(41);
    expect(cuarentaYUno.status).toBe(409);
    expect(cuarentaYUno.body.message).toBe(
      'Tu plan permite hasta 40 clientes activos. Desactiva un cliente o amplía el plan.',
    );
    await admin.put(`/api/clientes/${ids[0]}`, {
      nombres: 'Cliente 1',
      apellidos: 'Básico',
      estado: 'INACTIVO',
    });
    // En PostgreSQL las dos compiten de verdad; el bloqueo de la fila de la empresa deja pasar a una sola.
    const dos = await Promise.all([nuevo(42), nuevo(43)]);
    expect(dos.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await admin.get('/api/empresa/plan')).body).toMatchObject({
      clientes_usados: 40,
      limite_clientes: 40,
    });
  });

  it('el usuario 4 (contando al administrador) se niega, también al reactivar', async () => {
    const alta = (usuario: string) => admin.post('/api/usuarios', { usuario, rol: 'OPERADOR' });
    expect((await alta('uno')).status).toBe(201);
    const dos = await alta('dos');
    expect(dos.status).toBe(201);
    const tres = await alta('tres');
    expect(tres.status).toBe(409);
    expect(tres.body.message).toBe(
      'Tu plan permite hasta 3 usuarios activos. Desactiva un usuario o amplía el plan.',
    );
    await admin.delete(`/api/usuarios/${dos.body.item.id}`);
    expect((await alta('tres')).status).toBe(201);
    const reactivar = await admin.put(`/api/usuarios/${dos.body.item.id}`, {
      usuario: 'dos',
      estado: 'ACTIVO',
    });
    expect(reactivar.status).toBe(409);
  });
});
