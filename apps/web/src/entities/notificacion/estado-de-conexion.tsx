import { Badge, Button, Group } from '@mantine/core';
import { type EstadoDeConexion, limpiarNotificaciones } from './almacen-en-vivo';

/** "Conectado" con el flujo abierto, "Conectando…" mientras no (docs/producto.md#eventos-y-chat). */
export function InsigniaDeConexion({ conexion }: { conexion: EstadoDeConexion }) {
  const ok = conexion === 'ok';
  return (
    <Badge
      color={ok ? 'teal.9' : 'gray.7'}
      variant={ok ? 'filled' : 'outline'}
      aria-label={ok ? 'Estado: conectado' : 'Estado: conectando'}
      data-estado={conexion}
    >
      {ok ? 'Conectado' : 'Conectando…'}
    </Badge>
  );
}

/** El estado de la conexión y "Limpiar todo": lo mismo en la tarjeta del tablero y en la campana del encabezado. */
export function EstadoYLimpiar({ conexion, hay }: { conexion: EstadoDeConexion; hay: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <InsigniaDeConexion conexion={conexion} />
      <Button size="compact-sm" variant="subtle" disabled={!hay} onClick={limpiarNotificaciones}>
        Limpiar todo
      </Button>
    </Group>
  );
}
