import { Group, Text } from '@mantine/core';
import type { ReporteDeCartera } from '@prestamos/contract';
import { formatearPesos } from '@prestamos/domain';
import { textoDePorcentaje } from '../../components/numeros';
import { GraficoDeCobros } from '../../entities/cartera/grafico-de-cobros';

/**
 * Eficiencia de cobro de los últimos 30 días: lo cobrado sobre lo que vencía, en total y día por día. Lo cobrado
 * incluye atrasos y adelantos, así que un día (o el mes) puede pasar del 100 %.
 */
export function EficienciaDeCobro({ eficiencia }: { eficiencia: ReporteDeCartera['eficiencia'] }) {
  return (
    <>
      <Group align="baseline" gap="sm" mb={4}>
        <Text fz={28} fw={800} lh={1.2}>
          {eficiencia.porcentaje === null ? '—' : textoDePorcentaje(eficiencia.porcentaje)}
        </Text>
        <Text size="sm">
          Cobrado {formatearPesos(eficiencia.cobrado)} de {formatearPesos(eficiencia.vencia)} que vencía.
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Lo cobrado incluye cuotas atrasadas y pagos adelantados: puede pasar del 100 %.
      </Text>
      <GraficoDeCobros dias={eficiencia.dias} />
    </>
  );
}
