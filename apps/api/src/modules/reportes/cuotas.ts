import {
  type CuotaDeReporte,
  type CuotaListada,
  type ReporteDeCuotas,
  TOPE_DE_CONTEO,
} from '@prestamos/contract';
import { centavosAPesos, diasEntre, fechaDeNegocio, pesosACentavos, sumarDias } from '@prestamos/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { type Lectura, lectura, leer, leerJuntas, mapear } from '../../db/lecturas';
import { clientesDelCobrador, cobradorDe, enContexto, prestamoAlAlcance } from '../../db/transacciones';
import { planConValores } from '../../lib/busqueda';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { AppError } from '../../lib/errores';
import {
  type ClaveDeOrden,
  decodificarCursor,
  limiteDePagina,
  paginaDe,
  recortarPagina,
} from '../../lib/paginas';
import { claveDeCuota, despuesDeCuota, lecturaDeCuotas } from '../prestamos/cuotas';
import { condicionDeBusqueda } from '../prestamos/repositorio';
import { abiertasDe } from './cifras';
import { abiertasDeRuta, diasDeCobro } from './repositorio';

/** Los filtros del reporte de cuotas (contract `ReporteCuotasQuery` sin la paginación). */
export interface FiltroDeCuotas {
  tipo: 'TODAS' | 'PROXIMAS' | 'VENCIDAS';
  desde?: string | null | undefined;
  hasta?: string | null | undefined;
  ruta?: number | undefined;
  cobrador?: number | undefined;
  q?: string | undefined;
}

/** "Próximas": vencen de hoy a hoy + 7 (docs/producto.md#reportes). */
const DIAS_PROXIMOS = 7;

function validar(f: FiltroDeCuotas) {
  if (f.desde && f.hasta && f.desde > f.hasta) {
    throw new AppError(400, 'La fecha "desde" no puede ser posterior a "hasta".', 'VALIDACION', {
      desde: 'La fecha "desde" no puede ser posterior a "hasta".',
    });
  }
}

/** ¿El filtro mira más que la cuota (su cliente, ruta o cobrador)? Entonces sus totales se cuentan con tope. */
const filtraPorCliente = (f: FiltroDeCuotas) => Boolean(f.ruta || f.cobrador || f.q);

/** Vencidas (abiertas con vencimiento anterior a hoy) y próximas (abiertas, de hoy a hoy + 7), con los filtros. */
function condicion(f: FiltroDeCuotas, idEmpresa: number, hoy: string): SQL {
  const hasta = sumarDias(hoy, DIAS_PROXIMOS);
  const partes: SQL[] = [
    sql`c.estado_cuota <> 'PAGADA'`,
    f.tipo === 'VENCIDAS'
      ? sql`c.fecha_debe_pagar < ${hoy}::date`
      : f.tipo === 'PROXIMAS'
        ? sql`c.fecha_debe_pagar between ${hoy}::date and ${hasta}::date`
        : sql`c.fecha_debe_pagar <= ${hasta}::date`,
  ];
  if (f.desde) partes.push(sql`c.fecha_debe_pagar >= ${f.desde}::date`);
  if (f.hasta) partes.push(sql`c.fecha_debe_pagar <= ${f.hasta}::date`);
  if (f.ruta) {
    partes.push(sql`p.id_cliente in (select rc.id_cliente from ruta_cliente rc
      where rc.id_empresa = ${idEmpresa} and rc.id_ruta = ${f.ruta})`);
  }
  if (f.cobrador) partes.push(sql`p.id_cliente in (${clientesDelCobrador(idEmpresa, f.cobrador)})`);
  if (f.q) partes.push(condicionDeBusqueda(f.q, sql`c.id_prestamo`));
  // Una ruta, un cobrador o unas fechas elegidas cambian cuántas filas se leen: con el plan genérico de la sentencia
  // preparada, el reporte de una ruta pasaba de 10 a 1 400 ms (docs/decisiones/0018-costo-por-peticion.md).
  if (f.ruta || f.cobrador || f.desde || f.hasta) partes.push(sql`true ${planConValores}`);
  return sql.join(partes, sql` and `);
}

function aCuotaDeReporte(c: CuotaListada, hoy: string): CuotaDeReporte {
  const vencida = c.fecha_debe_pagar < hoy;
  return {
    ...c,
    tipo: vencida ? 'VENCIDA' : 'PROXIMA',
    dias: vencida ? diasEntre(c.fecha_debe_pagar, hoy) : diasEntre(hoy, c.fecha_debe_pagar),
    pendiente: centavosAPesos(pesosACentavos(c.capital_pendiente) + pesosACentavos(c.interes_pendiente)),
  };
}

/** Una página del reporte (por número o después de la clave de un cursor). */
function paginaDeCuotas(
  tx: Tx,
  idEmpresa: number,
  hoy: string,
  f: FiltroDeCuotas,
  pagina: { limite: number; desde: number; clave?: ClaveDeOrden | undefined },
) {
  return lecturaDeCuotas(tx, idEmpresa, hoy, {
    donde: condicion(f, idEmpresa, hoy),
    // La búsqueda compara el préstamo de la cuota: solo la ruta y el cobrador miran el cliente.
    soloCuota: !f.ruta && !f.cobrador,
    orden: sql`c.fecha_debe_pagar, c.id_pago`,
    limite: pagina.limite,
    desde: pagina.desde,
    ...(pagina.clave ? { despues: despuesDeCuota(pagina.clave) } : {}),
  });
}

type Total = ReporteDeCuotas['totales']['vencidas'];
type Totales = ReporteDeCuotas['totales'];

/**
 * Totales de las dos tarjetas (vencidas y próximas) dentro de desde/hasta. Sin filtro de cliente salen del resumen
 * diario (o, para un cobrador, de sus clientes); con solo una ruta, del resumen por ruta (quien ve toda la empresa);
 * con cobrador o búsqueda se suman las cuotas que coinciden hasta el tope de conteo.
 */
function totales(tx: Tx, idEmpresa: number, hoy: string, f: FiltroDeCuotas): Lectura<Totales> {
  const proximoDia = sumarDias(hoy, DIAS_PROXIMOS);
  const hasta = f.hasta && f.hasta < proximoDia ? f.hasta : proximoDia;
  const exacto = (t: { cuotas: number; centavos: number }): Total => ({
    cuotas: t.cuotas,
    monto: centavosAPesos(t.centavos),
    aproximado: false,
  });
  if (!filtraPorCliente(f)) {
    return mapear(diasDeCobro(tx, idEmpresa, f.desde ?? null, hasta, hoy), (dias) => ({
      vencidas: exacto(abiertasDe(dias.filter((d) => d.fecha < hoy))),
      proximas: exacto(abiertasDe(dias.filter((d) => d.fecha >= hoy))),
    }));
  }
  if (f.ruta && !f.cobrador && !f.q && cobradorDe(tx) === null) {
    return mapear(abiertasDeRuta(idEmpresa, f.ruta, { desde: f.desde ?? null, hasta, hoy }), (r) => ({
      vencidas: exacto(r.vencidas),
      proximas: exacto(r.proximas),
    }));
  }
  return lectura(
    sql`select count(*) as n, count(*) filter (where t.fecha < ${hoy}::date) as nv,
        coalesce(sum(t.pendiente) filter (where t.fecha < ${hoy}::date), 0) as mv,
        count(*) filter (where t.fecha >= ${hoy}::date) as np,
        coalesce(sum(t.pendiente) filter (where t.fecha >= ${hoy}::date), 0) as mp
      from (
        select c.fecha_debe_pagar as fecha,
          c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos as pendiente
        from cuota c join prestamo p on p.id_empresa = c.id_empresa and p.id_prestamo = c.id_prestamo
        where c.id_empresa = ${idEmpresa} and ${prestamoAlAlcance(tx)}
          and ${condicion({ ...f, tipo: 'TODAS' }, idEmpresa, hoy)}
        ${limiteDePagina(TOPE_DE_CONTEO + 1)}
      ) t`,
    ([t]: { n: string; nv: string; mv: string; np: string; mp: string }[]) => {
      const aproximado = Number(t?.n ?? 0) > TOPE_DE_CONTEO;
      const total = (n: string | undefined, centavos: string | undefined): Total => ({
        cuotas: Number(n ?? 0),
        monto: aproximado ? null : centavosAPesos(Number(centavos ?? 0)),
        aproximado,
      });
      return { vencidas: total(t?.nv, t?.mv), proximas: total(t?.np, t?.mp) };
    },
  );
}

/** GET /reportes/cuotas: las cuotas vencidas y próximas, paginadas en el servidor, con los totales de las tarjetas. */
export async function reporteDeCuotas(
  deps: Dependencias,
  ctx: Contexto,
  f: FiltroDeCuotas & { page: number; pageSize: number; cursor?: string | undefined },
): Promise<ReporteDeCuotas> {
  validar(f);
  const hoy = fechaDeNegocio(deps.ahora());
  const clave = f.cursor ? decodificarCursor(f.cursor, ['t', 'n']) : undefined;
  return enContexto(deps.db, ctx, async (tx) => {
    // El total de la lista sale de los totales de las tarjetas (exactos del resumen, o contados con tope): no se
    // cuentan las mismas cuotas dos veces. Página y totales van en una sentencia.
    const { filas, suma } = await leerJuntas(tx, {
      filas: paginaDeCuotas(tx, ctx.idEmpresa, hoy, f, {
        limite: f.pageSize + 1,
        desde: (f.page - 1) * f.pageSize,
        clave,
      }),
      suma: totales(tx, ctx.idEmpresa, hoy, f),
    });
    const elegidos =
      f.tipo === 'VENCIDAS'
        ? [suma.vencidas]
        : f.tipo === 'PROXIMAS'
          ? [suma.proximas]
          : [suma.vencidas, suma.proximas];
    const conteo = {
      total: elegidos.reduce((t, x) => t + x.cuotas, 0),
      aproximado: elegidos.some((x) => x.aproximado),
    };
    const { items, siguiente } = recortarPagina(filas, f.pageSize, claveDeCuota);
    const { items: cuotas, ...pagina } = paginaDe(
      items.map((c) => aCuotaDeReporte(c, hoy)),
      conteo,
      f,
      siguiente,
    );
    return { ...pagina, fecha: hoy, cuotas, totales: suma };
  });
}

/** Filas por transacción al exportar: cada tanda es una consulta corta por clave, sin retener la base ni la memoria. */
const TANDA = 500;

/** Todas las cuotas del filtro, en tandas por clave (para el CSV). */
export async function* todasLasCuotas(
  deps: Dependencias,
  ctx: Contexto,
  f: FiltroDeCuotas,
): AsyncGenerator<CuotaDeReporte[]> {
  validar(f);
  const hoy = fechaDeNegocio(deps.ahora());
  let clave: ClaveDeOrden | undefined;
  for (;;) {
    const tanda = await enContexto(deps.db, ctx, (tx) =>
      leer(tx, paginaDeCuotas(tx, ctx.idEmpresa, hoy, f, { limite: TANDA, desde: 0, clave })),
    );
    if (tanda.length > 0) yield tanda.map((c) => aCuotaDeReporte(c, hoy));
    const ultima = tanda.at(-1);
    if (tanda.length < TANDA || !ultima) return;
    clave = claveDeCuota(ultima);
  }
}
