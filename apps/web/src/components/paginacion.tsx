import { Group, Pagination, Select, Text } from '@mantine/core';

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

/** Tamaños de página de las listas (spec 001 §9). */
const TAMANOS = ['10', '20', '50'];

/**
 * Pie de una lista paginada: cuántos hay, el tamaño de página (cambiarlo vuelve a la primera) y las páginas.
 * `nombres` es el singular y el plural de lo que se lista ("cuota", "cuotas").
 */
export function PieDeLista(props: {
  total: number;
  totalPaginas: number;
  nombres: [string, string];
  pagina: number;
  tamano: number;
  alCambiarPagina: (pagina: number) => void;
  alCambiarTamano: (tamano: number) => void;
}) {
  const [singular, plural] = props.nombres;
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {props.total} {props.total === 1 ? singular : plural} · por página
        </Text>
        <Select
          aria-label={`${plural[0]?.toUpperCase()}${plural.slice(1)} por página`}
          data={TAMANOS}
          value={String(props.tamano)}
          onChange={(v) => {
            props.alCambiarTamano(Number(v ?? 10));
            props.alCambiarPagina(1);
          }}
          allowDeselect={false}
          w={80}
          size="xs"
        />
      </Group>
      <Paginacion total={props.totalPaginas} pagina={props.pagina} alCambiar={props.alCambiarPagina} />
    </Group>
  );
}
