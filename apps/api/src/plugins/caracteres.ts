import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errores';

/**
 * Caracteres de control que ningún texto de la aplicación lleva: PostgreSQL rechaza el NUL (sería un 500) y los demás
 * solo sirven para esconder o romper lo que se muestra. Se admiten el tabulador y el salto de línea (con su retorno de
 * carro, como lo mandan los navegadores en Windows).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: buscar caracteres de control es justo el propósito.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Los controles invisibles de la dirección del texto (incrustaciones, sustituciones y aislamientos U+202A–U+202E y
 * U+2066–U+2069, y las marcas U+200E, U+200F y U+061C): en un texto en español solo sirven para que lo mostrado se lea
 * distinto de lo guardado (un nombre o un número de recibo al revés en una lista o un PDF).
 */
const DIRECCION = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

type Motivo = 'control' | 'direccion';

const motivoDe = (texto: string): Motivo | null =>
  CONTROL.test(texto) ? 'control' : DIRECCION.test(texto) ? 'direccion' : null;

/** La ruta del primer texto no permitido (`admin.usuario`, `items.0.prefijo`) y por qué, o null. */
function campoNoPermitido(
  valor: unknown,
  ruta: string,
  profundidad = 0,
): { campo: string; motivo: Motivo } | null {
  if (typeof valor === 'string') {
    const motivo = motivoDe(valor);
    return motivo ? { campo: ruta, motivo } : null;
  }
  if (valor === null || typeof valor !== 'object' || profundidad > 20) return null;
  for (const [clave, hijo] of Object.entries(valor)) {
    const aqui = ruta ? `${ruta}.${clave}` : clave;
    const motivo = motivoDe(clave);
    if (motivo) return { campo: aqui, motivo };
    const encontrado = campoNoPermitido(hijo, aqui, profundidad + 1);
    if (encontrado) return encontrado;
  }
  return null;
}

function mensaje(campo: string, motivo: Motivo): string {
  return motivo === 'control'
    ? `El campo «${campo}» tiene caracteres no permitidos (caracteres de control).`
    : `El campo «${campo}» tiene caracteres invisibles que cambian la dirección del texto. Escríbelo de nuevo en vez de pegarlo.`;
}

/**
 * Un solo lugar para todas las rutas: antes de validar, un texto con caracteres de control o de dirección en el cuerpo,
 * la consulta o la ruta es un 400 que nombra el campo; nunca llega a la base.
 */
export function registrarRechazoDeCaracteresDeControl(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    for (const parte of [req.params, req.query, req.body]) {
      const encontrado = campoNoPermitido(parte, '');
      if (encontrado !== null) {
        const campo = encontrado.campo || 'texto';
        const message = mensaje(campo, encontrado.motivo);
        throw new AppError(400, message, 'CARACTERES_NO_PERMITIDOS', { [encontrado.campo || '_']: message });
      }
    }
  });
}
