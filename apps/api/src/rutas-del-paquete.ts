import { fileURLToPath } from 'node:url';

/**
 * Carpeta de `apps/api`. Este archivo vive en `src/` y el servidor compilado en `dist/`: en ambos casos la carpeta del
 * paquete está un nivel arriba, así que las rutas a migraciones y a la web sirven igual en desarrollo y en producción.
 */
export const carpetaApi = fileURLToPath(new URL('..', import.meta.url));
export const carpetaMigraciones = `${carpetaApi}drizzle`;
export const carpetaWeb = `${carpetaApi}../web/dist`;
