import { ActionIcon, Card, Group, Menu, Stack, Text } from '@mantine/core';
import type { Cliente } from '@prestamos/contract';
import { avisoDeCedula } from '@prestamos/domain';
import { IconDots, IconEdit, IconEye, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { InsigniaEstado } from '../../components/insignia-estado';
import { type AccionesDeFila, fichaDe, NombreConFoto, nombreDe } from './nombre-con-foto';

/** Los clientes en el teléfono: una tarjeta por cliente. */
export function TarjetasDeClientes(props: { clientes: Cliente[]; acciones: (c: Cliente) => AccionesDeFila }) {
  return (
    <Stack gap="sm">
      {props.clientes.map((c) => (
        <TarjetaCliente key={c.id_cliente} cliente={c} acciones={props.acciones(c)} />
      ))}
    </Stack>
  );
}

/**
 * Un toque en la tarjeta que no cae en uno de sus controles (el enlace del nombre, el menú) ni en el menú abierto,
 * que React hace burbujear hasta aquí aunque se dibuje fuera de ella.
 */
function esToqueEnLaTarjeta(e: MouseEvent<HTMLElement>) {
  const destino = e.target as Element;
  return e.currentTarget.contains(destino) && !destino.closest('a, button');
}

/**
 * En el teléfono, cada cliente es una tarjeta: tocarla abre su ficha, como el nombre (el enlace que usan el teclado
 * y el lector de pantalla), y sus acciones van en un menú.
 */
function TarjetaCliente({ cliente: c, acciones }: { cliente: Cliente; acciones: AccionesDeFila }) {
  const navegar = useNavigate();
  const nombre = nombreDe(c);
  const activo = c.estado === 'ACTIVO';
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={nombre}
      style={{ cursor: 'pointer' }}
      onClick={(e: MouseEvent<HTMLElement>) => {
        if (esToqueEnLaTarjeta(e)) navegar(fichaDe(c));
      }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <NombreConFoto cliente={c} />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Acciones de ${nombre}`}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={acciones.ver} leftSection={<IconEye size={16} aria-hidden />}>
              Ver
            </Menu.Item>
            {acciones.editar && (
              <Menu.Item onClick={acciones.editar} leftSection={<IconEdit size={16} aria-hidden />}>
                Editar
              </Menu.Item>
            )}
            {acciones.estado && (
              <Menu.Item
                onClick={acciones.estado}
                leftSection={
                  activo ? (
                    <IconPlayerPause size={16} aria-hidden />
                  ) : (
                    <IconPlayerPlay size={16} aria-hidden />
                  )
                }
              >
                {activo ? 'Desactivar' : 'Activar'}
              </Menu.Item>
            )}
            {acciones.eliminar && (
              <Menu.Item
                color="red"
                onClick={acciones.eliminar}
                leftSection={<IconTrash size={16} aria-hidden />}
              >
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
