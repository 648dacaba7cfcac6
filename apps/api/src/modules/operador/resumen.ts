import type { ClienteDeOperador, EstadoDeOperador } from '@prestamos/contract';
import { centavosAPesos, diasEntre, fechaDeNegocio, formatearTelefono } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import { enContexto, filasDe } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { moraDeCuotas } from '../prestamos/mora';
import { arregloDeIds, clientesDelCobrador, diaDeNegocio, proximasCuotas } from './cartera';

interface FilaCliente {
  id_cliente: number;
  codigo: string;
  nombres: string;
  apellidos: string;
  telefono: string | null;
  direccion: string | null;
  foto_hash: string | null;
}

/**
 * La pantalla del cobrador (issue 11): los clientes de sus rutas, ruta por ruta; en cada ruta primero los atrasados
 * (más días primero) y luego en el orden de visita, cada uno con la cuota que toca cobrarle.
 */
export async function resumenDelOperador(deps: Dependencias, ctx: Contexto) {
  const hoy = fechaDeNegocio(deps.ahora());
  return enContexto(deps.db, ctx, async (tx) => {
    const { rutas, clientes } = await clientesDelCobrador(tx, ctx.idEmpresa, ctx.idUsuario);
    const ids = clientes.map((c) => c.idCliente);
    const datos = ids.length
      ? await filasDe<FilaCliente>(
          tx,
          sql`select cl.id_cliente, cl.codigo, cl.nombres, cl.apellidos, cl.telefono, cl.direccion, f.hash as foto_hash
              from cliente cl
              left join cliente_foto f on f.id_empresa = cl.id_empresa and f.id_cliente = cl.id_cliente
              where cl.id_empresa = ${ctx.idEmpresa} and cl.id_cliente = any(${arregloDeIds(ids)})`,
        )
      : [];
    const porId = new Map(datos.map((d) => [d.id_cliente, d]));
    const cuotas = await proximasCuotas(tx, ctx.idEmpresa, ids, hoy);
    const items: (ClienteDeOperador & { posicion: number })[] = [];
    for (const c of clientes) {
      const d = porId.get(c.idCliente);
      if (!d) continue;
      const q = cuotas.get(c.idCliente);
      items.push({
        id_cliente: d.id_cliente,
        codigo: d.codigo,
        nombre: `${d.nombres} ${d.apellidos}`,
        telefono: d.telefono ? formatearTelefono(d.telefono) : null,
        direccion: d.direccion,
        foto: d.foto_hash ? `/api/clientes/${d.id_cliente}/foto?v=${d.foto_hash.slice(0, 12)}` : null,
        id_ruta: c.idRuta,
        rutas: c.rutas,
        posicion: c.posicion,
        proxima_cuota: q
          ? {
              id_pago: q.id_pago,
              id_prestamo: q.id_prestamo,
              codigo_prestamo: q.codigo_prestamo,
              no: q.no_cuota,
              vence: q.vence,
              monto: centavosAPesos(q.pendiente),
              mora: centavosAPesos(q.mora),
              total: centavosAPesos(q.pendiente + q.mora),
              dias_mora: Math.max(diasEntre(q.vence, hoy), 0),
            }
          : null,
      });
    }
    const ordenDeRuta = new Map(rutas.map((r, i) => [r.id_ruta, i]));
    const atraso = (i: ClienteDeOperador) => i.proxima_cuota?.dias_mora ?? 0;
    items.sort(
      (a, b) =>
        (ordenDeRuta.get(a.id_ruta) ?? 0) - (ordenDeRuta.get(b.id_ruta) ?? 0) ||
        atraso(b) - atraso(a) ||
        a.posicion - b.posicion,
    );
    return { ok: true as const, rutas, items: items.map(({ posicion: _, ...item }) => item) };
  });
}

/**
 * El trabajo de hoy del cobrador: a quién visitar, qué vence hoy y qué está vencido (con su mora), lo que ya cobró
 * (recibos vigentes que emitió hoy, por método) y lo que falta.
 */
export async function estadoDelOperador(deps: Dependencias, ctx: Contexto): Promise<EstadoDeOperador> {
  const hoy = fechaDeNegocio(deps.ahora());
  return enContexto(deps.db, ctx, async (tx) => {
    const { clientes } = await clientesDelCobrador(tx, ctx.idEmpresa, ctx.idUsuario);
    const ids = clientes.map((c) => c.idCliente);
    const cuotas = ids.length
      ? await filasDe<{
          id_pago: number;
          id_prestamo: number;
          id_cliente: number;
          vence: string;
          pendiente: string;
        }>(
          tx,
          sql`select c.id_pago, c.id_prestamo, p.id_cliente, c.fecha_debe_pagar::text as vence,
                c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos as pendiente
              from prestamo p
              join cuota c on c.id_empresa = p.id_empresa and c.id_prestamo = p.id_prestamo
              where p.id_empresa = ${ctx.idEmpresa} and p.estado = 'ACTIVO' and p.id_cliente = any(${arregloDeIds(ids)})
                and c.estado_cuota <> 'PAGADA' and c.fecha_debe_pagar <= ${hoy}::date`,
        )
      : [];
    const mora = await moraDeCuotas(tx, ctx.idEmpresa, [...new Set(cuotas.map((c) => c.id_prestamo))], hoy);
    const deHoy = cuotas.filter((c) => c.vence === hoy);
    const vencidas = cuotas.filter((c) => c.vence < hoy);
    const suma = (lista: typeof cuotas) => lista.reduce((s, c) => s + Number(c.pendiente), 0);
    const moraVencida = vencidas.reduce((s, c) => s + (mora.get(c.id_pago)?.centavos ?? 0), 0);
    const dia = diaDeNegocio(hoy);
    const cobrado = await filasDe<{ metodo: string | null; cantidad: string; total: string }>(
      tx,
      sql`select r.metodo, count(*) as cantidad, sum(r.total_centavos) as total from recibo r
          where r.id_empresa = ${ctx.idEmpresa} and r.id_usuario = ${ctx.idUsuario}
            and r.fecha >= ${dia.desde} and r.fecha < ${dia.hasta}
            and r.estado = 'VIGENTE' and r.concepto <> 'REENGANCHE'
          group by r.metodo order by r.metodo`,
    );
    const porMetodo = cobrado.map((f) => ({
      metodo: f.metodo ?? 'EFECTIVO',
      cantidad: Number(f.cantidad),
      total: centavosAPesos(Number(f.total)),
    }));
    const pendienteHoy = suma(deHoy);
    const pendienteVencido = suma(vencidas);
    return {
      ok: true as const,
      fecha: hoy,
      clientes: ids.length,
      clientes_a_visitar: new Set(cuotas.map((c) => c.id_cliente)).size,
      cuotas_hoy: { cantidad: deHoy.length, monto: centavosAPesos(pendienteHoy) },
      cuotas_vencidas: {
        cantidad: vencidas.length,
        monto: centavosAPesos(pendienteVencido),
        mora: centavosAPesos(moraVencida),
      },
      cobrado_hoy: {
        cantidad: porMetodo.reduce((s, m) => s + m.cantidad, 0),
        total: centavosAPesos(cobrado.reduce((s, f) => s + Number(f.total), 0)),
        por_metodo: porMetodo,
      },
      por_cobrar: centavosAPesos(pendienteHoy + pendienteVencido + moraVencida),
    };
  });
}
