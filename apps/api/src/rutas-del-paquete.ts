import { fileURLToPath } from 'node:url';

/**
 * Carpeta de `apps/api`. Este archivo vive en `src/` y el servidor compilado en `dist/`: en ambos casos la carpeta del
 * paquete está un nivel arriba, así que las rutas a migraciones y a la web sirven igual en desarrollo y en producción.
 */
export const carpetaApi = fileURLToPath(new URL('..', import.meta.url));
export const carpetaMigraciones = `${carpetaApi}drizzle`;
/** Las funciones, disparadores y vistas de la base, cada uno en su definición de hoy (apps/api/sql/README.md). */
export const carpetaSql = `${carpetaApi}sql`;
export const carpetaWeb = `${carpetaApi}../web/dist`;
