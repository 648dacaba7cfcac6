import { Group, Text } from '@mantine/core';

/** Logotipo del producto (el mismo dibujo que el ícono de la pestaña). */
export function Marca({ tamano = 32, conNombre = true }: { tamano?: number; conNombre?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" width={tamano} height={tamano} alt={conNombre ? '' : 'Préstamos'} />
      {conNombre && (
        <Text fw={800} size="lg" c="marca.8">
          Préstamos
        </Text>
      )}
    </Group>
  );
}
