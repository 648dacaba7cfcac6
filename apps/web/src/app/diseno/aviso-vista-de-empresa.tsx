import { Alert, Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useSesion } from '../../lib/sesion';
import { salirDeVistaDeEmpresa } from '../../lib/vista-de-empresa';

/** Mientras soporte ve otra empresa, todo lo que hace es en esa empresa: se dice siempre, con la salida a mano. */
export function AvisoVistaDeEmpresa() {
  const { viendoEmpresa, empresa } = useSesion();
  if (!viendoEmpresa || !empresa) return null;
  return (
    <Alert color="marca" variant="filled" mb="md" p="xs" icon={<IconEye aria-hidden />} role="status">
      <Group justify="space-between" gap="xs">
        <Text fw={600} c="white" inherit>
          Viendo la empresa {empresa.nombre_empresa}
        </Text>
        <Button size="compact-sm" color="marca.8" variant="white" onClick={() => salirDeVistaDeEmpresa()}>
          Salir de la vista
        </Button>
      </Group>
    </Alert>
  );
}
