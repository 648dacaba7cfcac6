import { Card, Group, Stack, Table, Text } from '@mantine/core';
import type { PagoDePlan } from '@prestamos/contract';
import { formatearFecha, formatearPesos } from '@prestamos/domain';

/** Pagos en tabla (escritorio): fecha, empresa (nombre e id), concepto, método, referencia y monto. */
export function TablaDePagos({ items }: { items: PagoDePlan[] }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Empresa</Table.Th>
            <Table.Th>Concepto</Table.Th>
            <Table.Th>Método</Table.Th>
            <Table.Th>Referencia</Table.Th>
            <Table.Th ta="right">Monto</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatearFecha(p.fecha)}</Table.Td>
              <Table.Td>
                {p.empresa_nombre}
                <Text size="xs" c="dimmed">
                  ID {p.id_empresa}
                </Text>
              </Table.Td>
              <Table.Td>{p.concepto}</Table.Td>
              <Table.Td>{p.metodo}</Table.Td>
              <Table.Td>{p.referencia || '—'}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatearPesos(p.monto)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Los mismos pagos como tarjetas, para el teléfono. */
export function TarjetasDePagos({ items }: { items: PagoDePlan[] }) {
  return (
    <Stack gap="sm">
      {items.map((p) => (
        <Card key={p.id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {p.empresa_nombre}
              </Text>
              <Text size="xs" c="dimmed">
                ID {p.id_empresa} · {formatearFecha(p.fecha)}
              </Text>
            </div>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatearPesos(p.monto)}
            </Text>
          </Group>
          <Text size="sm" mt={4}>
            {p.concepto} · {p.metodo}
            {p.referencia ? ` · ${p.referencia}` : ''}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
