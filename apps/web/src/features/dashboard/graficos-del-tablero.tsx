import { DonutChart } from '@mantine/charts';
import { Anchor, Box, Grid, Group, Stack, Text } from '@mantine/core';
import type { Tablero, TramoDeCartera } from '@prestamos/contract';
import { formatearPesos } from '@prestamos/domain';
import { Link } from 'react-router';
import { textoDePorcentaje, textoDePrestamos } from '../../components/numeros';
import { Seccion } from '../../components/seccion';
import { resumenDeCobros } from '../../entities/cartera/cobros';
import { GraficoDeCobros } from '../../entities/cartera/grafico-de-cobros';
import { colorDeTramo, porcionesDeTramos } from '../../entities/cartera/tramos';
import type { EnlacesDelTablero } from './enlaces';
import { ResumenEnlazado } from './resumen-enlazado';

/** Un tramo de la leyenda; el al día lleva a los préstamos al día y los demás, a los en mora (de más atraso primero). */
function TramoDeLaLeyenda({ tramo, enlaces }: { tramo: TramoDeCartera; enlaces: EnlacesDelTablero }) {
  const enlace = tramo.codigo === 'AL_DIA' ? enlaces.prestamosAlDia : enlaces.prestamosEnMora;
  const prestamos = textoDePrestamos(tramo.prestamos);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={8} wrap="nowrap">
        <Box w={12} h={12} bg={colorDeTramo(tramo.codigo)} style={{ borderRadius: 3, flexShrink: 0 }} />
        <div>
          <Text size="sm" fw={600} lh={1.2}>
            {tramo.nombre}
          </Text>
          {enlace ? (
            <Anchor component={Link} to={enlace} size="xs" aria-label={`${tramo.nombre}: ${prestamos}`}>
              {prestamos}
            </Anchor>
          ) : (
            <Text size="xs" c="dimmed">
              {prestamos}
            </Text>
          )}
        </div>
      </Group>
      <div style={{ textAlign: 'right' }}>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatearPesos(tramo.capital)}
        </Text>
        <Text size="xs" c="dimmed">
          {textoDePorcentaje(tramo.porcentaje)}
        </Text>
      </div>
    </Group>
  );
}

/** Los dos gráficos del tablero: cobros de los últimos 30 días y la cartera por antigüedad del atraso. */
export function GraficosDelTablero({ t, enlaces }: { t: Tablero; enlaces: EnlacesDelTablero }) {
  const cobros = resumenDeCobros(t.graficos.cobros);
  const porciones = porcionesDeTramos(t.graficos.cartera);
  return (
    <Grid gap="md" mb="md">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Seccion
          titulo="Cobros de los últimos 30 días"
          acciones={
            <ResumenEnlazado
              texto={
                cobros.porcentaje === null
                  ? `Cobrado ${formatearPesos(cobros.cobrado)}`
                  : `${textoDePorcentaje(cobros.porcentaje)} de lo que vencía`
              }
              enlace={enlaces.cartera}
              etiqueta="Ver la eficiencia de cobro en los reportes"
            />
          }
        >
          <Text size="sm" c="dimmed" mb="xs">
            Cobrado {formatearPesos(cobros.cobrado)} de {formatearPesos(cobros.vencia)} que vencía.
          </Text>
          <GraficoDeCobros dias={t.graficos.cobros} />
        </Seccion>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Seccion titulo="Cartera por atraso">
          {porciones.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              No hay préstamos vigentes.
            </Text>
          ) : (
            <Group align="center" gap="md" wrap="wrap" justify="center">
              <DonutChart
                data={porciones}
                size={160}
                thickness={26}
                valueFormatter={formatearPesos}
                tooltipDataSource="segment"
                chartLabel={`${t.cards.prestamos.activos} activos`}
              />
              <Stack gap={8} style={{ flex: 1, minWidth: 220 }}>
                {t.graficos.cartera.map((tramo) => (
                  <TramoDeLaLeyenda key={tramo.codigo} tramo={tramo} enlaces={enlaces} />
                ))}
              </Stack>
            </Group>
          )}
        </Seccion>
      </Grid.Col>
    </Grid>
  );
}
