import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { formatearPesos } from '@prestamos/domain';
import { IconCash } from '@tabler/icons-react';
import { EnlaceOTexto } from '../../components/enlace-o-texto';

/**
 * Una fila de las listas del tablero: el cliente y su préstamo (cada uno lleva a su ficha), cuánto atraso o cuánto
 * falta, el monto y "Recibir pago". En el teléfono cabe igual: el monto y el botón van a la derecha, el texto se parte.
 */
export function FilaACobrar(props: {
  cliente: string;
  enlaceCliente: string | null;
  prestamo: string;
  enlacePrestamo: string | null;
  detalle: string;
  insignia: { texto: string; color: string };
  monto: number;
  /** Lo que el monto no incluye, debajo de él ("+ RD$ 52.50 de mora"). */
  notaDelMonto?: string | undefined;
  /** null si el usuario no puede cobrar (le falta pagos.registrar). */
  alRecibir: (() => void) | null;
  abriendo: boolean;
}) {
  return (
    <Box component="li" py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} tt="uppercase" size="sm">
            <EnlaceOTexto a={props.enlaceCliente} c="dark" underline="hover">
              {props.cliente}
            </EnlaceOTexto>
          </Text>
          {/* El código del préstamo va dentro de una línea de texto: subrayado, para no distinguirlo solo por el color. */}
          <Text size="xs" c="dimmed">
            <EnlaceOTexto a={props.enlacePrestamo} underline="always">
              {props.prestamo}
            </EnlaceOTexto>{' '}
            · {props.detalle}
          </Text>
          <Badge size="sm" color={props.insignia.color}>
            {props.insignia.texto}
          </Badge>
        </Stack>
        <Stack gap={6} align="flex-end">
          <div style={{ textAlign: 'right' }}>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatearPesos(props.monto)}
            </Text>
            {props.notaDelMonto && (
              <Text size="xs" c="red.9" style={{ whiteSpace: 'nowrap' }}>
                {props.notaDelMonto}
              </Text>
            )}
          </div>
          {props.alRecibir && (
            <Button
              size="compact-sm"
              leftSection={<IconCash size={16} aria-hidden />}
              loading={props.abriendo}
              onClick={props.alRecibir}
              aria-label={`Recibir pago de ${props.cliente}`}
            >
              Recibir pago
            </Button>
          )}
        </Stack>
      </Group>
    </Box>
  );
}
