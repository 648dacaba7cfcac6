/**
 * EXPLAIN (ANALYZE, BUFFERS) de cada consulta de cada lista del banco, sobre la base ya generada por `npm run
 * bench:http` (no la vuelve a generar), con el plan que la API usa de verdad: la sentencia preparada con sus valores
 * aparte, después de varias ejecuciones. Desde la sexta, PostgreSQL puede pasarla a un plan genérico, hecho sin mirar
 * los valores; con los valores escritos en el texto (pgbench, psql) se ve otro plan, a veces mucho mejor (el cronograma
 * de un préstamo: 58 páginas escritas, 632 preparada; bench/RESULTADOS.md, décima revisión). Para cada sentencia dice
 * el tiempo y las páginas con los valores escritos y como la corre la API, y muestra el plan de la API si pasa de
 * `UMBRAL_MS`, si lee más páginas que con los valores escritos, o siempre con `todo`. Uso:
 *   DATABASE_URL=postgres://.../prestamos_banco npx tsx bench/explicar.ts [filtro] [todo]
 */
import pg from 'pg';
import { construirApp } from '../apps/api/src/app';
import { leerConfig } from '../apps/api/src/config';
import { abrirPostgres, MARCA_PLAN_CON_VALORES } from '../apps/api/src/db/conexion';
import { capturarSql, literal, type Sentencia } from './http/captura';
import { llamadasDelBanco } from './http/llamadas';
import { muestrasDelBanco } from './http/muestras';
import { CLAVE } from './http/preparar';

const url = process.env.DATABASE_URL as string;
const [filtro = '', todo] = process.argv.slice(2);
const UMBRAL_MS = 1;
const base = abrirPostgres(url, { max: 2 });
const app = await construirApp({
  db: base.db,
  tipoDb: 'postgres',
  config: leerConfig({}),
  ahora: () => new Date(),
});
const entrar = async (empresa: string, usuario: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant': empresa },
      payload: { usuario, password: CLAVE },
    })
  ).json().token as string;
const tokens = {
  admin: await entrar('DEMO', 'admin'),
  cobrador: await entrar('DEMO', 'cobrador'),
  chica: await entrar('CHICA1', 'admin'),
};
const llamadas = llamadasDelBanco(tokens, await muestrasDelBanco(base)).filter(
  (l) => l.nombre.includes(filtro) && l.metodo !== 'POST' && l.ruta !== '/api/health',
);
const cliente = new pg.Client({ connectionString: url });
await cliente.connect();

/** Cuántas veces se ejecuta la preparada antes de explicarla: PostgreSQL decide el plan genérico en la sexta. */
const EJECUCIONES_PREVIAS = 8;

interface Explicado {
  ms: number;
  paginas: number;
  plan: string[];
}

async function explicar(sentencia: string): Promise<Explicado> {
  const { rows } = await cliente.query(`explain (analyze, buffers) ${sentencia}`);
  const plan = rows.map((r) => r['QUERY PLAN'] as string);
  const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1] ?? 0);
  const paginas = Number(/shared hit=(\d+)/.exec(plan.find((l) => l.includes('Buffers:')) ?? '')?.[1] ?? 0);
  return { ms, paginas, plan };
}

/** Como la corre la API: preparada con sus valores aparte, explicada después de `EJECUCIONES_PREVIAS`. */
async function explicarPreparada({ texto, valores }: Sentencia): Promise<Explicado & { generico: boolean }> {
  await cliente.query('deallocate all');
  await cliente.query(`prepare api as ${texto}`);
  const ejecutar = `execute api(${valores.map(literal).join(', ')})`;
  for (let i = 0; i < EJECUCIONES_PREVIAS; i++) await cliente.query(ejecutar);
  const explicado = await explicar(ejecutar);
  // Un plan genérico muestra los parámetros ($1…) donde uno con valores muestra los valores.
  return { ...explicado, generico: explicado.plan.some((l) => /\$\d/.test(l)) };
}

const linea = (s: string) => s.replace(/\s+/g, ' ').slice(0, 90);

for (const l of llamadas) {
  const { pedidas, ajustes } = await capturarSql(() =>
    app.inject({ method: 'GET', url: l.ruta, headers: { authorization: `Bearer ${l.token}` } }),
  );
  console.log(`\n=== ${l.nombre} (${l.ruta}): ${pedidas.length} sentencias`);
  // Una lectura sin transacción corre con los ajustes de sesión de su conexión (db/transacciones.ts `leerConSesion`).
  await cliente.query('reset role; reset all');
  if (ajustes) await cliente.query(ajustes);
  for (const s of pedidas) {
    const esLectura = /^\s*(select|with)\b/i.test(s.texto) && !/set_config/.test(s.texto);
    if (!esLectura || s.valores.length === 0) {
      await cliente.query(s.texto, s.valores);
      continue;
    }
    const escrita = await explicar(
      s.texto.replace(/\$(\d+)\b/g, (_t, n: string) => literal(s.valores[Number(n) - 1])),
    );
    // Las marcadas se planifican con sus valores en cada ejecución (db/conexion.ts): su plan es el de los valores escritos.
    const conValores = s.texto.includes(MARCA_PLAN_CON_VALORES);
    const api = conValores ? { ...escrita, generico: false } : await explicarPreparada(s);
    console.log(
      `  valores escritos ${escrita.ms.toFixed(2).padStart(6)} ms ${String(escrita.paginas).padStart(5)} pág. | API (${
        api.generico ? 'genérico' : 'con valores'
      }) ${api.ms.toFixed(2).padStart(6)} ms ${String(api.paginas).padStart(5)} pág.  ${linea(s.texto)}`,
    );
    if (api.ms > UMBRAL_MS || api.paginas > escrita.paginas || todo)
      for (const x of api.plan) console.log(`      ${x}`);
  }
}
await cliente.end();
await app.close();
await base.cerrar();
