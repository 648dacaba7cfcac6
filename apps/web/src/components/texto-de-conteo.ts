import { TOPE_DE_CONTEO } from '@prestamos/contract';

// Enteros con el separador de miles del resto de la pantalla (es-DO, como los montos: 10,000).
const formato = new Intl.NumberFormat('es-DO', { maximumFractionDigits: 0 });

/**
 * Cuántos hay en una lista: "1 cliente", "1,234 clientes". Pasado el tope la API deja de contar (el total es el tope
 * + 1, no el real): "más de 10,000 clientes".
 */
export function textoDeConteo(
  lista: { total: number; total_aproximado: boolean },
  [singular, plural]: readonly [string, string],
): string {
  if (lista.total_aproximado) return `más de ${formato.format(TOPE_DE_CONTEO)} ${plural}`;
  return `${formato.format(lista.total)} ${lista.total === 1 ? singular : plural}`;
}

/** Una cantidad exacta con su nombre: "1 préstamo", "1,234 préstamos". */
export const textoDeCantidad = (n: number, nombres: readonly [string, string]) =>
  textoDeConteo({ total: n, total_aproximado: false }, nombres);
