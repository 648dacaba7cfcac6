import {
  type BadgeProps,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type ModalProps,
  Notification,
} from '@mantine/core';

/**
 * Color de la marca: un azul petróleo cuyos tonos 6 a 9 pasan el contraste AA con texto blanco y sobre su fondo claro
 * (los botones, insignias y enlaces se leen bien en el sol de la calle).
 */
const marca: MantineColorsTuple = [
  '#e6f7f9',
  '#c9ecf1',
  '#a3dde6',
  '#74c9d7',
  '#44b1c3',
  '#1f96aa',
  '#0a7384',
  '#08606e',
  '#074f5b',
  '#053e48',
];

/**
 * El naranja de Mantine con su tono 9 más oscuro: el de serie (#d9480f) da 4.3:1 sobre blanco y no llega al AA del
 * texto pequeño; lo usan los avisos de «por sincronizar» y «parcial», que el cobrador lee en la calle. #c2410c: 5.2:1.
 */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#e8590c',
  '#c2410c',
];

export const tema = createTheme({
  primaryColor: 'marca',
  primaryShade: { light: 6, dark: 5 },
  colors: { marca, orange },
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '700' },
  // Quien pidió menos movimiento al sistema no ve animar modales ni menús (y los recorridos, que lo piden, no esperan
  // a que terminen de abrirse).
  respectReducedMotion: true,
  // La X de modales y avisos es un botón: sin nombre, un lector de pantalla no sabe qué hace. Badge y Modal van
  // como objetos y no con Badge.extend / Modal.extend: importarlos aquí los metería (a Modal con ScrollArea y
  // floating-ui) en lo que baja /login, que no los usa.
  components: {
    // Una insignia nunca se corta con puntos suspensivos: en una tabla apretada el navegador le da a veces un par de
    // píxeles menos que su texto, y "INACTIVO" se leería "INACTI…".
    Badge: {
      styles: {
        root: { flexShrink: 0, overflow: 'visible', minWidth: 'max-content' },
        label: { overflow: 'visible' },
      } satisfies BadgeProps['styles'],
    },
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar ventana' } } satisfies Partial<ModalProps>,
    },
    // Con título, Mantine pinta la descripción en gray-6, que no llega al contraste AA sobre blanco.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar aviso' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    }),
  },
});

/** Texto atenuado y errores un tono más oscuros que los de Mantine: los de serie no llegan al contraste AA. */
export const variablesCss: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
