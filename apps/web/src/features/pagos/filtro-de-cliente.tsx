import { ActionIcon, Alert, Button, Group, Text, Tooltip } from '@mantine/core';
import type { Cliente } from '@prestamos/contract';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clienteQuery } from '../../entities/cliente/api';
import { SelectorCliente } from '../../entities/cliente/selector-cliente';

/** El filtro `cliente={id}` (desde la ficha del cliente): su nombre, Cambiar (elegir otro) y quitarlo. */
export function FiltroDeCliente({ id, alCambiar }: { id: number; alCambiar: (id: number | null) => void }) {
  const cliente = useQuery(clienteQuery(id));
  const [cambiando, setCambiando] = useState(false);
  if (cambiando) {
    return (
      <Group align="flex-end" gap="xs" mb="md">
        <div style={{ flex: 1 }}>
          <SelectorCliente
            valor={cliente.data ?? null}
            alCambiar={(c: Cliente | null) => {
              if (c) alCambiar(c.id_cliente);
              setCambiando(false);
            }}
          />
        </div>
        <Button variant="default" onClick={() => setCambiando(false)}>
          Volver
        </Button>
      </Group>
    );
  }
  return (
    <Alert variant="light" mb="md" p="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          Cuotas de{' '}
          <b>
            {cliente.data
              ? `${cliente.data.nombres} ${cliente.data.apellidos}`.toUpperCase()
              : `cliente ${id}`}
          </b>
        </Text>
        <Group gap={4}>
          <Button size="compact-sm" variant="light" onClick={() => setCambiando(true)}>
            Cambiar
          </Button>
          <Tooltip label="Ver todos los clientes">
            <ActionIcon
              variant="subtle"
              aria-label="Quitar el filtro de cliente"
              onClick={() => alCambiar(null)}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Alert>
  );
}
