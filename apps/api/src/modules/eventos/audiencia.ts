import type { TipoDeEvento } from '@prestamos/contract';
import type { Permiso } from '@prestamos/domain';

/** Quién escucha un flujo: lo que decide qué eventos le llegan (docs/decisiones/0027-eventos-en-vivo-y-chat.md). */
export interface Oyente {
  idUsuario: number;
  /** La empresa que mira (la suya, o la que el SUPERADMIN está viendo). */
  idEmpresa: number;
  /** SUPERADMIN en su propia empresa: la mesa de soporte, que recibe el chat de todas. */
  mesaDeSoporte: boolean;
  /** ADMIN, EMPRESA_ADMIN o SUPERADMIN: reciben todo el chat de la empresa. */
  administra: boolean;
  permisos: ReadonlySet<string>;
  /** Un cobrador que ve solo los clientes de sus rutas. */
  soloSusRutas: boolean;
}

export interface EventoLeido {
  id: number;
  idEmpresa: number;
  tipo: string;
  datos: Record<string, unknown>;
  audiencia: string[] | null;
  creadoEn: Date;
}

/** El permiso que hay que tener para recibir cada evento: el mismo que deja ver la pantalla a la que enlaza. */
const PERMISO_DEL_EVENTO: Partial<Record<TipoDeEvento, Permiso>> = {
  'usuario.login': 'usuarios.ver',
  'login.success': 'usuarios.ver',
  'login.failed': 'usuarios.ver',
  'usuario.created': 'usuarios.ver',
  'usuario.updated': 'usuarios.ver',
  'usuario.deleted': 'usuarios.ver',
  'usuario.permisos.updated': 'usuarios.ver',
  'cliente.creado': 'clientes.ver',
  'cliente.created': 'clientes.ver',
  'cliente.deleted': 'clientes.ver',
  'cliente.actualizado': 'clientes.ver',
  'cliente.updated': 'clientes.ver',
  'prestamo.otorgado': 'prestamos.ver',
  'prestamo.liquidado': 'prestamos.ver',
  'prestamo.created': 'prestamos.ver',
  'prestamo.deleted': 'prestamos.ver',
  'pago.registrado': 'pagos.ver',
  'caja.mov': 'caja.ver',
};

/**
 * Eventos sobre clientes de la cartera (los que piden ver clientes, préstamos o pagos): un cobrador recibe solo los que
 * él mismo causó (no ve los demás clientes).
 */
const DE_LA_CARTERA = new Set<string>(
  Object.entries(PERMISO_DEL_EVENTO)
    .filter(([, permiso]) => ['clientes.ver', 'prestamos.ver', 'pagos.ver'].includes(permiso))
    .map(([tipo]) => tipo),
);

/**
 * Si el evento le llega a ese oyente. Los de una empresa, solo a quien mira esa empresa; el chat, a quien administra
 * y a quien nombra su audiencia (`user:{id}`), y a la mesa de soporte de todas las empresas; lo demás, a quien tiene el
 * permiso de verlo.
 */
export function leLlega(oyente: Oyente, evento: EventoLeido): boolean {
  const esChat = evento.tipo.startsWith('chat.');
  if (evento.idEmpresa !== oyente.idEmpresa) return esChat && oyente.mesaDeSoporte;
  if (esChat) return oyente.administra || (evento.audiencia ?? []).includes(`user:${oyente.idUsuario}`);
  const permiso = PERMISO_DEL_EVENTO[evento.tipo as TipoDeEvento];
  if (permiso && !oyente.permisos.has(permiso)) return false;
  if (oyente.soloSusRutas && DE_LA_CARTERA.has(evento.tipo)) return evento.datos.by_id === oyente.idUsuario;
  return true;
}
