import { Group, Pagination, Select, Text } from '@mantine/core';
import type { ListaPaginada } from '../lib/lista-paginada';
import { textoDeConteo } from './texto-de-conteo';

const ETIQUETAS = {
  previous: 'Página anterior',
  next: 'Página siguiente',
  first: 'Primera página',
  last: 'Última página',
};

/** Paginación con nombres accesibles en español para sus flechas. */
export function Paginacion(props: { total: number; pagina: number; alCambiar: (pagina: number) => void }) {
  return (
    <Pagination
      total={props.total}
      value={props.pagina}
      onChange={props.alCambiar}
      size="sm"
      getControlProps={(control) => ({ 'aria-label': ETIQUETAS[control] })}
      getItemProps={(pagina) => ({ 'aria-label': `Página ${pagina}` })}
    />
  );
}

/**
 * Sin total exacto no hay última página que mostrar: anterior, la actual y siguiente (mientras la API dé cursor de la
 * siguiente).
 */
function PaginacionSinFin(props: {
  pagina: number;
  haySiguiente: boolean;
  alCambiar: (pagina: number) => void;
}) {
  const { pagina } = props;
  return (
    <Pagination.Root
      total={props.haySiguiente ? pagina + 1 : pagina}
      value={pagina}
      onChange={props.alCambiar}
      size="sm"
    >
      <Group gap={8}>
        <Pagination.Previous aria-label={ETIQUETAS.previous} />
        <Pagination.Control active aria-current="page" aria-label={`Página ${pagina}`}>
          {pagina}
        </Pagination.Control>
        <Pagination.Next aria-label={ETIQUETAS.next} />
      </Group>
    </Pagination.Root>
  );
}

/** Tamaños de página de las listas. */
const TAMANOS = ['10', '20', '50'];

/**
 * Pie de una lista paginada: cuántos hay, el tamaño de página (cambiarlo vuelve a la primera) y las páginas.
 * `nombres` es el singular y el plural de lo que se lista ("cuota", "cuotas").
 */
export function PieDeLista(props: {
  lista: Pick<ListaPaginada<unknown>, 'total' | 'total_aproximado' | 'totalPages' | 'siguiente'>;
  nombres: [string, string];
  pagina: number;
  tamano: number;
  /** Con el cursor de la página que se ve, para las listas que paginan por cursor (`usePaginasPorCursor`). */
  alCambiarPagina: (pagina: number, siguiente: string | null) => void;
  alCambiarTamano: (tamano: number) => void;
  /** La lista aún muestra otra página mientras carga (`isPlaceholderData`): su cursor no es el de esta. */
  provisional?: boolean;
}) {
  const { lista, nombres } = props;
  const plural = nombres[1];
  const irA = (pagina: number) => props.alCambiarPagina(pagina, props.provisional ? null : lista.siguiente);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {textoDeConteo(lista, nombres)} · por página
        </Text>
        <Select
          aria-label={`${plural[0]?.toUpperCase()}${plural.slice(1)} por página`}
          data={TAMANOS}
          value={String(props.tamano)}
          onChange={(v) => {
            props.alCambiarTamano(Number(v ?? 10));
            props.alCambiarPagina(1, null);
          }}
          allowDeselect={false}
          w={80}
          size="xs"
        />
      </Group>
      {lista.total_aproximado ? (
        <PaginacionSinFin pagina={props.pagina} haySiguiente={lista.siguiente !== null} alCambiar={irA} />
      ) : (
        <Paginacion total={lista.totalPages} pagina={props.pagina} alCambiar={irA} />
      )}
    </Group>
  );
}
