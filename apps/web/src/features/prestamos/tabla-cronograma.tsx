import { Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Cuota } from '@prestamos/contract';
import { formatearFecha, formatearImporte, formatearPesos } from '@prestamos/domain';
import type { ReactNode } from 'react';
import { Cifra } from '../../components/cifra';
import { InsigniaCuota } from '../../entities/prestamo/insignias';

/** Los botones de una cuota: en íconos en la tabla, con su texto en la tarjeta del teléfono. */
type AccionesDeCuota = (c: Cuota, iconos: boolean) => ReactNode;

/**
 * Cronograma de un préstamo guardado: en la pantalla ancha, la tabla de once columnas; en el teléfono, una tarjeta por
 * cuota con sus acciones a la vista (en la tabla quedarían fuera, al final de un desplazamiento lateral).
 */
export function Cronograma({ cuotas, acciones }: { cuotas: Cuota[]; acciones?: AccionesDeCuota }) {
  const telefono = useMediaQuery('(max-width: 48em)');
  return telefono ? (
    <TarjetasCronograma cuotas={cuotas} acciones={acciones} />
  ) : (
    <TablaCronograma cuotas={cuotas} acciones={acciones} />
  );
}

/** Una tarjeta por cuota: lo adeudado a la vista, el desglose sin el símbolo (como la tabla) y las acciones con texto. */
function TarjetasCronograma({
  cuotas,
  acciones,
}: {
  cuotas: Cuota[];
  acciones?: AccionesDeCuota | undefined;
}) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Montos en RD$
      </Text>
      {cuotas.map((c) => (
        <Card key={c.id_pago} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>
              Cuota {c.no_cuota} · vence {formatearFecha(c.fecha_debe_pagar)}
            </Text>
            <InsigniaCuota estado={c.estado_cuota} />
          </Group>
          <Text size="sm" mt={4}>
            Adeudado <b>{formatearPesos(c.adeudado)}</b>
            {c.mora > 0 && ` (mora ${formatearPesos(c.mora)})`}
          </Text>
          <SimpleGrid cols={3} spacing="xs" verticalSpacing={4} mt={6}>
            <Cifra etiqueta="Cuota" valor={formatearImporte(c.monto_cuota)} />
            <Cifra etiqueta="Interés" valor={formatearImporte(c.interes_cuota)} />
            <Cifra etiqueta="Capital" valor={formatearImporte(c.capital_cuota)} />
            <Cifra etiqueta="Abonado" valor={formatearImporte(c.abonado)} />
            <Cifra etiqueta="Mora" valor={formatearImporte(c.mora)} />
            <Cifra etiqueta="Saldo" valor={formatearImporte(c.balance_prestamo)} />
          </SimpleGrid>
          {acciones && (
            <Group justify="flex-end" mt={6}>
              {acciones(c, false)}
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}

/**
 * La tabla del cronograma, con la mora de hoy; `acciones` pone los botones de cada cuota. Los montos van sin el símbolo
 * (la tabla dice que son RD$) para que quepan las once columnas.
 */
function TablaCronograma({ cuotas, acciones }: { cuotas: Cuota[]; acciones?: AccionesDeCuota | undefined }) {
  return (
    <Table.ScrollContainer minWidth={acciones ? 900 : 760}>
      <Table striped verticalSpacing={6} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        <Table.Caption>Montos en RD$</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>No.</Table.Th>
            <Table.Th>Vence</Table.Th>
            <Table.Th ta="right">Cuota</Table.Th>
            <Table.Th ta="right">Interés</Table.Th>
            <Table.Th ta="right">Capital</Table.Th>
            <Table.Th ta="right">Abonado</Table.Th>
            <Table.Th ta="right">Mora</Table.Th>
            <Table.Th ta="right">Adeudado</Table.Th>
            <Table.Th ta="right">Saldo</Table.Th>
            <Table.Th>Estado</Table.Th>
            {acciones && <Table.Th ta="right">Acciones</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cuotas.map((c) => (
            <Table.Tr key={c.id_pago}>
              <Table.Td>{c.no_cuota}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatearFecha(c.fecha_debe_pagar)}</Table.Td>
              <Table.Td ta="right">{formatearImporte(c.monto_cuota)}</Table.Td>
              <Table.Td ta="right">{formatearImporte(c.interes_cuota)}</Table.Td>
              <Table.Td ta="right">{formatearImporte(c.capital_cuota)}</Table.Td>
              <Table.Td ta="right">{formatearImporte(c.abonado)}</Table.Td>
              <Table.Td ta="right" c={c.mora > 0 ? 'red.9' : undefined}>
                {formatearImporte(c.mora)}
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatearImporte(c.adeudado)}
              </Table.Td>
              <Table.Td ta="right">{formatearImporte(c.balance_prestamo)}</Table.Td>
              <Table.Td>
                <InsigniaCuota estado={c.estado_cuota} />
              </Table.Td>
              {acciones && <Table.Td ta="right">{acciones(c, true)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
