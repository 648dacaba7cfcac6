import { Group, Stack, Table, Text } from '@mantine/core';
import { type CierreDelDia, ORIGENES_DE_MOVIMIENTO } from '@prestamos/contract';
import { formatearFechaHora, formatearPesos } from '@prestamos/domain';

type Egreso = CierreDelDia['egresos']['movimientos'][number];

const hora = (m: Egreso) => formatearFechaHora(m.fecha).slice(-5);
const origen = (m: Egreso) => ORIGENES_DE_MOVIMIENTO[m.origen] ?? m.origen;

/** El dinero que el cobrador sacó de la caja ese día (gastos, retiros, desembolsos): tabla o renglones en el teléfono. */
export function EgresosDelCuadre({ movimientos, compacto }: { movimientos: Egreso[]; compacto: boolean }) {
  if (compacto) {
    return (
      <Stack gap={0} component="ul" aria-label="Egresos del día" m={0} p={0}>
        {movimientos.map((m) => (
          <Group
            key={m.id_movimiento}
            component="li"
            justify="space-between"
            wrap="nowrap"
            py={6}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', listStyle: 'none' }}
          >
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {m.descripcion || origen(m)}
              </Text>
              <Text size="xs" c="dimmed">
                {hora(m)} · {origen(m)}
              </Text>
            </div>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              −{formatearPesos(m.monto)}
            </Text>
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped verticalSpacing={4} aria-label="Egresos del día">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Hora</Table.Th>
          <Table.Th>Origen</Table.Th>
          <Table.Th>Descripción</Table.Th>
          <Table.Th ta="right">Monto</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {movimientos.map((m) => (
          <Table.Tr key={m.id_movimiento}>
            <Table.Td>{hora(m)}</Table.Td>
            <Table.Td>{origen(m)}</Table.Td>
            <Table.Td>{m.descripcion}</Table.Td>
            <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatearPesos(m.monto)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
