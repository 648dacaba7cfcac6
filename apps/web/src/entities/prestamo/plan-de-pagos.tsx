import { Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type CuotaCalculada,
  centavosAPesos,
  formatearFecha,
  formatearImporte,
  totalesDelCronograma,
} from '@prestamos/domain';
import { CeldaDeDinero } from '../../components/celda-de-dinero';
import { Cifra } from '../../components/cifra';

interface Props {
  cuotas: CuotaCalculada[];
  /** Alto de la tabla, que se desplaza por dentro; las tarjetas del teléfono van todas seguidas. */
  alto?: number;
  conTotales?: boolean;
}

/**
 * Un plan de pagos aún por crear: la simulación del préstamo nuevo (el mismo motor que usará el servidor, así que lo
 * que se ve es lo que se guarda) y la vista previa del reenganche. En la pantalla ancha, la tabla; en el teléfono, una
 * tarjeta por cuota, como el cronograma: la tabla escondía Capital y Saldo tras un desplazamiento lateral sin aviso.
 */
export function PlanDePagos(props: Props) {
  const telefono = useMediaQuery('(max-width: 48em)');
  return telefono ? <TarjetasDePlan cuotas={props.cuotas} /> : <TablaDePlan {...props} />;
}

/** Sin el símbolo en cada monto (como las tarjetas del cronograma): lo dice una vez el aviso de arriba. */
const importe = (centavos: number) => formatearImporte(centavosAPesos(centavos));

function TarjetasDePlan({ cuotas }: { cuotas: CuotaCalculada[] }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Montos en RD$
      </Text>
      <Stack component="ul" gap="xs" aria-label="Cuotas del plan" m={0} p={0} style={{ listStyle: 'none' }}>
        {cuotas.map((c) => (
          <Card key={c.no} component="li" withBorder padding="xs">
            <Group justify="space-between" gap="xs">
              <Text fw={700} size="sm">
                Cuota {c.no} · vence {formatearFecha(c.fecha)}
              </Text>
              <Text fw={700}>{importe(c.cuota)}</Text>
            </Group>
            <SimpleGrid cols={3} spacing="xs" mt={4}>
              <Cifra etiqueta="Interés" valor={importe(c.interes)} />
              <Cifra etiqueta="Capital" valor={importe(c.capital)} />
              <Cifra etiqueta="Saldo" valor={importe(c.saldo)} />
            </SimpleGrid>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

function TablaDePlan({ cuotas, alto = 420, conTotales = true }: Props) {
  const totales = totalesDelCronograma(cuotas);
  // Letra y márgenes justos: con los montos en una línea, las seis columnas caben en la mitad de una pantalla de 1280.
  return (
    <Table.ScrollContainer minWidth={520} mah={alto}>
      <Table striped verticalSpacing={4} horizontalSpacing={8} fz="xs" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>No.</Table.Th>
            <Table.Th>Vence</Table.Th>
            <Table.Th ta="right">Cuota</Table.Th>
            <Table.Th ta="right">Interés</Table.Th>
            <Table.Th ta="right">Capital</Table.Th>
            <Table.Th ta="right">Saldo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cuotas.map((c) => (
            <Table.Tr key={c.no}>
              <Table.Td>{c.no}</Table.Td>
              <Table.Td>{formatearFecha(c.fecha)}</Table.Td>
              <CeldaDeDinero centavos={c.cuota} />
              <CeldaDeDinero centavos={c.interes} />
              <CeldaDeDinero centavos={c.capital} />
              <CeldaDeDinero centavos={c.saldo} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        {conTotales && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td colSpan={2}>Totales</Table.Td>
              <CeldaDeDinero centavos={totales.cuota} />
              <CeldaDeDinero centavos={totales.interes} />
              <CeldaDeDinero centavos={totales.capital} />
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
