/**
 * EXPLAIN (ANALYZE, BUFFERS) de cada consulta de cada lista del banco, sobre la base ya generada por `npm run
 * bench:http` (no la vuelve a generar). Para cada llamada dice cuánto tarda cada sentencia y muestra el plan de las
 * que pasan de `UMBRAL_MS` (o de todas con `-- todo`). Uso:
 *   DATABASE_URL=postgres://.../prestamos_banco npx tsx bench/explicar.ts [filtro] [todo]
 */
import pg from 'pg';
import { construirApp } from '../apps/api/src/app';
import { leerConfig } from '../apps/api/src/config';
import { abrirPostgres } from '../apps/api/src/db/conexion';
import { capturarSql } from './http/captura';
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
for (const l of llamadas) {
  const { sentencias, ajustes } = await capturarSql(() =>
    app.inject({ method: 'GET', url: l.ruta, headers: { authorization: `Bearer ${l.token}` } }),
  );
  console.log(`\n=== ${l.nombre} (${l.ruta}): ${sentencias.length} sentencias`);
  // Una lectura sin transacción corre con los ajustes de sesión de su conexión (db/conexion.ts `leerConSesion`).
  await cliente.query('reset role; reset all');
  if (ajustes) await cliente.query(ajustes);
  for (const s of sentencias) {
    const esLectura = /^\s*(select|with)\b/i.test(s) && !/set_config/.test(s);
    if (!esLectura) {
      await cliente.query(s);
      continue;
    }
    const { rows } = await cliente.query(`explain (analyze, buffers) ${s}`);
    const plan = rows.map((r) => r['QUERY PLAN'] as string);
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1] ?? 0);
    console.log(`  ${ms.toFixed(2).padStart(8)} ms  ${s.replace(/\s+/g, ' ').slice(0, 110)}`);
    if (ms > UMBRAL_MS || todo) for (const linea of plan) console.log(`      ${linea}`);
  }
}
await cliente.end();
await app.close();
await base.cerrar();
