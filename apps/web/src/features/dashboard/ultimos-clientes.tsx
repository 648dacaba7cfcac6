import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { Tablero } from '@prestamos/contract';
import { formatearFecha } from '@prestamos/domain';
import { Link } from 'react-router';
import { Seccion } from '../../components/seccion';
import type { EnlacesDelTablero } from './enlaces';
import { ResumenEnlazado } from './resumen-enlazado';

/** Los últimos clientes registrados (docs/producto.md#tablero), el más reciente primero, cada uno con su ficha. */
export function UltimosClientes({ t, enlaces }: { t: Tablero; enlaces: EnlacesDelTablero }) {
  return (
    <Seccion
      titulo="Últimos clientes"
      acciones={
        enlaces.clientes && (
          <ResumenEnlazado texto="Ver todos" enlace={enlaces.clientes} etiqueta="Ver todos los clientes" />
        )
      }
    >
      {t.ultimosClientes.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          Aún no hay clientes registrados.
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Últimos clientes">
          {t.ultimosClientes.map((c) => {
            const enlace = enlaces.cliente(c.id_cliente);
            return (
              <Group
                component="li"
                key={c.id_cliente}
                justify="space-between"
                wrap="nowrap"
                py={6}
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <div style={{ minWidth: 0 }}>
                  {enlace ? (
                    <Anchor component={Link} to={enlace} size="sm" fw={600} c="dark">
                      {c.nombre}
                    </Anchor>
                  ) : (
                    <Text size="sm" fw={600}>
                      {c.nombre}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {c.codigo}
                  </Text>
                </div>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatearFecha(c.fecha)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
    </Seccion>
  );
}
