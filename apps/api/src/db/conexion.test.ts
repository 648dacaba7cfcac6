import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../test/entorno';
import { planConValores } from '../lib/busqueda';
import { ID_EMPRESA_DEMO } from '../seed/sembrar';
import { enEmpresa, filasDe } from './transacciones';

/** Cómo habla el servidor con la base: cuántas idas y qué prepara (decisions §18). */
let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

describe('conexión', () => {
  it('la transacción de una empresa corre como app_user con la empresa fijada, y lo suelta al terminar', async () => {
    const dentro = await enEmpresa(e.db, ID_EMPRESA_DEMO, (tx) =>
      filasDe<{ rol: string; empresa: string }>(
        tx,
        sql`select current_user as rol, current_setting('app.empresa_id') as empresa`,
      ),
    );
    expect(dentro).toEqual([{ rol: 'app_user', empresa: String(ID_EMPRESA_DEMO) }]);
    await expect(enEmpresa(e.db, Number.NaN, async () => 1)).rejects.toThrow('Empresa inválida');
  });

  // Solo PostgreSQL prepara por conexión; PGlite corre en el mismo proceso.
  it.runIf(process.env.DATABASE_URL)(
    'cada consulta con parámetros queda preparada con nombre, menos las que se planifican con sus valores',
    async () => {
      const preparadas = await enEmpresa(e.db, ID_EMPRESA_DEMO, async (tx) => {
        await filasDe(
          tx,
          sql`select count(*) from cliente where id_empresa = ${ID_EMPRESA_DEMO} and numero > 0`,
        );
        await filasDe(
          tx,
          sql`select count(*) from cliente where id_empresa = ${ID_EMPRESA_DEMO} and numero > 1 ${planConValores}`,
        );
        return filasDe<{ name: string; statement: string }>(
          tx,
          sql`select name, statement from pg_prepared_statements where statement like '%from cliente where%'`,
        );
      });
      expect(preparadas).toEqual([
        { name: expect.stringMatching(/^q/), statement: expect.stringContaining('numero > 0') },
      ]);
    },
  );
});
