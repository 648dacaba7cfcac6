/** Minúsculas y sin tildes: "Núñez" se encuentra escribiendo "nunez". */
export function normalizar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** ¿Alguno de los textos contiene lo buscado? Búsqueda vacía: todos coinciden. */
export function coincide(textos: readonly (string | null | undefined)[], busqueda: string): boolean {
  const q = normalizar(busqueda);
  return !q || textos.some((t) => t && normalizar(t).includes(q));
}
