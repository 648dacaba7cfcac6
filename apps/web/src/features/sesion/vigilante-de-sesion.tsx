import { Button, Group, Modal, Text } from '@mantine/core';
import { OkRespuesta } from '@prestamos/contract';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import { cerrarSesion } from '../../lib/cerrar-sesion';
import { loginCon, rutaActual } from '../../lib/navegacion';
import { useSesion } from '../../lib/sesion';
import { MENSAJE_INACTIVIDAD } from '../../lib/sesion-rechazada';
import { useInactividad } from './use-inactividad';

/** Registra en el servidor la actividad del usuario; si falla, la próxima petición la lleva igual en su cabecera. */
function ping(): void {
  void api('/auth/ping', OkRespuesta, { method: 'POST' }).catch(() => {});
}

/**
 * Aviso "Seguir conectado" con su cuenta regresiva, y el cierre de sesión por inactividad (docs/producto.md#sesion).
 */
export function VigilanteDeSesion() {
  const { config } = useSesion();
  // cerrarSesion no hace nada si ya no hay sesión: el cierre ocurre una sola vez aunque se pida dos.
  const alExpirar = useCallback(
    () => cerrarSesion({ aviso: MENSAJE_INACTIVIDAD, destino: loginCon(rutaActual()) }),
    [],
  );

  const { segundosRestantes, seguir } = useInactividad({
    idleSegundos: config.idle_segundos,
    avisoSegundos: config.aviso_segundos,
    alExpirar,
    informar: ping,
  });

  const seguirAqui = () => {
    seguir();
    ping();
  };

  return (
    <Modal
      opened={segundosRestantes !== null}
      onClose={seguirAqui}
      title="Seguir conectado"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
    >
      <Text>
        Tu sesión se cerrará por inactividad en{' '}
        <Text span fw={700} data-testid="segundos-restantes">
          {segundosRestantes ?? 0}
        </Text>{' '}
        segundos.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => cerrarSesion()}>
          Cerrar sesión ahora
        </Button>
        <Button onClick={seguirAqui} data-autofocus>
          Seguir aquí
        </Button>
      </Group>
    </Modal>
  );
}
