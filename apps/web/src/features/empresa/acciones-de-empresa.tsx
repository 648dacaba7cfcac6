import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { EmpresaListada } from '@prestamos/contract';
import { useState } from 'react';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { entrarEnVistaDeEmpresa } from '../../lib/vista-de-empresa';
import { empresaParaVer, useCambiarEstadoDeEmpresa } from './api-empresas';
import { ModalEliminarEmpresa } from './modal-eliminar-empresa';

/**
 * Ver, Suspender (solo si está ACTIVA, tras confirmar) o Activar, y Eliminar (escribiendo su código). La empresa
 * propia (SOPORTE) no se ve, ni se suspende ni se elimina: ya se está en ella, y sin ella no hay soporte.
 */
export function AccionesDeEmpresa({ empresa, propia }: { empresa: EmpresaListada; propia: boolean }) {
  const estado = useCambiarEstadoDeEmpresa();
  const [abriendo, setAbriendo] = useState(false);
  const [eliminando, setEliminando] = useState(false);

  const ver = async () => {
    setAbriendo(true);
    try {
      entrarEnVistaDeEmpresa(await empresaParaVer(empresa.id_empresa));
    } catch (error) {
      notificar.error(mensajeDe(error, 'No se pudieron cargar los datos de la empresa.'));
      setAbriendo(false);
    }
  };

  const cambiar = (accion: 'suspender' | 'activar') =>
    estado.mutate(
      { id: empresa.id_empresa, accion },
      {
        onSuccess: (r) => notificar.exito(r.message),
        onError: (e) =>
          notificar.error(mensajeDe(e, accion === 'activar' ? 'No se pudo activar.' : 'Operación fallida.')),
      },
    );

  const confirmarSuspender = () =>
    modals.openConfirmModal({
      title: 'Suspender empresa',
      children: (
        <Text size="sm">
          ¿Suspender <b>{empresa.nombre_empresa}</b>? Sus usuarios no podrán trabajar hasta que la actives.
        </Text>
      ),
      labels: { confirm: 'Suspender', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => cambiar('suspender'),
    });

  return (
    <Group gap={0} justify="flex-end" wrap="nowrap">
      {!propia && (
        <Button variant="subtle" size="compact-sm" loading={abriendo} onClick={ver}>
          Ver
        </Button>
      )}
      {!propia &&
        (empresa.estado === 'ACTIVO' ? (
          <Button variant="subtle" size="compact-sm" onClick={confirmarSuspender}>
            Suspender
          </Button>
        ) : (
          <Button
            variant="subtle"
            size="compact-sm"
            c="teal.9"
            loading={estado.isPending}
            onClick={() => cambiar('activar')}
          >
            Activar
          </Button>
        ))}
      {!propia && (
        <Button variant="subtle" size="compact-sm" c="red.9" onClick={() => setEliminando(true)}>
          Eliminar
        </Button>
      )}
      {eliminando && <ModalEliminarEmpresa empresa={empresa} alCerrar={() => setEliminando(false)} />}
    </Group>
  );
}
