import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { formatearCentavos } from '@prestamos/domain';
import { Cifra } from '../../components/cifra';
import { TablaDePlan } from '../../entities/prestamo/tabla-de-plan';
import type { NuevoPrestamo } from './use-nuevo-prestamo';

/** El plan de pagos que quedará guardado, con cuota, número de cuotas, intereses y total a pagar. */
export function SimulacionDelPrestamo({ nuevo }: { nuevo: Pick<NuevoPrestamo, 'cuotas' | 'totales'> }) {
  const { cuotas, totales } = nuevo;
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Simulación
      </Title>
      {cuotas && totales ? (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} mb="sm">
            <Cifra etiqueta="Cuota" valor={formatearCentavos(cuotas[0]?.cuota ?? 0)} />
            <Cifra etiqueta="Cuotas" valor={String(cuotas.length)} />
            <Cifra etiqueta="Intereses" valor={formatearCentavos(totales.interes)} />
            <Cifra etiqueta="Total a pagar" valor={formatearCentavos(totales.cuota)} />
          </SimpleGrid>
          <TablaDePlan cuotas={cuotas} />
        </>
      ) : (
        <Text c="dimmed">Completa el monto, la tasa y el plazo para ver el plan de pagos.</Text>
      )}
    </Card>
  );
}
