import { notifications } from '@mantine/notifications';

/** Avisos breves (3 s, spec 000 §9) con los colores de siempre: verde éxito, amarillo aviso, rojo error. */
const DURACION = 3000;

export const notificar = {
  exito: (message: string) => notifications.show({ message, color: 'teal', autoClose: DURACION }),
  aviso: (message: string) => notifications.show({ message, color: 'yellow', autoClose: DURACION * 2 }),
  error: (message: string) => notifications.show({ message, color: 'red', autoClose: DURACION * 2 }),
};
