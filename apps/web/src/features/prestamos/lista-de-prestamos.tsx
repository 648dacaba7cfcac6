import { ActionIcon, Anchor, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { Prestamo } from '@prestamos/contract';
import { formatearFecha, formatearPesos } from '@prestamos/domain';
import { IconEye, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InsigniaPrestamo } from '../../entities/prestamo/insignias';
import { AYUDA_CANCELAR } from './acciones';

interface PropsDeLista {
  prestamos: Prestamo[];
  /** El código del préstamo recién creado: su fila va resaltada. */
  resaltado: string | null;
  /** Cancelar un préstamo; null si la sesión no tiene `prestamos.eliminar`. */
  alCancelar: ((p: Prestamo) => void) | null;
}

/** Cancelar, deshabilitado (con su explicación) si el préstamo ya tiene pagos. */
function BotonCancelar({
  prestamo: p,
  alCancelar,
}: {
  prestamo: Prestamo;
  alCancelar: PropsDeLista['alCancelar'];
}) {
  if (!alCancelar) return null;
  return (
    <Tooltip label={AYUDA_CANCELAR}>
      <span>
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={!p.puede_cancelar}
          aria-label={`Cancelar ${p.codigo_prestamo}`}
          onClick={() => alCancelar(p)}
        >
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </span>
    </Tooltip>
  );
}

/** Los préstamos en el teléfono: una tarjeta por préstamo. */
export function TarjetasDePrestamos({ prestamos, resaltado, alCancelar }: PropsDeLista) {
  return (
    <Stack gap="sm">
      {prestamos.map((p) => (
        <Card
          key={p.id_prestamo}
          withBorder
          padding="sm"
          bg={resaltado === p.codigo_prestamo ? 'green.0' : undefined}
          data-resaltado={resaltado === p.codigo_prestamo || undefined}
        >
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={`/app/prestamos/${p.id_prestamo}`} fw={700} c="dark">
              {p.codigo_prestamo}
            </Anchor>
            <InsigniaPrestamo estado={p.estado_ui} />
          </Group>
          <Text tt="uppercase" size="sm">
            {p.cliente}
          </Text>
          <Group justify="space-between" mt={4}>
            <Text size="sm">
              {formatearPesos(p.monto)} · debe <b>{formatearPesos(p.monto_adeudado)}</b>
            </Text>
            <BotonCancelar prestamo={p} alCancelar={alCancelar} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** Los préstamos en la pantalla ancha: montos, próximo vencimiento, estado y acciones. */
export function TablaDePrestamos({ prestamos, resaltado, alCancelar }: PropsDeLista) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Código</Table.Th>
            <Table.Th>Cliente</Table.Th>
            <Table.Th ta="right">Monto</Table.Th>
            <Table.Th ta="right">Cuota</Table.Th>
            <Table.Th ta="right">Adeudado</Table.Th>
            <Table.Th>Próximo venc.</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th ta="right">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prestamos.map((p) => (
            <Table.Tr
              key={p.id_prestamo}
              bg={resaltado === p.codigo_prestamo ? 'green.0' : undefined}
              data-resaltado={resaltado === p.codigo_prestamo || undefined}
            >
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {p.codigo_prestamo}
              </Table.Td>
              <Table.Td tt="uppercase" style={{ whiteSpace: 'normal' }}>
                <Anchor component={Link} to={`/app/clientes/${p.id_cliente}`} c="dark">
                  {p.cliente}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{formatearPesos(p.monto)}</Table.Td>
              <Table.Td ta="right">
                {p.estado === 'SALDADO' || p.estado === 'CANCELADO' ? '—' : formatearPesos(p.cuota_actual)}
              </Table.Td>
              <Table.Td ta="right" fw={600} c={p.en_mora ? 'red.9' : undefined}>
                {formatearPesos(p.monto_adeudado)}
              </Table.Td>
              <Table.Td>{p.proximo_vencimiento ? formatearFecha(p.proximo_vencimiento) : '—'}</Table.Td>
              <Table.Td>
                <InsigniaPrestamo estado={p.estado_ui} />
              </Table.Td>
              <Table.Td>
                <Group gap={2} justify="flex-end" wrap="nowrap">
                  <Tooltip label="Ver">
                    <ActionIcon
                      variant="subtle"
                      component={Link}
                      to={`/app/prestamos/${p.id_prestamo}`}
                      aria-label={`Ver ${p.codigo_prestamo}`}
                    >
                      <IconEye size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <BotonCancelar prestamo={p} alCancelar={alCancelar} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
