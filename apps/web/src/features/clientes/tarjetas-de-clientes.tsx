import { ActionIcon, Card, Group, Menu, Stack, Text } from '@mantine/core';
import type { Cliente } from '@prestamos/contract';
import { avisoDeCedula } from '@prestamos/domain';
import { IconDots, IconEdit, IconEye, IconPlayerPause, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InsigniaEstado } from '../../components/insignia-estado';
import { type AccionesDeFila, NombreConFoto, nombreDe } from './nombre-con-foto';

/** Los clientes en el teléfono: una tarjeta por cliente. */
export function TarjetasDeClientes(props: {
  clientes: Cliente[];
  alVer: (c: Cliente) => void;
  acciones: (c: Cliente) => AccionesDeFila;
}) {
  return (
    <Stack gap="sm">
      {props.clientes.map((c) => (
        <TarjetaCliente
          key={c.id_cliente}
          cliente={c}
          alVer={() => props.alVer(c)}
          acciones={props.acciones(c)}
        />
      ))}
    </Stack>
  );
}

/** En el teléfono, cada cliente es una tarjeta con sus acciones en un menú. */
function TarjetaCliente({
  cliente: c,
  alVer,
  acciones,
}: {
  cliente: Cliente;
  alVer: () => void;
  acciones: AccionesDeFila;
}) {
  const nombre = nombreDe(c);
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <NombreConFoto cliente={c} alVer={alVer} />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Acciones de ${nombre}`}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              component={Link}
              to={`/app/clientes/${c.id_cliente}`}
              leftSection={<IconEye size={16} />}
            >
              Ver
            </Menu.Item>
            {acciones.editar && (
              <Menu.Item onClick={acciones.editar} leftSection={<IconEdit size={16} />}>
                Editar
              </Menu.Item>
            )}
            {acciones.estado && (
              <Menu.Item onClick={acciones.estado} leftSection={<IconPlayerPause size={16} />}>
                {c.estado === 'ACTIVO' ? 'Desactivar' : 'Activar'}
              </Menu.Item>
            )}
            {acciones.eliminar && (
              <Menu.Item color="red" onClick={acciones.eliminar} leftSection={<IconTrash size={16} />}>
                Eliminar
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group gap="xs" mt={6} c="dimmed" fz="sm">
        <span>{c.codigo}</span>
        <span>·</span>
        <span>{c.cedula ?? 'Sin cédula'}</span>
        <span>·</span>
        <span>{c.telefono ?? 'Sin teléfono'}</span>
        <InsigniaEstado estado={c.estado} />
      </Group>
      {avisoDeCedula(c.cedula) && (
        <Text size="sm" c="orange.9" mt={4}>
          {avisoDeCedula(c.cedula)}
        </Text>
      )}
    </Card>
  );
}
