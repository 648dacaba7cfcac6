/** Error de negocio o de acceso con su estado HTTP; el manejador central lo convierte en `{ ok: false, message }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    /** En cuántos segundos se puede intentar de nuevo: va en la cabecera `Retry-After` (todo 429 la lleva). */
    readonly reintentarEn?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const noAutorizado = () => new AppError(403, 'No autorizado', 'NO_AUTORIZADO');
export const noEncontrado = (que: string, femenino = false) =>
  new AppError(404, `${que} no encontrad${femenino ? 'a' : 'o'}`, 'NO_ENCONTRADO');
/** "5 segundos", "1 minuto", "15 minutos": lo que falta para reintentar, en el mensaje de un 429. */
export function esperaEnTexto(segundos: number): string {
  if (segundos < 60) return `${segundos} ${segundos === 1 ? 'segundo' : 'segundos'}`;
  const minutos = Math.ceil(segundos / 60);
  return `${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}`;
}

/** 429 con su `Retry-After`: «{motivo} Espera N minutos e inténtalo de nuevo.» (al menos un segundo). */
export function demasiadas(motivo: string, code: string, milisegundos: number): AppError {
  const segundos = Math.max(1, Math.ceil(milisegundos / 1000));
  return new AppError(
    429,
    `${motivo} Espera ${esperaEnTexto(segundos)} e inténtalo de nuevo.`,
    code,
    undefined,
    segundos,
  );
}

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
