import { DonutChart } from '@mantine/charts';
import { Box, Card, Grid, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SaludDeCartera, TramoDeCartera } from '@prestamos/contract';
import { formatearPesos, textoDeUmbral } from '@prestamos/domain';
import { EnlaceOTexto } from '../../components/enlace-o-texto';
import { textoDePorcentaje, textoDePrestamos } from '../../components/numeros';
import { colorDeTramo, porcionesDeTramos } from '../../entities/cartera/tramos';
import type { EnlacesDelReporte } from './enlaces';

/** PAR N de la empresa: el porcentaje grande y el capital en riesgo debajo. PAR 1 lleva a las cuotas vencidas. */
function TarjetaPar(props: { par: SaludDeCartera['par'][number]; enlace: string | null }) {
  const { par } = props;
  return (
    <Card withBorder padding="sm" bg="gray.0">
      <Text size="sm" fw={700} tt="uppercase">
        PAR {par.umbral}
      </Text>
      <EnlaceOTexto
        a={props.enlace}
        fz={26}
        fw={800}
        lh={1.2}
        c={par.porcentaje > 0 ? 'red.9' : 'teal.9'}
        state={{ verCuotas: true }}
        aria-label={`PAR ${par.umbral}: ${textoDePorcentaje(par.porcentaje)}, ver las cuotas vencidas`}
      >
        {textoDePorcentaje(par.porcentaje)}
      </EnlaceOTexto>
      <Text size="sm">
        {formatearPesos(par.capital)} con {textoDeUmbral(par.umbral)}
      </Text>
    </Card>
  );
}

type Props = { salud: SaludDeCartera; enlaces: EnlacesDelReporte };

function Muestra({ codigo }: { codigo: string }) {
  return <Box w={12} h={12} bg={colorDeTramo(codigo)} style={{ borderRadius: 3, flexShrink: 0 }} />;
}

/** Los préstamos de un tramo, con enlace a su lista. */
function PrestamosDelTramo({ tramo, enlaces }: { tramo: TramoDeCartera; enlaces: EnlacesDelReporte }) {
  if (tramo.prestamos === 0) return <>0</>;
  return (
    <EnlaceOTexto
      a={enlaces.prestamosDelTramo(tramo.codigo)}
      aria-label={`${tramo.nombre}: ${textoDePrestamos(tramo.prestamos)}`}
    >
      {tramo.prestamos}
    </EnlaceOTexto>
  );
}

/** Antigüedad del atraso en tabla: préstamos, capital y porcentaje de cada tramo, y el total. */
function TablaDeTramos({ salud, enlaces }: Props) {
  return (
    <Table verticalSpacing={6} aria-label="Antigüedad del atraso">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Atraso</Table.Th>
          <Table.Th ta="right">Préstamos</Table.Th>
          <Table.Th ta="right">Capital</Table.Th>
          <Table.Th ta="right">%</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {salud.tramos.map((t) => (
          <Table.Tr key={t.codigo}>
            <Table.Td>
              <Group gap={8} wrap="nowrap">
                <Muestra codigo={t.codigo} />
                {t.nombre}
              </Group>
            </Table.Td>
            <Table.Td ta="right">
              <PrestamosDelTramo tramo={t} enlaces={enlaces} />
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatearPesos(t.capital)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {textoDePorcentaje(t.porcentaje)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700}>
          <Table.Td>Total</Table.Td>
          <Table.Td ta="right">{salud.prestamos}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatearPesos(salud.capital)}
          </Table.Td>
          <Table.Td ta="right">{salud.capital > 0 ? '100.00 %' : '—'}</Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

/** La misma antigüedad en filas de dos líneas, para el teléfono. */
function ListaDeTramos({ salud, enlaces }: Props) {
  return (
    <Stack gap={8} aria-label="Antigüedad del atraso" role="list">
      {salud.tramos.map((t) => (
        <Group key={t.codigo} justify="space-between" wrap="nowrap" gap="xs" role="listitem">
          <Group gap={8} wrap="nowrap">
            <Muestra codigo={t.codigo} />
            <div>
              <Text size="sm" fw={600} lh={1.2}>
                {t.nombre}
              </Text>
              <Text size="xs">
                <PrestamosDelTramo tramo={t} enlaces={enlaces} />{' '}
                {t.prestamos === 1 ? 'préstamo' : 'préstamos'}
              </Text>
            </div>
          </Group>
          <div style={{ textAlign: 'right' }}>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatearPesos(t.capital)}
            </Text>
            <Text size="xs">{textoDePorcentaje(t.porcentaje)}</Text>
          </div>
        </Group>
      ))}
      <Group justify="space-between" wrap="nowrap" gap="xs" fw={700} role="listitem">
        <Text size="sm" fw={700}>
          Total: {textoDePrestamos(salud.prestamos)}
        </Text>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatearPesos(salud.capital)}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * PAR 1/30/90 y la antigüedad del atraso de toda la cartera: tabla con préstamos, capital y porcentaje de cada tramo, y
 * el mismo reparto en un gráfico.
 */
export function SaludDeLaCartera({ salud, enlaces }: { salud: SaludDeCartera; enlaces: EnlacesDelReporte }) {
  const porciones = porcionesDeTramos(salud.tramos);
  const telefono = useMediaQuery('(max-width: 48em)');
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 3 }} mb="md">
        {salud.par.map((p) => (
          <TarjetaPar key={p.umbral} par={p} enlace={p.umbral === 1 ? enlaces.vencidas() : null} />
        ))}
      </SimpleGrid>
      <Grid gap="md" align="center">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {telefono ? (
            <ListaDeTramos salud={salud} enlaces={enlaces} />
          ) : (
            <TablaDeTramos salud={salud} enlaces={enlaces} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {porciones.length > 0 && (
            <Group justify="center">
              <DonutChart
                data={porciones}
                size={170}
                thickness={26}
                valueFormatter={formatearPesos}
                tooltipDataSource="segment"
                chartLabel={textoDePrestamos(salud.prestamos)}
                role="img"
                aria-label="Capital pendiente por antigüedad del atraso"
              />
            </Group>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
