import { ZONA_DE_NEGOCIO } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { filasDe } from '../../db/transacciones';
import { moraDeCuotas } from '../prestamos/mora';

/** Un cliente en las rutas activas del cobrador: la ruta en la que aparece, su lugar en ella y todas sus rutas. */
export interface ClienteEnRuta {
  idCliente: number;
  idRuta: number;
  posicion: number;
  rutas: string[];
}

/**
 * Los clientes de las rutas activas del usuario, cada uno una sola vez: en la primera de sus rutas (por nombre) y en
 * su orden de visita; `rutas` dice en cuáles está.
 */
export async function clientesDelCobrador(tx: Tx, idEmpresa: number, idUsuario: number) {
  const filas = await filasDe<{
    id_ruta: number;
    nombre: string;
    id_cliente: number | null;
    orden: number | null;
  }>(
    tx,
    sql`select r.id_ruta, r.nombre, rc.id_cliente, rc.orden
        from ruta_usuario ru
        join ruta r on r.id_empresa = ru.id_empresa and r.id_ruta = ru.id_ruta and r.estado = 'ACTIVO'
        left join ruta_cliente rc on rc.id_empresa = r.id_empresa and rc.id_ruta = r.id_ruta
        where ru.id_empresa = ${idEmpresa} and ru.id_usuario = ${idUsuario}
        order by r.nombre, r.id_ruta, rc.orden`,
  );
  const rutas = new Map<number, string>();
  const clientes = new Map<number, ClienteEnRuta>();
  for (const f of filas) {
    rutas.set(f.id_ruta, f.nombre);
    if (f.id_cliente === null) continue;
    const ya = clientes.get(f.id_cliente);
    if (ya) ya.rutas.push(f.nombre);
    else
      clientes.set(f.id_cliente, {
        idCliente: f.id_cliente,
        idRuta: f.id_ruta,
        posicion: clientes.size,
        rutas: [f.nombre],
      });
  }
  return {
    rutas: [...rutas].map(([id_ruta, nombre]) => ({ id_ruta, nombre })),
    clientes: [...clientes.values()],
  };
}

/** La lista de ids como arreglo de PostgreSQL (un solo parámetro, sin importar cuántos sean). */
export const arregloDeIds = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export interface CuotaPendiente {
  id_pago: number;
  id_prestamo: number;
  id_cliente: number;
  codigo_prestamo: string;
  no_cuota: number;
  vence: string;
  /** Lo que falta de la cuota (interés y capital), en centavos. */
  pendiente: number;
  mora: number;
}

/**
 * De cada cliente, la cuota que toca cobrarle: de las primeras cuotas abiertas de sus préstamos vigentes, la que
 * vence antes (la misma que `GET /prestamos/mora/cuota`), con su mora de hoy.
 */
export async function proximasCuotas(tx: Tx, idEmpresa: number, idsCliente: number[], hoy: string) {
  if (idsCliente.length === 0) return new Map<number, CuotaPendiente>();
  const filas = await filasDe<Omit<CuotaPendiente, 'mora' | 'pendiente'> & { pendiente: string }>(
    tx,
    sql`select distinct on (p.id_cliente) p.id_cliente, c.id_pago, c.id_prestamo, p.codigo_prestamo, c.no_cuota,
          c.fecha_debe_pagar::text as vence,
          c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos as pendiente
        from prestamo p
        join lateral (
          select * from cuota c where c.id_empresa = p.id_empresa and c.id_prestamo = p.id_prestamo
            and c.estado_cuota <> 'PAGADA' order by c.no_cuota limit 1
        ) c on true
        where p.id_empresa = ${idEmpresa} and p.estado = 'ACTIVO' and p.id_cliente = any(${arregloDeIds(idsCliente)})
        order by p.id_cliente, c.fecha_debe_pagar, c.id_prestamo`,
  );
  const mora = await moraDeCuotas(tx, idEmpresa, [...new Set(filas.map((f) => f.id_prestamo))], hoy);
  return new Map(
    filas.map((f) => [
      f.id_cliente,
      { ...f, pendiente: Number(f.pendiente), mora: mora.get(f.id_pago)?.centavos ?? 0 },
    ]),
  );
}

/** Desde y hasta (exclusivo) de un día de negocio, como instantes: el índice de recibos por fecha se usa entero. */
export const diaDeNegocio = (fecha: string) => ({
  desde: sql`(${fecha}::date)::timestamp at time zone ${ZONA_DE_NEGOCIO}`,
  hasta: sql`(${fecha}::date + 1)::timestamp at time zone ${ZONA_DE_NEGOCIO}`,
});
