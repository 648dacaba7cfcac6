import { Badge } from '@mantine/core';
import type { EstadoDeConexion } from './almacen-en-vivo';

/** "Conectado" con el flujo abierto, "Conectando…" mientras no (spec 000 §4). */
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
