import {
  type Conversacion,
  type MensajeDeChat,
  TOPE_DE_CONVERSACIONES,
  TOPE_DE_MENSAJES,
  TOPE_DE_NO_LEIDOS,
} from '@prestamos/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { filasDe } from '../../db/transacciones';
import { noEncontrado } from '../../lib/errores';

const conversacionNoEncontrada = () => noEncontrado('Conversación', true);

/** Las fechas con hora llegan como texto (o Date, según el driver) y los bigint como texto: se normalizan aquí. */
const instante = (v: string | Date) => new Date(v).toISOString();

interface FilaMensaje {
  id_mensaje: string | number;
  body: string;
  autor_id: number;
  autor_nombre: string;
  created_at: string | Date;
}

/** `propio`: lo escribió quien mira (la web pone 'Tú'; a los demás, 'Administración' o su nombre). */
export function aMensaje(f: FilaMensaje, idLector: number): MensajeDeChat {
  return {
    id_mensaje: Number(f.id_mensaje),
    body: f.body,
    autor_id: f.autor_id,
    autor_nombre: f.autor_nombre,
    propio: f.autor_id === idLector,
    created_at: instante(f.created_at),
  };
}

interface FilaConversacion {
  id_conversacion: string | number;
  id_empresa: number;
  nombre_empresa: string;
  id_autor: number;
  asunto: string | null;
  ultimo_mensaje: string | Date;
  no_leidos: string | number;
  id_mensaje: string | number | null;
  body: string | null;
  autor_id: number | null;
  autor_nombre: string | null;
  created_at: string | Date | null;
}

function aConversacion(f: FilaConversacion, idLector: number): Conversacion {
  const primero =
    f.id_mensaje === null ? null : aMensaje({ ...f, id_mensaje: f.id_mensaje } as FilaMensaje, idLector);
  return {
    id_conversacion: Number(f.id_conversacion),
    asunto: f.asunto,
    id_empresa: f.id_empresa,
    empresa: f.nombre_empresa,
    autor_id: f.id_autor,
    // El primer mensaje es siempre de quien abrió la conversación: su nombre sirve aunque sea de otra empresa (soporte).
    autor_nombre: primero?.autor_nombre ?? '',
    mensajes: primero ? [primero] : [],
    ultimo_mensaje: instante(f.ultimo_mensaje),
    no_leidos: Number(f.no_leidos),
  };
}

/**
 * Las conversaciones `c` ya elegidas (a lo sumo TOPE_DE_CONVERSACIONES), completas para la lista: su empresa, su primer
 * mensaje (el índice de la conversación, una fila) y los no leídos de `idLector`, contados con tope desde su lectura.
 * `greatest(leido_hasta, 0)` y no `coalesce`: con seguridad por filas, PostgreSQL no usa como condición del índice una
 * expresión que no sabe libre de filtraciones (coalesce no lo es, greatest sí), y con coalesce recorría la conversación
 * entera desde el primer mensaje en vez de empezar donde quedó la lectura.
 */
export function consultaDeConversaciones(elegidas: SQL, idLector: number): SQL {
  return sql`select c.id_conversacion, c.id_empresa, e.nombre_empresa, c.id_autor, c.asunto, c.ultimo_mensaje,
      m.id_mensaje, m.body, m.autor_id, m.autor_nombre, m.created_at,
      (select count(*) from (select 1 from mensaje_chat x
        where x.id_empresa = c.id_empresa and x.id_conversacion = c.id_conversacion
          and x.id_mensaje > greatest(l.leido_hasta, 0) and x.autor_id <> ${idLector}
        limit ${sql.raw(String(TOPE_DE_NO_LEIDOS))}) t) as no_leidos
    from (${elegidas}) c
    join empresa e on e.id_empresa = c.id_empresa
    left join lectura_chat l on l.id_empresa = c.id_empresa and l.id_conversacion = c.id_conversacion
      and l.id_usuario = ${idLector}
    left join lateral (select id_mensaje, body, autor_id, autor_nombre, created_at from mensaje_chat p
      where p.id_empresa = c.id_empresa and p.id_conversacion = c.id_conversacion
      order by p.id_mensaje limit 1) m on true
    order by c.ultimo_mensaje desc, c.id_conversacion desc`;
}

async function completarConversaciones(tx: Tx, elegidas: SQL, idLector: number): Promise<Conversacion[]> {
  const filas = await filasDe<FilaConversacion>(tx, consultaDeConversaciones(elegidas, idLector));
  return filas.map((f) => aConversacion(f, idLector));
}

/** Quien no es de la administración ve solo las que abrió: `idAutor`; null, todas las de la empresa. */
const soloDelAutor = (idAutor: number | null) => (idAutor === null ? sql`` : sql` and id_autor = ${idAutor}`);

const LAS_MAS_RECIENTES = sql.raw(
  `order by ultimo_mensaje desc, id_conversacion desc limit ${TOPE_DE_CONVERSACIONES}`,
);

/** Las más recientes de una empresa o, con `idAutor`, de las que abrió ese usuario (índices por empresa / autor). */
export const recientesDeEmpresa = (idEmpresa: number, idAutor: number | null) =>
  sql`select * from conversacion where id_empresa = ${idEmpresa}${soloDelAutor(idAutor)} ${LAS_MAS_RECIENTES}`;

export async function conversacionesDeEmpresa(
  tx: Tx,
  idEmpresa: number,
  idLector: number,
  idAutor: number | null = null,
): Promise<Conversacion[]> {
  return completarConversaciones(tx, recientesDeEmpresa(idEmpresa, idAutor), idLector);
}

/**
 * La mesa de soporte: las más recientes de todas las empresas (transacción de la plataforma). Cada empresa aporta a lo
 * sumo sus TOPE_DE_CONVERSACIONES más recientes por su índice, así que no se recorre la tabla entera.
 */
export async function conversacionesDeTodas(tx: Tx, idLector: number): Promise<Conversacion[]> {
  return completarConversaciones(
    tx,
    sql`select c.* from empresa e cross join lateral (select * from conversacion
        where id_empresa = e.id_empresa ${LAS_MAS_RECIENTES}) c ${LAS_MAS_RECIENTES}`,
    idLector,
  );
}

/** La conversación vista por `idLector` (su primer mensaje y sus no leídos); `idAutor` la limita a las suyas. O 404. */
export async function conversacionVista(
  tx: Tx,
  idEmpresa: number,
  id: number,
  idLector: number,
  idAutor: number | null,
) {
  const [vista] = await completarConversaciones(
    tx,
    sql`select * from conversacion where id_empresa = ${idEmpresa} and id_conversacion = ${id}${soloDelAutor(idAutor)}`,
    idLector,
  );
  if (!vista) throw conversacionNoEncontrada();
  return vista;
}

/** La empresa de una conversación, para el SUPERADMIN que la abre desde la mesa de soporte (transacción de la plataforma). */
export async function empresaDeConversacion(tx: Tx, id: number): Promise<number> {
  const [fila] = await filasDe<{ id_empresa: number }>(
    tx,
    sql`select id_empresa from conversacion where id_conversacion = ${id}`,
  );
  if (!fila) throw conversacionNoEncontrada();
  return fila.id_empresa;
}

export interface ConversacionBloqueada {
  idAutor: number;
  asunto: string | null;
}

/**
 * La conversación bloqueada para escribir en ella (una respuesta a la vez; un borrado espera o la hace desaparecer), y
 * con `ultimo_mensaje` movido a `ahora` si se da. `idAutor` limita a las de ese usuario: la de otro es un 404.
 */
export async function bloquearConversacion(
  tx: Tx,
  idEmpresa: number,
  id: number,
  opciones: { idAutor: number | null; ahora?: Date },
): Promise<ConversacionBloqueada> {
  const donde = sql`where id_empresa = ${idEmpresa} and id_conversacion = ${id}${soloDelAutor(opciones.idAutor)}`;
  const consulta = opciones.ahora
    ? sql`update conversacion set ultimo_mensaje = greatest(ultimo_mensaje, ${opciones.ahora.toISOString()}::timestamptz)
        ${donde} returning id_autor, asunto`
    : sql`select id_autor, asunto from conversacion ${donde} for update`;
  const [fila] = await filasDe<{ id_autor: number; asunto: string | null }>(tx, consulta);
  if (!fila) throw conversacionNoEncontrada();
  return { idAutor: fila.id_autor, asunto: fila.asunto };
}

export async function insertarConversacion(
  tx: Tx,
  datos: { idEmpresa: number; idAutor: number; asunto: string | null; ahora: Date },
): Promise<number> {
  const [fila] = await filasDe<{ id: string | number }>(
    tx,
    sql`insert into conversacion (id_empresa, id_autor, asunto, creada_en, ultimo_mensaje)
      values (${datos.idEmpresa}, ${datos.idAutor}, ${datos.asunto}, ${datos.ahora.toISOString()},
        ${datos.ahora.toISOString()})
      returning id_conversacion as id`,
  );
  return Number(fila?.id);
}

/** El mensaje escrito, y la lectura de su autor hasta él: lo propio nunca cuenta como no leído. */
export async function insertarMensaje(
  tx: Tx,
  datos: {
    idEmpresa: number;
    idConversacion: number;
    autorId: number;
    autorNombre: string;
    body: string;
    ahora: Date;
  },
): Promise<FilaMensaje> {
  const [fila] = await filasDe<FilaMensaje>(
    tx,
    sql`insert into mensaje_chat (id_empresa, id_conversacion, autor_id, autor_nombre, body, created_at)
      values (${datos.idEmpresa}, ${datos.idConversacion}, ${datos.autorId}, ${datos.autorNombre}, ${datos.body},
        ${datos.ahora.toISOString()})
      returning id_mensaje, body, autor_id, autor_nombre, created_at`,
  );
  if (!fila) throw new Error('No se guardó el mensaje');
  await marcarLeido(tx, datos.idEmpresa, datos.idConversacion, datos.autorId, Number(fila.id_mensaje));
  return fila;
}

/** Lo leído solo avanza: una lectura que llega tarde no vuelve a marcar como nuevos los mensajes ya vistos. */
export async function marcarLeido(
  tx: Tx,
  idEmpresa: number,
  idConversacion: number,
  idUsuario: number,
  hasta: number,
): Promise<void> {
  await tx.execute(
    sql`insert into lectura_chat (id_empresa, id_conversacion, id_usuario, leido_hasta)
      values (${idEmpresa}, ${idConversacion}, ${idUsuario}, ${hasta})
      on conflict (id_conversacion, id_usuario)
      do update set leido_hasta = greatest(lectura_chat.leido_hasta, excluded.leido_hasta)`,
  );
}

/** Los últimos TOPE_DE_MENSAJES mensajes, en orden de llegada (por el índice de la conversación). */
export async function mensajesDeConversacion(
  tx: Tx,
  idEmpresa: number,
  idConversacion: number,
): Promise<FilaMensaje[]> {
  return filasDe<FilaMensaje>(
    tx,
    sql`select * from (select id_mensaje, body, autor_id, autor_nombre, created_at from mensaje_chat
        where id_empresa = ${idEmpresa} and id_conversacion = ${idConversacion}
        order by id_mensaje desc limit ${sql.raw(String(TOPE_DE_MENSAJES))}) m
      order by id_mensaje`,
  );
}

/**
 * Quienes escribieron en la conversación, entre sus últimos TOPE_DE_MENSAJES mensajes. El tope no deja a nadie sin
 * aviso: fuera de quien la abrió (que va siempre), solo la administración escribe en una conversación ajena, y la
 * administración recibe todos los chat.message.
 */
export async function autoresDeConversacion(
  tx: Tx,
  idEmpresa: number,
  idConversacion: number,
): Promise<number[]> {
  const filas = await filasDe<{ autor_id: number }>(
    tx,
    sql`select distinct autor_id from (select autor_id from mensaje_chat
        where id_empresa = ${idEmpresa} and id_conversacion = ${idConversacion}
        order by id_mensaje desc limit ${sql.raw(String(TOPE_DE_MENSAJES))}) m`,
  );
  return filas.map((f) => f.autor_id);
}

/** Borra la conversación; sus mensajes y lecturas se van con ella (on delete cascade). */
export async function borrarConversacion(tx: Tx, idEmpresa: number, idConversacion: number): Promise<void> {
  await tx.execute(
    sql`delete from conversacion where id_empresa = ${idEmpresa} and id_conversacion = ${idConversacion}`,
  );
}
