import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { montar } from '../test/render';
import { CeldaDeDinero } from './celda-de-dinero';

describe('celda de dinero', () => {
  it('el monto al centavo, a la derecha y sin partirse: "RD$" no queda solo en un renglón', () => {
    montar(
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <CeldaDeDinero centavos={2_080_000} />
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    const celda = screen.getByRole('cell', { name: 'RD$\u00a020,800.00' });
    expect(celda.style.whiteSpace).toBe('nowrap');
    expect(celda.style.textAlign).toBe('right');
  });
});
