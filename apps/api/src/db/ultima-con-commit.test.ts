import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../test/entorno';
import { ID_EMPRESA_DEMO } from '../seed/sembrar';
import { ultimaConCommit } from './conexion';
import { enEmpresa, filasDe } from './transacciones';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

const guardar = (clave: string) =>
  sql`insert into idempotencia (id_empresa, clave, huella) values (${ID_EMPRESA_DEMO}, ${clave}, 'prueba')`;

async function claves(prefijo: string): Promise<string[]> {
  const filas = await enEmpresa(e.db, ID_EMPRESA_DEMO, (tx) =>
    filasDe<{ clave: string }>(
      tx,
      sql`select clave from idempotencia where clave like ${`${prefijo}%`} order by clave`,
    ),
  );
  return filas.map((f) => f.clave);
}

describe('ultimaConCommit: la última sentencia y el commit en una ida', () => {
  it('confirma lo escrito antes y en la última sentencia, y devuelve su resultado', async () => {
    const resultado = await enEmpresa(e.db, ID_EMPRESA_DEMO, async (tx) => {
      await tx.execute(guardar('ok-1'));
      return ultimaConCommit(tx, () =>
        filasDe<{ n: number }>(tx, sql`with g as (${guardar('ok-2')} returning 1) select 41 + 1 as n from g`),
      );
    });
    expect(resultado).toEqual([{ n: 42 }]);
    expect(await claves('ok-')).toEqual(['ok-1', 'ok-2']);
  });

  it('si la última sentencia falla, no queda nada y la conexión sigue sirviendo', async () => {
    const intento = enEmpresa(e.db, ID_EMPRESA_DEMO, async (tx) => {
      await tx.execute(guardar('falla-1'));
      return ultimaConCommit(tx, () =>
        tx.execute(sql`select 1 / (select count(*) from empresa where false)`),
      );
    });
    await expect(intento).rejects.toThrow();
    expect(await claves('falla-')).toEqual([]);
    // Más transacciones que conexiones en el pool: ninguna hereda una transacción abierta o abortada.
    for (let i = 0; i < 12; i++) {
      const [fila] = await enEmpresa(e.db, ID_EMPRESA_DEMO, (tx) =>
        filasDe<{ empresa: string }>(tx, sql`select current_setting('app.empresa_id') as empresa`),
      );
      expect(fila?.empresa).toBe(String(ID_EMPRESA_DEMO));
    }
  });

  it('si la última sentencia ni siquiera sale, la transacción se deshace entera', async () => {
    const intento = enEmpresa(e.db, ID_EMPRESA_DEMO, async (tx) => {
      await tx.execute(guardar('sin-salir-1'));
      return ultimaConCommit(tx, async () => {
        throw new Error('antes de escribir');
      });
    });
    await expect(intento).rejects.toThrow('antes de escribir');
    expect(await claves('sin-salir-')).toEqual([]);
  });
});
