import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { CierreDelDia } from '@prestamos/contract';
import { formatearFechaHora, formatearPesos } from '@prestamos/domain';

type Recibo = CierreDelDia['recibos'][number];

const hora = (r: Recibo) => formatearFechaHora(r.fecha).slice(-5);

/**
 * Los recibos del día: tabla en la pantalla ancha, renglones de dos líneas en el teléfono. Con `tarde` (cobros hechos
 * sin conexión que llegaron otro día), también cuándo llegaron.
 */
export function RecibosDelCuadre(props: {
  recibos: Recibo[];
  etiqueta: string;
  anulados?: boolean;
  tarde?: boolean;
  compacto: boolean;
}) {
  const tachado = props.anulados ? 'line-through' : undefined;
  if (props.compacto) {
    return (
      <Stack gap={0} component="ul" aria-label={props.etiqueta} m={0} p={0}>
        {props.recibos.map((r) => (
          <Group
            key={r.id_recibo}
            component="li"
            justify="space-between"
            wrap="nowrap"
            py={6}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', listStyle: 'none' }}
          >
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} tt="uppercase" style={{ overflowWrap: 'anywhere' }}>
                {r.cliente}
              </Text>
              <Text size="xs" c="dimmed">
                {hora(r)} · {r.no_recibo} · {r.metodo ?? 'EFECTIVO'}
              </Text>
              {props.tarde && (
                <Text size="xs" c="dimmed">
                  Llegó {formatearFechaHora(r.registrado_en)}
                </Text>
              )}
            </div>
            <Text fw={700} td={tachado} style={{ whiteSpace: 'nowrap' }}>
              {formatearPesos(r.total)}
            </Text>
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped verticalSpacing={4} aria-label={props.etiqueta}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{props.tarde ? 'Cobrado' : 'Hora'}</Table.Th>
          {props.tarde && <Table.Th>Llegó</Table.Th>}
          <Table.Th>Recibo</Table.Th>
          <Table.Th>Cliente</Table.Th>
          <Table.Th>Préstamo</Table.Th>
          <Table.Th>Método</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.recibos.map((r) => (
          <Table.Tr key={r.id_recibo}>
            <Table.Td>{hora(r)}</Table.Td>
            {props.tarde && (
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatearFechaHora(r.registrado_en)}</Table.Td>
            )}
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {r.no_recibo}
              {r.concepto !== 'PAGO' && (
                <Badge size="xs" variant="outline" ml={4}>
                  {r.concepto}
                </Badge>
              )}
            </Table.Td>
            <Table.Td tt="uppercase">{r.cliente}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.codigo_prestamo}</Table.Td>
            <Table.Td>{r.metodo ?? 'EFECTIVO'}</Table.Td>
            <Table.Td ta="right" fw={600} td={tachado} style={{ whiteSpace: 'nowrap' }}>
              {formatearPesos(r.total)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
