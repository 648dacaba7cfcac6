import { ActionIcon, Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { formatearFechaHora } from '@prestamos/domain';
import { IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { quitarUnaNotificacion } from './almacen-en-vivo';
import { describirNotificacion } from './descripcion';
import type { Notificacion } from './historial';

/**
 * Las notificaciones, la más nueva primero: su línea en español (enlazada a lo que cuenta), cuándo llegó y el botón
 * para quitarla. La usan la tarjeta del tablero y el panel de la campana.
 */
export function ListaDeNotificaciones(props: {
  notificaciones: Notificacion[];
  /** Al seguir un enlace (el panel de la campana se cierra). */
  alNavegar?: () => void;
}) {
  if (props.notificaciones.length === 0)
    return (
      <Text c="dimmed" ta="center" py="md" size="sm">
        Sin notificaciones.
      </Text>
    );
  return (
    <Stack
      component="ul"
      gap={0}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Notificaciones recientes"
    >
      {props.notificaciones.map((n) => {
        const { texto, ruta, color } = describirNotificacion(n);
        return (
          <Group
            component="li"
            key={n.id}
            wrap="nowrap"
            align="flex-start"
            gap="xs"
            py={6}
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Box
              mt={6}
              w={8}
              h={8}
              bg={`${color}.6`}
              style={{ borderRadius: '50%', flexShrink: 0 }}
              aria-hidden
            />
            <Box style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {ruta ? (
                  <Anchor component={Link} to={ruta} c="dark" underline="hover" onClick={props.alNavegar}>
                    {texto}
                  </Anchor>
                ) : (
                  texto
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {formatearFechaHora(new Date(n.ts))}
              </Text>
            </Box>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              onClick={() => quitarUnaNotificacion(n.id)}
              aria-label={`Quitar: ${texto}`}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
