import { Table, type TableTdProps } from '@mantine/core';
import { formatearCentavos } from '@prestamos/domain';

/**
 * Un monto en una celda de tabla, alineado a la derecha y en una sola línea: "RD$" no se queda solo en un renglón
 * cuando la columna se estrecha (la simulación del préstamo a 1280 px).
 */
export function CeldaDeDinero({ centavos, ...props }: { centavos: number } & TableTdProps) {
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} {...props}>
      {formatearCentavos(centavos)}
    </Table.Td>
  );
}
