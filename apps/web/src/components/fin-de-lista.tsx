import { Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import type { PaginacionDeLista } from '../lib/use-paginas-por-cursor';
import { PieDeLista } from './paginacion';

type Lista = ComponentProps<typeof PieDeLista>['lista'] & { items: readonly unknown[] };

/**
 * El final de una lista paginada por cursor: el aviso si no hay nada que mostrar y el pie (cuántos hay, el tamaño de
 * página y las páginas). Nada mientras la primera página no llega.
 */
export function FinDeLista(props: {
  /** La consulta de la lista (`useQuery`): sus datos y si aún muestra la página anterior mientras carga. */
  consulta: { data?: Lista | undefined; isPlaceholderData: boolean };
  paginacion: Pick<PaginacionDeLista, 'pagina' | 'irA' | 'tamano' | 'cambiarTamano'>;
  /** Singular y plural de lo que se lista ("cliente", "clientes"). */
  nombres: [string, string];
  /** El aviso de la lista vacía. */
  vacia: string;
}) {
  const { consulta, paginacion } = props;
  if (!consulta.data) return null;
  return (
    <>
      {consulta.data.items.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {props.vacia}
        </Text>
      )}
      <PieDeLista
        lista={consulta.data}
        nombres={props.nombres}
        pagina={paginacion.pagina}
        tamano={paginacion.tamano}
        alCambiarPagina={paginacion.irA}
        alCambiarTamano={paginacion.cambiarTamano}
        provisional={consulta.isPlaceholderData}
      />
    </>
  );
}
