import { randomBytes } from 'node:crypto';
import type { EnlaceDeRecibo } from '@prestamos/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/conexion';
import { enlace_recibo } from '../../../db/schema/enlaces';
import { clienteVisible, enContexto, enPlataforma, filasDe } from '../../../db/transacciones';
import type { Contexto, Dependencias } from '../../../lib/contexto';
import { AppError, noEncontrado } from '../../../lib/errores';
import { devolverIntento, type Reserva, reservarIntento } from '../../auth/intentos';
import { hashDeToken } from '../../auth/sesiones';
import { type DatosDeRecibo, datosDeRecibo } from './datos';

/** Cuánto dura un enlace de recibo: lo que tarda el cliente en abrir el WhatsApp, con margen. */
export const DIAS_DE_ENLACE = 7;
/** Tokens mal escritos o adivinados por dirección en la ventana de los intentos de inicio de sesión (15 minutos). */
export const ENLACES_FALLIDOS_POR_DIRECCION = 30;

/** Un token como los que se crean: 32 bytes en base64url son 43 caracteres. Otro no se busca en la base. */
const FORMA_DEL_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Lo mismo para un token que no existe, vencido o revocado: no se dice cuál, para no dar pistas a quien adivina. */
const enlaceNoValido = () =>
  new AppError(
    404,
    'El enlace del recibo no es válido o ya venció. Pídele al prestamista que te lo envíe de nuevo.',
    'NO_ENCONTRADO',
  );

/** ¿Está el recibo al alcance de quien pide (su empresa y, si es cobrador, sus clientes)? Si no, 404. */
async function exigirReciboVisible(tx: Tx, ctx: Contexto, id: number) {
  const [r] = await filasDe<{ id_recibo: number }>(
    tx,
    sql`select r.id_recibo from recibo r where r.id_empresa = ${ctx.idEmpresa} and r.id_recibo = ${id}
      and ${clienteVisible(tx, sql`r.id_empresa`, sql`r.id_cliente`)}`,
  );
  if (!r) throw noEncontrado('Recibo');
}

/**
 * Un enlace para compartir un recibo sin iniciar sesión: 32 bytes al azar en base64url (no se adivina), del que se
 * guarda solo el hash. El token va en la respuesta y no se puede volver a leer: otro envío pide otro enlace.
 */
export async function crearEnlaceDeRecibo(
  deps: Dependencias,
  ctx: Contexto,
  idRecibo: number,
): Promise<EnlaceDeRecibo> {
  const token = randomBytes(32).toString('base64url');
  const ahora = deps.ahora();
  const expira = new Date(ahora.getTime() + DIAS_DE_ENLACE * 86_400_000);
  const id_enlace = await enContexto(deps.db, ctx, async (tx) => {
    await exigirReciboVisible(tx, ctx, idRecibo);
    const [fila] = await tx
      .insert(enlace_recibo)
      .values({
        id_empresa: ctx.idEmpresa,
        id_recibo: idRecibo,
        hash_token: hashDeToken(token),
        creado_por: ctx.idUsuario,
        creado_en: ahora,
        expira_en: expira,
      })
      .returning({ id: enlace_recibo.id_enlace });
    if (!fila) throw new Error('El enlace no se guardó');
    return fila.id;
  });
  return { ok: true, id_enlace, ruta: `/api/publico/recibos/${token}`, expira_en: expira.toISOString() };
}

/** Revoca un enlace (desde ese momento da 404). Uno de otra empresa, de un recibo fuera del alcance o ya revocado: 404. */
export async function revocarEnlaceDeRecibo(deps: Dependencias, ctx: Contexto, idEnlace: number) {
  await enContexto(deps.db, ctx, async (tx) => {
    const [enlace] = await tx
      .select({ id_recibo: enlace_recibo.id_recibo })
      .from(enlace_recibo)
      .where(
        and(
          eq(enlace_recibo.id_empresa, ctx.idEmpresa),
          eq(enlace_recibo.id_enlace, idEnlace),
          isNull(enlace_recibo.revocado_en),
        ),
      );
    if (!enlace) throw noEncontrado('Enlace');
    await exigirReciboVisible(tx, ctx, enlace.id_recibo);
    await tx
      .update(enlace_recibo)
      .set({ revocado_en: deps.ahora() })
      .where(and(eq(enlace_recibo.id_empresa, ctx.idEmpresa), eq(enlace_recibo.id_enlace, idEnlace)));
  });
  return { ok: true as const, message: 'Enlace revocado: ya no abre el recibo.' };
}

/**
 * Revoca todos los enlaces vigentes de un recibo (el cliente reenvió el suyo a quien no debía): desde ese momento dan
 * 404. Por el índice enlace_recibo_por_recibo. Un recibo fuera del alcance: 404.
 */
export async function revocarEnlacesDelRecibo(deps: Dependencias, ctx: Contexto, idRecibo: number) {
  const revocados = await enContexto(deps.db, ctx, async (tx) => {
    await exigirReciboVisible(tx, ctx, idRecibo);
    const filas = await tx
      .update(enlace_recibo)
      .set({ revocado_en: deps.ahora() })
      .where(
        and(
          eq(enlace_recibo.id_empresa, ctx.idEmpresa),
          eq(enlace_recibo.id_recibo, idRecibo),
          isNull(enlace_recibo.revocado_en),
        ),
      )
      .returning({ id: enlace_recibo.id_enlace });
    return filas.length;
  });
  const message =
    revocados === 0
      ? 'El recibo no tenía enlaces vigentes.'
      : `${revocados === 1 ? 'Enlace revocado' : `${revocados} enlaces revocados`}: ya no abren el recibo.`;
  return { ok: true as const, message };
}

/** Quien abre un enlace no tiene sesión: lee el recibo como la empresa, sin usuario ni límite de cobrador. */
function contextoDeEnlace(idEmpresa: number): Contexto {
  return {
    idSesion: 0,
    idUsuario: 0,
    usuario: '',
    nombre: 'Enlace de recibo',
    rol: '',
    roles: [],
    permisos: [],
    idEmpresaSesion: idEmpresa,
    idEmpresa,
    esSuperadmin: false,
    cobrador: null,
    soloLectura: true,
  };
}

/**
 * El recibo de un enlace vigente, sin sesión. El enlace se busca por el hash del token en una transacción de la
 * plataforma (como el inicio de sesión busca la empresa por su código: antes de saber la empresa no hay otra), y el
 * recibo se lee después ya dentro de su empresa. Cada dirección puede fallar pocas veces (como al iniciar sesión): el
 * token no se adivina, y así tampoco se prueba en masa.
 */
export async function reciboDeEnlace(deps: Dependencias, token: string, ip: string): Promise<DatosDeRecibo> {
  const ahora = deps.ahora();
  const clave = `enlace-recibo:${ip}`;
  const reserva: Reserva = await enPlataforma(deps.db, (tx) =>
    reservarIntento(tx, [{ clave, maximo: ENLACES_FALLIDOS_POR_DIRECCION }], ahora),
  );
  const enlace = await enPlataforma(deps.db, async (tx) => {
    if (!FORMA_DEL_TOKEN.test(token)) return null;
    const [e] = await tx
      .select({ id_empresa: enlace_recibo.id_empresa, id_recibo: enlace_recibo.id_recibo })
      .from(enlace_recibo)
      .where(
        and(
          eq(enlace_recibo.hash_token, hashDeToken(token)),
          isNull(enlace_recibo.revocado_en),
          gt(enlace_recibo.expira_en, ahora),
        ),
      );
    // Un acierto no cuenta como intento fallido: se devuelve lo apartado (los fallos anteriores siguen contando).
    if (e) await devolverIntento(tx, reserva);
    return e ?? null;
  });
  if (!enlace) throw enlaceNoValido();
  return datosDeRecibo(deps, contextoDeEnlace(enlace.id_empresa), { id: enlace.id_recibo }).catch((error) => {
    // La empresa ya no existe o el recibo no está: lo mismo que un enlace que no sirve.
    throw error instanceof AppError && error.status === 404 ? enlaceNoValido() : error;
  });
}
