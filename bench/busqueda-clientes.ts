/**
 * ¿La lista de clientes sigue rápida con 50 000 clientes? Llena la empresa DEMO de una base nueva (PGlite, o el
 * PostgreSQL de DATABASE_URL) y mide, a través de la API, búsquedas típicas de un cajero. Uso:
 *   npm run bench:clientes            (PGlite en memoria)
 *   DATABASE_URL=postgres://... npm run bench:clientes
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { construirApp } from '../apps/api/src/app';
import { leerConfig } from '../apps/api/src/config';
import { sincronizarCatalogos } from '../apps/api/src/db/catalogos';
import { abrirPglite, abrirPostgres } from '../apps/api/src/db/conexion';
import { enPlataforma } from '../apps/api/src/db/transacciones';
import { sembrarSiVacia } from '../apps/api/src/seed/sembrar';

const CLIENTES = 50_000;
const REPETICIONES = 30;

const base = process.env.DATABASE_URL ? abrirPostgres(process.env.DATABASE_URL) : abrirPglite(null);
await base.migrar();
await sincronizarCatalogos(base.db);
await enPlataforma(base.db, (tx) =>
  tx.execute(sql`truncate empresa, usuario, rol_permiso, cliente, sesion cascade`),
);
await sembrarSiVacia(base.db, { password: 'bench-clave', demo: true, cartera: false, ahora: new Date() });

let t = performance.now();
await enPlataforma(base.db, (tx) =>
  tx.execute(sql`
    insert into cliente (id_empresa, numero, codigo, nombres, apellidos, cedula, telefono, estado)
    select 2, g, 'CL-' || lpad(g::text, 6, '0'),
      (array['José','María','Ana','Luis','Rosa','Pedro','Carmen','Rafael','Juana','Ramón','Yokasta','Félix'])[1 + g % 12],
      (array['Rodríguez','Pérez','Núñez','Almonte','Peña','Rosario','Batista','Tavárez','Guzmán','Mejía'])[1 + (g / 12) % 10]
        || ' ' || (array['Santos','Reyes','Castillo','Polanco','Báez','Vargas','Jiménez'])[1 + (g / 7) % 7],
      lpad(g::text, 11, '0'), '809' || lpad((g % 9999999)::text, 7, '0'),
      case when g % 10 = 0 then 'INACTIVO' else 'ACTIVO' end
    from generate_series(1, ${CLIENTES}) g`),
);
await enPlataforma(base.db, (tx) => tx.execute(sql`analyze cliente`));
console.log(
  `${CLIENTES} clientes insertados en ${((performance.now() - t) / 1000).toFixed(1)} s (${base.tipo})`,
);

const app = await construirApp({
  db: base.db,
  tipoDb: base.tipo,
  config: leerConfig({}),
  ahora: () => new Date(),
});
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  headers: { 'x-tenant': 'DEMO' },
  payload: { usuario: 'admin', password: 'bench-clave' },
});
const token = login.json().token as string;

const CONSULTAS = {
  'primera página': '/api/clientes',
  'nombre y apellido': '/api/clientes?q=rosa%20perez',
  'apellido sin tilde': '/api/clientes?q=nunez',
  'cédula con guiones': '/api/clientes?q=000-0004999',
  'código exacto': '/api/clientes?q=CL-049999',
  'solo inactivos': '/api/clientes?estado=INACTIVO&page=20',
  'sin resultados': '/api/clientes?q=zzzzzz',
};

console.log('consulta'.padEnd(22), 'total'.padStart(7), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
for (const [nombre, url] of Object.entries(CONSULTAS)) {
  const tiempos: number[] = [];
  let total = 0;
  for (let i = 0; i < REPETICIONES; i++) {
    t = performance.now();
    const r = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    tiempos.push(performance.now() - t);
    total = r.json().total;
  }
  tiempos.sort((a, b) => a - b);
  const p = (q: number) => (tiempos[Math.floor(q * (tiempos.length - 1))] ?? 0).toFixed(1);
  console.log(nombre.padEnd(22), String(total).padStart(7), p(0.5).padStart(8), p(0.95).padStart(8));
}
await app.close();
await base.cerrar();
