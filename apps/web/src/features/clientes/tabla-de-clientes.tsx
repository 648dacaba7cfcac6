import { ActionIcon, Group, Table, Tooltip } from '@mantine/core';
import type { Cliente } from '@prestamos/contract';
import { IconEdit, IconEye, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InsigniaEstado } from '../../components/insignia-estado';
import { type AccionesDeFila, NombreConFoto, nombreDe } from './nombre-con-foto';

/** La tabla de clientes de la pantalla ancha, con las acciones de cada uno en íconos. */
export function TablaDeClientes(props: {
  clientes: Cliente[];
  alVer: (c: Cliente) => void;
  acciones: (c: Cliente) => AccionesDeFila;
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Cédula</Table.Th>
            <Table.Th>Teléfono</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th ta="right">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.clientes.map((c) => (
            <FilaCliente
              key={c.id_cliente}
              cliente={c}
              alVer={() => props.alVer(c)}
              acciones={props.acciones(c)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function FilaCliente({
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
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.codigo}</Table.Td>
      <Table.Td>
        <NombreConFoto cliente={c} alVer={alVer} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.cedula ?? '—'}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.telefono ?? '—'}</Table.Td>
      <Table.Td>
        <InsigniaEstado estado={c.estado} />
      </Table.Td>
      <Table.Td>
        <Group gap={2} justify="flex-end" wrap="nowrap">
          {acciones.editar && (
            <Tooltip label="Editar">
              <ActionIcon variant="subtle" aria-label={`Editar ${nombre}`} onClick={acciones.editar}>
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {acciones.estado && (
            <Tooltip label={c.estado === 'ACTIVO' ? 'Desactivar' : 'Activar'}>
              <ActionIcon
                variant="subtle"
                color={c.estado === 'ACTIVO' ? 'orange.9' : 'teal.9'}
                aria-label={`${c.estado === 'ACTIVO' ? 'Desactivar' : 'Activar'} ${nombre}`}
                onClick={acciones.estado}
              >
                {c.estado === 'ACTIVO' ? (
                  <IconPlayerPause size={18} aria-hidden />
                ) : (
                  <IconPlayerPlay size={18} aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Ver">
            <ActionIcon
              variant="subtle"
              component={Link}
              to={`/app/clientes/${c.id_cliente}`}
              aria-label={`Ver ${nombre}`}
            >
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {acciones.eliminar && (
            <Tooltip label="Eliminar">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Eliminar ${nombre}`}
                onClick={acciones.eliminar}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
