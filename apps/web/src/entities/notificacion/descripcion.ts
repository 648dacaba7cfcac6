import type { EventoEnVivo } from '@prestamos/contract';
import { formatearPesos } from '@prestamos/domain';
import { nombreDeUsuario } from './evento';

/** Una notificación dicha para una persona: la línea, a dónde lleva y su color. */
export interface Descripcion {
  texto: string;
  ruta: string | null;
  color: 'blue' | 'teal' | 'yellow' | 'red' | 'gray';
}

type Datos = Record<string, unknown>;

const cadena = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const numero = (v: unknown) => {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const pesos = (v: unknown) => {
  const n = numero(v);
  return n === null ? null : formatearPesos(n);
};
/** " de RD$ 1,500.00", o nada si el evento no trajo el monto. */
const de = (v: unknown) => {
  const monto = pesos(v);
  return monto ? ` de ${monto}` : '';
};
const ruta = (base: string, id: unknown) => {
  const n = numero(id);
  return n === null ? base : `${base}/${n}`;
};
const conversacion = (id: unknown) => {
  const n = numero(id);
  return n === null ? '/app/mensajes/enviar' : `/app/mensajes/enviar?conversacion=${n}`;
};

const LINEAS: Record<
  string,
  (quien: string, d: Datos) => Omit<Descripcion, 'color'> & { color?: Descripcion['color'] }
> = {
  'pago.registrado': (quien, d) => ({
    texto: `${quien} registró un pago${de(d.monto)} en ${cadena(d.codigo) ?? 'un préstamo'}`,
    ruta: ruta('/app/prestamos', d.id_prestamo),
    color: 'teal',
  }),
  'prestamo.otorgado': (quien, d) => ({
    texto: `${quien} otorgó el préstamo ${cadena(d.codigo) ?? ''}${de(d.monto)}${cadena(d.cliente) ? ` a ${cadena(d.cliente)}` : ''}`,
    ruta: ruta('/app/prestamos', d.id_prestamo),
    color: 'teal',
  }),
  'prestamo.liquidado': (quien, d) => ({
    texto: `${quien} liquidó el préstamo ${cadena(d.codigo) ?? ''}${cadena(d.cliente) ? ` de ${cadena(d.cliente)}` : ''}`,
    ruta: ruta('/app/prestamos', d.id_prestamo),
    color: 'teal',
  }),
  'prestamo.deleted': (quien, d) => ({
    texto: `${quien} eliminó el préstamo ${cadena(d.codigo) ?? ''}`,
    ruta: '/app/prestamos',
    color: 'red',
  }),
  'cliente.creado': (quien, d) => ({
    texto: `${quien} registró al cliente ${cadena(d.nombre) ?? ''}`,
    ruta: ruta('/app/clientes', d.id_cliente),
  }),
  'cliente.actualizado': (quien, d) => ({
    texto: `${quien} actualizó al cliente ${cadena(d.nombre) ?? ''}`,
    ruta: ruta('/app/clientes', d.id_cliente),
  }),
  'cliente.deleted': (quien, d) => ({
    texto: `${quien} eliminó al cliente ${cadena(d.nombre) ?? ''}`,
    ruta: '/app/clientes',
    color: 'red',
  }),
  'caja.mov': (quien, d) => ({
    texto: `${quien} registró ${d.tipo === 'EGRESO' ? 'un egreso' : 'un ingreso'}${de(d.monto)} en caja${cadena(d.concepto) ? `: ${cadena(d.concepto)}` : ''}`,
    ruta: '/app/caja',
    color: d.tipo === 'EGRESO' ? 'yellow' : 'teal',
  }),
  'usuario.created': (quien, d) => ({
    texto: `${quien} creó el usuario ${cadena(d.usuario) ?? ''}`,
    ruta: '/app/usuarios',
  }),
  'usuario.updated': (quien, d) => ({
    texto: `${quien} actualizó el usuario ${cadena(d.usuario) ?? ''}`,
    ruta: '/app/usuarios',
  }),
  'usuario.deleted': (quien, d) => ({
    texto: `${quien} eliminó el usuario ${cadena(d.usuario) ?? ''}`,
    ruta: '/app/usuarios',
    color: 'red',
  }),
  'usuario.permisos.updated': (quien, d) => ({
    texto: cadena(d.rol)
      ? `${quien} cambió los permisos del rol ${cadena(d.rol)}`
      : `${quien} cambió los permisos del usuario ${cadena(d.usuario) ?? ''}`,
    ruta: cadena(d.rol) ? '/app/roles' : '/app/usuarios',
  }),
  'usuario.login': (quien) => ({ texto: `${quien} inició sesión`, ruta: '/app/usuarios', color: 'gray' }),
  'login.failed': (_quien, d) => ({
    texto: `Intento de ingreso fallido con el usuario ${cadena(d.usuario) ?? '(vacío)'}`,
    ruta: '/app/usuarios',
    color: 'yellow',
  }),
  'chat.message': (quien, d) => ({
    texto: `${quien} te escribió: ${cadena(d.body) ?? cadena(d.asunto) ?? ''}`,
    ruta: conversacion(d.thread_id),
  }),
  'chat.deleted': (quien) => ({
    texto: `${quien} eliminó una conversación`,
    ruta: '/app/mensajes/enviar',
    color: 'gray',
  }),
};

const COLOR_DE_NIVEL: Record<string, Descripcion['color']> = {
  info: 'blue',
  success: 'teal',
  warn: 'yellow',
  error: 'red',
};

/**
 * La línea en español de cada tipo de evento, con el enlace a lo que cuenta: 'Ana registró un pago de RD$ 1,500.00
 * en PR-202611-000012' lleva al préstamo. Los datos que falten se omiten en vez de escribir "undefined"; un tipo que
 * esta versión no conoce se muestra por su nombre.
 */
export function describirNotificacion(evento: Pick<EventoEnVivo, 'type' | 'data' | 'userName'>): Descripcion {
  const quien = nombreDeUsuario(evento) ?? 'Alguien';
  const d = evento.data;
  if (evento.type === 'app.message') {
    const titulo = cadena(d.title);
    const mensaje = cadena(d.message) ?? '';
    return {
      texto: `${titulo ? `${titulo}: ` : ''}${mensaje} (${quien})`,
      ruta: null,
      color: COLOR_DE_NIVEL[String(d.level)] ?? 'blue',
    };
  }
  const linea = LINEAS[evento.type];
  if (!linea) return { texto: `${quien}: ${evento.type}`, ruta: null, color: 'gray' };
  const { texto, ruta: destino, color } = linea(quien, d);
  return { texto: texto.trim(), ruta: destino, color: color ?? 'blue' };
}
