import { Anchor, Group, Stack } from '@mantine/core';
import type { Cliente } from '@prestamos/contract';
import { Link } from 'react-router';
import { FotoCliente } from '../../entities/cliente/foto-cliente';
import { InsigniaPrestamoActivo } from './insignias';

export const nombreDe = (c: Cliente) => `${c.nombres} ${c.apellidos}`;
export const fichaDe = (c: Cliente) => `/app/clientes/${c.id_cliente}`;

/** Lo que ha de hacerse con un cliente de la lista; null si la sesión no tiene el permiso. */
export interface AccionesDeFila {
  /** La información rápida (el modal); el nombre lleva a la ficha. */
  ver: () => void;
  editar: (() => void) | null;
  estado: (() => void) | null;
  eliminar: (() => void) | null;
}

/** Foto, nombre (el enlace a su ficha) y si tiene préstamo activo: la cabeza de cada cliente de la lista. */
export function NombreConFoto({ cliente }: { cliente: Cliente }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <FotoCliente url={cliente.foto_url} nombre={nombreDe(cliente)} size={36} />
      <Stack gap={4} align="flex-start">
        <Anchor component={Link} to={fichaDe(cliente)} fw={600} tt="uppercase">
          {nombreDe(cliente)}
        </Anchor>
        <InsigniaPrestamoActivo cliente={cliente} />
      </Stack>
    </Group>
  );
}
