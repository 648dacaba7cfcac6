/**
 * Numeración de préstamos y recibos (docs/producto.md#prestamos): un prefijo y un formato con marcadores, con ejemplo
 * en vivo en los ajustes. El contador es uno por empresa y serie y nunca se reinicia, así los números no se repiten.
 */
export const SERIES = ['PRESTAMOS', 'RECIBO'] as const;
export type Serie = (typeof SERIES)[number];

export const FORMATO_POR_DEFECTO = '{PREFIJO}{AAAA}{MM}-{N:6}';
export const PREFIJO_POR_DEFECTO: Record<Serie, string> = { PRESTAMOS: 'PR-', RECIBO: 'RE-' };

const MARCADOR = /\{(PREFIJO|AAAA|MM|DD|N(?::(\d{1,2}))?)\}/g;

export function normalizarPrefijo(prefijo: string): string {
  return prefijo.trim().toUpperCase();
}

/** Mensaje de error del prefijo, o null (A-Z 0-9 - _ . , hasta 10 caracteres). */
export function errorDelPrefijo(prefijo: string): string | null {
  const p = normalizarPrefijo(prefijo);
  if (p.length > 10) return 'El prefijo no puede pasar de 10 caracteres.';
  if (!/^[A-Z0-9._-]*$/.test(p))
    return 'El prefijo solo admite letras A-Z, números, guion, guion bajo y punto.';
  return null;
}

/** Mensaje de error del formato, o null: marcadores conocidos, un contador {N} o {N:k} y texto fijo sencillo. */
export function errorDelFormato(formato: string): string | null {
  const f = formato.trim();
  if (!f) return 'Indica el formato.';
  if (f.length > 40) return 'El formato no puede pasar de 40 caracteres.';
  const contadores = [...f.matchAll(MARCADOR)].filter((m) => m[1]?.startsWith('N'));
  if (contadores.length !== 1) return 'El formato debe llevar un contador: {N} o {N:6}.';
  const ancho = Number(contadores[0]?.[2] ?? 1);
  if (ancho < 1 || ancho > 12) return 'El ancho del contador va de 1 a 12: {N:6}.';
  const fijo = f.replace(MARCADOR, '');
  if (/[{}]/.test(fijo)) return 'Marcador desconocido: usa {PREFIJO}, {AAAA}, {MM}, {DD} y {N:6}.';
  if (!/^[A-Za-z0-9._\-/ ]*$/.test(fijo))
    return 'El texto fijo del formato solo admite letras, números, guion, punto y barra.';
  return null;
}

/**
 * El número n de la serie, fechado en `fecha` (YYYY-MM-DD, día de negocio). La base tiene su copia, `formatear_numero`
 * (apps/api/sql/numeracion.sql), con la que numera préstamos y recibos al guardarlos;
 * apps/api/src/db/reglas-escritas-dos-veces.test.ts comprueba que dan lo mismo.
 */
export function formatearNumero(
  formato: string,
  datos: { prefijo: string; fecha: string; n: number },
): string {
  const [anio = '', mes = '', dia = ''] = datos.fecha.split('-');
  return formato.trim().replace(MARCADOR, (_todo, marcador: string, ancho?: string) => {
    switch (marcador) {
      case 'PREFIJO':
        return normalizarPrefijo(datos.prefijo);
      case 'AAAA':
        return anio;
      case 'MM':
        return mes;
      case 'DD':
        return dia;
      default:
        return String(datos.n).padStart(Number(ancho ?? 1), '0');
    }
  });
}
