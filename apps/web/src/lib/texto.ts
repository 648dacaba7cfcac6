import { textoDeBusqueda } from '@prestamos/domain';

/** Minúsculas y sin tildes (la regla de la búsqueda: `textoDeBusqueda`), sin espacios en los extremos. */
export function normalizar(texto: string): string {
  return textoDeBusqueda(texto).trim();
}

/** ¿Alguno de los textos contiene lo buscado? Búsqueda vacía: todos coinciden. */
export function coincide(textos: readonly (string | null | undefined)[], busqueda: string): boolean {
  const q = normalizar(busqueda);
  return !q || textos.some((t) => t && normalizar(t).includes(q));
}
