import type { IniciarChatBody, ResponderChatBody } from '@prestamos/contract';
import { rolTieneTodo } from '@prestamos/domain';
import { enContexto, enEmpresa, enPlataforma } from '../../db/transacciones';
import { type Contexto, type Dependencias, veTodasLasEmpresas } from '../../lib/contexto';
import { exigirRitmo, type Ritmo } from '../auth/intentos';
import { avisarBorrado, avisarMensaje } from './avisos';
import {
  aMensaje,
  autoresDeConversacion,
  bloquearConversacion,
  borrarConversacion,
  conversacionesDeEmpresa,
  conversacionesDeTodas,
  conversacionVista,
  empresaDeConversacion,
  insertarConversacion,
  insertarMensaje,
  marcarLeido,
  mensajesDeConversacion,
} from './repositorio';

/** La administración de la empresa (ADMIN, EMPRESA_ADMIN) y el SUPERADMIN ven y responden todas sus conversaciones. */
const esAdministracion = (ctx: Contexto) => rolTieneTodo(ctx.rol);

/**
 * Dónde vive una conversación y a quién se limita para quien pregunta. El SUPERADMIN en su propia empresa (la mesa de
 * soporte) abre la de cualquier empresa: la busca en la plataforma y actúa en la empresa de ella. Los demás, en la
 * empresa de la petición; quien no es de la administración, solo en las que abrió (`idAutor`): otra da 404.
 */
async function alcanceDeConversacion(deps: Dependencias, ctx: Contexto, id: number) {
  if (veTodasLasEmpresas(ctx)) {
    const idEmpresa = await enPlataforma(deps.db, (tx) => empresaDeConversacion(tx, id));
    return { idEmpresa, idAutor: null };
  }
  return { idEmpresa: ctx.idEmpresa, idAutor: esAdministracion(ctx) ? null : ctx.idUsuario };
}

/** Las conversaciones de la empresa; las de todas (con su nombre) para el SUPERADMIN en su propia empresa. */
export async function listarTodas(deps: Dependencias, ctx: Contexto) {
  const items = veTodasLasEmpresas(ctx)
    ? await enPlataforma(deps.db, (tx) => conversacionesDeTodas(tx, ctx.idUsuario))
    : await enContexto(deps.db, ctx, (tx) => conversacionesDeEmpresa(tx, ctx.idEmpresa, ctx.idUsuario));
  return { ok: true as const, items };
}

export async function listarMias(deps: Dependencias, ctx: Contexto) {
  const items = await enContexto(deps.db, ctx, (tx) =>
    conversacionesDeEmpresa(tx, ctx.idEmpresa, ctx.idUsuario, ctx.idUsuario),
  );
  return { ok: true as const, items };
}

/** Abrir la conversación la deja leída: todo lo que se devuelve queda bajo la lectura de quien la abrió. */
export async function verMensajes(deps: Dependencias, ctx: Contexto, id: number) {
  const { idEmpresa, idAutor } = await alcanceDeConversacion(deps, ctx, id);
  // Escribe la lectura: aunque sea un GET, va en una transacción de escritura (no en la conexión de solo lectura).
  return enEmpresa(deps.db, idEmpresa, async (tx) => {
    const conversacion = await conversacionVista(tx, idEmpresa, id, ctx.idUsuario, idAutor);
    const filas = await mensajesDeConversacion(tx, idEmpresa, id);
    const ultimo = filas.at(-1);
    if (ultimo) await marcarLeido(tx, idEmpresa, id, ctx.idUsuario, Number(ultimo.id_mensaje));
    return {
      ok: true as const,
      conversacion: { ...conversacion, no_leidos: 0 },
      messages: filas.map((f) => aMensaje(f, ctx.idUsuario)),
    };
  });
}

/** Conversaciones nuevas por usuario: diez en 15 minutos bastan para pedir ayuda; veinte a la vez son un abuso. */
export const RITMO_DE_CONVERSACIONES: Ritmo = {
  maximo: 10,
  ventanaMs: 15 * 60_000,
  motivo: 'Abriste muchas conversaciones seguidas.',
  code: 'DEMASIADAS_CONVERSACIONES',
};

export async function iniciarChat(deps: Dependencias, ctx: Contexto, datos: IniciarChatBody) {
  await exigirRitmo(deps, `chat-nuevo:${ctx.idUsuario}`, RITMO_DE_CONVERSACIONES);
  const ahora = deps.ahora();
  const convId = await enEmpresa(deps.db, ctx.idEmpresa, async (tx) => {
    const asunto = datos.asunto ?? null;
    const id = await insertarConversacion(tx, {
      idEmpresa: ctx.idEmpresa,
      idAutor: ctx.idUsuario,
      asunto,
      ahora,
    });
    const mensaje = await insertarMensaje(tx, {
      idEmpresa: ctx.idEmpresa,
      idConversacion: id,
      autorId: ctx.idUsuario,
      autorNombre: ctx.nombre,
      body: datos.body,
      ahora,
    });
    await avisarMensaje(tx, ctx, ctx.idEmpresa, { id, asunto, idAutor: ctx.idUsuario, autores: [] }, mensaje);
    return id;
  });
  return { ok: true as const, conv_id: convId, message: 'Conversación creada' };
}

/** El mensaje del SUPERADMIN se guarda en la empresa de la conversación, con su id y su nombre. */
export async function responderChat(deps: Dependencias, ctx: Contexto, id: number, datos: ResponderChatBody) {
  const { idEmpresa, idAutor } = await alcanceDeConversacion(deps, ctx, id);
  const ahora = deps.ahora();
  return enEmpresa(deps.db, idEmpresa, async (tx) => {
    const conversacion = await bloquearConversacion(tx, idEmpresa, id, { idAutor, ahora });
    const mensaje = await insertarMensaje(tx, {
      idEmpresa,
      idConversacion: id,
      autorId: ctx.idUsuario,
      autorNombre: ctx.nombre,
      body: datos.body,
      ahora,
    });
    const autores = await autoresDeConversacion(tx, idEmpresa, id);
    await avisarMensaje(tx, ctx, idEmpresa, { id, ...conversacion, autores }, mensaje);
    return { ok: true as const, item: aMensaje(mensaje, ctx.idUsuario) };
  });
}

/** Solo la administración borra (lo exige la ruta); la conversación se va con sus mensajes y lecturas. */
export async function eliminarChat(deps: Dependencias, ctx: Contexto, id: number) {
  const { idEmpresa } = await alcanceDeConversacion(deps, ctx, id);
  await enEmpresa(deps.db, idEmpresa, async (tx) => {
    const conversacion = await bloquearConversacion(tx, idEmpresa, id, { idAutor: null });
    const autores = await autoresDeConversacion(tx, idEmpresa, id);
    await borrarConversacion(tx, idEmpresa, id);
    await avisarBorrado(tx, ctx, idEmpresa, { id, ...conversacion, autores });
  });
  return { ok: true as const, message: 'Conversación eliminada' };
}
