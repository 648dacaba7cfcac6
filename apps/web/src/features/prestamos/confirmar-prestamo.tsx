import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { formatearCentavos, formatearFecha, resumenDeCuotas } from '@prestamos/domain';
import { Cifra } from '../../components/cifra';
import type { NuevoPrestamo } from './use-nuevo-prestamo';

/**
 * El resumen del préstamo antes de crearlo: cliente, monto, neto a entregar, cuotas y total a pagar. Las cuotas, cada
 * monto distinto con cuántas lo llevan: la última de un préstamo de solo interés devuelve el capital.
 */
export function ModalConfirmarPrestamo({ nuevo }: { nuevo: NuevoPrestamo }) {
  const { cuotas, totales, cliente } = nuevo;
  return (
    <Modal opened={nuevo.confirmando} onClose={nuevo.volver} title="Confirmar préstamo">
      {cuotas && totales && (
        <Stack>
          <SimpleGrid cols={2} spacing="xs">
            <Cifra
              etiqueta="Cliente"
              valor={cliente ? `${cliente.nombres} ${cliente.apellidos}`.toUpperCase() : ''}
            />
            <Cifra etiqueta="Monto" valor={formatearCentavos(nuevo.montoCentavos)} />
            <Cifra etiqueta="Neto a entregar" valor={formatearCentavos(nuevo.neto)} />
            <Cifra etiqueta="Cuotas" valor={resumenDeCuotas(cuotas.map((c) => c.cuota))} />
            <Cifra etiqueta="Primer vencimiento" valor={formatearFecha(cuotas[0]?.fecha)} />
            <Cifra etiqueta="Total a pagar" valor={formatearCentavos(totales.cuota)} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={nuevo.volver}>
              Volver
            </Button>
            <Button onClick={nuevo.enviar} loading={nuevo.enviando}>
              Crear préstamo
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
