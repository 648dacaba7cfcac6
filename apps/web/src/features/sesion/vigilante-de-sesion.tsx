import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useRef } from 'react';
import { api } from '../../lib/api';
import { cerrarSesion } from '../../lib/cerrar-sesion';
import { loginCon, rutaActual } from '../../lib/navegacion';
import { useSesion } from '../../lib/sesion';
import { MENSAJE_INACTIVIDAD } from '../../lib/sesion-rechazada';
import { useInactividad } from './use-inactividad';

/** Aviso "Seguir conectado" con su cuenta regresiva, y el cierre de sesión por inactividad (spec 000 §4). */
export function VigilanteDeSesion() {
  const { config } = useSesion();
  const cerrando = useRef(false);

  const cerrarUnaVez = useCallback((opciones: Parameters<typeof cerrarSesion>[0]) => {
    if (cerrando.current) return;
    cerrando.current = true;
    void cerrarSesion(opciones);
  }, []);

  const alExpirar = useCallback(
    () => cerrarUnaVez({ aviso: MENSAJE_INACTIVIDAD, destino: loginCon(rutaActual()) }),
    [cerrarUnaVez],
  );

  const { segundosRestantes, seguir } = useInactividad({
    idleSegundos: config.idle_segundos,
    avisoSegundos: config.aviso_segundos,
    alExpirar,
  });

  const seguirAqui = () => {
    seguir();
    void api('/auth/ping', { method: 'POST' }).catch(() => {});
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
        <Button variant="default" onClick={() => cerrarUnaVez({})}>
          Cerrar sesión ahora
        </Button>
        <Button onClick={seguirAqui} data-autofocus>
          Seguir aquí
        </Button>
      </Group>
    </Modal>
  );
}
