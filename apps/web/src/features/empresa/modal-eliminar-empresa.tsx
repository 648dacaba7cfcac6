import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { EmpresaListada } from '@prestamos/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { useEliminarEmpresa } from './api-empresas';

/**
 * Eliminar no se deshace (docs/producto.md#empresas-y-planes): se confirma escribiendo el código exacto de la empresa.
 */
export function ModalEliminarEmpresa({
  empresa,
  alCerrar,
}: {
  empresa: EmpresaListada;
  alCerrar: () => void;
}) {
  const eliminar = useEliminarEmpresa();
  const [codigo, setCodigo] = useState('');
  const coincide = codigo.trim() === empresa.rnc;
  const confirmar = () =>
    eliminar.mutate(empresa.id_empresa, {
      onSuccess: (r) => {
        notificar.exito(r.message);
        alCerrar();
      },
      onError: (e) => notificar.error(mensajeDe(e, 'Operación fallida.')),
    });
  return (
    <Modal opened onClose={alCerrar} title="Eliminar empresa">
      <Stack>
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
          Se eliminará <b>{empresa.nombre_empresa}</b> y nadie podrá volver a entrar con su código. No se
          puede deshacer.
        </Alert>
        <Text size="sm">
          Para confirmar, escribe el código <b>{empresa.rnc}</b>.
        </Text>
        <TextInput
          label="Código de la empresa"
          autoComplete="off"
          data-autofocus
          value={codigo}
          onChange={(e) => setCodigo(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={alCerrar}>
            Cancelar
          </Button>
          <Button color="red" disabled={!coincide} loading={eliminar.isPending} onClick={confirmar}>
            Eliminar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
