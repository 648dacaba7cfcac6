import { ActionIcon, Anchor, Button, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { Ruta } from '@prestamos/contract';
import { IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InsigniaEstado } from '../../components/insignia-estado';

interface Props {
  items: Ruta[];
  /** null si el usuario no puede eliminar (le falta rutas.eliminar). */
  alEliminar: ((r: Ruta) => void) | null;
  /** Con rutas.editar la ficha sirve para asignar; sin él, solo para ver. */
  puedeAsignar: boolean;
}

const cuenta = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

function Acciones({ r, alEliminar, puedeAsignar }: { r: Ruta } & Omit<Props, 'items'>) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button
        component={Link}
        to={`/app/rutas/${r.id_ruta}`}
        variant="subtle"
        size="compact-sm"
        leftSection={<IconUsersGroup size={16} aria-hidden />}
        aria-label={`${puedeAsignar ? 'Asignar' : 'Ver'} la ruta ${r.nombre}`}
      >
        {puedeAsignar ? 'Asignar' : 'Ver'}
      </Button>
      {alEliminar && (
        <Tooltip label="Eliminar">
          <ActionIcon
            variant="subtle"
            color="red.9"
            aria-label={`Eliminar la ruta ${r.nombre}`}
            onClick={() => alEliminar(r)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

function Nombre({ r }: { r: Ruta }) {
  return (
    <Anchor component={Link} to={`/app/rutas/${r.id_ruta}`} fw={700} style={{ overflowWrap: 'anywhere' }}>
      {r.nombre}
    </Anchor>
  );
}

/** Rutas en tabla (escritorio): nombre y descripción, estado, clientes, cobradores y acciones. */
export function TablaDeRutas(props: Props) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ruta</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th ta="right">Clientes</Table.Th>
            <Table.Th ta="right">Cobradores</Table.Th>
            <Table.Th ta="right">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.items.map((r) => (
            <Table.Tr key={r.id_ruta}>
              <Table.Td maw={420}>
                <Nombre r={r} />
                {r.descripcion && (
                  <Text size="sm" c="dimmed">
                    {r.descripcion}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <InsigniaEstado estado={r.estado} />
              </Table.Td>
              <Table.Td ta="right">{r.total_clientes}</Table.Td>
              <Table.Td ta="right">{r.total_empleados}</Table.Td>
              <Table.Td>
                <Acciones r={r} alEliminar={props.alEliminar} puedeAsignar={props.puedeAsignar} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Las mismas rutas como tarjetas, para el teléfono. */
export function TarjetasDeRutas(props: Props) {
  return (
    <Stack gap="sm">
      {props.items.map((r) => (
        <Card key={r.id_ruta} withBorder padding="sm" component="article" aria-label={r.nombre}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Nombre r={r} />
            <InsigniaEstado estado={r.estado} />
          </Group>
          {r.descripcion && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {r.descripcion}
            </Text>
          )}
          <Group justify="space-between" mt={6} gap="xs">
            <Text size="sm">
              {cuenta(r.total_clientes, 'cliente', 'clientes')} ·{' '}
              {cuenta(r.total_empleados, 'cobrador', 'cobradores')}
            </Text>
            <Acciones r={r} alEliminar={props.alEliminar} puedeAsignar={props.puedeAsignar} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
