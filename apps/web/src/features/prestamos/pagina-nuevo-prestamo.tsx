import { Card, Grid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { CondicionesDelPrestamo, DecisionDelPrestamo } from './condiciones-del-prestamo';
import { ModalConfirmarPrestamo } from './confirmar-prestamo';
import { ModalPrestamoCreado } from './prestamo-creado';
import { SimulacionDelPrestamo } from './simulacion-del-prestamo';
import { useNuevoPrestamo } from './use-nuevo-prestamo';

/**
 * Préstamo nuevo: condiciones a la izquierda, el plan simulado a la derecha, confirmación y documentos al crear. En una
 * columna (teléfono, tableta) el plan va antes de la decisión: se ve lo que se pagará antes de «Revisar y crear».
 */
export function PaginaNuevoPrestamo() {
  const nuevo = useNuevoPrestamo();
  // El mismo punto (lg) en que la rejilla pasa a dos columnas; leído al montar, para no mover los botones al pintar.
  const dosColumnas = useMediaQuery('(min-width: 75em)', undefined, { getInitialValueInEffect: false });
  const decision = <DecisionDelPrestamo nuevo={nuevo} />;
  return (
    <>
      <EncabezadoDePagina
        titulo="Nuevo préstamo"
        descripcion="Condiciones, simulación del plan y desembolso desde la caja."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <CondicionesDelPrestamo nuevo={nuevo}>{dosColumnas && decision}</CondicionesDelPrestamo>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <SimulacionDelPrestamo nuevo={nuevo} />
        </Grid.Col>
        {!dosColumnas && (
          <Grid.Col span={12}>
            <Card withBorder padding="md">
              {decision}
            </Card>
          </Grid.Col>
        )}
      </Grid>

      <ModalConfirmarPrestamo nuevo={nuevo} />
      <ModalPrestamoCreado creado={nuevo.creado} />
    </>
  );
}
