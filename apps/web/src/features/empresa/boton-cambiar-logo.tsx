import { Button, FileButton } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useRef } from 'react';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { useSubirLogo } from './api';
import { errorDelLogo } from './logo';

const NO_SE_PUDO = 'No se pudo subir el logo';

/** Sube el logo (POST /empresa/logo); el menú lateral lo muestra en cuanto el servidor lo guarda. */
export function BotonCambiarLogo() {
  const subir = useSubirLogo();
  // Sin reiniciar el campo, elegir otra vez el mismo archivo (tras un error) no avisaría nada.
  const reiniciar = useRef<() => void>(null);
  const alElegir = (archivo: File | null) => {
    if (!archivo) return;
    reiniciar.current?.();
    const error = errorDelLogo(archivo);
    if (error) {
      notificar.error(error, NO_SE_PUDO);
      return;
    }
    subir.mutate(archivo, {
      onSuccess: (r) => notificar.exito(r.message),
      onError: (e) => notificar.error(mensajeDe(e, NO_SE_PUDO)),
    });
  };
  return (
    <FileButton
      onChange={alElegir}
      accept="image/*"
      resetRef={reiniciar}
      inputProps={{ 'aria-label': 'Archivo del logo' }}
    >
      {(props) => (
        <Button
          {...props}
          variant="light"
          leftSection={<IconPhotoUp size={18} aria-hidden />}
          loading={subir.isPending}
        >
          Cambiar logo
        </Button>
      )}
    </FileButton>
  );
}
