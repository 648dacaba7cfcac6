/** Patrón ILIKE "contiene" con los comodines del usuario escapados (buscar "50%" busca ese texto, no "50..."). */
export function patronContiene(texto: string): string {
  return `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
