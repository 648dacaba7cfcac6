import { Grid } from '@mantine/core';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { CondicionesDelPrestamo } from './condiciones-del-prestamo';
import { ModalConfirmarPrestamo } from './confirmar-prestamo';
import { ModalPrestamoCreado } from './prestamo-creado';
import { SimulacionDelPrestamo } from './simulacion-del-prestamo';
import { useNuevoPrestamo } from './use-nuevo-prestamo';

/** Préstamo nuevo: condiciones a la izquierda, el plan simulado a la derecha, confirmación y documentos al crear. */
export function PaginaNuevoPrestamo() {
  const nuevo = useNuevoPrestamo();
  return (
    <>
      <EncabezadoDePagina
        titulo="Nuevo préstamo"
        descripcion="Condiciones, simulación del plan y desembolso desde la caja."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <CondicionesDelPrestamo nuevo={nuevo} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <SimulacionDelPrestamo nuevo={nuevo} />
        </Grid.Col>
      </Grid>

      <ModalConfirmarPrestamo nuevo={nuevo} />
      <ModalPrestamoCreado creado={nuevo.creado} />
    </>
  );
}
