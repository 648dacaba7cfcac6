import { Pagination } from '@mantine/core';

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
