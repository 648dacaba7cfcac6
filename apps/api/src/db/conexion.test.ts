import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../test/entorno';
import { planConValores } from '../lib/busqueda';
import { ID_EMPRESA_DEMO } from '../seed/sembrar';
import { ROL_DEL_SERVIDOR, type Tx } from './conexion';
import { enEmpresa, enPlataforma, filasDe } from './transacciones';

/** Cómo habla el servidor con la base: cuántas idas y qué prepara (docs/decisiones/0033-la-conexion-a-la-base.md). */
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

  it('una transacción que terminó no corre más sentencias: la referencia que se escapó falla', async () => {
    const terminada = /ya terminó|Transaction is closed/;
    const escapadas: Tx[] = [];
    const guardar = async (tx: Tx) => {
      escapadas.push(tx);
    };
    await enEmpresa(e.db, ID_EMPRESA_DEMO, guardar);
    await enEmpresa(e.db, ID_EMPRESA_DEMO, guardar, null, true);
    await enPlataforma(e.db, guardar);
    await expect(
      enEmpresa(e.db, ID_EMPRESA_DEMO, async (tx) => {
        escapadas.push(tx);
        throw new Error('falla a propósito');
      }),
    ).rejects.toThrow('falla a propósito');
    // La conexión de cada una ya la usa otra petición, quizá de otra empresa: nada de lo que se pida por ellas corre.
    await enEmpresa(e.db, 1, async () => {
      for (const tx of escapadas) {
        // Drizzle envuelve el error del driver ("Failed query: …") y lo deja como causa.
        await expect(filasDe(tx, sql`select count(*) from cliente`)).rejects.toMatchObject({
          cause: { message: expect.stringMatching(terminada) },
        });
      }
    });
    expect(escapadas).toHaveLength(4);
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

  // Solo PostgreSQL tiene conexiones de lectura (un pool aparte con la sesión fijada); en PGlite se lee en transacción.
  it.runIf(process.env.DATABASE_URL)(
    'una lectura va sin transacción, como app_user de su empresa y en solo lectura; otra empresa la vuelve a fijar',
    async () => {
      const leer = <T>(idEmpresa: number, consulta: ReturnType<typeof sql>) =>
        enEmpresa(e.db, idEmpresa, (tx) => filasDe<T>(tx, consulta), null, true);
      const [demo] = await leer<{ rol: string; empresa: string; solo: string }>(
        ID_EMPRESA_DEMO,
        sql`select current_user as rol, current_setting('app.empresa_id') as empresa,
          current_setting('transaction_read_only') as solo`,
      );
      expect(demo).toEqual({ rol: 'app_user', empresa: String(ID_EMPRESA_DEMO), solo: 'on' });
      // Sin transacción, cada sentencia es la suya: now() (el comienzo de la transacción) cambia entre dos lecturas.
      const instantes = await enEmpresa(
        e.db,
        ID_EMPRESA_DEMO,
        async (tx) => {
          const [a] = await filasDe<{ t: string }>(tx, sql`select now()::text as t, pg_sleep(0.01)`);
          const [b] = await filasDe<{ t: string }>(tx, sql`select now()::text as t`);
          return [a?.t, b?.t];
        },
        null,
        true,
      );
      expect(instantes[0]).not.toBe(instantes[1]);
      await expect(
        leer(ID_EMPRESA_DEMO, sql`update empresa set nombre_empresa = nombre_empresa where id_empresa = 2`),
      ).rejects.toThrow();
      // Cada conexión del pool de lectura pasa a la otra empresa: ninguna ve ya filas de DEMO.
      const otras = await Promise.all(
        Array.from({ length: 12 }, () =>
          leer<{ ajenas: string; empresa: string }>(
            1,
            sql`select count(*) filter (where id_empresa <> 1) as ajenas, current_setting('app.empresa_id') as empresa
              from cliente`,
          ),
        ),
      );
      expect(otras.flat()).toEqual(Array.from({ length: 12 }, () => ({ ajenas: '0', empresa: '1' })));
      // El pool de las transacciones no recibió esos ajustes de sesión.
      const [plataforma] = await enPlataforma(e.db, (tx) =>
        filasDe<{ rol: string; solo: string }>(
          tx,
          sql`select current_user as rol, current_setting('transaction_read_only') as solo`,
        ),
      );
      expect(plataforma).toEqual({ rol: 'app_plataforma', solo: 'off' });
    },
  );

  // Solo PostgreSQL tiene roles de ingreso (docs/decisiones/0043-rol-de-ingreso-del-servidor.md).
  it.runIf(process.env.DATABASE_URL)(
    'las peticiones entran con un rol que no es superusuario ni dueño de nada, y que fuera de una transacción no ve tablas',
    async () => {
      const [rol] = await enPlataforma(e.db, (tx) =>
        filasDe(
          tx,
          sql`select session_user as entra, current_user as rol, r.rolsuper, r.rolbypassrls, r.rolinherit,
              (select count(*)::int from pg_class c where c.relowner = r.oid) as propias
            from pg_roles r where r.rolname = session_user`,
        ),
      );
      expect(rol).toEqual({
        entra: ROL_DEL_SERVIDOR,
        rol: 'app_plataforma',
        rolsuper: false,
        rolbypassrls: false,
        rolinherit: false,
        propias: 0,
      });
      const destino = new URL(e.url ?? '');
      destino.username = ROL_DEL_SERVIDOR;
      const suelta = new pg.Client({ connectionString: destino.toString() });
      await suelta.connect();
      try {
        // Sin el rol de una transacción del servidor, ninguna tabla: ni la de una empresa ni el catálogo.
        await expect(suelta.query('select count(*) from cliente')).rejects.toThrow(/permission denied/);
        await expect(suelta.query('select count(*) from rol')).rejects.toThrow(/permission denied/);
        // Y no pasa al dueño de las tablas.
        await expect(suelta.query('set role postgres')).rejects.toThrow(/permission denied/);
      } finally {
        await suelta.end();
      }
    },
  );
});
