import { sql } from 'drizzle-orm';
import { codigoDeError } from '../lib/errores';
import type { Db, Tx } from './conexion';
import type { Declaracion, TipoDeObjeto } from './sql-declarado';
import { filasDe } from './transacciones';

/**
 * Las funciones, disparadores y vistas que tiene una base (esquema public, sin las de las extensiones), comparados con
 * lo que declara `apps/api/sql`. Lo usan `npm run db:sql` (scripts/generar-migracion-de-sql.ts) y la prueba de que
 * las migraciones instalan exactamente esos archivos (sql-declarado.test.ts).
 */

export interface ObjetoEnLaBase {
  clave: string;
  tipo: TipoDeObjeto;
  /** Lo que PostgreSQL guarda, escrito por él: pg_get_functiondef (con los comentarios del cuerpo), etc. */
  definicion: string;
  /** La sentencia que lo borra. */
  borrar: string;
}

/** Todas, en orden de clave. Una función con dos firmas (sobrecargada) sale dos veces con la misma clave. */
export function objetosDeLaBase(tx: Tx): Promise<ObjetoEnLaBase[]> {
  return filasDe<ObjetoEnLaBase>(
    tx,
    sql`select case p.prokind when 'p' then 'procedimiento ' else 'función ' end || p.proname as clave,
        'funcion' as tipo,
        pg_get_functiondef(p.oid) || coalesce(E'\n-- permisos: ' || p.proacl::text, '') as definicion,
        format('DROP ROUTINE %I(%s);', p.proname, pg_get_function_identity_arguments(p.oid)) as borrar
      from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.prokind in ('f', 'p')
        and not exists (select 1 from pg_depend d
          where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      union all
      select 'vista ' || c.relname, 'vista',
        pg_get_viewdef(c.oid) || coalesce(E'\n-- permisos: ' || c.relacl::text, ''),
        format('DROP VIEW %I;', c.relname)
      from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'v'
        and not exists (select 1 from pg_depend d
          where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
      union all
      select 'disparador ' || t.tgname || ' de ' || c.relname, 'disparador', pg_get_triggerdef(t.oid),
        format('DROP TRIGGER %I ON %I;', t.tgname, c.relname)
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = 'public'::regnamespace and not t.tgisinternal
      order by 1`,
  );
}

/** PostgreSQL no deja reemplazar una función que cambia de firma (resultado, nombres de parámetros) ni una vista que pierde columnas. */
const NO_SE_PUEDE_REEMPLAZAR = new Set(['42P13', '42P16']);

/**
 * Aplica las declaraciones sobre la base, en una transacción: funciones, vistas y disparadores, cada uno con sus
 * permisos. Las funciones se crean sin revisar sus cuerpos (una puede llamar a otra que viene después) y se vuelven a
 * crear al final, ya revisadas. Devuelve las claves que hubo que borrar antes de crearlas: las que cambiaron de firma.
 */
export function aplicarDeclaraciones(
  db: Db,
  declaraciones: Declaracion[],
  antes: ObjetoEnLaBase[],
): Promise<Set<string>> {
  const borradas = new Set<string>();
  const ejecutar = async (tx: Tx, d: Declaracion) => {
    for (const s of d.sentencias) await tx.execute(sql.raw(s.texto));
  };
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local check_function_bodies = off`);
    for (const tipo of ['funcion', 'vista', 'disparador'] as const) {
      for (const d of declaraciones.filter((x) => x.tipo === tipo)) {
        try {
          await tx.transaction((punto) => ejecutar(punto, d));
        } catch (error) {
          const anterior = antes.find((o) => o.clave === d.clave);
          if (!anterior || !NO_SE_PUEDE_REEMPLAZAR.has(codigoDeError(error) ?? '')) {
            throw new Error(`apps/api/sql/${d.archivo}, ${d.clave}: ${causa(error)}`, { cause: error });
          }
          await tx.execute(sql.raw(anterior.borrar));
          await ejecutar(tx, d);
          borradas.add(d.clave);
        }
      }
    }
    await tx.execute(sql`set local check_function_bodies = on`);
    for (const d of declaraciones.filter((x) => x.tipo === 'funcion')) {
      const [crear] = d.sentencias;
      if (!crear) continue;
      await tx.execute(sql.raw(crear.texto)).catch((error: unknown) => {
        throw new Error(`apps/api/sql/${d.archivo}, ${d.clave}: ${causa(error)}`, { cause: error });
      });
    }
    return borradas;
  });
}

function causa(error: unknown): string {
  for (let e = error as { cause?: unknown; message?: unknown } | undefined; e; e = e.cause as never) {
    if (!e.cause && typeof e.message === 'string') return e.message;
  }
  return String(error);
}

/** Un objeto declarado que las migraciones no instalan así, y por qué (para el mensaje). */
export interface Cambiada {
  declaracion: Declaracion;
  motivo: string;
}

/** En qué difiere la base de lo declarado. */
export interface Diferencias {
  /** Declarados que la base no tiene, o tiene con otra definición: la migración los crea o reemplaza. */
  cambiadas: Cambiada[];
  /** Están en la base y en ningún archivo: la migración los borra. */
  sobrantes: ObjetoEnLaBase[];
  /** Lo que ni una migración arregla sola (funciones sobrecargadas; un archivo que no crea lo que declara). */
  problemas: string[];
}

/**
 * Compara la base antes y después de aplicarle las declaraciones. `despues` tiene todo lo declarado con la definición
 * de los archivos; lo que cambió de `antes` a `despues` es lo que las migraciones no instalan todavía.
 */
export function compararConLoDeclarado(
  antes: ObjetoEnLaBase[],
  despues: ObjetoEnLaBase[],
  declaraciones: Declaracion[],
  borradas: Set<string> = new Set(),
): Diferencias {
  const problemas: string[] = [];
  const porClave = (objetos: ObjetoEnLaBase[]) => {
    const mapa = new Map<string, ObjetoEnLaBase>();
    for (const o of objetos) {
      if (mapa.has(o.clave))
        problemas.push(`${o.clave}: la base tiene más de una con ese nombre (sobrecargada)`);
      mapa.set(o.clave, o);
    }
    return mapa;
  };
  const enAntes = porClave(antes);
  const enDespues = porClave(despues);
  const cambiadas: Cambiada[] = [];
  for (const d of declaraciones) {
    const de = enAntes.get(d.clave)?.definicion;
    const a = enDespues.get(d.clave)?.definicion;
    if (a === undefined) problemas.push(`${d.clave} (${d.archivo}): aplicar el archivo no la crea`);
    else if (de === undefined) cambiadas.push({ declaracion: d, motivo: 'las migraciones no la crean' });
    else if (borradas.has(d.clave)) cambiadas.push({ declaracion: d, motivo: 'cambia de firma' });
    else if (de !== a) cambiadas.push({ declaracion: d, motivo: primeraLineaDistinta(de, a) });
  }
  const declaradas = new Set(declaraciones.map((d) => d.clave));
  const sobrantes = [...enAntes.values()].filter((o) => !declaradas.has(o.clave));
  return { cambiadas, sobrantes, problemas: [...new Set(problemas)] };
}

/** Dónde empiezan a diferir dos definiciones, para que el mensaje diga qué cambió. */
function primeraLineaDistinta(migraciones: string, archivo: string): string {
  const de = migraciones.split('\n');
  const a = archivo.split('\n');
  const i = de.findIndex((linea, k) => linea !== a[k]);
  const n = i < 0 ? de.length : i;
  return `las migraciones dejan «${(de[n] ?? '').trim()}» donde el archivo dice «${(a[n] ?? '').trim()}»`;
}

/** Las diferencias en una línea cada una, para un mensaje. */
export function describirDiferencias(d: Diferencias): string[] {
  return [
    ...d.cambiadas.map((c) => `${c.declaracion.clave} (${c.declaracion.archivo}): ${c.motivo}`),
    ...d.sobrantes.map((o) => `${o.clave}: está en la base y en ningún archivo de apps/api/sql`),
    ...d.problemas,
  ];
}
