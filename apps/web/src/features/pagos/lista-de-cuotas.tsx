import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { CuotaListada } from '@prestamos/contract';
import { formatearFecha, formatearImporte, formatearPesos } from '@prestamos/domain';
import { Link } from 'react-router';
import { AccionesDeCuota } from '../../entities/pago/acciones-de-cuota';
import { InsigniaCuota } from '../../entities/prestamo/insignias';

/** Las cuotas en el teléfono: una tarjeta por cuota, con sus acciones con texto. */
export function TarjetasDeCuotas({ cuotas }: { cuotas: CuotaListada[] }) {
  return (
    <Stack gap="sm">
      {cuotas.map((c) => (
        <TarjetaDeCuota key={c.id_pago} c={c} />
      ))}
    </Stack>
  );
}

function TarjetaDeCuota({ c }: { c: CuotaListada }) {
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap">
        <Anchor component={Link} to={`/app/clientes/${c.id_cliente}`} fw={700} c="dark" tt="uppercase">
          {c.cliente}
        </Anchor>
        <InsigniaCuota estado={c.estado_cuota} />
      </Group>
      <Text size="sm">
        <Anchor component={Link} to={`/app/prestamos/${c.id_prestamo}`} size="sm">
          {c.codigo_prestamo}
        </Anchor>{' '}
        · cuota {c.no_cuota} · vence {formatearFecha(c.fecha_debe_pagar)}
      </Text>
      <Group justify="space-between" mt={4} wrap="nowrap">
        <Text size="sm">
          Debe <b>{formatearPesos(c.adeudado)}</b>
          {c.mora > 0 && ` (mora ${formatearPesos(c.mora)})`}
        </Text>
      </Group>
      <Group justify="flex-end" mt={6}>
        <AccionesDeCuota cuota={c} />
      </Group>
    </Card>
  );
}

/** Las cuotas en la pantalla ancha: cliente y préstamo, vencimiento, montos y las acciones en íconos. */
export function TablaDeCuotas({ cuotas }: { cuotas: CuotaListada[] }) {
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover verticalSpacing="xs" style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cliente y préstamo</Table.Th>
            <Table.Th>Cuota</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th ta="right">Monto (RD$)</Table.Th>
            <Table.Th ta="right">Abonado</Table.Th>
            <Table.Th ta="right">Mora</Table.Th>
            <Table.Th ta="right">Adeudado</Table.Th>
            <Table.Th ta="right">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cuotas.map((c) => (
            <Table.Tr key={c.id_pago}>
              <Table.Td style={{ whiteSpace: 'normal' }}>
                <Anchor
                  component={Link}
                  to={`/app/clientes/${c.id_cliente}`}
                  c="dark"
                  tt="uppercase"
                  fw={600}
                >
                  {c.cliente}
                </Anchor>
                <br />
                <Anchor component={Link} to={`/app/prestamos/${c.id_prestamo}`} size="sm">
                  {c.codigo_prestamo}
                </Anchor>
              </Table.Td>
              <Table.Td>
                No. {c.no_cuota}
                <Text size="sm" c="dimmed">
                  vence {formatearFecha(c.fecha_debe_pagar)}
                </Text>
              </Table.Td>
              <Table.Td>
                <InsigniaCuota estado={c.estado_cuota} />
              </Table.Td>
              <Table.Td ta="right">{formatearImporte(c.monto_cuota)}</Table.Td>
              <Table.Td ta="right">{formatearImporte(c.abonado)}</Table.Td>
              <Table.Td ta="right" c={c.mora > 0 ? 'red.9' : undefined}>
                {formatearImporte(c.mora)}
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatearImporte(c.adeudado)}
              </Table.Td>
              <Table.Td>
                <AccionesDeCuota cuota={c} iconos />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
