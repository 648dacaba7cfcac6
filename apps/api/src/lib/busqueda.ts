/** Patrón ILIKE "contiene" con los comodines del usuario escapados (buscar "50%" busca ese texto, no "50..."). */
export function patronContiene(texto: string): string {
  return `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function totalDePaginas(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** La respuesta de toda lista paginada (contract `listaPaginada`). */
export function paginaDe<T>(items: T[], total: number, pedida: { page: number; pageSize: number }) {
  return {
    ok: true as const,
    items,
    total,
    page: pedida.page,
    pageSize: pedida.pageSize,
    totalPages: totalDePaginas(total, pedida.pageSize),
  };
}
