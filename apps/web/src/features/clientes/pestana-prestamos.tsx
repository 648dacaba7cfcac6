import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { Prestamo } from '@prestamos/contract';
import { formatearFecha, formatearPesos } from '@prestamos/domain';
import { IconPlus, IconPrinter, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { InsigniaPrestamo } from '../../entities/prestamo/insignias';
import { mensajeDe } from '../../lib/api-error';
import { abrirPdf } from '../../lib/pdf';
import { puede, useSesion } from '../../lib/sesion';
import { prestamosDeClienteQuery } from './api';
import { ModalReenganche } from './modal-reenganche';

const activo = (p: Prestamo) => p.estado === 'ACTIVO' || p.estado === 'ATRASADO';

export function TablaDePrestamos({ prestamos }: { prestamos: Prestamo[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Código</Table.Th>
            <Table.Th>Fecha</Table.Th>
            <Table.Th ta="right">Monto</Table.Th>
            <Table.Th ta="right">Adeudado</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th ta="right">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prestamos.map((p) => (
            <Table.Tr key={p.id_prestamo}>
              <Table.Td fw={600}>{p.codigo_prestamo}</Table.Td>
              <Table.Td>{formatearFecha(p.fecha_inicio)}</Table.Td>
              <Table.Td ta="right">{formatearPesos(p.monto)}</Table.Td>
              <Table.Td ta="right">{formatearPesos(p.monto_adeudado)}</Table.Td>
              <Table.Td>
                <InsigniaPrestamo estado={p.estado} />
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button
                    component={Link}
                    to={`/app/prestamos/${p.id_prestamo}`}
                    variant="subtle"
                    size="compact-sm"
                  >
                    Plan / Pagar
                  </Button>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconPrinter size={14} aria-hidden />}
                    onClick={() =>
                      abrirPdf(`/prestamos/${p.id_prestamo}/recibo/pdf`, `Recibo ${p.codigo_prestamo}.pdf`)
                    }
                  >
                    Imprimir
                  </Button>
                </Group>
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
  const [reenganchando, setReenganchando] = useState<Prestamo | null>(null);
  // Se ofrece si la empresa lo permite y el cliente tiene un préstamo activo o en mora; va al primero.
  // Una tabla manual no se reengancha (el servidor la rechaza: no hay con qué calcular el plan nuevo).
  const aReenganchar = prestamos.data?.find((p) => activo(p) && p.amortizacion !== 'MANUAL');
  const permiteReenganche = sesion.empresa?.preferencias.allow_reengagement !== false;
  return (
    <Stack>
      <Group justify="flex-end">
        {permiteReenganche && aReenganchar && puede(sesion, 'prestamos.crear') && (
          <Button
            variant="light"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => setReenganchando(aReenganchar)}
          >
            Reenganche
          </Button>
        )}
        {puede(sesion, 'prestamos.crear') && (
          <Button
            component={Link}
            to={`/app/prestamos/nuevo?cliente=${idCliente}`}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Nuevo préstamo
          </Button>
        )}
      </Group>
      {prestamos.isPending && <Loader />}
      {prestamos.isError && <Alert color="red">{mensajeDe(prestamos.error, 'No se pudo cargar')}</Alert>}
      {prestamos.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          Este cliente no tiene préstamos.
        </Text>
      )}
      {prestamos.data && prestamos.data.length > 0 && <TablaDePrestamos prestamos={prestamos.data} />}
      {reenganchando && <ModalReenganche prestamo={reenganchando} alCerrar={() => setReenganchando(null)} />}
    </Stack>
  );
}
