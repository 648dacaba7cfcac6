import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Cliente } from '@prestamos/contract';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { useCambiarEstado, useEliminarCliente } from './api';

const nombre = (c: Cliente) => `${c.nombres} ${c.apellidos}`.toUpperCase();

function noPermitido(texto: string) {
  modals.open({ title: 'No permitido', children: <Text size="sm">{texto}</Text> });
}

/**
 * Desactivar/activar y eliminar con su confirmación; si el cliente tiene préstamos activos, el diálogo "No permitido"
 * en lugar de la llamada (el servidor también lo niega).
 */
export function useAccionesDeCliente(alEliminar?: () => void) {
  const cambiarEstado = useCambiarEstado();
  const eliminar = useEliminarCliente();

  const alternarEstado = (c: Cliente) => {
    const desactivar = c.estado === 'ACTIVO';
    if (desactivar && c.tiene_prestamo_activo) {
      noPermitido(`No puedes desactivar a ${nombre(c)} porque tiene préstamo(s) activo(s).`);
      return;
    }
    modals.openConfirmModal({
      title: desactivar ? 'Desactivar cliente' : 'Activar cliente',
      children: (
        <Text size="sm">
          {desactivar
            ? `¿Desactivar a ${nombre(c)}? No podrá recibir préstamos nuevos mientras esté inactivo.`
            : `¿Activar a ${nombre(c)}?`}
        </Text>
      ),
      labels: { confirm: desactivar ? 'Desactivar' : 'Activar', cancel: 'Cancelar' },
      confirmProps: { color: desactivar ? 'orange.9' : undefined },
      onConfirm: () =>
        cambiarEstado.mutate(c, {
          onSuccess: () => notificar.exito(desactivar ? 'Cliente desactivado' : 'Cliente activado'),
          onError: (error) => notificar.error(mensajeDe(error, 'Error actualizando cliente')),
        }),
    });
  };

  const confirmarEliminar = (c: Cliente) => {
    if (c.tiene_prestamo_activo) {
      noPermitido(`No puedes eliminar a ${nombre(c)} porque tiene préstamo(s) activo(s).`);
      return;
    }
    modals.openConfirmModal({
      title: 'Eliminar cliente',
      children: (
        <Text size="sm">
          ¿Eliminar a {nombre(c)}? Se borran también sus garantes, referencias y foto. No se puede deshacer.
        </Text>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        eliminar.mutate(c.id_cliente, {
          onSuccess: (r) => {
            notificar.exito(r.message);
            alEliminar?.();
          },
          onError: (error) => notificar.error(mensajeDe(error, 'No se pudo eliminar el cliente')),
        }),
    });
  };

  return { alternarEstado, confirmarEliminar };
}
