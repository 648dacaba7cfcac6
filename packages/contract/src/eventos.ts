import { z } from 'zod';
import { textoOpcional, textoVisible } from './comun';

/** Los eventos con nombre que entrega el flujo en vivo (docs/producto.md#eventos-y-chat), además de `connected`. */
export const TIPOS_DE_EVENTO = [
  'usuario.login',
  'login.success',
  'login.failed',
  'usuario.created',
  'usuario.updated',
  'usuario.deleted',
  'usuario.permisos.updated',
  'cliente.creado',
  'cliente.created',
  'cliente.deleted',
  'cliente.actualizado',
  'cliente.updated',
  'prestamo.otorgado',
  'prestamo.liquidado',
  'prestamo.created',
  'prestamo.deleted',
  'pago.registrado',
  'caja.mov',
  'chat.message',
  'chat.deleted',
  'app.message',
] as const;
export type TipoDeEvento = (typeof TIPOS_DE_EVENTO)[number];

/**
 * Algunos eventos tienen dos nombres (en español y en inglés): la operación emite los dos, para quien escuche
 * cualquiera, y el centro de notificaciones muestra solo el primero de cada par.
 */
export const ALIAS_DE_EVENTO: Partial<Record<TipoDeEvento, TipoDeEvento>> = {
  'login.success': 'usuario.login',
  'cliente.created': 'cliente.creado',
  'cliente.updated': 'cliente.actualizado',
  'prestamo.created': 'prestamo.otorgado',
};

/**
 * Un evento tal como llega por el flujo (docs/decisiones/0027-eventos-en-vivo-y-chat.md): `data` lleva lo que la
 * notificación necesita (quién en `by`/`by_name`, qué, monto en pesos, el id para el enlace) y nunca un secreto.
 */
export const EventoEnVivo = z.object({
  id: z.number().int(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  ts: z.number().int(),
  userId: z.number().int().optional(),
  userName: z.string().optional(),
});
export type EventoEnVivo = z.infer<typeof EventoEnVivo>;

export const NIVELES_DE_NOTIFICACION = ['info', 'success', 'warn', 'error'] as const;

export const NotificarBody = z.object({
  title: textoOpcional(120),
  message: textoVisible('Escribe un mensaje', 1000),
  level: z.enum(NIVELES_DE_NOTIFICACION, 'Nivel inválido: info, success, warn o error.').default('info'),
});

export const EventosStreamQuery = z.object({
  token: z.string().max(200).optional(),
  tenant: z.string().max(20).optional(),
  /** El último id recibido, para quien no puede mandar la cabecera Last-Event-ID (EventSource al reconectar a mano). */
  lastEventId: z.string().max(20).optional(),
});
