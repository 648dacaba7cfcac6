import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Una fila de las listas dobles: el lugar en la ruta (si lo tiene), el nombre, un detalle y sus botones. Es un <li>
 * para que el lector de pantalla diga cuántos hay y en cuál se está.
 */
export function FilaDeLista(props: {
  orden?: number;
  nombre: string;
  detalle: string;
  aviso?: ReactNode;
  acciones?: ReactNode;
}) {
  return (
    <Box
      component="li"
      py={6}
      px="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', listStyle: 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {props.orden !== undefined && (
            <Text fw={700} c="marca.8" w={28} ta="right" style={{ flexShrink: 0 }}>
              {props.orden}.
            </Text>
          )}
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" tt="uppercase" style={{ overflowWrap: 'anywhere' }}>
              {props.nombre}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {props.detalle}
            </Text>
            {props.aviso}
          </div>
        </Group>
        {props.acciones && (
          <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
            {props.acciones}
          </Group>
        )}
      </Group>
    </Box>
  );
}

/** La lista que contiene las filas, sin viñetas ni sangría. */
export function ListaDeFilas({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={etiqueta} m={0} p={0}>
      {children}
    </Box>
  );
}
