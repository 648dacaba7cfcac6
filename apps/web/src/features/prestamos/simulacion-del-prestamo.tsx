import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { formatearCentavos, resumenDeCuotas } from '@prestamos/domain';
import { useId } from 'react';
import { Cifra } from '../../components/cifra';
import { PlanDePagos } from '../../entities/prestamo/plan-de-pagos';
import type { NuevoPrestamo } from './use-nuevo-prestamo';

/**
 * El plan de pagos que quedará guardado, con sus cuotas, intereses y total a pagar. Las cuotas, con el mismo resumen
 * que la confirmación: la última de un préstamo de solo interés devuelve el capital y no es "la cuota" de las demás.
 */
export function SimulacionDelPrestamo({ nuevo }: { nuevo: Pick<NuevoPrestamo, 'cuotas' | 'totales'> }) {
  const { cuotas, totales } = nuevo;
  const idTitulo = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={idTitulo}>
      <Title order={2} size="h4" mb="sm" id={idTitulo}>
        Simulación
      </Title>
      {cuotas && totales ? (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} mb="sm">
            <div style={{ gridColumn: 'span 2' }}>
              <Cifra etiqueta="Cuotas" valor={resumenDeCuotas(cuotas.map((c) => c.cuota))} />
            </div>
            <Cifra etiqueta="Intereses" valor={formatearCentavos(totales.interes)} />
            <Cifra etiqueta="Total a pagar" valor={formatearCentavos(totales.cuota)} />
          </SimpleGrid>
          <PlanDePagos cuotas={cuotas} />
        </>
      ) : (
        <Text c="dimmed">Completa el monto, la tasa y el plazo para ver el plan de pagos.</Text>
      )}
    </Card>
  );
}
