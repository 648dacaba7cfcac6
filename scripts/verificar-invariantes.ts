/**
 * Revisa las reglas del dinero en una base entera (apps/api/src/db/invariantes.ts): la de DATABASE_URL o la embebida
 * de DATA_DIR (con el servidor detenido: PGlite no admite dos procesos). Sale con 1 si alguna regla se rompe.
 * Uso: npm run invariantes
 */
import path from 'node:path';
import { leerConfig } from '../apps/api/src/config';
import { bloquearCarpetaDeDatos } from '../apps/api/src/db/bloqueo-de-datos';
import { abrirPglite, abrirPostgres } from '../apps/api/src/db/conexion';
import { verificarInvariantes } from '../apps/api/src/db/invariantes';

const config = leerConfig();
const liberar = config.databaseUrl ? () => {} : bloquearCarpetaDeDatos(config.dataDir);
const base = config.databaseUrl
  ? abrirPostgres(config.databaseUrl)
  : abrirPglite(path.join(config.dataDir, 'pgdata'));
try {
  const violaciones = await verificarInvariantes(base.db);
  for (const v of violaciones) {
    console.error(`✗ ${v.regla}`);
    for (const f of v.fallas) console.error(`    ${f}`);
  }
  console.log(
    violaciones.length === 0
      ? '✓ La base cumple todas las reglas del dinero.'
      : `${violaciones.length} regla(s) rota(s).`,
  );
  process.exitCode = violaciones.length === 0 ? 0 : 1;
} finally {
  await base.cerrar();
  liberar();
}
