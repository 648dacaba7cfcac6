import { Table } from '@mantine/core';
import {
  type CuotaCalculada,
  formatearCentavos,
  formatearFecha,
  totalesDelCronograma,
} from '@prestamos/domain';

/**
 * Un plan de pagos aún por crear: la simulación del préstamo nuevo (el mismo motor que usará el servidor, así que lo
 * que se ve es lo que se guarda) y la vista previa del reenganche.
 */
export function TablaDePlan({
  cuotas,
  alto = 420,
  conTotales = true,
}: {
  cuotas: CuotaCalculada[];
  alto?: number;
  conTotales?: boolean;
}) {
  const totales = totalesDelCronograma(cuotas);
  return (
    <Table.ScrollContainer minWidth={520} mah={alto}>
      <Table striped verticalSpacing={4} fz="sm" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>No.</Table.Th>
            <Table.Th>Vence</Table.Th>
            <Table.Th ta="right">Cuota</Table.Th>
            <Table.Th ta="right">Interés</Table.Th>
            <Table.Th ta="right">Capital</Table.Th>
            <Table.Th ta="right">Saldo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cuotas.map((c) => (
            <Table.Tr key={c.no}>
              <Table.Td>{c.no}</Table.Td>
              <Table.Td>{formatearFecha(c.fecha)}</Table.Td>
              <Table.Td ta="right">{formatearCentavos(c.cuota)}</Table.Td>
              <Table.Td ta="right">{formatearCentavos(c.interes)}</Table.Td>
              <Table.Td ta="right">{formatearCentavos(c.capital)}</Table.Td>
              <Table.Td ta="right">{formatearCentavos(c.saldo)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {conTotales && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td colSpan={2}>Totales</Table.Td>
              <Table.Td ta="right">{formatearCentavos(totales.cuota)}</Table.Td>
              <Table.Td ta="right">{formatearCentavos(totales.interes)}</Table.Td>
              <Table.Td ta="right">{formatearCentavos(totales.capital)}</Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
