/** Error de negocio o de acceso con su estado HTTP; el manejador central lo convierte en `{ ok: false, message }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const noAutorizado = () => new AppError(403, 'No autorizado', 'NO_AUTORIZADO');
export const noEncontrado = (que: string, femenino = false) =>
  new AppError(404, `${que} no encontrad${femenino ? 'a' : 'o'}`, 'NO_ENCONTRADO');
export const conflicto = (mensaje: string, code?: string) => new AppError(409, mensaje, code);
export const invalido = (campo: string, mensaje: string) =>
  new AppError(400, mensaje, 'VALIDACION', { [campo]: mensaje });

/** ¿Es una violación de unicidad de PostgreSQL? Drizzle envuelve el error del driver en `cause`. */
export function esViolacionDeUnicidad(error: unknown, restriccion?: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as never
  ) {
    if (e.code === '23505') return restriccion === undefined || e.constraint === restriccion;
  }
  return false;
}

/** El código de PostgreSQL de un error (`40P01`, `55P03`...), también envuelto por Drizzle en `cause`. */
export function codigoDeError(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}
