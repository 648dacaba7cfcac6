import { Anchor, Group, Stack } from '@mantine/core';
import type { Cliente } from '@prestamos/contract';
import { FotoCliente } from '../../entities/cliente/foto-cliente';
import { InsigniaPrestamoActivo } from './insignias';

export const nombreDe = (c: Cliente) => `${c.nombres} ${c.apellidos}`;

/** Lo que ha de hacerse con un cliente de la lista; null si la sesión no tiene el permiso. */
export interface AccionesDeFila {
  editar: (() => void) | null;
  estado: (() => void) | null;
  eliminar: (() => void) | null;
}

/** Foto, nombre (abre la información rápida) y si tiene préstamo activo: la cabeza de cada cliente de la lista. */
export function NombreConFoto({ cliente, alVer }: { cliente: Cliente; alVer: () => void }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <FotoCliente url={cliente.foto_url} nombre={nombreDe(cliente)} size={36} />
      <Stack gap={4} align="flex-start">
        <Anchor component="button" type="button" onClick={alVer} fw={600} tt="uppercase" ta="left" c="dark">
          {nombreDe(cliente)}
        </Anchor>
        <InsigniaPrestamoActivo cliente={cliente} />
      </Stack>
    </Group>
  );
}
