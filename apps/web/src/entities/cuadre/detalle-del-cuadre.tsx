import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { CierreDelDia } from '@prestamos/contract';
import { formatearFecha, formatearPesos } from '@prestamos/domain';
import { Cifra } from '../../components/cifra';
import { EgresosDelCuadre } from './egresos-del-cuadre';
import { RecibosDelCuadre } from './recibos-del-cuadre';

const cuenta = (n: number) => `${n} ${n === 1 ? 'recibo' : 'recibos'}`;

function PorMetodo({ cierre }: { cierre: CierreDelDia }) {
  return (
    <Table verticalSpacing={4} aria-label="Totales por método" withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Método</Table.Th>
          <Table.Th ta="right">Recibos</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {cierre.totales.por_metodo.map((m) => (
          <Table.Tr key={m.metodo}>
            <Table.Td>{m.metodo}</Table.Td>
            <Table.Td ta="right">{m.cantidad}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatearPesos(m.total)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Lo que el cobrador entrega y cómo: lo cobrado por método y recibo, lo que sacó de la caja (sus egresos), el neto a
 * entregar y, aparte, lo anulado (que no se entrega).
 */
export function DetalleDelCuadre({ cierre, compacto }: { cierre: CierreDelDia; compacto: boolean }) {
  return (
    <Stack gap="md">
      <Text>
        <b>{cierre.cobrador.nombre}</b> · {formatearFecha(cierre.fecha)}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" data-testid="totales-del-cuadre">
        <Cifra etiqueta="Neto a entregar" valor={formatearPesos(cierre.neto)} destacado />
        <Cifra etiqueta="Cobrado" valor={formatearPesos(cierre.totales.total)} />
        <Cifra etiqueta="Egresos" valor={formatearPesos(cierre.egresos.total)} />
        <Cifra etiqueta="Recibos" valor={String(cierre.totales.cantidad)} />
        <Cifra
          etiqueta="Anulados"
          valor={`${cierre.anulados.cantidad} · ${formatearPesos(cierre.anulados.total)}`}
        />
      </SimpleGrid>
      {cierre.totales.cantidad === 0 ? (
        <Text c="dimmed">No hay cobros registrados este día.</Text>
      ) : (
        <>
          <PorMetodo cierre={cierre} />
          <Title order={3} size="h5">
            Recibos ({cierre.totales.cantidad})
          </Title>
          <RecibosDelCuadre recibos={cierre.recibos} etiqueta="Recibos del día" compacto={compacto} />
        </>
      )}
      {cierre.egresos.cantidad > 0 && (
        <>
          <Title order={3} size="h5">
            Egresos del día ({cierre.egresos.cantidad}): dinero que salió de la caja
          </Title>
          <EgresosDelCuadre movimientos={cierre.egresos.movimientos} compacto={compacto} />
        </>
      )}
      {cierre.anulados.cantidad > 0 && (
        <>
          <Title order={3} size="h5">
            Anulados: {cuenta(cierre.anulados.cantidad)} por {formatearPesos(cierre.anulados.total)}, no se
            entregan
          </Title>
          <RecibosDelCuadre
            recibos={cierre.anulados.recibos}
            etiqueta="Recibos anulados"
            anulados
            compacto={compacto}
          />
        </>
      )}
    </Stack>
  );
}
