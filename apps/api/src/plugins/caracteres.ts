import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errores';

/**
 * Caracteres de control que ningún texto de la aplicación lleva: PostgreSQL rechaza el NUL (sería un 500) y los demás
 * solo sirven para esconder o romper lo que se muestra. Se admiten el tabulador y el salto de línea (con su retorno de
 * carro, como lo mandan los navegadores en Windows).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: buscar caracteres de control es justo el propósito.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** La ruta del primer texto con un carácter de control (`admin.usuario`, `items.0.prefijo`), o null. */
function campoConControl(valor: unknown, ruta: string, profundidad = 0): string | null {
  if (typeof valor === 'string') return CONTROL.test(valor) ? ruta : null;
  if (valor === null || typeof valor !== 'object' || profundidad > 20) return null;
  for (const [clave, hijo] of Object.entries(valor)) {
    const aqui = ruta ? `${ruta}.${clave}` : clave;
    if (CONTROL.test(clave)) return aqui;
    const encontrado = campoConControl(hijo, aqui, profundidad + 1);
    if (encontrado) return encontrado;
  }
  return null;
}

/**
 * Un solo lugar para todas las rutas: antes de validar, un texto con caracteres de control en el cuerpo, la consulta o
 * la ruta es un 400 que nombra el campo; nunca llega a la base.
 */
export function registrarRechazoDeCaracteresDeControl(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    for (const parte of [req.params, req.query, req.body]) {
      const campo = campoConControl(parte, '');
      if (campo !== null) {
        const message = `El campo «${campo || 'texto'}» tiene caracteres no permitidos (caracteres de control).`;
        throw new AppError(400, message, 'CARACTERES_NO_PERMITIDOS', { [campo || '_']: message });
      }
    }
  });
}
