import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { construirApp } from '../src/app';
import { type Config, leerConfig } from '../src/config';
import { sincronizarCatalogos } from '../src/db/catalogos';
import {
  type Avisos,
  abrirPglite,
  abrirPostgres,
  type BaseDeDatos,
  type Db,
  type OpcionesDeBase,
} from '../src/db/conexion';
import { verificarInvariantes } from '../src/db/invariantes';
import type { Dependencias } from '../src/lib/contexto';
import type { OpcionesDelRepartidor } from '../src/modules/eventos/repartidor';
import { sembrarPrestamosDeDemostracion } from '../src/seed/demo-prestamos';
import { ID_EMPRESA_DEMO, sembrarSiVacia } from '../src/seed/sembrar';

/** Contraseña de todos los usuarios sembrados y creados por las fábricas. */
export const CLAVE = 'clave-de-prueba';

export interface Entorno {
  app: FastifyInstance;
  db: Db;
  deps: Dependencias;
  base: BaseDeDatos;
  /** La dirección de la base PostgreSQL de este entorno (null con PGlite): otra instancia del servidor la comparte. */
  url: string | null;
  /** Adelanta el reloj del servidor (inactividad, ventanas de intentos). */
  avanzarReloj(segundos: number): void;
  /**
   * Cuántos oyentes de las apps de esta prueba escuchan ya ese canal de avisos de la base (0 con PGlite): una app
   * recuerda respuestas desde que escucha los suyos (lib/recordados.ts), y una prueba espera a que escuche.
   */
  oyentes(canal: string): number;
  cerrar(): Promise<void>;
}

/** Una base nueva para este archivo de pruebas: PGlite desde la copia migrada, o un clon de la plantilla PostgreSQL. */
export async function baseNueva(
  opcionesDePostgres: OpcionesDeBase = {},
): Promise<{ base: BaseDeDatos; url: string | null; borrar: () => Promise<void> }> {
  const plantilla = inject('plantillaPostgres');
  const url = process.env.DATABASE_URL;
  if (!plantilla || !url) {
    const copia = new Blob([fs.readFileSync(inject('copiaPglite'))]);
    return { base: abrirPglite(null, { copia, verificarSql: true }), url: null, borrar: async () => {} };
  }
  const nombre = `${plantilla}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${nombre}" template "${plantilla}"`);
  const destino = new URL(url);
  destino.pathname = `/${nombre}`;
  return {
    base: abrirPostgres(destino.toString(), { verificarSql: true, ...opcionesDePostgres }),
    url: destino.toString(),
    borrar: async () => {
      await admin.query(`drop database if exists "${nombre}" with (force)`);
      await admin.end();
    },
  };
}

/** Los mismos avisos, contando los oyentes que escuchan cada canal (entre `alEscuchar` y `alPerder`). */
function contarOyentes(avisos: Avisos): { avisos: Avisos; oyentes: Map<string, number> } {
  const oyentes = new Map<string, number>();
  const sumar = (canal: string, n: number) => oyentes.set(canal, (oyentes.get(canal) ?? 0) + n);
  return {
    oyentes,
    avisos: {
      avisar: (canal, texto) => avisos.avisar(canal, texto),
      escuchar: (canal, oyente) => {
        let escucha = false;
        return avisos.escuchar(canal, {
          alEscuchar: () => {
            if (!escucha) sumar(canal, 1);
            escucha = true;
            oyente.alEscuchar();
          },
          alAvisar: (texto) => oyente.alAvisar(texto),
          alPerder: () => {
            if (escucha) sumar(canal, -1);
            escucha = false;
            oyente.alPerder();
          },
        });
      },
    },
  };
}

/**
 * Servidor completo sobre una base recién migrada y sembrada (SOPORTE con `soporte`, DEMO con `admin` y
 * `operador`, todos con la contraseña CLAVE), con un reloj que la prueba controla. Con `cartera`, la demostración
 * completa de `npm start` (clientes, rutas, préstamos, otras empresas).
 */
export async function crearEntorno(
  ajustes: Partial<Config> = {},
  opciones: {
    cartera?: boolean;
    postgres?: OpcionesDeBase;
    repartidor?: OpcionesDelRepartidor;
    /** Sirve `/api/prueba/reloj` sobre el reloj de la prueba, como el servidor de los recorridos (RELOJ_DE_PRUEBA=1). */
    relojDePrueba?: boolean;
  } = {},
): Promise<Entorno> {
  const { base, url, borrar } = await baseNueva(opciones.postgres);
  await sincronizarCatalogos(base.db);
  let instante = Date.now();
  const adelantar = (ms: number) => {
    instante += ms;
  };
  const avisos = base.avisos ? contarOyentes(base.avisos) : null;
  const deps: Dependencias = {
    db: base.db,
    tipoDb: base.tipo,
    avisos: avisos?.avisos,
    config: { ...leerConfig({}), ...ajustes },
    ahora: () => new Date(instante),
  };
  const cartera = opciones.cartera === true;
  await sembrarSiVacia(base.db, { password: CLAVE, demo: true, cartera, ahora: deps.ahora() });
  // La demostración completa, como la deja `npm start`: con préstamos y su historia de cobros.
  if (cartera) await sembrarPrestamosDeDemostracion(deps, ID_EMPRESA_DEMO);
  const app = await construirApp(deps, {
    carpetaWeb: '/sin-web',
    validarRespuestas: true,
    ...(opciones.repartidor ? { repartidor: opciones.repartidor } : {}),
    ...(opciones.relojDePrueba
      ? {
          relojDePrueba: { ahora: deps.ahora, adelantar },
        }
      : {}),
  });
  return {
    app,
    db: base.db,
    deps,
    base,
    url,
    avanzarReloj: (segundos) => adelantar(segundos * 1000),
    oyentes: (canal) => avisos?.oyentes.get(canal) ?? 0,
    cerrar: async () => {
      // Después de cada archivo de pruebas, la base entera sigue cumpliendo las reglas del dinero.
      const violaciones = await verificarInvariantes(base.db);
      await app.close();
      await base.cerrar();
      await borrar();
      expect(violaciones, 'invariantes del dinero').toEqual([]);
    },
  };
}
