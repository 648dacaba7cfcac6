import { ALIAS_DE_EVENTO, type TipoDeEvento } from '@prestamos/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { evento } from '../../db/schema/eventos';

/** Quién causó el evento: la sesión de la petición, o solo la empresa (un inicio de sesión fallido). */
export interface Causante {
  idEmpresa: number;
  idUsuario: number | null;
  usuario: string | null;
  nombre: string | null;
}

/**
 * Cuántos eventos escribió este proceso: al terminar una petición que escribe, si cambió, se avisa a las instancias
 * (Repartidor.seEscribieron). Puede avisar de más (otra petición a la vez), nunca de menos.
 */
export const eventosEscritos = { cuenta: 0 };

/** Un evento por escribir. */
export interface EventoNuevo {
  tipo: TipoDeEvento;
  datos: Record<string, unknown>;
  /**
   * Datos que salen de la misma sentencia que hace el cambio (`eventosEnUnaSentencia`): el número del recibo o del
   * préstamo que ella toma de su serie, que nadie conoce antes.
   */
  deLaSentencia?: Record<string, SQL>;
  /** `user:{id}` de quienes lo reciben además de los administradores (chat.message); null, toda la empresa. */
  audiencia?: string[] | null;
}

/** Los otros nombres del mismo evento (`cliente.creado` → `cliente.created`). */
function aliasDe(tipo: TipoDeEvento): TipoDeEvento[] {
  return (Object.keys(ALIAS_DE_EVENTO) as TipoDeEvento[]).filter((a) => ALIAS_DE_EVENTO[a] === tipo);
}

/** Las filas de los eventos, cada uno con sus alias y con quién lo causó (by / by_id / by_name). */
function filasDe(causante: Causante, eventos: EventoNuevo[]) {
  return eventos.flatMap((e) => {
    const conAutor =
      causante.idUsuario === null
        ? e.datos
        : { ...e.datos, by: causante.usuario, by_id: causante.idUsuario, by_name: causante.nombre };
    const deLaSentencia = Object.entries(e.deLaSentencia ?? {});
    const datos =
      deLaSentencia.length === 0
        ? conAutor
        : sql`${JSON.stringify(conAutor)}::jsonb || jsonb_build_object(${sql.join(
            deLaSentencia.map(([clave, valor]) => sql`${clave}::text, ${valor}`),
            sql`, `,
          )})`;
    return [e.tipo, ...aliasDe(e.tipo)].map((tipo) => ({
      id_empresa: causante.idEmpresa,
      tipo,
      datos,
      audiencia: e.audiencia ?? null,
    }));
  });
}

/**
 * Escribe el evento en la transacción del cambio (docs/decisiones/0027-eventos-en-vivo-y-chat.md): si la transacción
 * se deshace, no queda nada que avisar; si se confirma, el repartidor de cada instancia lo lee
 * (modules/eventos/repartidor.ts). No toca ninguna fila compartida: el id sale de una secuencia, así que los cambios
 * de una empresa no se esperan por él.
 * `audiencia`: `user:{id}` de quienes lo reciben además de los administradores (chat.message); null, toda la empresa.
 */
export async function emitirEvento(
  tx: Tx,
  causante: Causante,
  tipo: TipoDeEvento,
  datos: Record<string, unknown>,
  audiencia: string[] | null = null,
): Promise<void> {
  eventosEscritos.cuenta++;
  await tx.insert(evento).values(filasDe(causante, [{ tipo, datos, audiencia }]));
}

/**
 * Los mismos eventos como parte de un `with` (`evento_nuevo`), para la sentencia con que termina un cambio que ya toma
 * un número de su serie (el cobro, el recibo, el alta de un préstamo): la serie queda bloqueada hasta el commit, y una
 * ida más a la base con ella tomada haría esperar más a los demás cambios de la empresa. Así el evento no cuesta idas.
 */
export function eventosEnUnaSentencia(tx: Tx, causante: Causante, eventos: EventoNuevo[]): SQL {
  // Se cuenta al armarla: si la sentencia falla, el aviso de más no entrega nada.
  eventosEscritos.cuenta++;
  return sql`evento_nuevo as ${tx.insert(evento).values(filasDe(causante, eventos))}`;
}

/**
 * Ejecuta la última sentencia de un cambio (un insert, update o delete de Drizzle) y, si los hay, sus `avisos`
 * (`eventosEnUnaSentencia`) en la misma ida a la base: para un cambio que tiene un candado tomado hasta el commit.
 */
export async function ejecutarConAvisos(
  tx: Tx,
  sentencia: SQLWrapper & PromiseLike<unknown>,
  avisos?: SQL,
): Promise<void> {
  if (avisos) await tx.execute(sql`with cambio as ${sentencia}, ${avisos} select 1`);
  else await sentencia;
}
