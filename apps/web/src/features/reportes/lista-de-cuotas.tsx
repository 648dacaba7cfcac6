import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { CuotaDeReporte } from '@prestamos/contract';
import { formatearFecha, formatearImporte, formatearPesos } from '@prestamos/domain';
import { EnlaceOTexto } from '../../components/enlace-o-texto';
import { textoDeAtraso, textoDeVencimiento } from '../../components/texto-de-dias';
import type { EnlacesDelReporte } from './enlaces';

interface Props {
  cuotas: CuotaDeReporte[];
  enlaces: EnlacesDelReporte;
}

const vencida = (c: CuotaDeReporte) => c.tipo === 'VENCIDA';

/** "12 días de atraso" en rojo o "Vence en 3 días" en azul (tonos 9: contraste AA sobre blanco). */
function Dias({ c }: { c: CuotaDeReporte }) {
  return (
    <Text span inherit fw={600} c={vencida(c) ? 'red.9' : 'blue.9'}>
      {vencida(c) ? textoDeAtraso(c.dias) : textoDeVencimiento(c.dias)}
    </Text>
  );
}

function Cliente({ c, enlaces }: { c: CuotaDeReporte } & Pick<Props, 'enlaces'>) {
  return (
    <EnlaceOTexto a={enlaces.cliente(c.id_cliente)} fw={600} c="dark" tt="uppercase">
      {c.cliente}
    </EnlaceOTexto>
  );
}

function Prestamo({ c, enlaces }: { c: CuotaDeReporte } & Pick<Props, 'enlaces'>) {
  return <EnlaceOTexto a={enlaces.prestamo(c.id_prestamo)}>{c.codigo_prestamo}</EnlaceOTexto>;
}

/** Las cuotas en tabla (escritorio), de la más atrasada a la que vence más tarde. */
export function TablaDeCuotas({ cuotas, enlaces }: Props) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Cuotas del reporte">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cliente</Table.Th>
            <Table.Th>Préstamo</Table.Th>
            <Table.Th ta="right">Cuota</Table.Th>
            <Table.Th>Vence</Table.Th>
            <Table.Th>Días</Table.Th>
            <Table.Th ta="right">Pendiente (RD$)</Table.Th>
            <Table.Th ta="right">Mora (RD$)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cuotas.map((c) => (
            <Table.Tr key={c.id_pago} data-tipo={c.tipo}>
              <Table.Td>
                <Cliente c={c} enlaces={enlaces} />
                {c.telefono && (
                  <Text size="xs" c="dimmed">
                    {c.telefono}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Prestamo c={c} enlaces={enlaces} />
              </Table.Td>
              <Table.Td ta="right">{c.no_cuota}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatearFecha(c.fecha_debe_pagar)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Dias c={c} />
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatearImporte(c.pendiente)}
              </Table.Td>
              <Table.Td ta="right" c={c.mora > 0 ? 'red.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {formatearImporte(c.mora)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Las mismas cuotas como tarjetas, para el teléfono. */
export function TarjetasDeCuotas({ cuotas, enlaces }: Props) {
  return (
    <Stack gap="sm">
      {cuotas.map((c) => (
        <Card
          key={c.id_pago}
          withBorder
          padding="sm"
          component="article"
          aria-label={`${c.cliente}, cuota ${c.no_cuota} de ${c.codigo_prestamo}`}
          data-tipo={c.tipo}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Cliente c={c} enlaces={enlaces} />
            </div>
            <Badge color={vencida(c) ? 'red.9' : 'blue.9'} size="sm">
              {vencida(c) ? 'Vencida' : 'Próxima'}
            </Badge>
          </Group>
          <Text size="sm">
            <Prestamo c={c} enlaces={enlaces} /> · cuota {c.no_cuota}
          </Text>
          <Text size="sm">
            Vence {formatearFecha(c.fecha_debe_pagar)} · <Dias c={c} />
          </Text>
          <Group justify="space-between" mt={4} gap="xs">
            <Text size="sm">
              Pendiente <b>{formatearPesos(c.pendiente)}</b>
            </Text>
            {c.mora > 0 && (
              <Text size="sm" c="red.9">
                Mora {formatearPesos(c.mora)}
              </Text>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
