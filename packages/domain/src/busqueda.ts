/**
 * Lo que se compara al buscar: minúsculas y sin tildes, así "Núñez" se encuentra escribiendo "nunez". La web filtra sus
 * listas con esta regla (apps/web/src/lib/texto.ts) y la base busca con su copia, `texto_de_busqueda`
 * (apps/api/sql/busqueda.sql); apps/api/src/db/reglas-escritas-dos-veces.test.ts comprueba que dan lo mismo con las
 * letras del español.
 */
export function textoDeBusqueda(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
