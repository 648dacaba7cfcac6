import { z } from 'zod';
import {
  correoOpcional,
  MENSAJE_NOMBRE_SIN_LETRAS,
  nombreDePersona,
  textoOpcional,
  textoRequerido,
} from './comun';

export const CANALES_DE_CONTACTO = ['auto', 'whatsapp', 'telegram'] as const;

export const ContactoBody = z.object({
  nombre: nombreDePersona('Ingresa tu nombre.', MENSAJE_NOMBRE_SIN_LETRAS, 120),
  email: correoOpcional,
  telefono: textoOpcional(30),
  mensaje: textoRequerido('Escribe tu mensaje.', 2000),
  canal: z.enum(CANALES_DE_CONTACTO, 'Canal desconocido.').default('auto'),
  /** Plan por el que pregunta, si llegó desde la página de planes. */
  plan: textoOpcional(20),
});
export type ContactoBody = z.infer<typeof ContactoBody>;

export const MENSAJE_CONTACTO_ENVIADO = '¡Gracias! Te contactaremos muy pronto.';
export const MENSAJE_CONTACTO_FALLIDO = 'No pudimos enviar tu mensaje. Intenta nuevamente.';
