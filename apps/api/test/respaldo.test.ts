import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirPglite, abrirPostgres, type BaseDeDatos } from '../src/db/conexion';
import { verificarInvariantes } from '../src/db/invariantes';
import { atenderPedidosDeRespaldo, pedirRespaldoAlServidor } from '../src/db/pedido-de-respaldo';
import { tipoDeRespaldo } from '../src/db/respaldo';
import { restaurarEnCarpeta, restaurarPostgres } from '../src/db/restauracion';
import { enPlataforma, filasDe } from '../src/db/transacciones';
import { crearEntorno, type Entorno } from './entorno';

/**
 * Respaldo y restauración (issue 12): la demostración completa de `npm start` se respalda con el servidor abierto, se
 * carga en una base vacía y la copia tiene las mismas filas en cada tabla y cumple las reglas del dinero.
 */
let e: Entorno;
const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'respaldo-'));

beforeAll(async () => {
  e = await crearEntorno({}, { cartera: true });
  // La demostración completa tarda (unas 300 operaciones reales); con la máquina ocupada, más.
}, 180_000);
afterAll(async () => {
  await e.cerrar();
  fs.rmSync(carpeta, { recursive: true, force: true });
});

/** Filas de cada tabla de la base (el esquema público entero). */
async function filasPorTabla(base: BaseDeDatos) {
  return enPlataforma(base.db, async (tx) => {
    const tablas = await filasDe<{ t: string }>(
      tx,
      sql`select table_name as t from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const conteo: Record<string, number> = {};
    for (const { t } of tablas) {
      const [f] = await filasDe<{ n: string }>(tx, sql`select count(*) as n from ${sql.identifier(t)}`);
      conteo[t] = Number(f?.n);
    }
    return conteo;
  });
}

/** Una base de PostgreSQL nueva y vacía en el mismo servidor de la prueba. */
async function baseVaciaDePostgres(): Promise<{ url: string; borrar: () => Promise<void> }> {
  const origen = process.env.DATABASE_URL as string;
  const nombre = `restaurada_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: origen });
  await admin.connect();
  await admin.query(`create database "${nombre}"`);
  const url = new URL(origen);
  url.pathname = `/${nombre}`;
  return {
    url: url.toString(),
    borrar: async () => {
      await admin.query(`drop database if exists "${nombre}" with (force)`);
      await admin.end();
    },
  };
}

describe('respaldo y restauración', () => {
  it('la demostración completa vuelve entera: mismas filas en cada tabla y las reglas del dinero', async () => {
    const archivo = path.join(carpeta, 'demo.respaldo');
    await e.base.respaldar(archivo);
    const antes = await filasPorTabla(e.base);
    expect(antes.prestamo).toBeGreaterThan(50);
    let copia: BaseDeDatos;
    let borrar = async () => {};
    if (e.base.tipo === 'postgres') {
      expect(tipoDeRespaldo(archivo)).toBe('postgres');
      const vacia = await baseVaciaDePostgres();
      borrar = vacia.borrar;
      await restaurarPostgres(vacia.url, archivo);
      await expect(restaurarPostgres(vacia.url, archivo)).rejects.toThrow('La base de destino no está vacía');
      copia = abrirPostgres(vacia.url);
    } else {
      expect(tipoDeRespaldo(archivo)).toBe('pglite');
      const destino = path.join(carpeta, 'restaurada', 'pgdata');
      await restaurarEnCarpeta(destino, archivo);
      await expect(restaurarEnCarpeta(destino, archivo)).rejects.toThrow('ya tiene una base');
      copia = abrirPglite(destino);
    }
    try {
      expect(await filasPorTabla(copia)).toEqual(antes);
      expect(await verificarInvariantes(copia.db)).toEqual([]);
    } finally {
      await copia.cerrar();
      await borrar();
    }
  });

  it('con la base embebida, el servidor andando respalda cuando `npm run respaldo` se lo pide', async () => {
    if (e.base.tipo !== 'pglite') return;
    const dejar = atenderPedidosDeRespaldo(e.base, carpeta, () => {});
    try {
      const archivo = path.join(carpeta, 'pedido.respaldo');
      await pedirRespaldoAlServidor(carpeta, process.pid, archivo);
      expect(tipoDeRespaldo(archivo)).toBe('pglite');
      expect(fs.statSync(archivo).size).toBeGreaterThan(100_000);
      expect(fs.readdirSync(carpeta).filter((f) => f.startsWith('respaldo.'))).toEqual([]);
    } finally {
      dejar();
    }
  });

  it('un archivo que no es un respaldo se rechaza con su motivo', () => {
    const falso = path.join(carpeta, 'falso.txt');
    fs.writeFileSync(falso, 'hola');
    expect(() => tipoDeRespaldo(falso)).toThrow('no es un respaldo de Préstamos');
  });
});
