import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** La política de contenido de la web y de la documentación de la API. */
const POLITICA = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Un logo puede ser una dirección https (Ajustes de la empresa).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      // Mantine escribe variables CSS en línea; la documentación de la API también.
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * Las cabeceras de seguridad de helmet en cada respuesta (API, web, errores y 404). Son las mismas para todas, así que
 * helmet las calcula una vez al arrancar y cada petición copia el objeto: aplicarlo en cada petición, como hace su
 * plugin para Fastify, eran doce `setHeader` con sus validaciones, el 3 % del CPU del servidor en una lista.
 */
export function registrarCabecerasDeSeguridad(app: FastifyInstance): void {
  const cabeceras: Record<string, string> = {};
  const respuesta = {
    setHeader: (nombre: string, valor: unknown) => {
      cabeceras[nombre.toLowerCase()] = String(valor);
    },
    removeHeader: (nombre: string) => {
      delete cabeceras[nombre.toLowerCase()];
    },
  };
  helmet(POLITICA)({} as never, respuesta as never, (error?: unknown) => {
    if (error) throw error;
  });
  app.addHook('onRequest', (_req, reply, listo) => {
    reply.headers(cabeceras);
    listo();
  });
}

/**
 * Las respuestas de la API (datos de clientes y préstamos, tokens, y también sus errores) no se guardan en ningún caché
 * del navegador ni de un proxy: en una computadora compartida de la oficina, el botón «atrás» o el caché del disco no
 * deben mostrar la cartera después de cerrar la sesión. Va al recibir la petición, antes del control de acceso, para
 * que también lo lleve un 401. Solo el logo de la empresa (público, con la versión en su URL) lo reemplaza por un caché
 * largo; la foto de un cliente es un dato personal y no se guarda (issue 40).
 */
export function registrarRespuestasSinGuardar(api: FastifyInstance): void {
  api.addHook('onRequest', (_req, reply, listo) => {
    reply.header('cache-control', 'no-store');
    listo();
  });
}
