import { notifications } from '@mantine/notifications';

/** Avisos breves (3 s) con los colores de siempre: verde éxito, amarillo aviso, rojo error. */
const DURACION = 3000;

export const notificar = {
  exito: (message: string) => notifications.show({ message, color: 'teal', autoClose: DURACION }),
  aviso: (message: string) => notifications.show({ message, color: 'yellow', autoClose: DURACION * 2 }),
  /** Con título, el título dice qué falló ("No se pudo guardar") y el mensaje, por qué. */
  error: (message: string, title?: string) =>
    notifications.show({ message, title, color: 'red', autoClose: DURACION * 2 }),
};
