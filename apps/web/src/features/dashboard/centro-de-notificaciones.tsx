import { Badge, Button, Group, Text } from '@mantine/core';
import { Seccion } from '../../components/seccion';

/**
 * El lugar del centro de notificaciones (spec 000 §2): su estado de conexión, "Limpiar todo" y la lista. Las
 * notificaciones en vivo llegan con el issue de eventos; hasta entonces el centro dice que se está conectando y que no
 * hay nada, que es la verdad, en vez de no estar.
 */
export function CentroDeNotificaciones() {
  return (
    <Seccion titulo="Notificaciones">
      <Group justify="space-between" mb="xs">
        <Badge color="gray.7" variant="outline" aria-label="Estado: conectando">
          Conectando…
        </Badge>
        <Button size="compact-sm" variant="subtle" disabled>
          Limpiar todo
        </Button>
      </Group>
      <Text c="dimmed" ta="center" py="md" size="sm">
        Sin notificaciones.
      </Text>
    </Seccion>
  );
}
