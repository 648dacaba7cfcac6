import { useState } from 'react';

interface Estado {
  /** Los filtros y el tamaño de página con que se juntaron los cursores: si cambian, ya no sirven. */
  clave: string;
  pagina: number;
  /** Página n → el cursor que la trajo. La 1 no tiene: se pide sin cursor. */
  cursores: Record<number, string>;
}

const inicio = (clave: string): Estado => ({ clave, pagina: 1, cursores: {} });

/**
 * Ir a la página `pagina`. La siguiente se pide con el `siguiente` de la página actual y una ya visitada con el cursor
 * que la trajo: por clave cuesta lo mismo la página 2 que la 1 000. Un salto a una página nunca vista va por número.
 */
function moverA(estado: Estado, pagina: number, siguiente: string | null): Estado {
  const cursores =
    pagina === estado.pagina + 1 && siguiente ? { ...estado.cursores, [pagina]: siguiente } : estado.cursores;
  return { ...estado, pagina, cursores };
}

export interface PaginasPorCursor {
  pagina: number;
  /** El cursor de la página actual, para la consulta (y su clave de caché); undefined: se pide por número. */
  cursor: string | undefined;
  /**
   * `siguiente` es el de la página que se ve ahora; null si no se sabe (la lista aún muestra la página anterior
   * mientras carga): entonces la página se pide por número, más lenta pero nunca equivocada.
   */
  irA: (pagina: number, siguiente: string | null) => void;
}

/**
 * La página de una lista que pagina por cursor (contract `listaPaginada`), con los cursores de las páginas visitadas.
 * `filtros` son los de la consulta más el tamaño de página: si cambian, se vuelve a la primera y se olvidan los cursores.
 */
export function usePaginasPorCursor(filtros: unknown): PaginasPorCursor {
  const clave = JSON.stringify(filtros);
  const [guardado, setEstado] = useState(() => inicio(clave));
  // Se reinicia en el mismo render que trae los filtros nuevos: ninguna consulta sale con un cursor de otro filtro.
  const estado = guardado.clave === clave ? guardado : inicio(clave);
  if (estado !== guardado) setEstado(estado);
  return {
    pagina: estado.pagina,
    cursor: estado.cursores[estado.pagina],
    irA: (pagina, siguiente) => setEstado((e) => moverA(e, pagina, siguiente)),
  };
}

/** Tamaño de página con que abre una lista (10, 20 o 50). */
const TAMANO_INICIAL = 10;

export interface PaginacionDeLista extends PaginasPorCursor {
  tamano: number;
  cambiarTamano: (tamano: number) => void;
}

/**
 * Las páginas por cursor de una lista con su tamaño de página: lo que piden las listas de clientes, préstamos y
 * cuotas. Cambiar los filtros o el tamaño vuelve a la primera página.
 */
export function usePaginacionDeLista(filtros: object): PaginacionDeLista {
  const [tamano, cambiarTamano] = useState(TAMANO_INICIAL);
  const paginas = usePaginasPorCursor({ ...filtros, pageSize: tamano });
  return { ...paginas, tamano, cambiarTamano };
}
