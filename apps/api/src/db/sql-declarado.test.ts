import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseNueva } from '../../test/entorno';
import { carpetaSql } from '../rutas-del-paquete';
import type { BaseDeDatos } from './conexion';
import { declaracionesDe, leerDeclaraciones } from './sql-declarado';
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
  // Como el dueño, igual que las migraciones: aplicar estos archivos crea y reemplaza funciones.
  ({ base, borrar } = await baseNueva({ comoDueno: true }));
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

describe('lectura de un archivo de apps/api/sql', () => {
  const archivo = `-- Cabecera del archivo.

-- Qué mantiene f y quién la llama.
CREATE OR REPLACE FUNCTION public.f(a text) RETURNS text LANGUAGE plpgsql AS $cuerpo$
BEGIN
  RETURN a || ';' || $$;$$; -- un punto y coma en un texto, en un $$ y en un comentario;
END $cuerpo$;
-- Solo para app_user.
REVOKE ALL ON FUNCTION f(text) FROM PUBLIC;

-- Cuándo corre.
CREATE OR REPLACE TRIGGER t AFTER UPDATE OF a, b ON tabla FOR EACH ROW EXECUTE FUNCTION g();
CREATE OR REPLACE VIEW v AS SELECT 1;
ALTER TABLE tabla ADD COLUMN c int;
`;

  it('da cada objeto con su comentario, sus permisos y su texto hasta el punto y coma que lo cierra', () => {
    const { declaraciones, problemas } = declaracionesDe('prueba.sql', archivo);
    expect(declaraciones.map((d) => [d.clave, d.tipo, d.sentencias.length])).toEqual([
      ['función f', 'funcion', 2],
      ['disparador t de tabla', 'disparador', 1],
      ['vista v', 'vista', 1],
    ]);
    const [f] = declaraciones;
    expect(f?.sentencias[0]?.comentario).toBe('-- Qué mantiene f y quién la llama.');
    expect(f?.sentencias[0]?.texto.endsWith('END $cuerpo$;')).toBe(true);
    expect(problemas).toEqual([
      'prueba.sql: vista v no empieza con su comentario (qué mantiene y quién lo usa)',
      'prueba.sql: «ALTER TABLE tabla ADD COLUMN c int;» no es un CREATE OR REPLACE de función, disparador o vista ' +
        '(ni un GRANT, REVOKE, COMMENT ON o ALTER del objeto de arriba)',
    ]);
  });
});
