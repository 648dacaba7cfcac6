import { centavosAPesos, pesosACentavos } from '@prestamos/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { movimiento_caja } from '../../db/schema/caja';
import { enContexto, filasDe } from '../../db/transacciones';
import { coincidencias, patronContiene } from '../../lib/busqueda';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { conflicto, noEncontrado } from '../../lib/errores';
import {
  columnaDeTotal,
  conteoDe,
  decodificarCursor,
  limiteDePagina,
  paginaDe,
  recortarPagina,
  type Total,
  totalConTope,
  totalExacto,
} from '../../lib/paginas';
import { eventosEnUnaSentencia } from '../eventos/emitir';
import { autorDe } from '../usuarios/repositorio';
import { cancelarMovimientos, cuentaDeMovimientos, registrarMovimiento, saldoDeCaja } from './repositorio';

interface FilaMovimiento {
  id_movimiento: number;
  tipo: 'INGRESO' | 'EGRESO';
  monto_centavos: string;
  descripcion: string | null;
  fecha: string | Date;
  origen: string;
  estado: string;
  motivo_cancelacion: string | null;
  cancelado_en: string | Date | null;
  usuario: string | null;
  cancelado_por: string | null;
}

/** Las columnas de un movimiento del libro, con quién lo hizo y quién lo canceló. */
const COLUMNAS_DE_MOVIMIENTO = sql`m.id_movimiento, m.tipo, m.monto_centavos, m.descripcion, m.fecha, m.origen,
  m.estado, m.motivo_cancelacion, m.cancelado_en, ${autorDe('u', sql`m.id_usuario`)} as usuario,
  ${autorDe('uc', sql`m.cancelado_por`)} as cancelado_por`;
const DE_MOVIMIENTOS = sql`from movimiento_caja m
  left join usuario u on u.id_empresa = m.id_empresa and u.id_usuario = m.id_usuario
  left join usuario uc on uc.id_empresa = m.id_empresa and uc.id_usuario = m.cancelado_por`;

/**
 * Los movimientos de una página, por fecha, con el total de la lista en la misma sentencia si se pide (y el `with` de
 * las coincidencias de una búsqueda, que el total lleva).
 */
function filasDeMovimientos(
  tx: Tx,
  idEmpresa: number,
  donde: SQL,
  limite: number,
  desde: number,
  total?: Total,
) {
  return filasDe<FilaMovimiento>(
    tx,
    sql`${total?.con ?? sql``} select ${COLUMNAS_DE_MOVIMIENTO} ${total ? sql`, ${columnaDeTotal(total)}` : sql``}
        ${DE_MOVIMIENTOS}
        where m.id_empresa = ${idEmpresa} and m.id_movimiento in (
          select m.id_movimiento from movimiento_caja m where m.id_empresa = ${idEmpresa} and ${donde}
          order by m.fecha desc, m.id_movimiento desc ${limiteDePagina(limite, desde)})
        order by m.fecha desc, m.id_movimiento desc`,
  );
}

function aMovimiento(f: FilaMovimiento) {
  return {
    id_movimiento: f.id_movimiento,
    tipo: f.tipo,
    monto: centavosAPesos(Number(f.monto_centavos)),
    descripcion: f.descripcion,
    fecha: new Date(f.fecha).toISOString(),
    origen: f.origen,
    estado: f.estado,
    // Los de operaciones (desembolsos, cobros) los revierte su operación; a mano solo los manuales
    // (docs/producto.md#caja).
    cancelable: f.origen === 'MANUAL' && f.estado === 'VIGENTE',
    cancel_reason: f.motivo_cancelacion,
    usuario: f.usuario,
    cancelado_por: f.cancelado_por,
    cancelado_en: f.cancelado_en === null ? null : new Date(f.cancelado_en).toISOString(),
  };
}

/**
 * El libro de caja por fecha, el más reciente primero: los ids de la página por el índice de fecha (o por el cursor,
 * sin OFFSET) y el total contado con tope.
 */
export async function listarMovimientos(
  deps: Dependencias,
  ctx: Contexto,
  f: {
    page: number;
    pageSize: number;
    q?: string | undefined;
    tipo?: string | undefined;
    id_usuario?: number | undefined;
    cursor?: string | undefined;
  },
) {
  const condiciones: SQL[] = [sql`true`];
  if (f.tipo) condiciones.push(sql`m.tipo = ${f.tipo}`);
  if (f.id_usuario) condiciones.push(sql`m.id_usuario = ${f.id_usuario}`);
  // Con el índice de trigramas de la empresa (bajo la seguridad por filas un LIKE directo no lo usa:
  // apps/api/sql/busqueda.sql).
  const busqueda = f.q
    ? coincidencias(sql`m.id_movimiento`, { funcion: sql`movimientos_que_coinciden(${patronContiene(f.q)})` })
    : undefined;
  if (busqueda) condiciones.push(busqueda.condicion);
  const donde = sql.join(condiciones, sql` and `);
  const clave = f.cursor ? decodificarCursor(f.cursor, ['t', 'n']) : undefined;
  const pagina = clave
    ? sql`${donde} and (m.fecha, m.id_movimiento) < (${clave[0]}::timestamptz, ${clave[1]})`
    : donde;
  return enContexto(deps.db, ctx, async (tx) => {
    // Sin filtros, el total es la cuenta que la caja mantiene; con filtros, se cuenta hasta el tope.
    const total =
      !f.tipo && !f.id_usuario && !busqueda
        ? totalExacto(cuentaDeMovimientos(ctx.idEmpresa))
        : totalConTope(
            sql`select 1 from movimiento_caja m where m.id_empresa = ${ctx.idEmpresa} and ${donde}`,
            busqueda?.con,
          );
    const filas = await filasDeMovimientos(
      tx,
      ctx.idEmpresa,
      pagina,
      f.pageSize + 1,
      clave ? 0 : (f.page - 1) * f.pageSize,
      total,
    );
    const { items, siguiente } = recortarPagina(filas.map(aMovimiento), f.pageSize, (m) => [
      m.fecha,
      m.id_movimiento,
    ]);
    return paginaDe(items, await conteoDe(tx, total, filas), f, siguiente);
  });
}

async function respuesta(tx: Tx, idEmpresa: number, idMovimiento: number, message: string) {
  const [fila] = await filasDe<FilaMovimiento>(
    tx,
    sql`select ${COLUMNAS_DE_MOVIMIENTO} ${DE_MOVIMIENTOS}
      where m.id_empresa = ${idEmpresa} and m.id_movimiento = ${idMovimiento}`,
  );
  if (!fila) throw noEncontrado('Movimiento');
  return {
    ok: true as const,
    message,
    item: aMovimiento(fila),
    saldo: centavosAPesos(await saldoDeCaja(tx, idEmpresa)),
  };
}

/** Un ingreso o egreso hecho a mano (docs/producto.md#caja); un egreso que no cabe en el saldo se niega. */
export async function crearMovimiento(
  deps: Dependencias,
  ctx: Contexto,
  body: { tipo: 'INGRESO' | 'EGRESO'; monto: number; descripcion?: string | null | undefined },
) {
  const montoCentavos = pesosACentavos(body.monto);
  const concepto = body.descripcion ?? null;
  return enContexto(deps.db, ctx, async (tx) => {
    const id = await registrarMovimiento(
      tx,
      {
        idEmpresa: ctx.idEmpresa,
        tipo: body.tipo,
        montoCentavos,
        descripcion: concepto,
        origen: 'MANUAL',
        fecha: deps.ahora(),
        idUsuario: ctx.idUsuario,
      },
      {
        avisos: (idMovimiento) =>
          eventosEnUnaSentencia(tx, ctx, [
            {
              tipo: 'caja.mov',
              datos: { tipo: body.tipo, monto: centavosAPesos(montoCentavos), concepto },
              deLaSentencia: { id_movimiento: idMovimiento },
            },
          ]),
      },
    );
    return respuesta(
      tx,
      ctx.idEmpresa,
      id,
      body.tipo === 'INGRESO' ? 'Ingreso registrado' : 'Egreso registrado',
    );
  });
}

/** Cancela un movimiento manual con su motivo; los de operaciones se niegan (los revierte su operación). */
export async function cancelarMovimientoManual(
  deps: Dependencias,
  ctx: Contexto,
  idMovimiento: number,
  motivo: string,
) {
  return enContexto(deps.db, ctx, async (tx) => {
    const [m] = await tx
      .select({ origen: movimiento_caja.origen, estado: movimiento_caja.estado })
      .from(movimiento_caja)
      .where(
        and(eq(movimiento_caja.id_empresa, ctx.idEmpresa), eq(movimiento_caja.id_movimiento, idMovimiento)),
      )
      .for('update');
    if (!m) throw noEncontrado('Movimiento');
    if (m.estado !== 'VIGENTE') throw conflicto('El movimiento ya está cancelado.', 'YA_CANCELADO');
    if (m.origen !== 'MANUAL') {
      throw conflicto(
        'Este movimiento lo hizo una operación (préstamo o cobro): se revierte cancelando esa operación.',
        'NO_CANCELABLE',
      );
    }
    await cancelarMovimientos(tx, ctx.idEmpresa, eq(movimiento_caja.id_movimiento, idMovimiento), {
      motivo,
      fecha: deps.ahora(),
      idUsuario: ctx.idUsuario,
    });
    return respuesta(tx, ctx.idEmpresa, idMovimiento, 'Movimiento cancelado');
  });
}
