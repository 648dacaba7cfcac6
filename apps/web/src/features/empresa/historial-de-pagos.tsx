import { Alert, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PagoDePlan } from '@prestamos/contract';
import { formatearFecha, formatearPesos } from '@prestamos/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { mensajeDe } from '../../lib/api-error';
import { pagosDelPlanQuery } from './api';

/** Historia de pagos del plan de la empresa (docs/producto.md#empresas-y-planes), del más reciente al más antiguo. */
export function HistorialDePagos() {
  const pagos = useQuery(pagosDelPlanQuery);
  const idTitulo = useId();
  const telefono = useMediaQuery('(max-width: 48em)');
  const items = pagos.data?.items ?? [];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={idTitulo}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={idTitulo}>
          Pagos del plan
        </Title>
        {pagos.data && (
          <Text size="sm" c="dimmed">
            {pagos.data.total} {pagos.data.total === 1 ? 'pago' : 'pagos'}
          </Text>
        )}
      </Group>
      {pagos.isError && <Alert color="red">{mensajeDe(pagos.error, 'Error cargando pagos')}</Alert>}
      {items.length > 0 && telefono && <TarjetasDePagos items={items} />}
      {items.length > 0 && !telefono && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" aria-labelledby={idTitulo}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
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
      )}
      {pagos.data && items.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          Aún no hay pagos registrados.
        </Text>
      )}
    </Card>
  );
}

/** En el teléfono, un pago por renglón: fecha y monto arriba, concepto, método y referencia debajo. */
function TarjetasDePagos({ items }: { items: PagoDePlan[] }) {
  return (
    <Stack gap="xs">
      {items.map((p) => (
        <Card key={p.id} withBorder padding="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{formatearFecha(p.fecha)}</Text>
            <Text fw={700}>{formatearPesos(p.monto)}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {[p.concepto, p.metodo, p.referencia].filter(Boolean).join(' · ')}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
