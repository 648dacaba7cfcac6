import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { construirApp } from '../apps/api/src/app';
import { leerConfig } from '../apps/api/src/config';
import { sincronizarCatalogos } from '../apps/api/src/db/catalogos';
import { abrirPglite, abrirPostgres, type BaseDeDatos } from '../apps/api/src/db/conexion';
import { enPlataforma } from '../apps/api/src/db/transacciones';
import { sembrarSiVacia } from '../apps/api/src/seed/sembrar';

/** Piezas de los bancos de prueba: una base vacía con DEMO, el servidor con su sesión y la medición de tiempos. */
export const CLAVE = 'bench-clave';

/**
 * El orden de alta (schema/prestamos.ts) de préstamos insertados en bloque: a continuación del mayor de su empresa, en
 * el orden `por`, que debe ser el `order by` del insert (así toman su id en el mismo orden).
 */
export const ordenesNuevos = (empresa: string, por: string) =>
  `(select coalesce(max(u.orden), 0) from prestamo u where u.id_empresa = ${empresa})
    + row_number() over (partition by ${empresa} order by ${por})`;

/** PGlite en memoria, o el PostgreSQL de DATABASE_URL vaciado; con SOPORTE y DEMO (mora 5 % tras 5 días). */
export async function baseDeBanco(): Promise<BaseDeDatos> {
  const base = process.env.DATABASE_URL
    ? abrirPostgres(process.env.DATABASE_URL, { comoDueno: true })
    : abrirPglite(null);
  await base.migrar();
  await sincronizarCatalogos(base.db);
  await enPlataforma(base.db, (tx) =>
    tx.execute(sql`truncate empresa, usuario, rol_permiso, cliente, sesion cascade`),
  );
  await sembrarSiVacia(base.db, { password: CLAVE, demo: true, cartera: false, ahora: new Date() });
  return base;
}

/** Inserta con SQL (una sentencia por consulta), actualiza las estadísticas y dice cuánto tardó. */
export async function llenar(base: BaseDeDatos, que: string, ...consultas: SQL[]) {
  const t = performance.now();
  await enPlataforma(base.db, async (tx) => {
    for (const consulta of consultas) await tx.execute(consulta);
  });
  await enPlataforma(base.db, (tx) => tx.execute(sql`analyze`));
  console.log(`${que} en ${((performance.now() - t) / 1000).toFixed(1)} s (${base.tipo})`);
}

export async function servidorConSesion(base: BaseDeDatos) {
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
    payload: { usuario: 'admin', password: CLAVE },
  });
  return { app, token: login.json().token as string };
}

/** p50 y p95 de cada petición, repetida; `detalle` resume la respuesta (p. ej. el total de la lista). */
export async function medir(
  app: FastifyInstance,
  token: string,
  peticiones: Record<string, () => InjectOptions>,
  repeticiones: number,
  detalle: (cuerpo: { total?: number }) => string = (c) => String(c.total ?? ''),
) {
  console.log('petición'.padEnd(28), 'resultado'.padStart(10), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
  for (const [nombre, peticion] of Object.entries(peticiones)) {
    const tiempos: number[] = [];
    let resultado = '';
    for (let i = 0; i < repeticiones; i++) {
      const opciones = peticion();
      const t = performance.now();
      const r = await app.inject({
        ...opciones,
        headers: { ...opciones.headers, authorization: `Bearer ${token}` },
      });
      tiempos.push(performance.now() - t);
      resultado = r.statusCode === 200 ? detalle(r.json()) : `HTTP ${r.statusCode}`;
    }
    tiempos.sort((a, b) => a - b);
    const p = (q: number) => (tiempos[Math.floor(q * (tiempos.length - 1))] ?? 0).toFixed(1);
    console.log(nombre.padEnd(28), resultado.padStart(10), p(0.5).padStart(8), p(0.95).padStart(8));
  }
}
