import type { EventoEnVivo } from '@prestamos/contract';

type Datos = Record<string, unknown>;

const esObjeto = (v: unknown): v is Datos => !!v && typeof v === 'object' && !Array.isArray(v);
const texto = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
const entero = (v: unknown) => {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : undefined;
};

/**
 * Un mensaje del flujo convertido en evento (docs/producto.md#eventos-y-chat). Los eventos con nombre traen el evento
 * entero en `data` (`{id, type, data, ts, userId?, userName?}`); los mensajes genéricos sin nombre se leen por `type`
 * (o `event`, o
 * `topic`) y `data` (o `payload`). Sin tipo, o con un JSON que no se entiende, no hay evento. El id, si el cuerpo no lo
 * trae, es el `id:` del mensaje; sin ninguno, la hora (un aviso que no vino de la tabla de eventos).
 */
export function leerMensajeDelFlujo(
  nombre: string,
  cuerpo: string,
  idDelMensaje: string,
  ahora = Date.now(),
): EventoEnVivo | null {
  let crudo: unknown;
  try {
    crudo = JSON.parse(cuerpo);
  } catch {
    return null;
  }
  if (!esObjeto(crudo)) return null;
  const generico = nombre === 'message';
  const tipo = generico ? (texto(crudo.type) ?? texto(crudo.event) ?? texto(crudo.topic)) : nombre;
  if (!tipo) return null;
  const datos = crudo.data ?? (generico ? crudo.payload : undefined);
  const evento: EventoEnVivo = {
    id: entero(crudo.id) ?? entero(idDelMensaje) ?? ahora,
    type: tipo,
    data: esObjeto(datos) ? datos : {},
    ts: entero(crudo.ts) ?? ahora,
  };
  const idUsuario = entero(crudo.userId);
  if (idUsuario !== undefined) evento.userId = idUsuario;
  const nombreUsuario = texto(crudo.userName);
  if (nombreUsuario) evento.userName = nombreUsuario;
  return evento;
}

/**
 * Quién hizo lo que el evento cuenta: userName, si no `by_name`, si no `by`, si no `usuario`
 * (docs/producto.md#eventos-y-chat).
 */
export function nombreDeUsuario(evento: Pick<EventoEnVivo, 'userName' | 'data'>): string | null {
  const d = evento.data;
  return texto(evento.userName) ?? texto(d.by_name) ?? texto(d.by) ?? texto(d.usuario) ?? null;
}

/** El id del usuario que causó el evento: `userId` o `by_id`. */
export function idDelCausante(evento: Pick<EventoEnVivo, 'userId' | 'data'>): number | null {
  return evento.userId ?? entero(evento.data.by_id) ?? null;
}
