import { Table } from '@mantine/core';
import { type CuotaCalculada, formatearFecha, totalesDelCronograma } from '@prestamos/domain';
import { CeldaDeDinero } from '../../components/celda-de-dinero';

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
  // Letra y márgenes justos: con los montos en una línea, las seis columnas caben en la mitad de una pantalla de 1280.
  return (
    <Table.ScrollContainer minWidth={520} mah={alto}>
      <Table striped verticalSpacing={4} horizontalSpacing={8} fz="xs" stickyHeader>
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
              <CeldaDeDinero centavos={c.cuota} />
              <CeldaDeDinero centavos={c.interes} />
              <CeldaDeDinero centavos={c.capital} />
              <CeldaDeDinero centavos={c.saldo} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        {conTotales && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td colSpan={2}>Totales</Table.Td>
              <CeldaDeDinero centavos={totales.cuota} />
              <CeldaDeDinero centavos={totales.interes} />
              <CeldaDeDinero centavos={totales.capital} />
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
