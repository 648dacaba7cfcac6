/** Error de una llamada a la API: estado HTTP, mensaje para mostrar, código y errores por campo. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** El mensaje de un error cualquiera para mostrarlo: el del servidor si lo hay, si no el de la pantalla. */
export function mensajeDe(error: unknown, porDefecto: string): string {
  return error instanceof ApiError && error.message ? error.message : porDefecto;
}
