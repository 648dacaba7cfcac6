import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { mensajeDe } from '../../lib/api-error';
import { puede, useSesion } from '../../lib/sesion';
import { type PrestamoDeCliente, prestamosDeClienteQuery } from './api';

/** Colores de la spec (001 §4): mora rojo, saldado verde, vigente azul, cancelado gris. */
const COLOR_DE_ESTADO: Record<string, string> = {
  ACTIVO: 'blue.9',
  VIGENTE: 'blue.9',
  ATRASADO: 'red.9',
  'EN MORA': 'red.9',
  SALDADO: 'teal.9',
  CANCELADO: 'gray.7',
};

export function InsigniaPrestamo({ estado }: { estado: string }) {
  return <Badge color={COLOR_DE_ESTADO[estado] ?? 'gray.7'}>{estado}</Badge>;
}

export function TablaDePrestamos({ prestamos }: { prestamos: PrestamoDeCliente[] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Código</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Fecha</Table.Th>
            <Table.Th ta="right">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prestamos.map((p) => (
            <Table.Tr key={p.id_prestamo}>
              <Table.Td fw={600}>{p.codigo_prestamo}</Table.Td>
              <Table.Td>
                <InsigniaPrestamo estado={p.estado} />
              </Table.Td>
              <Table.Td>{new Date(p.creado_en).toLocaleDateString('es-DO')}</Table.Td>
              <Table.Td ta="right">
                <Button
                  component={Link}
                  to={`/app/prestamos/${p.id_prestamo}`}
                  variant="subtle"
                  size="compact-sm"
                >
                  Plan / Pagar
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function PestanaPrestamos({ idCliente }: { idCliente: number }) {
  const sesion = useSesion();
  const prestamos = useQuery(prestamosDeClienteQuery(idCliente));
  return (
    <Stack>
      {puede(sesion, 'prestamos.crear') && (
        <Group justify="flex-end">
          <Button
            component={Link}
            to={`/app/prestamos/nuevo?cliente=${idCliente}`}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Nuevo préstamo
          </Button>
        </Group>
      )}
      {prestamos.isPending && <Loader />}
      {prestamos.isError && <Alert color="red">{mensajeDe(prestamos.error, 'No se pudo cargar')}</Alert>}
      {prestamos.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          Este cliente no tiene préstamos.
        </Text>
      )}
      {prestamos.data && prestamos.data.length > 0 && <TablaDePrestamos prestamos={prestamos.data} />}
    </Stack>
  );
}
