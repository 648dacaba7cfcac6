import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresa, rol_permiso, sesion, usuario, usuario_permiso } from '../src/db/schema';
import { enEmpresa, enPlataforma, filasDe } from '../src/db/transacciones';
import { crearEntorno, type Entorno } from './entorno';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from './fabricas';

let e: Entorno;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;

beforeAll(async () => {
  e = await crearEntorno();
  a = await crearEmpresaDePrueba(e, 'EMPRESA-A');
  b = await crearEmpresaDePrueba(e, 'EMPRESA-B');
  await a.admin.put(`/api/usuarios/${a.idAdmin}/permisos`, { directos: ['caja.ver'] });
});
afterAll(() => e.cerrar());

/** Filas de cada tabla de empresa vistas con un `select` crudo, sin ningún filtro en la consulta. */
async function filasVisiblesDesde(idEmpresa: number) {
  return enEmpresa(e.db, idEmpresa, async (tx) => {
    const empresas = await filasDe<{ id_empresa: number }>(tx, sql`select id_empresa from empresa`);
    const tablas = { usuario, sesion, rol_permiso, usuario_permiso };
    const porTabla: Record<string, number[]> = { empresa: empresas.map((f) => Number(f.id_empresa)) };
    for (const [nombre, tabla] of Object.entries(tablas)) {
      const filas = await tx.select({ id_empresa: tabla.id_empresa }).from(tabla);
      porTabla[nombre] = [...new Set(filas.map((f) => f.id_empresa))];
    }
    return porTabla;
  });
}

describe('seguridad por filas', () => {
  it('dentro de la transacción de B, un select sin filtro no devuelve ninguna fila de A', async () => {
    const vistas = await filasVisiblesDesde(b.id_empresa);
    expect(vistas).toEqual({
      empresa: [b.id_empresa],
      usuario: [b.id_empresa],
      sesion: [b.id_empresa],
      rol_permiso: [b.id_empresa],
      usuario_permiso: [],
    });
    // Y A ve lo suyo, incluido el permiso directo que B no vio.
    expect((await filasVisiblesDesde(a.id_empresa)).usuario_permiso).toEqual([a.id_empresa]);
  });

  it('dentro de la transacción de B no se puede escribir una fila de A', async () => {
    const intento = enEmpresa(e.db, b.id_empresa, (tx) =>
      tx
        .insert(usuario)
        .values({ id_empresa: a.id_empresa, usuario: 'infiltrado', password_hash: 'x', rol: 'ADMIN' }),
    );
    await expect(intento).rejects.toThrow();
    const cambiados = await enEmpresa(e.db, b.id_empresa, (tx) =>
      tx
        .update(empresa)
        .set({ nombre_empresa: 'Tomada' })
        .where(sql`id_empresa = ${a.id_empresa}`)
        .returning(),
    );
    expect(cambiados).toEqual([]);
  });

  it('sin empresa fijada en la transacción no se ve nada', async () => {
    const filas = await e.db.transaction(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      return tx.select().from(usuario);
    });
    expect(filas).toEqual([]);
  });
});

describe('seguridad por filas en el catálogo', () => {
  it('toda tabla con id_empresa la tiene activa y forzada, con la política de su empresa y la del dueño, que vale también para app_plataforma', async () => {
    const filas = await enPlataforma(e.db, (tx) =>
      filasDe<{ tabla: string; activa: boolean; forzada: boolean; politicas: string[]; plataforma: boolean }>(
        tx,
        sql`select c.relname as tabla, c.relrowsecurity as activa, c.relforcerowsecurity as forzada,
            array(select p.polname::text from pg_policy p where p.polrelid = c.oid order by 1) as politicas,
            exists (select 1 from pg_policy p join pg_roles r on r.oid = any (p.polroles)
              where p.polrelid = c.oid and p.polname = c.relname || '_del_dueno' and r.rolname = 'app_plataforma')
              as plataforma
          from pg_class c
          join pg_attribute a on a.attrelid = c.oid and a.attname = 'id_empresa' and not a.attisdropped
          where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
          order by 1`,
      ),
    );
    expect(filas.length).toBeGreaterThan(25);
    const mal = filas.filter(
      (f) =>
        !f.activa ||
        !f.forzada ||
        !f.politicas.includes(`${f.tabla}_solo_su_empresa`) ||
        !f.politicas.includes(`${f.tabla}_del_dueno`) ||
        !f.plataforma,
    );
    expect(mal).toEqual([]);
  });
});
