/**
 * Un respaldo consistente de la base entera, con el servidor andando o detenido. Uso: npm run respaldo -- archivo
 *   DATABASE_URL definida: pg_dump de esa base (formato propio de PostgreSQL).
 *   Sin ella: la base embebida de DATA_DIR; si el servidor está andando se lo pide a él (SIGUSR2), si no la abre.
 */
import path from 'node:path';
import { leerConfig } from '../apps/api/src/config';
import { bloquearCarpetaDeDatos, duenoDeLaCarpeta } from '../apps/api/src/db/bloqueo-de-datos';
import { abrirPglite } from '../apps/api/src/db/conexion';
import { pedirRespaldoAlServidor } from '../apps/api/src/db/pedido-de-respaldo';
import { respaldarPostgres } from '../apps/api/src/db/respaldo';

const archivo = process.argv[2];
if (!archivo) {
  console.error('Indica el archivo: npm run respaldo -- /ruta/respaldo-2026-11-24.dump');
  process.exit(2);
}
const config = leerConfig();
if (config.databaseUrl) {
  respaldarPostgres(config.databaseUrl, archivo);
} else {
  const dueno = duenoDeLaCarpeta(config.dataDir);
  if (dueno) {
    await pedirRespaldoAlServidor(config.dataDir, dueno, archivo);
  } else {
    const liberar = bloquearCarpetaDeDatos(config.dataDir);
    const base = abrirPglite(path.join(config.dataDir, 'pgdata'));
    try {
      await base.respaldar(archivo);
    } finally {
      await base.cerrar();
      liberar();
    }
  }
}
console.log(`✓ Respaldo escrito en ${path.resolve(archivo)}`);
