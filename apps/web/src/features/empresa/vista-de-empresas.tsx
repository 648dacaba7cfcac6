import { Card, Group, Stack, Table, Text } from '@mantine/core';
import type { EmpresaListada } from '@prestamos/contract';
import { AccionesDeEmpresa } from './acciones-de-empresa';
import { InsigniaEmpresa, InsigniaPlan, textoDeDias, usoDeLimite } from './insignias';

interface Props {
  items: EmpresaListada[];
  /** La empresa de soporte: no se ve, ni se suspende, ni se elimina. */
  idPropia: number | undefined;
}

function PlanDeLaEmpresa({ e }: { e: EmpresaListada }) {
  return (
    <div>
      <Group gap={6} wrap="nowrap">
        <Text span size="sm">
          {e.plan_nombre ?? '—'}
        </Text>
        <InsigniaPlan estado={e.plan_estado} />
      </Group>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {e.licencia === 'PERMANENTE' ? 'Licencia ilimitada' : textoDeDias(e.dias_restantes)}
      </Text>
    </div>
  );
}

/** Empresas en tabla (escritorio): código, nombre, estado, plan, usuarios y clientes usados, acciones. */
export function TablaDeEmpresas({ items, idPropia }: Props) {
  return (
    <Table.ScrollContainer minWidth={840}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Código</Table.Th>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Usuarios</Table.Th>
            <Table.Th>Clientes</Table.Th>
            <Table.Th ta="right">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((e) => (
            <Table.Tr key={e.id_empresa}>
              <Table.Td fw={700}>{e.rnc}</Table.Td>
              <Table.Td>{e.nombre_empresa}</Table.Td>
              <Table.Td>
                <InsigniaEmpresa estado={e.estado} />
              </Table.Td>
              <Table.Td>
                <PlanDeLaEmpresa e={e} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {usoDeLimite(e.usuarios_usados, e.limite_usuarios)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {usoDeLimite(e.clientes_usados, e.limite_clientes)}
              </Table.Td>
              <Table.Td>
                <AccionesDeEmpresa empresa={e} propia={e.id_empresa === idPropia} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Las mismas empresas como tarjetas, para el teléfono. */
export function TarjetasDeEmpresas({ items, idPropia }: Props) {
  return (
    <Stack gap="sm">
      {items.map((e) => (
        <Card key={e.id_empresa} withBorder padding="sm" role="group" aria-label={e.nombre_empresa}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {e.nombre_empresa}
            </Text>
            <InsigniaEmpresa estado={e.estado} />
          </Group>
          <Text size="sm" c="dimmed">
            Código {e.rnc} · usuarios {usoDeLimite(e.usuarios_usados, e.limite_usuarios)} · clientes{' '}
            {usoDeLimite(e.clientes_usados, e.limite_clientes)}
          </Text>
          <Group justify="space-between" mt={6} gap="xs">
            <PlanDeLaEmpresa e={e} />
            <AccionesDeEmpresa empresa={e} propia={e.id_empresa === idPropia} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
