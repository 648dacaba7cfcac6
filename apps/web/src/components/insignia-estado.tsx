import { Badge } from '@mantine/core';

/** ACTIVO en verde, cualquier otro estado en gris (usuarios, clientes, garantes). */
export function InsigniaEstado({ estado }: { estado: string }) {
  return <Badge color={estado === 'ACTIVO' ? 'teal.9' : 'gray.7'}>{estado}</Badge>;
}
