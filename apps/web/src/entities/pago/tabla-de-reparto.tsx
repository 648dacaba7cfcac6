import { Table } from '@mantine/core';
import { formatearCentavos } from '@prestamos/domain';

/** Cómo se aplica el monto: mora, interés y capital de cada cuota que cubre (en el teléfono, más apretada). */
export function TablaDeReparto(props: {
  partes: { no: number; mora: number; interes: number; capital: number }[];
  telefonoPequeno: boolean | undefined;
}) {
  const { telefonoPequeno } = props;
  return (
    <Table
      fz={telefonoPequeno ? 'xs' : 'sm'}
      verticalSpacing={4}
      horizontalSpacing={telefonoPequeno ? 4 : 'xs'}
      style={{ whiteSpace: 'nowrap' }}
      aria-label="Cómo se aplica el pago"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Se aplica a</Table.Th>
          <Table.Th ta="right">Mora</Table.Th>
          <Table.Th ta="right">Interés</Table.Th>
          <Table.Th ta="right">Capital</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.partes.map((p) => (
          <Table.Tr key={p.no}>
            <Table.Td>Cuota {p.no}</Table.Td>
            <Table.Td ta="right">{formatearCentavos(p.mora)}</Table.Td>
            <Table.Td ta="right">{formatearCentavos(p.interes)}</Table.Td>
            <Table.Td ta="right">{formatearCentavos(p.capital)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
