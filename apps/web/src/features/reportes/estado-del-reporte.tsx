import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { mensajeDe } from '../../lib/api-error';

/**
 * Lo que muestra una parte del reporte mientras no tiene datos: cargando, o "No se pudo cargar el reporte"
 * con el porqué del servidor y un botón para intentarlo otra vez. Con datos, nada.
 */
export function EstadoDelReporte(props: { consulta: UseQueryResult<unknown>; cargando: string }) {
  const { consulta } = props;
  if (consulta.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={props.cargando} />
      </Center>
    );
  if (!consulta.isError) return null;
  return (
    <Alert color="red" title="No se pudo cargar el reporte" mb="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{mensajeDe(consulta.error, 'Revisa tu conexión e intenta nuevamente.')}</Text>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={consulta.isFetching}
          onClick={() => void consulta.refetch()}
        >
          Reintentar
        </Button>
      </Group>
    </Alert>
  );
}
