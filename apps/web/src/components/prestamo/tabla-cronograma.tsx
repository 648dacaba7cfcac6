import { Table } from '@mantine/core';
import type { Cuota } from '@prestamos/contract';
import { formatearFecha, formatearPesos } from '@prestamos/domain';
import type { ReactNode } from 'react';
import { InsigniaCuota } from '../insignia-prestamo';

/** Cronograma de un préstamo guardado; `acciones` pone los botones de cada cuota (los cobros vienen con pagos). */
export function TablaCronograma({
  cuotas,
  acciones,
}: {
  cuotas: Cuota[];
  acciones?: (c: Cuota) => ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>No.</Table.Th>
            <Table.Th>Vence</Table.Th>
            <Table.Th ta="right">Cuota</Table.Th>
            <Table.Th ta="right">Interés</Table.Th>
            <Table.Th ta="right">Capital</Table.Th>
            <Table.Th ta="right">Abonado</Table.Th>
            <Table.Th ta="right">Adeudado</Table.Th>
            <Table.Th ta="right">Saldo</Table.Th>
            <Table.Th>Estado</Table.Th>
            {acciones && <Table.Th ta="right">Acciones</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cuotas.map((c) => (
            <Table.Tr key={c.id_pago}>
              <Table.Td>{c.no_cuota}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatearFecha(c.fecha_debe_pagar)}</Table.Td>
              <Table.Td ta="right">{formatearPesos(c.monto_cuota)}</Table.Td>
              <Table.Td ta="right">{formatearPesos(c.interes_cuota)}</Table.Td>
              <Table.Td ta="right">{formatearPesos(c.capital_cuota)}</Table.Td>
              <Table.Td ta="right">{formatearPesos(c.abonado)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatearPesos(c.adeudado)}
              </Table.Td>
              <Table.Td ta="right">{formatearPesos(c.balance_prestamo)}</Table.Td>
              <Table.Td>
                <InsigniaCuota estado={c.estado_cuota} />
              </Table.Td>
              {acciones && <Table.Td ta="right">{acciones(c)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
