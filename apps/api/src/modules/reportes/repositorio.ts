import { CORTES_DE_ATRASO, sumarDias } from '@prestamos/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { type Lectura, lectura } from '../../db/lecturas';
import { clientesDelCobrador, cobradorDe } from '../../db/transacciones';
import { planConValores } from '../../lib/busqueda';
import { limiteDePagina } from '../../lib/paginas';
import { nombreDeUsuario } from '../usuarios/repositorio';

/**
 * Lecturas de los resúmenes (docs/decisiones/0022-tablero-y-reportes.md). Para toda la empresa se leen las tablas que
 * mantienen los disparadores (cientos de filas, sin importar cuántos préstamos haya); para un cobrador se calcula lo
 * mismo sobre sus clientes, que son pocos, con el mismo alcance que el resto de sus consultas (sus rutas activas).
 */

export type Dimension = 'E' | 'R' | 'C';

/** Préstamos vigentes (y clientes con préstamo vigente) de un grupo cuyo vencimiento impago más antiguo es `vence`. */
export interface GrupoGuardado {
  dimension: Dimension;
  id: number;
  vence: string;
  prestamos: number;
  clientes: number;
  capitalCentavos: number;
  interesCentavos: number;
}

interface FilaGrupo {
  dimension: Dimension;
  id: number;
  vence: string;
  prestamos: string;
  clientes: string;
  capital: string;
  interes: string;
}

const aGrupo = (f: FilaGrupo): GrupoGuardado => ({
  dimension: f.dimension,
  id: f.id,
  vence: f.vence,
  prestamos: Number(f.prestamos),
  clientes: Number(f.clientes),
  capitalCentavos: Number(f.capital),
  interesCentavos: Number(f.interes),
});

/**
 * Los cortes de atraso (`CORTES_DE_ATRASO`: 0, 29, 59 y 89 días) que un vencimiento ya superó hoy: los vencimientos con la misma cuenta
 * caen en el mismo tramo y en los mismos PAR, así que la base entrega un grupo por cuenta (con su vencimiento más
 * antiguo de muestra) en vez de uno por fecha.
 */
function cortesSuperados(vence: SQL, hoy: string): SQL {
  return sql.join(
    CORTES_DE_ATRASO.map((dias) => sql`(${vence} < ${sumarDias(hoy, -dias)}::date)::int`),
    sql` + `,
  );
}

/** Agrupa filas (dimension, id, vence, prestamos, clientes, capital, interes) por dimensión, id y cortes superados. */
const porCortes = (filas: SQL, hoy: string) => sql`
  select g.dimension, g.id, min(g.vence)::text as vence, sum(g.prestamos) as prestamos, sum(g.clientes) as clientes,
    sum(g.capital) as capital, sum(g.interes) as interes
  from (${filas}) g
  group by g.dimension, g.id, ${cortesSuperados(sql`g.vence`, hoy)}`;

/**
 * El primer día del mes del corte de atraso más largo (89 días antes de hoy): un vencimiento anterior a ese día supera
 * todos los cortes, así que lo anterior se lee sumado por mes (`resumen_cartera_mes`) y solo lo reciente por día.
 */
function inicioDeLoReciente(hoy: string): string {
  return `${sumarDias(hoy, -Math.max(...CORTES_DE_ATRASO)).slice(0, 7)}-01`;
}

/**
 * Lo de la empresa entera, de sus rutas y de sus cobradores, del resumen guardado. Las dimensiones van escritas en el
 * texto (son constantes): con una sola, el plan genérico de la sentencia preparada lee por la llave solo las filas de
 * esa dimensión (el tablero, 146 filas en la empresa del banco). Con varias, el genérico recorría todas las filas de
 * la empresa y las ordenaba (9 ms contra 6,6 planificando con los valores): se planifica cada vez (`planConValores`).
 */
function gruposGuardados(idEmpresa: number, dimensiones: Dimension[], hoy: string): SQL {
  const pedidas = sql.raw(dimensiones.map((d) => `'${d}'`).join(', '));
  const conValores = dimensiones.length > 1 ? planConValores : sql``;
  const reciente = inicioDeLoReciente(hoy);
  return porCortes(
    sql`select dimension, id, vence, sum(prestamos) as prestamos, sum(clientes) as clientes,
          sum(capital_centavos) as capital, sum(interes_centavos) as interes
        from resumen_cartera
        where id_empresa = ${idEmpresa} and dimension in (${pedidas}) and vence >= ${reciente}::date
        group by dimension, id, vence having sum(prestamos) <> 0 or sum(clientes) <> 0
        union all
        select dimension, id, mes, sum(prestamos), sum(clientes), sum(capital_centavos), sum(interes_centavos)
        from resumen_cartera_mes
        where id_empresa = ${idEmpresa} and dimension in (${pedidas}) and mes < ${reciente}::date
        group by dimension, id, mes having sum(prestamos) <> 0 or sum(clientes) <> 0 ${conValores}`,
    hoy,
  );
}

/**
 * Lo mismo para un cobrador, calculado de sus clientes: 'E' y 'C' son toda su cartera; 'R', cada ruta activa suya.
 * Los clientes se cuentan en el vencimiento guardado en el cliente, como en el resumen.
 */
function gruposDelCobrador(idEmpresa: number, cobrador: number, dimensiones: Dimension[], hoy: string): SQL {
  const suyos = clientesDelCobrador(idEmpresa, cobrador);
  const deClientes = (filtro: SQL) => sql`
    select p.id_cliente, coalesce(p.primer_vencimiento_impago, 'infinity'::date) as vence, 1 as prestamos,
      0 as clientes, p.capital_pendiente_centavos as capital, p.interes_pendiente_centavos as interes
    from prestamo p
    where p.id_empresa = ${idEmpresa} and p.estado = 'ACTIVO' and p.id_cliente in (${filtro})
    union all
    select cl.id_cliente, cl.primer_vencimiento_impago, 0, 1, 0, 0
    from cliente cl
    where cl.id_empresa = ${idEmpresa} and cl.primer_vencimiento_impago is not null and cl.id_cliente in (${filtro})`;
  const partes: SQL[] = [];
  for (const d of dimensiones.filter((x) => x !== 'R')) {
    const id = d === 'C' ? cobrador : 0;
    partes.push(sql`select ${d}::text as dimension, ${id}::int as id, t.vence, t.prestamos, t.clientes, t.capital,
      t.interes from (${deClientes(suyos)}) t`);
  }
  if (dimensiones.includes('R')) {
    partes.push(sql`select 'R'::text, rc.id_ruta, t.vence, t.prestamos, t.clientes, t.capital, t.interes
      from ruta_cliente rc
      join ruta r on r.id_empresa = rc.id_empresa and r.id_ruta = rc.id_ruta and r.estado = 'ACTIVO'
      join ruta_usuario ru on ru.id_empresa = rc.id_empresa and ru.id_ruta = rc.id_ruta and ru.id_usuario = ${cobrador}
      join (${deClientes(suyos)}) t on t.id_cliente = rc.id_cliente
      where rc.id_empresa = ${idEmpresa}`);
  }
  return porCortes(sql.join(partes, sql` union all `), hoy);
}

/**
 * La cartera vigente agrupada por atraso (un grupo por tramo y umbral de PAR, con su vencimiento más antiguo), para
 * las dimensiones pedidas y el alcance de la transacción.
 */
export function gruposDeCartera(
  tx: Tx,
  idEmpresa: number,
  dimensiones: Dimension[],
  hoy: string,
): Lectura<GrupoGuardado[]> {
  const cobrador = cobradorDe(tx);
  return lectura(
    cobrador === null
      ? gruposGuardados(idEmpresa, dimensiones, hoy)
      : gruposDelCobrador(idEmpresa, cobrador, dimensiones, hoy),
    (filas: FilaGrupo[]) => filas.map(aGrupo),
  );
}

/** Un día: las cuotas que vencían, cuánto falta de las abiertas y lo cobrado. */
export interface Dia {
  fecha: string;
  cuotas: number;
  montoCentavos: number;
  abiertas: number;
  pendienteCentavos: number;
  recibos: number;
  cobradoCentavos: number;
}

interface FilaDia {
  fecha: string;
  cuotas: string;
  monto: string;
  abiertas: string;
  pendiente: string;
  recibos: string;
  cobrado: string;
}

/**
 * Los días de `desde` a `hasta` (ambos incluidos; null es sin límite) con algo que contar. Un cobrador ve las cuotas
 * de sus clientes y lo que cobró él (sus recibos). Con `juntarAntes`, los días anteriores a esa fecha llegan sumados
 * en uno solo, el día anterior a ella: quien solo necesita su total (lo vencido) no lee un día por cada fecha de la
 * historia de la empresa (más de mil filas en la empresa del banco).
 */
export function diasDeCobro(
  tx: Tx,
  idEmpresa: number,
  desde: string | null,
  hasta: string | null,
  juntarAntes: string | null = null,
): Lectura<Dia[]> {
  const cobrador = cobradorDe(tx);
  const dia = (columna: SQL) =>
    juntarAntes ? sql`greatest(${columna}, ${sumarDias(juntarAntes, -1)}::date)` : columna;
  const rango = (columna: SQL) =>
    sql.join(
      [
        desde ? sql`${columna} >= ${desde}::date` : sql`true`,
        hasta ? sql`${columna} <= ${hasta}::date` : sql`true`,
      ],
      sql` and `,
    );
  const consulta =
    cobrador === null
      ? sql`select ${dia(sql`fecha`)} as fecha, sum(cuotas) as cuotas, sum(monto_centavos) as monto,
              sum(abiertas) as abiertas, sum(pendiente_centavos) as pendiente, sum(recibos) as recibos,
              sum(cobrado_centavos) as cobrado
            from resumen_diario where id_empresa = ${idEmpresa} and ${rango(sql`fecha`)}
            group by 1`
      : sql`select ${dia(sql`t.fecha`)} as fecha, sum(t.cuotas) as cuotas, sum(t.monto) as monto,
              sum(t.abiertas) as abiertas, sum(t.pendiente) as pendiente, sum(t.recibos) as recibos,
              sum(t.cobrado) as cobrado
            from (
              select c.fecha_debe_pagar as fecha, 1 as cuotas,
                -- Lo que vencía, con la regla de aporte_de_cuota (apps/api/sql/diario.sql): sin las adelantadas.
                case when c.adelantada_en is null then c.monto_cuota_centavos else 0 end as monto,
                case when c.estado_cuota <> 'PAGADA' then 1 else 0 end as abiertas,
                case when c.estado_cuota <> 'PAGADA'
                  then c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos
                  else 0 end as pendiente,
                0 as recibos, 0 as cobrado
              from prestamo p
              join cuota c on c.id_empresa = p.id_empresa and c.id_prestamo = p.id_prestamo
              where p.id_empresa = ${idEmpresa} and p.id_cliente in (${clientesDelCobrador(idEmpresa, cobrador)})
                and ${rango(sql`c.fecha_debe_pagar`)}
              union all
              select (r.fecha at time zone 'America/Santo_Domingo')::date, 0, 0, 0, 0, 1, r.total_centavos
              from recibo r
              where r.id_empresa = ${idEmpresa} and r.id_usuario = ${cobrador} and r.estado = 'VIGENTE'
                and r.concepto <> 'REENGANCHE'
                and ${rango(sql`(r.fecha at time zone 'America/Santo_Domingo')::date`)}
            ) t
            group by 1`;
  // Se agrupa y ordena por la fecha, no por su texto: ordenar cientos de días como texto, con la intercalación de la
  // base, costaba más que sumarlos (el tablero lee toda la historia de la empresa, juntada en un día).
  return lectura(
    sql`select g.fecha::text as fecha, g.cuotas, g.monto, g.abiertas, g.pendiente, g.recibos, g.cobrado
      from (${consulta}) g order by g.fecha`,
    (filas: FilaDia[]) =>
      filas.map((f) => ({
        fecha: f.fecha,
        cuotas: Number(f.cuotas),
        montoCentavos: Number(f.monto),
        abiertas: Number(f.abiertas),
        pendienteCentavos: Number(f.pendiente),
        recibos: Number(f.recibos),
        cobradoCentavos: Number(f.cobrado),
      })),
  );
}

/** Cuotas abiertas y lo que falta de ellas, antes de hoy (vencidas) y de hoy en adelante (próximas). */
export interface AbiertasDeRuta {
  vencidas: { cuotas: number; centavos: number };
  proximas: { cuotas: number; centavos: number };
}

/**
 * Las cuotas abiertas de los clientes de una ruta que vencen de `desde` a `hasta` (null es sin límite), del resumen por
 * ruta y día (apps/api/sql/rutas.sql): unas filas por día en vez de las cuotas de sus miles de clientes. Es lo que ve
 * quien ve toda la empresa; un cobrador ve solo a sus clientes y se le cuentan sus cuotas.
 */
export function abiertasDeRuta(
  idEmpresa: number,
  idRuta: number,
  rango: { desde: string | null; hasta: string; hoy: string },
): Lectura<AbiertasDeRuta> {
  return lectura(
    sql`select coalesce(sum(abiertas) filter (where fecha < ${rango.hoy}::date), 0) as nv,
        coalesce(sum(pendiente_centavos) filter (where fecha < ${rango.hoy}::date), 0) as mv,
        coalesce(sum(abiertas) filter (where fecha >= ${rango.hoy}::date), 0) as np,
        coalesce(sum(pendiente_centavos) filter (where fecha >= ${rango.hoy}::date), 0) as mp
      from resumen_ruta
      where id_empresa = ${idEmpresa} and id_ruta = ${idRuta} and fecha <= ${rango.hasta}::date
        ${rango.desde ? sql`and fecha >= ${rango.desde}::date` : sql``}`,
    ([f]: { nv: string; mv: string; np: string; mp: string }[]) => ({
      vencidas: { cuotas: Number(f?.nv ?? 0), centavos: Number(f?.mv ?? 0) },
      proximas: { cuotas: Number(f?.np ?? 0), centavos: Number(f?.mp ?? 0) },
    }),
  );
}

/** Nombres de las rutas y de los cobradores de los grupos (los de id 0 son "sin ruta" y "sin cobrador"). */
export function nombresDeGrupos(tx: Tx, idEmpresa: number) {
  const cobrador = cobradorDe(tx);
  // Todas las rutas de la empresa (una inactiva sale si aún tiene cartera); las de un cobrador, solo sus activas.
  const rutas = lectura(
    sql`select r.id_ruta as id, r.nombre, r.estado = 'ACTIVO' as activa from ruta r
      where r.id_empresa = ${idEmpresa}
        ${
          cobrador === null
            ? sql``
            : sql`and r.estado = 'ACTIVO' and exists (select 1 from ruta_usuario ru where ru.id_empresa = r.id_empresa
                and ru.id_ruta = r.id_ruta and ru.id_usuario = ${cobrador})`
        }
      order by r.nombre, r.id_ruta`,
    (filas: { id: number; nombre: string; activa: boolean }[]) => filas,
  );
  const cobradores = lectura(
    sql`select u.id_usuario as id, ${nombreDeUsuario('u')} as nombre from usuario u
      where u.id_empresa = ${idEmpresa}
        and ${
          cobrador === null
            ? sql`exists (select 1 from ruta_usuario ru where ru.id_empresa = u.id_empresa
                and ru.id_usuario = u.id_usuario)`
            : sql`u.id_usuario = ${cobrador}`
        }
      order by 2, 1`,
    (filas: { id: number; nombre: string }[]) => filas,
  );
  return { rutas, cobradores };
}

/** Clientes por estado y préstamos vigentes y saldados: de los contadores de la empresa, o contados para un cobrador. */
export function conteosPorEstado(tx: Tx, idEmpresa: number) {
  const cobrador = cobradorDe(tx);
  return lectura(
    cobrador === null
      ? sql`select sum(clientes_activos) as ca, sum(clientes_inactivos) as ci, sum(prestamos_activos) as pa,
          sum(prestamos_saldados) as ps
        from contador_empresa where id_empresa = ${idEmpresa}`
      : sql`select
          (select count(*) from cliente cl where cl.id_empresa = ${idEmpresa} and cl.estado = 'ACTIVO'
            and cl.id_cliente in (${clientesDelCobrador(idEmpresa, cobrador)})) as ca,
          (select count(*) from cliente cl where cl.id_empresa = ${idEmpresa} and cl.estado = 'INACTIVO'
            and cl.id_cliente in (${clientesDelCobrador(idEmpresa, cobrador)})) as ci,
          (select count(*) from prestamo p where p.id_empresa = ${idEmpresa} and p.estado = 'ACTIVO'
            and p.id_cliente in (${clientesDelCobrador(idEmpresa, cobrador)})) as pa,
          (select count(*) from prestamo p where p.id_empresa = ${idEmpresa} and p.estado = 'SALDADO'
            and p.id_cliente in (${clientesDelCobrador(idEmpresa, cobrador)})) as ps`,
    ([f]: { ca: string; ci: string; pa: string; ps: string }[]) => ({
      clientesActivos: Number(f?.ca ?? 0),
      clientesInactivos: Number(f?.ci ?? 0),
      prestamosActivos: Number(f?.pa ?? 0),
      prestamosSaldados: Number(f?.ps ?? 0),
    }),
  );
}

/** Los últimos clientes registrados (al alcance de la transacción). */
export function ultimosClientes(tx: Tx, idEmpresa: number, cuantos: number) {
  const cobrador = cobradorDe(tx);
  return lectura(
    sql`select cl.id_cliente, cl.codigo, cl.nombres || ' ' || cl.apellidos as nombre,
        (cl.creado_en at time zone 'America/Santo_Domingo')::date::text as fecha
      from cliente cl
      where cl.id_empresa = ${idEmpresa}
        ${cobrador === null ? sql`` : sql`and cl.id_cliente in (${clientesDelCobrador(idEmpresa, cobrador)})`}
      -- Por su número dentro de la empresa: el índice (id_empresa, numero) al revés lee solo esas filas (por id, el
      -- planificador puede recorrer la clave primaria de todas las empresas).
      order by cl.numero desc ${limiteDePagina(cuantos)}`,
    (filas: { id_cliente: number; codigo: string; nombre: string; fecha: string }[]) => filas,
  );
}
