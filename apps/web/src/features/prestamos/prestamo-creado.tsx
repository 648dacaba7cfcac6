import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { BotonesDeDocumentos } from './documentos';

/** Tras crear el préstamo: sus documentos para imprimir y, al terminar, la lista con él resaltado. */
export function ModalPrestamoCreado({
  creado,
}: {
  creado: { id_prestamo: number; codigo_prestamo: string } | null;
}) {
  const navegar = useNavigate();
  return (
    <Modal
      opened={creado !== null}
      onClose={() => {}}
      withCloseButton={false}
      title="Préstamo creado"
      closeOnClickOutside={false}
    >
      {creado && (
        <Stack>
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />}>
            El préstamo <b>{creado.codigo_prestamo}</b> quedó registrado y el desembolso salió de la caja.
            Imprime los documentos para el cliente:
          </Alert>
          <BotonesDeDocumentos idPrestamo={creado.id_prestamo} codigo={creado.codigo_prestamo} soloAlta />
          <Group justify="flex-end">
            <Button
              onClick={() =>
                navegar(
                  `/app/prestamos?created=${encodeURIComponent(creado.codigo_prestamo)}&id=${creado.id_prestamo}`,
                )
              }
            >
              Ir a la lista
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
