import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { cerrarSesion } from '../lib/cerrar-sesion';

export function BotonCerrarSesion() {
  return (
    <Button
      variant="light"
      color="red"
      leftSection={<IconLogout size={18} aria-hidden />}
      onClick={() => cerrarSesion()}
    >
      Cerrar sesión
    </Button>
  );
}
