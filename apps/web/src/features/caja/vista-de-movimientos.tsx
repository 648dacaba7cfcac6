import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { type MovimientoDeCaja, ORIGENES_DE_MOVIMIENTO as ORIGENES } from '@prestamos/contract';
import { formatearFechaHora, formatearPesos } from '@prestamos/domain';
import { IconX } from '@tabler/icons-react';

interface Props {
  items: MovimientoDeCaja[];
  /** null si el usuario no puede cancelar (le falta caja.movimientos.crear). */
  alCancelar: ((m: MovimientoDeCaja) => void) | null;
}

const cancelado = (m: MovimientoDeCaja) => m.estado === 'CANCELADO';

function InsigniaTipo({ tipo }: { tipo: MovimientoDeCaja['tipo'] }) {
  return (
    <Badge variant="outline" color={tipo === 'INGRESO' ? 'teal.9' : 'red.9'}>
      {tipo}
    </Badge>
  );
}

function InsigniaEstadoMovimiento({ m }: { m: MovimientoDeCaja }) {
  return <Badge color={cancelado(m) ? 'gray.7' : 'blue.9'}>{m.estado}</Badge>;
}

function Monto({ m, fw = 600 }: { m: MovimientoDeCaja; fw?: number }) {
  return (
    <Text
      span
      fw={fw}
      inherit
      c={cancelado(m) ? 'dimmed' : m.tipo === 'INGRESO' ? 'teal.9' : 'red.9'}
      td={cancelado(m) ? 'line-through' : undefined}
    >
      {formatearPesos(m.monto)}
    </Text>
  );
}

/** Motivo, quién y cuándo de un movimiento cancelado. */
function Cancelacion({ m }: { m: MovimientoDeCaja }) {
  if (!cancelado(m)) return null;
  return (
    <Text size="xs" c="dimmed" mt={4} style={{ whiteSpace: 'normal' }}>
      Motivo: {m.cancel_reason ?? '—'}
      {m.cancelado_en &&
        ` · ${[m.cancelado_por, formatearFechaHora(m.cancelado_en)].filter(Boolean).join(', ')}`}
    </Text>
  );
}

function BotonCancelar({ m, alCancelar }: { m: MovimientoDeCaja; alCancelar: Props['alCancelar'] }) {
  if (!alCancelar || !m.cancelable) return null;
  return (
    <Button
      variant="subtle"
      color="red"
      // El rojo de serie no llega al contraste AA sobre blanco; el texto va un tono más oscuro.
      c="red.9"
      size="compact-sm"
      leftSection={<IconX size={16} aria-hidden />}
      onClick={() => alCancelar(m)}
    >
      Cancelar
    </Button>
  );
}

/**
 * Movimientos en tabla (escritorio): quién y cuándo, tipo, monto, descripción, origen, estado y acción. La columna
 * Acciones sale solo si algún movimiento de la página se puede cancelar: los cobros y desembolsos no (se anula el pago
 * o se cancela el préstamo), y una página solo de ellos mostraba la columna siempre vacía.
 */
export function TablaDeMovimientos({ items, alCancelar }: Props) {
  const conAcciones = alCancelar !== null && items.some((m) => m.cancelable);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha y usuario</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th ta="right">Monto</Table.Th>
            <Table.Th>Descripción</Table.Th>
            <Table.Th>Origen</Table.Th>
            <Table.Th>Estado</Table.Th>
            {conAcciones && <Table.Th ta="right">Acciones</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((m) => (
            <Table.Tr key={m.id_movimiento} data-estado={m.estado}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatearFechaHora(m.fecha)}
                <Text size="xs" c="dimmed">
                  {m.usuario ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <InsigniaTipo tipo={m.tipo} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Monto m={m} />
              </Table.Td>
              <Table.Td maw={320} c={cancelado(m) ? 'dimmed' : undefined}>
                {m.descripcion ?? '—'}
              </Table.Td>
              <Table.Td>{ORIGENES[m.origen] ?? m.origen}</Table.Td>
              <Table.Td maw={260}>
                <InsigniaEstadoMovimiento m={m} />
                <Cancelacion m={m} />
              </Table.Td>
              {conAcciones && (
                <Table.Td ta="right">
                  <BotonCancelar m={m} alCancelar={alCancelar} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Los mismos movimientos como tarjetas, para el teléfono. */
export function TarjetasDeMovimientos({ items, alCancelar }: Props) {
  return (
    <Stack gap="sm">
      {items.map((m) => (
        <Card key={m.id_movimiento} withBorder padding="sm" data-estado={m.estado}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="nowrap">
              <InsigniaTipo tipo={m.tipo} />
              <InsigniaEstadoMovimiento m={m} />
            </Group>
            <Text fz="lg" span>
              <Monto m={m} fw={700} />
            </Text>
          </Group>
          <Text mt={6} c={cancelado(m) ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {m.descripcion ?? 'Sin descripción'}
          </Text>
          <Text size="sm" c="dimmed">
            {formatearFechaHora(m.fecha)} · {m.usuario ?? '—'} · {ORIGENES[m.origen] ?? m.origen}
          </Text>
          <Cancelacion m={m} />
          {alCancelar && m.cancelable && (
            <Group justify="flex-end" mt={4}>
              <BotonCancelar m={m} alCancelar={alCancelar} />
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
