import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { crearEmpresaDePrueba } from '../../../test/fabricas';
import { usuario } from '../../db/schema';
import { enEmpresa } from '../../db/transacciones';
import { exigirCupoDeUsuarios } from './repositorio';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

describe('exigirCupoDeUsuarios', () => {
  // En PostgreSQL las cinco transacciones corren a la vez; la pausa entre comprobar e insertar deja abierta la
  // carrera que el bloqueo de la fila de la empresa debe cerrar. (En PGlite corren una tras otra.)
  it('cinco altas simultáneas con un cupo libre: entra una sola', async () => {
    const emp = await crearEmpresaDePrueba(e, 'CUPO', { limite_usuarios: 2 });
    const alta = (n: number) =>
      enEmpresa(e.db, emp.id_empresa, async (tx) => {
        await exigirCupoDeUsuarios(tx, emp.id_empresa);
        await tx.execute(sql`select pg_sleep(0.2)`);
        await tx
          .insert(usuario)
          .values({ id_empresa: emp.id_empresa, usuario: `u${n}`, password_hash: 'x', rol: 'OPERADOR' });
      });
    const resultados = await Promise.allSettled([1, 2, 3, 4, 5].map(alta));
    expect(resultados.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rechazos = resultados.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rechazos.map((r) => (r.reason as Error).message)).toEqual(
      Array(4).fill('Tu plan permite hasta 2 usuarios activos. Desactiva un usuario o amplía el plan.'),
    );
  });
});
