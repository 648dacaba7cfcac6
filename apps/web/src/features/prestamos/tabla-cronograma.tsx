import { Table } from '@mantine/core';
import type { Cuota } from '@prestamos/contract';
import { formatearFecha, formatearImporte } from '@prestamos/domain';
import type { ReactNode } from 'react';
import { InsigniaCuota } from '../../entities/prestamo/insignias';

/**
 * Cronograma de un préstamo guardado, con la mora de hoy; `acciones` pone los botones de cada cuota. Los montos van sin
 * el símbolo (la tabla dice que son RD$) para que quepan las once columnas.
 */
export function TablaCronograma({
  cuotas,
  acciones,
}: {
  cuotas: Cuota[];
  acciones?: (c: Cuota) => ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={acciones ? 900 : 760}>
      <Table striped verticalSpacing={6} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        <Table.Caption>Montos en RD$</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>No.</Table.Th>
            <Table.Th>Vence</Table.Th>
            <Table.Th ta="right">Cuota</Table.Th>
            <Table.Th ta="right">Interés</Table.Th>
            <Table.Th ta="right">Capital</Table.Th>
            <Table.Th ta="right">Abonado</Table.Th>
            <Table.Th ta="right">Mora</Table.Th>
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
              <Table.Td ta="right">{formatearImporte(c.monto_cuota)}</Table.Td>
              <Table.Td ta="right">{formatearImporte(c.interes_cuota)}</Table.Td>
              <Table.Td ta="right">{formatearImporte(c.capital_cuota)}</Table.Td>
              <Table.Td ta="right">{formatearImporte(c.abonado)}</Table.Td>
              <Table.Td ta="right" c={c.mora > 0 ? 'red.9' : undefined}>
                {formatearImporte(c.mora)}
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatearImporte(c.adeudado)}
              </Table.Td>
              <Table.Td ta="right">{formatearImporte(c.balance_prestamo)}</Table.Td>
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
