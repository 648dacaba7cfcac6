import { Badge, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Conversacion } from '@prestamos/contract';
import { formatearFechaHora } from '@prestamos/domain';
import { primerMensaje, tituloDeConversacion } from './etiquetas';

/**
 * Las conversaciones, la de actividad más reciente primero: asunto, primer mensaje, cuántos mensajes sin leer y, para
 * quien administra, quién la empezó (y de qué empresa, en la mesa de soporte).
 */
export function ListaDeConversaciones(props: {
  conversaciones: Conversacion[];
  seleccionada: number | null;
  alElegir: (id: number) => void;
  conAutor: boolean;
  conEmpresa: boolean;
}) {
  if (props.conversaciones.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl" size="sm">
        Aún no hay conversaciones.
      </Text>
    );
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Conversaciones">
      {props.conversaciones.map((c) => {
        const activa = c.id_conversacion === props.seleccionada;
        const titulo = tituloDeConversacion(c);
        return (
          <Box
            component="li"
            key={c.id_conversacion}
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            <UnstyledButton
              w="100%"
              p="sm"
              onClick={() => props.alElegir(c.id_conversacion)}
              aria-current={activa ? 'true' : undefined}
              bg={activa ? 'marca.0' : undefined}
              style={{ display: 'block' }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Text fw={700} size="sm" truncate="end">
                  {titulo}
                </Text>
                {c.no_leidos > 0 && (
                  <Badge
                    size="sm"
                    color="red.8"
                    circle={c.no_leidos < 10}
                    aria-label={`${c.no_leidos > 99 ? 'Más de 99' : c.no_leidos} sin leer`}
                  >
                    {/* El servidor cuenta hasta 100: desde ahí, "99+". */}
                    {c.no_leidos > 99 ? '99+' : c.no_leidos}
                  </Badge>
                )}
              </Group>
              {(props.conAutor || props.conEmpresa) && (
                <Text size="xs" c="dimmed" truncate="end">
                  {[props.conAutor ? c.autor_nombre : null, props.conEmpresa ? c.empresa : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              )}
              <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {primerMensaje(c)}
              </Text>
              <Text size="xs" c="dimmed" mt={2}>
                {formatearFechaHora(c.ultimo_mensaje)}
              </Text>
            </UnstyledButton>
          </Box>
        );
      })}
    </Stack>
  );
}
