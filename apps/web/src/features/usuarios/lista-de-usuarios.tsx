import { ActionIcon, Button, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { Usuario } from '@prestamos/contract';
import { ROLES } from '@prestamos/domain';
import { IconEdit, IconKey, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InsigniaEstado } from '../../components/insignia-estado';

/** Lo que la sesión puede hacer con cada usuario; lo que falta no se muestra. */
export type AccionesDeUsuario = (u: Usuario) => { editar?: () => void; eliminar?: () => void };

interface Props {
  usuarios: Usuario[];
  acciones: AccionesDeUsuario;
  /** La empresa de cada uno, solo para quien ve todas (SUPERADMIN). */
  conEmpresa: boolean;
}

const nombreDeRol = (codigo: string) => ROLES.find((r) => r.codigo === codigo)?.nombre ?? codigo;
const nombreCompleto = (u: Usuario) => [u.nombres, u.apellidos].filter(Boolean).join(' ') || '—';

/** Permisos siempre; editar y eliminar si la sesión puede. En la tabla, íconos; en la tarjeta, con su texto. */
function Acciones({ u, acciones, iconos }: { u: Usuario; acciones: AccionesDeUsuario; iconos: boolean }) {
  const { editar, eliminar } = acciones(u);
  const permisos = (
    <Button
      component={Link}
      to={`/app/roles?user=${u.id}`}
      variant="subtle"
      size="compact-sm"
      leftSection={<IconKey size={16} aria-hidden />}
    >
      Permisos
    </Button>
  );
  if (!iconos) {
    // En un renglón: a 390 px, con el espacio de serie entre botones, "Eliminar" bajaba solo al siguiente.
    return (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {editar && (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconEdit size={16} aria-hidden />}
            aria-label={`Editar ${u.usuario}`}
            onClick={editar}
          >
            Editar
          </Button>
        )}
        {permisos}
        {eliminar && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={`Eliminar ${u.usuario}`}
            onClick={eliminar}
          >
            Eliminar
          </Button>
        )}
      </Group>
    );
  }
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {editar && (
        <Tooltip label="Editar">
          <ActionIcon variant="subtle" aria-label={`Editar ${u.usuario}`} onClick={editar}>
            <IconEdit size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {permisos}
      {eliminar && (
        <Tooltip label="Eliminar">
          <ActionIcon variant="subtle" color="red" aria-label={`Eliminar ${u.usuario}`} onClick={eliminar}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** Los usuarios en el teléfono: una tarjeta por usuario, con su estado y sus acciones a la vista. */
export function TarjetasDeUsuarios({ usuarios, acciones, conEmpresa }: Props) {
  return (
    <Stack gap="sm">
      {usuarios.map((u) => (
        <Card key={u.id} component="article" aria-label={u.usuario} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} truncate>
                {u.usuario}
              </Text>
              <Text size="sm">{nombreCompleto(u)}</Text>
            </div>
            <InsigniaEstado estado={u.estado} />
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {nombreDeRol(u.rol)}
            {conEmpresa ? ` · ${u.empresa}` : ''}
          </Text>
          <Group justify="flex-end" mt={6}>
            <Acciones u={u} acciones={acciones} iconos={false} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** Los usuarios en la pantalla ancha, las acciones en íconos. */
export function TablaDeUsuarios({ usuarios, acciones, conEmpresa }: Props) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Usuario</Table.Th>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Rol</Table.Th>
            <Table.Th>Estado</Table.Th>
            {conEmpresa && <Table.Th>Empresa</Table.Th>}
            <Table.Th ta="right">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {usuarios.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td fw={600}>{u.usuario}</Table.Td>
              <Table.Td>{nombreCompleto(u)}</Table.Td>
              <Table.Td>{nombreDeRol(u.rol)}</Table.Td>
              <Table.Td>
                <InsigniaEstado estado={u.estado} />
              </Table.Td>
              {conEmpresa && <Table.Td>{u.empresa}</Table.Td>}
              <Table.Td>
                <Acciones u={u} acciones={acciones} iconos />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
