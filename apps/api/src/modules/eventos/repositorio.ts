import { and, desc, eq, gt, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/conexion';
import { empresa } from '../../db/schema/empresa';
import { evento } from '../../db/schema/eventos';
import { sesion } from '../../db/schema/sesiones';
import { usuario } from '../../db/schema/usuarios';
import { enPlataforma } from '../../db/transacciones';
import type { EventoLeido } from './audiencia';

const columnas = {
  id: evento.id,
  idEmpresa: evento.id_empresa,
  tipo: evento.tipo,
  datos: evento.datos,
  audiencia: evento.audiencia,
  creadoEn: evento.creado_en,
};

/** Cuántos eventos trae una lectura como mucho: el resto, en la siguiente (la lectura se repite mientras llenen). */
export const LOTE_DE_LECTURA = 2_000;

/** El id del último evento escrito: una instancia que arranca entrega desde ahí. */
export async function ultimoId(db: Db): Promise<number> {
  const [fila] = await enPlataforma(db, (tx) =>
    tx.select({ id: evento.id }).from(evento).orderBy(desc(evento.id)).limit(1),
  );
  return fila?.id ?? 0;
}

/** Los eventos después de `desde` y los de los huecos, por id (la llave primaria: nada más se recorre). */
export function leerNuevos(db: Db, desde: number, huecos: number[]): Promise<EventoLeido[]> {
  return enPlataforma(db, (tx) =>
    tx
      .select(columnas)
      .from(evento)
      .where(huecos.length ? or(gt(evento.id, desde), inArray(evento.id, huecos)) : gt(evento.id, desde))
      .orderBy(evento.id)
      .limit(LOTE_DE_LECTURA),
  ) as Promise<EventoLeido[]>;
}

/**
 * Lo que se perdió un navegador que vuelve con `Last-Event-ID`: los eventos posteriores de la empresa que mira (por su
 * índice) y, para la mesa de soporte, el chat de todas; a lo sumo los `maximo` más recientes, del más viejo al más nuevo.
 */
export async function repetirDesde(
  db: Db,
  desde: number,
  idEmpresa: number,
  mesaDeSoporte: boolean,
  maximo: number,
): Promise<EventoLeido[]> {
  const deLaEmpresa = and(eq(evento.id_empresa, idEmpresa), gt(evento.id, desde));
  const filas = (await enPlataforma(db, (tx) =>
    tx
      .select(columnas)
      .from(evento)
      .where(
        mesaDeSoporte ? or(deLaEmpresa, and(gt(evento.id, desde), like(evento.tipo, 'chat.%'))) : deLaEmpresa,
      )
      .orderBy(desc(evento.id))
      .limit(maximo),
  )) as EventoLeido[];
  return filas.reverse();
}

/**
 * Borra los eventos de más de `minutos` (se guardan 15: `MINUTOS_GUARDADOS`, repartidor.ts). Recorre solo los que
 * borra: los más viejos están al principio de la llave primaria.
 */
export async function borrarEventosViejos(db: Db, ahora: Date, minutos: number): Promise<void> {
  const limite = new Date(ahora.getTime() - minutos * 60_000);
  await enPlataforma(db, (tx) =>
    tx.delete(evento).where(
      lt(
        evento.id,
        sql`coalesce((select e.id from ${evento} e where e.creado_en >= ${limite} order by e.id limit 1),
          (select max(e.id) + 1 from ${evento} e))`,
      ),
    ),
  );
}

/** Lo que hace falta saber de una sesión abierta para seguir mandándole eventos. */
export interface EstadoDeSesion {
  idSesion: number;
  cerradaEn: Date | null;
  expiraEn: Date;
  ultimaActividad: Date;
  rol: string;
  estadoUsuario: string;
  estadoEmpresa: string;
  /** Los permisos de hoy (los del rol y los propios): si ya no son los del flujo, su audiencia cambió. */
  permisosDelRol: string[];
  permisosDirectos: string[];
}

/** El estado de esas sesiones, en una consulta por llave (las de todos los flujos abiertos de la instancia). */
export function estadoDeSesiones(db: Db, ids: number[]): Promise<EstadoDeSesion[]> {
  return enPlataforma(db, (tx) =>
    tx
      .select({
        idSesion: sesion.id_sesion,
        cerradaEn: sesion.cerrada_en,
        expiraEn: sesion.expira_en,
        ultimaActividad: sesion.ultima_actividad,
        rol: usuario.rol,
        estadoUsuario: usuario.estado,
        estadoEmpresa: empresa.estado,
        // Las mismas subconsultas que la sesión de cada petición (auth/sesiones.ts), por la llave de cada tabla.
        permisosDelRol: sql<string[]>`coalesce((select array_agg(rp.permiso) from rol_permiso rp
          where rp.id_empresa = ${sesion.id_empresa} and rp.rol_codigo = ${usuario.rol}), '{}')`,
        permisosDirectos: sql<string[]>`coalesce((select array_agg(up.permiso) from usuario_permiso up
          where up.id_empresa = ${sesion.id_empresa} and up.id_usuario = ${sesion.id_usuario}), '{}')`,
      })
      .from(sesion)
      .innerJoin(
        usuario,
        and(eq(usuario.id_empresa, sesion.id_empresa), eq(usuario.id_usuario, sesion.id_usuario)),
      )
      .innerJoin(empresa, eq(empresa.id_empresa, sesion.id_empresa))
      .where(inArray(sesion.id_sesion, ids)),
  );
}
