import { ZONA_DE_NEGOCIO } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { clientesDelCobrador, filasDe } from '../../db/transacciones';
import { type ColumnasDeMoraDeLaCuota, columnasDeMoraDeLaCuota, moraDeLaCuota } from '../prestamos/mora';

/** Una fila ruta-cliente de las rutas activas del cobrador, con la cuota que toca cobrarle a ese cliente. */
interface FilaDeRuta {
  id_ruta: number;
  ruta: string;
  id_cliente: number | null;
  codigo: string | null;
  nombres: string;
  apellidos: string;
  telefono: string | null;
  direccion: string | null;
  foto_hash: string | null;
  id_pago: number | null;
  id_prestamo: number;
  codigo_prestamo: string;
  no_cuota: number;
  pendiente: string;
  cobrado_hoy: string | null;
}

/** Un cliente en las rutas activas del cobrador: la ruta en la que aparece, su lugar en ella y todas sus rutas. */
export interface ClienteEnRuta {
  id_cliente: number;
  codigo: string;
  nombres: string;
  apellidos: string;
  telefono: string | null;
  direccion: string | null;
  foto_hash: string | null;
  id_ruta: number;
  posicion: number;
  rutas: string[];
  cuota: CuotaPendiente | null;
  /** Lo que este cobrador le cobró hoy, en centavos (0: aún no). */
  cobradoHoy: number;
}

export interface CuotaPendiente {
  id_pago: number;
  id_prestamo: number;
  codigo_prestamo: string;
  no_cuota: number;
  vence: string;
  /** Lo que falta de la cuota (interés y capital), en centavos. */
  pendiente: number;
  mora: number;
}

/**
 * Las rutas activas del cobrador y sus clientes, cada uno una sola vez: en la primera de sus rutas (por nombre) y en
 * su orden de visita, con `rutas` diciendo en cuáles está y la cuota que toca cobrarle. Esa cuota es, de las primeras
 * abiertas de sus préstamos vigentes (guardadas en el préstamo), la que vence antes: la misma que
 * `GET /prestamos/mora/cuota`, con su mora de hoy. Todo en una sentencia: una ida a la base por pantalla. El cliente
 * va en un lateral con `limit 1` para que se lea por su llave fila a fila: unido sin más, el plan genérico de la
 * sentencia preparada (el que PostgreSQL usa desde la sexta vez) leía los 50 000 clientes de la empresa a un hash.
 */
export async function carteraDelCobrador(tx: Tx, idEmpresa: number, idUsuario: number, hoy: string) {
  const filas = await filasDe<FilaDeRuta & ColumnasDeMoraDeLaCuota>(
    tx,
    sql`with cobrados as (${cobradoHoyPorCliente(idEmpresa, idUsuario, hoy)})
        select r.id_ruta, r.nombre as ruta, cl.*, q.*,
          (select k.centavos from cobrados k where k.id_cliente = cl.id_cliente) as cobrado_hoy
        from ruta_usuario ru
        join ruta r on r.id_empresa = ru.id_empresa and r.id_ruta = ru.id_ruta and r.estado = 'ACTIVO'
        left join ruta_cliente rc on rc.id_empresa = r.id_empresa and rc.id_ruta = r.id_ruta
        left join lateral (
          select cl.id_cliente, cl.codigo, cl.nombres, cl.apellidos, cl.telefono, cl.direccion,
            (select f.hash from cliente_foto f where f.id_empresa = cl.id_empresa and f.id_cliente = cl.id_cliente)
              as foto_hash
          from cliente cl where cl.id_empresa = rc.id_empresa and cl.id_cliente = rc.id_cliente
          limit 1
        ) cl on true
        left join lateral (
          select c.id_pago, c.id_prestamo, p.codigo_prestamo, c.no_cuota, c.monto_cuota_centavos,
            c.fecha_debe_pagar::text as fecha_debe_pagar,
            c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos as pendiente,
            ${columnasDeMoraDeLaCuota(hoy)}
          from prestamo p
          join cuota c on c.id_empresa = p.id_empresa and c.id_pago = p.id_pago_primera_abierta
          where p.id_empresa = rc.id_empresa and p.id_cliente = rc.id_cliente and p.estado = 'ACTIVO'
          order by c.fecha_debe_pagar, c.id_prestamo
          limit 1
        ) q on true
        where ru.id_empresa = ${idEmpresa} and ru.id_usuario = ${idUsuario}
        order by r.nombre, r.id_ruta, rc.orden`,
  );
  const rutas = new Map<number, string>();
  const clientes = new Map<number, ClienteEnRuta>();
  for (const f of filas) {
    rutas.set(f.id_ruta, f.ruta);
    if (f.id_cliente === null || f.codigo === null) continue;
    const ya = clientes.get(f.id_cliente);
    if (ya) {
      ya.rutas.push(f.ruta);
      continue;
    }
    clientes.set(f.id_cliente, {
      id_cliente: f.id_cliente,
      codigo: f.codigo,
      nombres: f.nombres,
      apellidos: f.apellidos,
      telefono: f.telefono,
      direccion: f.direccion,
      foto_hash: f.foto_hash,
      id_ruta: f.id_ruta,
      posicion: clientes.size,
      rutas: [f.ruta],
      cuota:
        f.id_pago === null
          ? null
          : {
              id_pago: f.id_pago,
              id_prestamo: f.id_prestamo,
              codigo_prestamo: f.codigo_prestamo,
              no_cuota: f.no_cuota,
              vence: f.fecha_debe_pagar,
              pendiente: Number(f.pendiente),
              mora: moraDeLaCuota(f, hoy),
            },
      cobradoHoy: Number(f.cobrado_hoy ?? 0),
    });
  }
  return {
    rutas: [...rutas].map(([id_ruta, nombre]) => ({ id_ruta, nombre })),
    clientes: [...clientes.values()],
  };
}

/**
 * Lo que el cobrador cobró hoy a cada cliente (id_cliente, centavos): sus recibos vigentes de cobro y liquidación con
 * la hora de cobro de hoy, por el índice `recibo_por_cobrador`. Un cliente al que ya cobró hoy está visitado: no
 * cuenta entre los que faltan por visitar aunque le quede algo vencido.
 */
function cobradoHoyPorCliente(idEmpresa: number, idUsuario: number, hoy: string) {
  const dia = diaDeNegocio(hoy);
  return sql`select p.id_cliente, sum(r.total_centavos) as centavos
    from recibo r
    join prestamo p on p.id_empresa = r.id_empresa and p.id_prestamo = r.id_prestamo
    where r.id_empresa = ${idEmpresa} and r.id_usuario = ${idUsuario}
      and r.cobrado_en >= ${dia.desde} and r.cobrado_en < ${dia.hasta}
      and r.estado = 'VIGENTE' and r.concepto <> 'REENGANCHE'
    group by p.id_cliente`;
}

/** Una cuota abierta que vence hoy o venció, de un cliente del cobrador, con su mora de hoy. */
interface CuotaDelDia {
  id_cliente: number;
  vence: string;
  pendiente: number;
  mora: number;
}

/**
 * Lo que el cobrador tiene hoy, en una sentencia: cuántos clientes tienen sus rutas activas, las cuotas abiertas de
 * sus préstamos vigentes que vencen hoy o vencieron (con su mora de hoy) y lo que ya cobró hoy (sus recibos vigentes,
 * por método, sin reenganches). Los préstamos se buscan cliente por cliente (`offset 0` impide que el lateral se
 * aplane): unidos sin más, el plan genérico de la sentencia preparada recorría los 36 000 préstamos atrasados de la
 * empresa para quedarse con los del cobrador.
 */
export async function diaDelCobrador(tx: Tx, idEmpresa: number, idUsuario: number, hoy: string) {
  const dia = diaDeNegocio(hoy);
  const [fila] = await filasDe<{
    clientes: string;
    cuotas: ({ id_cliente: number; pendiente: number | string } & ColumnasDeMoraDeLaCuota)[] | null;
    cobrado: { metodo: string | null; cantidad: number; total: number | string }[] | null;
    visitados: number[] | null;
  }>(
    tx,
    sql`with suyos as (${clientesDelCobrador(idEmpresa, idUsuario)})
        select (select count(*) from suyos) as clientes,
          (select json_agg(k.id_cliente) from (${cobradoHoyPorCliente(idEmpresa, idUsuario, hoy)}) k) as visitados,
          (select json_agg(x) from (
            select p.id_cliente, c.monto_cuota_centavos, c.fecha_debe_pagar,
              c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos as pendiente,
              ${columnasDeMoraDeLaCuota(hoy)}
            from suyos s
            cross join lateral (
              select * from prestamo p
              where p.id_empresa = ${idEmpresa} and p.id_cliente = s.id_cliente and p.estado = 'ACTIVO'
                and p.primer_vencimiento_impago <= ${hoy}::date
              offset 0
            ) p
            join cuota c on c.id_empresa = p.id_empresa and c.id_prestamo = p.id_prestamo
            where c.estado_cuota <> 'PAGADA' and c.fecha_debe_pagar <= ${hoy}::date) x) as cuotas,
          (select json_agg(y order by y.metodo) from (
            select r.metodo, count(*) as cantidad, sum(r.total_centavos) as total from recibo r
            where r.id_empresa = ${idEmpresa} and r.id_usuario = ${idUsuario}
              and r.cobrado_en >= ${dia.desde} and r.cobrado_en < ${dia.hasta}
              and r.estado = 'VIGENTE' and r.concepto <> 'REENGANCHE'
            group by r.metodo) y) as cobrado`,
  );
  const cuotas: CuotaDelDia[] = (fila?.cuotas ?? []).map((c) => ({
    id_cliente: c.id_cliente,
    vence: c.fecha_debe_pagar,
    pendiente: Number(c.pendiente),
    mora: moraDeLaCuota(c, hoy),
  }));
  const cobrado = (fila?.cobrado ?? []).map((f) => ({
    metodo: f.metodo ?? 'EFECTIVO',
    cantidad: Number(f.cantidad),
    centavos: Number(f.total),
  }));
  return {
    clientes: Number(fila?.clientes ?? 0),
    cuotas,
    cobrado,
    visitados: new Set(fila?.visitados ?? []),
  };
}

/** Desde y hasta (exclusivo) de un día de negocio, como instantes: el índice de recibos por hora se usa entero. */
export const diaDeNegocio = (fecha: string) => ({
  desde: sql`(${fecha}::date)::timestamp at time zone ${ZONA_DE_NEGOCIO}`,
  hasta: sql`(${fecha}::date + 1)::timestamp at time zone ${ZONA_DE_NEGOCIO}`,
});
