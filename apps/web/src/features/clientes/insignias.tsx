import { Badge } from '@mantine/core';
import type { Cliente } from '@prestamos/contract';

export function InsigniaPrestamoActivo({ cliente }: { cliente: Pick<Cliente, 'prestamos_activos'> }) {
  if (cliente.prestamos_activos === 0) return null;
  return (
    <Badge color="blue.9" variant="outline" size="sm">
      {cliente.prestamos_activos === 1 ? 'Préstamo activo' : `${cliente.prestamos_activos} préstamos activos`}
    </Badge>
  );
}
