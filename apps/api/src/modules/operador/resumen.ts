import type { ClienteDeOperador, EstadoDeOperador } from '@prestamos/contract';
import { centavosAPesos, diasEntre, fechaDeNegocio, formatearTelefono } from '@prestamos/domain';
import { enContexto } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { carteraDelCobrador, diaDelCobrador } from './cartera';

/**
 * La pantalla del cobrador (issue 11): los clientes de sus rutas, ruta por ruta; en cada ruta primero los atrasados
 * (más días primero) y luego en el orden de visita, cada uno con la cuota que toca cobrarle.
 */
export async function resumenDelOperador(deps: Dependencias, ctx: Contexto) {
  const hoy = fechaDeNegocio(deps.ahora());
  return enContexto(deps.db, ctx, async (tx) => {
    const { rutas, clientes } = await carteraDelCobrador(tx, ctx.idEmpresa, ctx.idUsuario, hoy);
    const items = clientes.map((d) => {
      const q = d.cuota;
      return {
        id_cliente: d.id_cliente,
        codigo: d.codigo,
        nombre: `${d.nombres} ${d.apellidos}`,
        telefono: d.telefono ? formatearTelefono(d.telefono) : null,
        direccion: d.direccion,
        foto: d.foto_hash ? `/api/clientes/${d.id_cliente}/foto?v=${d.foto_hash.slice(0, 12)}` : null,
        id_ruta: d.id_ruta,
        rutas: d.rutas,
        posicion: d.posicion,
        cobrado_hoy: centavosAPesos(d.cobradoHoy),
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
      };
    });
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
 * El trabajo de hoy del cobrador: a quién falta visitar (clientes con algo que cobrar hoy a los que aún no cobró hoy),
 * qué vence hoy y qué está vencido (con su mora), lo que ya cobró (recibos vigentes que emitió hoy, por método) y lo
 * que falta.
 */
export async function estadoDelOperador(deps: Dependencias, ctx: Contexto): Promise<EstadoDeOperador> {
  const hoy = fechaDeNegocio(deps.ahora());
  return enContexto(deps.db, ctx, async (tx) => {
    const { clientes, cuotas, cobrado, visitados } = await diaDelCobrador(
      tx,
      ctx.idEmpresa,
      ctx.idUsuario,
      hoy,
    );
    const deHoy = cuotas.filter((c) => c.vence === hoy);
    const vencidas = cuotas.filter((c) => c.vence < hoy);
    const suma = (lista: typeof cuotas) => lista.reduce((s, c) => s + c.pendiente, 0);
    const moraVencida = vencidas.reduce((s, c) => s + c.mora, 0);
    const pendienteHoy = suma(deHoy);
    const pendienteVencido = suma(vencidas);
    return {
      ok: true as const,
      fecha: hoy,
      clientes,
      clientes_a_visitar: new Set(cuotas.map((c) => c.id_cliente).filter((id) => !visitados.has(id))).size,
      cuotas_hoy: { cantidad: deHoy.length, monto: centavosAPesos(pendienteHoy) },
      cuotas_vencidas: {
        cantidad: vencidas.length,
        monto: centavosAPesos(pendienteVencido),
        mora: centavosAPesos(moraVencida),
      },
      cobrado_hoy: {
        cantidad: cobrado.reduce((s, m) => s + m.cantidad, 0),
        total: centavosAPesos(cobrado.reduce((s, m) => s + m.centavos, 0)),
        por_metodo: cobrado.map(({ centavos, ...m }) => ({ ...m, total: centavosAPesos(centavos) })),
      },
      por_cobrar: centavosAPesos(pendienteHoy + pendienteVencido + moraVencida),
    };
  });
}
