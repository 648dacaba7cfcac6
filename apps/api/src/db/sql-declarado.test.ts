import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseNueva } from '../../test/entorno';
import { carpetaSql } from '../rutas-del-paquete';
import type { BaseDeDatos } from './conexion';
import { leerDeclaraciones } from './sql-declarado';
import {
  aplicarDeclaraciones,
  compararConLoDeclarado,
  describirDiferencias,
  objetosDeLaBase,
} from './sql-en-la-base';

/**
 * Las funciones, disparadores y vistas de la base se leen en `apps/api/sql`, un archivo por tema: esta prueba comprueba
 * que la base que dejan las migraciones (PGlite, y PostgreSQL con DATABASE_URL) tiene exactamente eso.
 */
const CORRE_EL_GENERADOR =
  'apps/api/sql y las migraciones no coinciden: corre `npm run db:sql` (escribe la migración que falta) y confirma ' +
  'el archivo y la migración juntos';

let base: BaseDeDatos;
let borrar: () => Promise<void>;
beforeAll(async () => {
  ({ base, borrar } = await baseNueva());
});
afterAll(async () => {
  await base.cerrar();
  await borrar();
});

describe('apps/api/sql', () => {
  it('declara cada objeto una sola vez, con su comentario, y nada más', () => {
    expect(leerDeclaraciones(carpetaSql).problemas).toEqual([]);
  });

  it('es lo que instalan las migraciones: aplicarlo sobre la base migrada no cambia nada, y no sobra nada', async () => {
    const { declaraciones } = leerDeclaraciones(carpetaSql);
    const antes = await base.db.transaction((tx) => objetosDeLaBase(tx));
    expect(antes.length).toBeGreaterThan(0);
    const borradas = await aplicarDeclaraciones(base.db, declaraciones, antes);
    const despues = await base.db.transaction((tx) => objetosDeLaBase(tx));
    const diferencias = compararConLoDeclarado(antes, despues, declaraciones, borradas);
    expect(describirDiferencias(diferencias), CORRE_EL_GENERADOR).toEqual([]);
  });
});
