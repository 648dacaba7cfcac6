import { Anchor, Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { formatearPesos } from '@prestamos/domain';
import { IconCash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Un enlace si hay a dónde ir; si no, el mismo texto sin enlace. */
function EnlaceOTexto(props: { enlace: string | null; children: ReactNode; fuerte?: boolean }) {
  const estilo = props.fuerte ? { fw: 700, tt: 'uppercase' as const, size: 'sm' } : { size: 'xs' };
  return props.enlace ? (
    // El código del préstamo va dentro de una línea de texto: subrayado, para no distinguirlo solo por el color.
    <Anchor
      component={Link}
      to={props.enlace}
      c={props.fuerte ? 'dark' : undefined}
      underline={props.fuerte ? 'hover' : 'always'}
      {...estilo}
    >
      {props.children}
    </Anchor>
  ) : (
    <Text span {...estilo}>
      {props.children}
    </Text>
  );
}

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
  /** null si el usuario no puede cobrar (le falta pagos.registrar). */
  alRecibir: (() => void) | null;
  abriendo: boolean;
}) {
  return (
    <Box component="li" py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <EnlaceOTexto enlace={props.enlaceCliente} fuerte>
            {props.cliente}
          </EnlaceOTexto>
          <Text size="xs" c="dimmed">
            <EnlaceOTexto enlace={props.enlacePrestamo}>{props.prestamo}</EnlaceOTexto> · {props.detalle}
          </Text>
          <Badge size="sm" color={props.insignia.color}>
            {props.insignia.texto}
          </Badge>
        </Stack>
        <Stack gap={6} align="flex-end">
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatearPesos(props.monto)}
          </Text>
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
