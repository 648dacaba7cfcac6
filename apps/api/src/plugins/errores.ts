import type { ErrorRespuesta } from '@prestamos/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errores';

/** Errores de Fastify que el cliente provoca, con su mensaje en español. */
const ERRORES_DEL_CLIENTE: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud no es JSON válido.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud está vacío.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'El contenido enviado es demasiado grande.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Tipo de contenido no admitido.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'La longitud del contenido no es válida.' },
};

/**
 * Un único manejador convierte todo error en `{ ok: false, message, code?, fields? }`. Los errores inesperados se
 * registran con el id de la petición y se responden como 500 genérico, sin detalles ni trazas.
 */
export function registrarManejoDeErrores(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    let status = 500;
    let cuerpo: ErrorRespuesta = {
      ok: false,
      message: 'Ocurrió un error inesperado. Intenta nuevamente.',
      code: 'ERROR_INTERNO',
    };
    if (error instanceof AppError) {
      status = error.status;
      cuerpo = { ok: false, message: error.message, code: error.code, fields: error.fields };
      if (error.reintentarEn !== undefined) reply.header('retry-after', String(error.reintentarEn));
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const campo = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[campo] ??= v.message ?? 'Valor inválido.';
      }
      const primero = Object.entries(fields)[0];
      const message =
        primero?.[0] === '_' ? 'Envía los datos de la solicitud en formato JSON.' : primero?.[1];
      cuerpo = { ok: false, message: message ?? 'Datos inválidos.', code: 'VALIDACION', fields };
    } else if (ERRORES_DEL_CLIENTE[error.code]) {
      const conocido = ERRORES_DEL_CLIENTE[error.code] as { status: number; message: string };
      status = conocido.status;
      cuerpo = { ok: false, message: conocido.message, code: 'SOLICITUD_INVALIDA' };
    } else if (!isResponseSerializationError(error as never) && error.statusCode && error.statusCode < 500) {
      status = error.statusCode;
      cuerpo = { ok: false, message: 'Solicitud inválida.', code: 'SOLICITUD_INVALIDA' };
    }
    if (status >= 500) req.log.error({ err: error }, 'Error no controlado');
    return reply.status(status).send(cuerpo);
  });
}
