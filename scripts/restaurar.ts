/**
 * Carga un respaldo de `npm run respaldo` en una base vacía y revisa que cumpla las reglas del dinero.
 * Uso: npm run restaurar -- archivo
 *   DATABASE_URL definida: pg_restore en esa base, que debe estar vacía (un respaldo de pg_dump).
 *   Sin ella: en la carpeta de datos DATA_DIR, que debe estar vacía (un respaldo de la base embebida).
 */
import path from 'node:path';
import { leerConfig } from '../apps/api/src/config';
import { bloquearCarpetaDeDatos } from '../apps/api/src/db/bloqueo-de-datos';
import { abrirPglite, abrirPostgres } from '../apps/api/src/db/conexion';
import { verificarInvariantes } from '../apps/api/src/db/invariantes';
import { tipoDeRespaldo } from '../apps/api/src/db/respaldo';
import { restaurarEnCarpeta, restaurarPostgres } from '../apps/api/src/db/restauracion';

const archivo = process.argv[2];
if (!archivo) {
  console.error('Indica el archivo: npm run restaurar -- /ruta/respaldo.dump');
  process.exit(2);
}
const config = leerConfig();
const tipo = tipoDeRespaldo(archivo);
if (tipo !== (config.databaseUrl ? 'postgres' : 'pglite')) {
  console.error(
    tipo === 'postgres'
      ? 'Es un respaldo de PostgreSQL: define DATABASE_URL con la base vacía donde restaurarlo.'
      : 'Es un respaldo de la base embebida: restáuralo sin DATABASE_URL, en una DATA_DIR vacía.',
  );
  process.exit(2);
}
let liberar = () => {};
if (config.databaseUrl) {
  await restaurarPostgres(config.databaseUrl, archivo);
} else {
  liberar = bloquearCarpetaDeDatos(config.dataDir);
  await restaurarEnCarpeta(path.join(config.dataDir, 'pgdata'), archivo);
}
const base = config.databaseUrl
  ? abrirPostgres(config.databaseUrl)
  : abrirPglite(path.join(config.dataDir, 'pgdata'));
try {
  const violaciones = await verificarInvariantes(base.db);
  if (violaciones.length) {
    console.error(`✗ Restaurado, pero ${violaciones.length} regla(s) del dinero se rompen:`, violaciones);
    process.exitCode = 1;
  } else {
    console.log('✓ Respaldo restaurado; la base cumple todas las reglas del dinero.');
  }
} finally {
  await base.cerrar();
  liberar();
}
