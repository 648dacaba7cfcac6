import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Prestamo } from '@prestamos/contract';
import { formatearPesos } from '@prestamos/domain';
import { ApiError, mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { useCancelarPrestamo } from './api';

export const AYUDA_CANCELAR = 'Solo es posible si no se han realizado pagos.';

/** Cancelar un préstamo (docs/producto.md#prestamos), con su confirmación. */
export function useConfirmarCancelacion() {
  const cancelar = useCancelarPrestamo();
  return (p: Prestamo) =>
    modals.openConfirmModal({
      title: 'Cancelar préstamo',
      children: (
        <Text size="sm">
          ¿Cancelar el préstamo {p.codigo_prestamo} de {p.cliente.toUpperCase()}? Se borran sus cuotas y el
          desembolso de {formatearPesos(p.neto_desembolsado)} vuelve a la caja.
        </Text>
      ),
      labels: { confirm: 'Cancelar préstamo', cancel: 'Volver' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancelar.mutate(p.id_prestamo, {
          onSuccess: (r) => notificar.exito(r.message),
          onError: (error) =>
            notificar.error(
              error instanceof ApiError && error.status === 0
                ? 'Error cancelando préstamo'
                : mensajeDe(error, 'No se pudo cancelar.'),
            ),
        }),
    });
}
