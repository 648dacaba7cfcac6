import type { DetalleDePago } from '@prestamos/contract';
import { centavosAPesos, fechaDeNegocio, sumarDias } from '@prestamos/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { type Lectura, lectura, leer, leerJuntas } from '../../db/lecturas';
import type { FilaRecibo } from '../../db/schema/prestamos';
import { clienteVisible, enContexto, filasDe } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { AppError, noEncontrado } from '../../lib/errores';
import { decodificarCursor, paginaDe, recortarPagina, type Total, totalExacto } from '../../lib/paginas';
import {
  claveDeCuota,
  consultarCuotas,
  cuotasBuscadas,
  cuotasDelPrestamo,
  despuesDeCuota,
  lecturaDeCuotas,
  paginaDeCuotas,
  primerasCuotasBuscadas,
  type SaltoDePagina,
  totalDeCuotas,
} from '../prestamos/cuotas';
import { buscarPrestamo, busquedaDePrestamos, vigentesQueCoinciden } from '../prestamos/repositorio';
import { autorDe } from '../usuarios/repositorio';

const abierta = sql`c.estado_cuota <> 'PAGADA'`;

/**
 * Rango de vencimiento de la lista de cuotas (docs/producto.md#cobros); SEMANA son los próximos 7 días, como los
 * reportes.
 */
function condicionDeRango(rango: string, hoy: string): SQL | undefined {
  switch (rango) {
    case 'HOY':
      return sql`c.fecha_debe_pagar = ${hoy}::date`;
    case 'SEMANA':
      return sql`c.fecha_debe_pagar between ${hoy}::date and ${sumarDias(hoy, 7)}::date`;
    case 'VENCIDOS':
      return sql`${abierta} and c.fecha_debe_pagar < ${hoy}::date`;
    default:
      return undefined;
  }
}

/**
 * Estado mostrado de la cuota: VENCIDA se deriva de la fecha, así que PENDIENTE y PARCIAL son las que aún no vencen.
 * Sin estado, la lista muestra lo que falta por cobrar (todas menos las pagadas). `abiertas`: si el filtro deja solo
 * cuotas abiertas (una búsqueda no mira entonces los préstamos saldados, que no tienen ninguna).
 */
function filtroDeEstado(estado: string | undefined, hoy: string): { donde?: SQL; abiertas: boolean } {
  switch (estado || 'PENDIENTES') {
    case 'PENDIENTES':
      return { donde: abierta, abiertas: true };
    case 'PENDIENTE':
    case 'PARCIAL':
      return {
        donde: sql`c.estado_cuota = ${estado} and c.fecha_debe_pagar >= ${hoy}::date`,
        abiertas: true,
      };
    case 'VENCIDA':
      return { donde: sql`${abierta} and c.fecha_debe_pagar < ${hoy}::date`, abiertas: true };
    case 'PAGADA':
      return { donde: sql`c.estado_cuota = 'PAGADA'`, abiertas: false };
    default:
      return { abiertas: false };
  }
}

/** Un tramo de vencimientos del resumen diario: cuotas abiertas o pagadas que vencen entre dos fechas (incluidas). */
interface Tramo {
  columna: 'abiertas' | 'pagadas';
  desde: string | null;
  hasta: string | null;
}

/** Cuántas cuotas del tramo vencen cada día, en el resumen diario. */
const cuotasDelDia = (t: Tramo) => (t.columna === 'abiertas' ? sql`abiertas` : sql`cuotas - abiertas`);

/** Los días del tramo en el resumen diario de la empresa (cada día, en una o más franjas: schema/franjas.ts). */
const diasDelTramo = (idEmpresa: number, t: Tramo) => sql`resumen_diario
  where id_empresa = ${idEmpresa} and fecha >= ${t.desde ?? '-infinity'}::date and fecha <= ${t.hasta ?? 'infinity'}::date`;

/**
 * Una página profunda de la lista sin búsqueda, cliente ni cobrador: el resumen diario dice cuántas cuotas del tramo
 * vencen cada día, así que sumándolas se sabe en qué día cae la fila `desde` de la lista (ordenada por vencimiento) y
 * cuántas de ese día saltar. La página 1 000 lee los días del resumen (unos cientos) y salta menos de un día de cuotas,
 * en vez de saltar 20 000 cuotas por el índice: cuesta casi lo mismo que la primera. Pasado el final, ningún día
 * alcanza y la página sale vacía.
 */
function saltoPorElResumen(idEmpresa: number, t: Tramo, desde: number): SaltoDePagina {
  return {
    con: sql`with salto as (
      select fecha, ${desde}::bigint - (acumulado - n) as resto from (
        select fecha, n, sum(n) over (order by fecha) as acumulado
        from (select fecha, sum(${cuotasDelDia(t)}) as n from ${diasDelTramo(idEmpresa, t)} group by fecha) d
      ) d
      where acumulado > ${desde}::bigint order by fecha limit 1)`,
    condicion: sql`c.fecha_debe_pagar >= (select fecha from salto)`,
    desde: sql`(select resto from salto)`,
  };
}

/**
 * El total de la lista sin búsqueda, cliente ni cobrador sale del resumen diario de la empresa
 * (docs/decisiones/0022-tablero-y-reportes.md): las cuotas abiertas o pagadas que vencen en el tramo, sumadas por
 * día, en vez de contar cuotas. null si el filtro no se lee de ahí (PENDIENTE y PARCIAL se distinguen solo en las
 * cuotas), y se cuenta con tope.
 */
function tramoDelResumen(rango: string, estado: string | undefined, hoy: string): Tramo | null {
  const ayer = sumarDias(hoy, -1);
  const porRango: Record<string, [string | null, string | null]> = {
    TODOS: [null, null],
    HOY: [hoy, hoy],
    SEMANA: [hoy, sumarDias(hoy, 7)],
    VENCIDOS: [null, ayer],
  };
  const porEstado: Record<string, Tramo> = {
    PENDIENTES: { columna: 'abiertas', desde: null, hasta: null },
    VENCIDA: { columna: 'abiertas', desde: null, hasta: ayer },
    PAGADA: { columna: 'pagadas', desde: null, hasta: null },
  };
  const tramoDeRango = porRango[rango];
  const tramoDeEstado = porEstado[estado || 'PENDIENTES'];
  // VENCIDOS pide cuotas abiertas: con PAGADA no hay ninguna, y eso lo cuenta la consulta.
  if (!tramoDeRango || !tramoDeEstado || (rango === 'VENCIDOS' && tramoDeEstado.columna === 'pagadas'))
    return null;
  const mayor = (a: string | null, b: string | null) => (a === null ? b : b === null || a > b ? a : b);
  const menor = (a: string | null, b: string | null) => (a === null ? b : b === null || a < b ? a : b);
  return {
    columna: tramoDeEstado.columna,
    desde: mayor(tramoDeRango[0], tramoDeEstado.desde),
    hasta: menor(tramoDeRango[1], tramoDeEstado.hasta),
  };
}

/** Las cuotas del tramo, sumadas por día del resumen diario (lib/paginas.ts `Total`). */
function totalDelTramo(idEmpresa: number, t: Tramo): Total {
  return totalExacto(sql`coalesce((select sum(${cuotasDelDia(t)}) from ${diasDelTramo(idEmpresa, t)}), 0)`);
}

export async function listarCuotas(
  deps: Dependencias,
  ctx: Contexto,
  f: {
    page: number;
    pageSize: number;
    q?: string | undefined;
    rango: string;
    estado?: string | undefined;
    id_cliente?: number | undefined;
    cursor?: string | undefined;
  },
) {
  const hoy = fechaDeNegocio(deps.ahora());
  const porEstado = filtroDeEstado(f.estado, hoy);
  const busqueda = f.q ? busquedaDePrestamos(f.q, sql`c.id_prestamo`, porEstado.abiertas) : undefined;
  const porRango = condicionDeRango(f.rango, hoy);
  const condiciones = [
    // Las cuotas de un préstamo cancelado se borran; las de uno saldado están pagadas y solo salen si se piden.
    porRango,
    porEstado.donde,
    f.id_cliente ? sql`p.id_cliente = ${f.id_cliente}` : undefined,
    busqueda?.condicion,
  ].filter((c): c is SQL => c !== undefined);
  const donde = condiciones.length > 0 ? sql.join(condiciones, sql` and `) : sql`true`;
  const clave = f.cursor ? decodificarCursor(f.cursor, ['t', 'n']) : undefined;
  return enContexto(deps.db, ctx, async (tx) => {
    // Sin cliente ni cobrador, las condiciones miran solo la cuota (la búsqueda compara su préstamo con las coincidencias).
    const soloCuota = !f.id_cliente && ctx.cobrador === null;
    const tramo = soloCuota && !f.q ? tramoDelResumen(f.rango, f.estado, hoy) : null;
    const desde = (f.page - 1) * f.pageSize;
    // Las cuotas abiertas de una búsqueda, por número de página: de los resúmenes de los préstamos que coinciden.
    const buscaAbiertas =
      soloCuota && !clave && !porRango && (f.estado || 'PENDIENTES') === 'PENDIENTES' ? f.q : undefined;
    const total = tramo
      ? {
          total: totalDelTramo(ctx.idEmpresa, tramo),
          ...(desde > 0 && !clave ? { salto: saltoPorElResumen(ctx.idEmpresa, tramo, desde) } : {}),
        }
      : buscaAbiertas
        ? primerasCuotasBuscadas(ctx.idEmpresa, vigentesQueCoinciden(buscaAbiertas), desde + f.pageSize + 1)
        : soloCuota && busqueda
          ? cuotasBuscadas(ctx.idEmpresa, donde, busqueda)
          : { total: totalDeCuotas(tx, ctx.idEmpresa, donde, soloCuota, busqueda?.con) };
    const { filas, conteo } = await paginaDeCuotas(tx, ctx.idEmpresa, hoy, {
      donde,
      soloCuota,
      // Por vencimiento; en el mismo día, por cuota (id_pago sigue el orden de alta y de número de cuota).
      orden: sql`c.fecha_debe_pagar, c.id_pago`,
      limite: f.pageSize + 1,
      desde,
      ...(clave ? { despues: despuesDeCuota(clave) } : {}),
      ...total,
    });
    const { items, siguiente } = recortarPagina(filas, f.pageSize, claveDeCuota);
    return paginaDe(items, conteo, f, siguiente);
  });
}

/** Un detalle de pago con las columnas de su recibo (`estado` y `descuento_centavos` son los del detalle). */
type FilaDetalle = Pick<
  FilaRecibo,
  'id_recibo' | 'no_recibo' | 'fecha' | 'cobrado_en' | 'concepto' | 'metodo'
> & {
  id_detalle_pago: number;
  id_pago: number;
  no_cuota: number;
  mora_pagada_centavos: string;
  interes_pagado_centavos: string;
  capital_pagado_centavos: string;
  descuento_centavos: string;
  monto_pagado_centavos: string;
  estado: string;
};

/**
 * Detalles de pago (vigentes y anulados) con su recibo, en el orden en que se hicieron. La fecha del pago es la del
 * cobrador (`cobrado_en`): un cobro hecho sin señal el viernes que llegó el domingo se pagó el viernes.
 */
export function lecturaDeDetalles(idEmpresa: number, donde: SQL): Lectura<DetalleDePago[]> {
  const pesos = (v: string) => centavosAPesos(Number(v));
  return lectura(
    sql`select d.id_detalle_pago, d.id_pago, c.no_cuota, d.id_recibo, r.no_recibo, r.fecha, r.cobrado_en, r.concepto,
          r.metodo,
          d.mora_pagada_centavos, d.interes_pagado_centavos, d.capital_pagado_centavos, d.descuento_centavos,
          d.monto_pagado_centavos, d.estado
        from detalle_pago d
        join recibo r on r.id_empresa = d.id_empresa and r.id_recibo = d.id_recibo
        join cuota c on c.id_empresa = d.id_empresa and c.id_pago = d.id_pago
        where d.id_empresa = ${idEmpresa} and ${donde}
        order by d.id_detalle_pago`,
    (filas: FilaDetalle[]) =>
      filas.map((f) => ({
        id_detalle_pago: f.id_detalle_pago,
        id_pago: f.id_pago,
        no_cuota: f.no_cuota,
        id_recibo: f.id_recibo,
        no_recibo: f.no_recibo,
        fecha_pago: new Date(f.cobrado_en).toISOString(),
        registrado_en: new Date(f.fecha).toISOString(),
        concepto: f.concepto,
        tipo_operacion: f.concepto,
        metodo: f.metodo,
        mora_pagada: pesos(f.mora_pagada_centavos),
        interes_pagado: pesos(f.interes_pagado_centavos),
        capital_pagado: pesos(f.capital_pagado_centavos),
        descuento: pesos(f.descuento_centavos),
        monto_pagado: pesos(f.monto_pagado_centavos),
        estado: f.estado,
      })),
  );
}

export function detallesDePago(tx: Tx, idEmpresa: number, donde: SQL): Promise<DetalleDePago[]> {
  return leer(tx, lecturaDeDetalles(idEmpresa, donde));
}

/** Una cuota con sus pagos (también los anulados) y las demás cuotas de su préstamo. */
export async function historialDeCuota(deps: Dependencias, ctx: Contexto, idPago: number) {
  const hoy = fechaDeNegocio(deps.ahora());
  return enContexto(deps.db, ctx, async (tx) => {
    const [cuota] = await consultarCuotas(tx, ctx.idEmpresa, hoy, { donde: sql`c.id_pago = ${idPago}` });
    if (!cuota) throw noEncontrado('Cuota', true);
    return {
      ok: true as const,
      cuota,
      detalles: await detallesDePago(tx, ctx.idEmpresa, sql`d.id_pago = ${idPago}`),
      cuotas: await cuotasDelPrestamo(tx, ctx.idEmpresa, cuota.id_prestamo, hoy),
    };
  });
}

type FilaDelHistorial = Pick<
  FilaRecibo,
  | 'id_recibo'
  | 'no_recibo'
  | 'fecha'
  | 'cobrado_en'
  | 'concepto'
  | 'metodo'
  | 'total_centavos'
  | 'descuento_centavos'
  | 'estado'
> & { cajero: string | null };

/** Los recibos de un préstamo (del más reciente al más antiguo), cada uno con lo que aplicó a cada cuota. */
export async function pagosDelPrestamo(deps: Dependencias, ctx: Contexto, idPrestamo: number) {
  const hoy = fechaDeNegocio(deps.ahora());
  return enContexto(deps.db, ctx, async (tx) => {
    await buscarPrestamo(tx, ctx.idEmpresa, idPrestamo, hoy);
    const recibos = await filasDe<FilaDelHistorial>(
      tx,
      sql`select r.id_recibo, r.no_recibo, r.fecha, r.cobrado_en, r.concepto, r.metodo, r.total_centavos,
            r.descuento_centavos, r.estado, ${autorDe('u', sql`r.id_usuario`)} as cajero
          from recibo r
          left join usuario u on u.id_empresa = r.id_empresa and u.id_usuario = r.id_usuario
          where r.id_empresa = ${ctx.idEmpresa} and r.id_prestamo = ${idPrestamo}
          order by r.id_recibo desc`,
    );
    const detalles = await detallesDePago(tx, ctx.idEmpresa, sql`d.id_prestamo = ${idPrestamo}`);
    return {
      ok: true as const,
      pagos: recibos.map((r) => ({
        id_recibo: r.id_recibo,
        no_recibo: r.no_recibo,
        fecha: new Date(r.fecha).toISOString(),
        cobrado_en: new Date(r.cobrado_en).toISOString(),
        concepto: r.concepto,
        metodo: r.metodo,
        total: centavosAPesos(Number(r.total_centavos)),
        descuento: centavosAPesos(Number(r.descuento_centavos)),
        estado: r.estado,
        cajero: r.cajero ?? '',
        detalles: detalles.filter((d) => d.id_recibo === r.id_recibo),
      })),
    };
  });
}

/**
 * La cuota que toca cobrarle a un cliente (pantalla del cobrador y tablero): de las primeras cuotas abiertas de sus
 * préstamos vigentes, la que vence antes.
 */
export async function cuotaParaCobrar(deps: Dependencias, ctx: Contexto, idCliente: number) {
  const hoy = fechaDeNegocio(deps.ahora());
  return enContexto(deps.db, ctx, async (tx) => {
    // Que el cliente exista (y se vea) y su cuota, en una sentencia.
    const { existe, cuotas } = await leerJuntas(tx, {
      existe: lectura(
        sql`select 1 from cliente cl where id_empresa = ${ctx.idEmpresa} and id_cliente = ${idCliente}
          and ${clienteVisible(tx, sql`cl.id_empresa`, sql`cl.id_cliente`)}`,
        (filas: unknown[]) => filas.length > 0,
      ),
      cuotas: lecturaDeCuotas(tx, ctx.idEmpresa, hoy, {
        donde: sql`p.id_cliente = ${idCliente} and p.estado = 'ACTIVO' and c.id_pago = p.id_pago_primera_abierta`,
        orden: sql`c.fecha_debe_pagar, c.id_prestamo`,
        limite: 1,
      }),
    });
    if (!existe) throw noEncontrado('Cliente');
    const [cuota] = cuotas;
    if (!cuota) throw new AppError(404, 'No hay cuota pendiente', 'SIN_CUOTA_PENDIENTE');
    return {
      ok: true as const,
      cuota,
      message: `Cuota ${cuota.no_cuota} del préstamo ${cuota.codigo_prestamo}`,
    };
  });
}
