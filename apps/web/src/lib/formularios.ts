import { ApiError } from './api-error';

/** Pasa los errores por campo que devolvió el servidor (400 con `fields`) al formulario de Mantine. */
export function erroresDelServidor(
  form: { setErrors: (errores: Record<string, string>) => void },
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  form.setErrors(error.fields);
  return true;
}
