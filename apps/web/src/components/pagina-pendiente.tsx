import { Paper, Text } from '@mantine/core';
import { EncabezadoDePagina } from './encabezado-de-pagina';

/** Pantalla cuya función llega en una entrega posterior: la ruta, su permiso y su título ya existen. */
export function PaginaPendiente({ titulo }: { titulo: string }) {
  return (
    <>
      <EncabezadoDePagina titulo={titulo} />
      <Paper withBorder p="lg">
        <Text c="dimmed">Esta sección estará disponible en una próxima versión.</Text>
      </Paper>
    </>
  );
}
