import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { crearEmpresaDePrueba } from '../../../test/fabricas';
import { cliente } from '../../db/schema/clientes';
import { usuario } from '../../db/schema/usuarios';
import { enEmpresa } from '../../db/transacciones';
import { bloquearCupo, exigirCupo, type Recurso } from './cupos';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

const MENSAJES: Record<Recurso, string> = {
  usuarios: 'Tu plan permite hasta 2 usuarios activos. Desactiva un usuario o amplía el plan.',
  clientes: 'Tu plan permite hasta 1 clientes activos. Desactiva un cliente o amplía el plan.',
};

describe('cupo de un límite del plan', () => {
  // En PostgreSQL las cinco transacciones corren a la vez; la pausa entre comprobar e insertar deja abierta la
  // carrera que el bloqueo del cupo debe cerrar. (En PGlite corren una tras otra.)
  it.each<[Recurso, string]>([
    ['usuarios', 'CUPOU'],
    ['clientes', 'CUPOC'],
  ])('cinco altas simultáneas de %s con un cupo libre: entra una sola', async (recurso, rnc) => {
    // La empresa trae a su administrador (un usuario activo) y ningún cliente: queda un lugar en cada límite.
    const emp = await crearEmpresaDePrueba(e, rnc, { limite_usuarios: 2, limite_clientes: 1 });
    const alta = (n: number) =>
      enEmpresa(e.db, emp.id_empresa, async (tx) => {
        const numero = await bloquearCupo(tx, emp.id_empresa, recurso, recurso === 'clientes');
        await exigirCupo(tx, emp.id_empresa, recurso);
        await tx.execute(sql`select pg_sleep(0.2)`);
        if (recurso === 'usuarios') {
          await tx
            .insert(usuario)
            .values({ id_empresa: emp.id_empresa, usuario: `u${n}`, password_hash: 'x', rol: 'OPERADOR' });
        } else {
          await tx.insert(cliente).values({
            id_empresa: emp.id_empresa,
            numero,
            codigo: `CL-${numero}`,
            nombres: `Cliente ${n}`,
            apellidos: 'Cupo',
          });
        }
      });
    const resultados = await Promise.allSettled([1, 2, 3, 4, 5].map(alta));
    expect(resultados.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rechazos = resultados.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rechazos.map((r) => (r.reason as Error).message)).toEqual(Array(4).fill(MENSAJES[recurso]));
  });
});
