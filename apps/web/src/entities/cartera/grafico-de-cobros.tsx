import { BarChart } from '@mantine/charts';
import { Center, Text } from '@mantine/core';
import type { CobroDelDia } from '@prestamos/contract';
import { formatearPesos } from '@prestamos/domain';
import { datosDeCobros, pesosCortos } from './cobros';

const SERIES = [
  { name: 'vencia', label: 'Vencía', color: 'gray.5' },
  { name: 'cobrado', label: 'Cobrado', color: 'teal.7' },
];

/**
 * Lo que vencía y lo cobrado cada día, lado a lado: un día con la barra de cobrado más baja se ve sin leer números.
 * Lo usan el tablero y la eficiencia del reporte de cartera; los montos exactos van en el globo de cada día.
 */
export function GraficoDeCobros({ dias, alto = 240 }: { dias: readonly CobroDelDia[]; alto?: number }) {
  // Sin nada que dibujar, un eje de RD$ 0 a RD$ 4 vacío no dice nada: se dice con palabras.
  if (dias.every((d) => d.vencia === 0 && d.cobrado === 0))
    return (
      <Center h={alto / 2}>
        <Text c="dimmed">Sin vencimientos ni cobros en estos días.</Text>
      </Center>
    );
  return (
    <BarChart
      h={alto}
      data={datosDeCobros(dias)}
      dataKey="dia"
      series={SERIES}
      valueFormatter={formatearPesos}
      yAxisProps={{ tickFormatter: pesosCortos, width: 88 }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
      tickLine="y"
      gridAxis="y"
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      maxBarWidth={14}
    />
  );
}
