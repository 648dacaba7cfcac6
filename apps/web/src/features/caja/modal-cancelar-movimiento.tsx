import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MovimientoDeCaja } from '@prestamos/contract';
import { formatearFechaHora, formatearPesos } from '@prestamos/domain';
import { mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useCancelarMovimiento } from './api';

const MOTIVO_REQUERIDO = 'Indica el motivo de la cancelación.';

/** Cancela un movimiento manual con su motivo; el saldo de la caja vuelve a como estaba sin él. */
export function ModalCancelarMovimiento({
  movimiento,
  alCerrar,
}: {
  movimiento: MovimientoDeCaja;
  alCerrar: () => void;
}) {
  const cancelar = useCancelarMovimiento();
  const form = useForm({
    initialValues: { motivo: '' },
    validate: { motivo: (v) => (v.trim() ? null : MOTIVO_REQUERIDO) },
  });
  const ingreso = movimiento.tipo === 'INGRESO';

  const enviar = form.onSubmit(({ motivo }) =>
    cancelar.mutate(
      { id: movimiento.id_movimiento, motivo: motivo.trim() },
      {
        onSuccess: (r) => {
          notificar.exito(r.message);
          alCerrar();
        },
        onError: (error) => {
          erroresDelServidor(form, error);
          notificar.error(mensajeDe(error, 'Intenta nuevamente.'), 'No se pudo cancelar');
        },
      },
    ),
  );

  return (
    <Modal opened onClose={alCerrar} title="Cancelar movimiento">
      <form onSubmit={enviar} noValidate>
        <Stack>
          <Alert variant="light" color={ingreso ? 'red' : 'teal'}>
            <Text size="sm">
              {ingreso ? 'Ingreso' : 'Egreso'} de <b>{formatearPesos(movimiento.monto)}</b> del{' '}
              {formatearFechaHora(movimiento.fecha)}
              {movimiento.descripcion && <>: {movimiento.descripcion}</>}.
            </Text>
            <Text size="sm" mt={4}>
              Al cancelarlo, la caja {ingreso ? 'pierde' : 'recupera'} ese monto. Queda en la lista marcado
              como CANCELADO.
            </Text>
          </Alert>
          <Textarea
            label="Motivo"
            withAsterisk
            autosize
            minRows={2}
            maxLength={200}
            data-autofocus
            {...form.getInputProps('motivo')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={alCerrar}>
              Volver
            </Button>
            <Button type="submit" color="red.9" loading={cancelar.isPending}>
              Cancelar movimiento
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
