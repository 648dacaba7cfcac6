import { ALIAS_DE_EVENTO, type TipoDeEvento } from '@prestamos/contract';
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

/** Los otros nombres con que la spec llama al mismo evento (`cliente.creado` → `cliente.created`). */
function aliasDe(tipo: TipoDeEvento): TipoDeEvento[] {
  return (Object.keys(ALIAS_DE_EVENTO) as TipoDeEvento[]).filter((a) => ALIAS_DE_EVENTO[a] === tipo);
}

/**
 * Escribe el evento en la transacción del cambio (DESIGN.md, Events and chat): si la transacción se deshace, no queda
 * nada que avisar; si se confirma, el repartidor de cada instancia lo lee (modules/eventos/repartidor.ts). No toca
 * ninguna fila compartida: el id sale de una secuencia, así que los cambios de una empresa no se esperan por él.
 * `audiencia`: `user:{id}` de quienes lo reciben además de los administradores (chat.message); null, toda la empresa.
 */
export async function emitirEvento(
  tx: Tx,
  causante: Causante,
  tipo: TipoDeEvento,
  datos: Record<string, unknown>,
  audiencia: string[] | null = null,
): Promise<void> {
  const conAutor =
    causante.idUsuario === null
      ? datos
      : { ...datos, by: causante.usuario, by_id: causante.idUsuario, by_name: causante.nombre };
  eventosEscritos.cuenta++;
  await tx.insert(evento).values(
    [tipo, ...aliasDe(tipo)].map((t) => ({
      id_empresa: causante.idEmpresa,
      tipo: t,
      datos: conAutor,
      audiencia,
    })),
  );
}
