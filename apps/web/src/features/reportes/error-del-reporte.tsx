import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { mensajeDe } from '../../lib/api-error';

/** "No se pudo cargar el reporte" (spec 001 §8) con el porqué del servidor y un botón para intentarlo otra vez. */
export function ErrorDelReporte(props: { error: unknown; alReintentar: () => void; reintentando: boolean }) {
  return (
    <Alert color="red" title="No se pudo cargar el reporte" mb="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{mensajeDe(props.error, 'Revisa tu conexión e intenta nuevamente.')}</Text>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={props.reintentando}
          onClick={props.alReintentar}
        >
          Reintentar
        </Button>
      </Group>
    </Alert>
  );
}
