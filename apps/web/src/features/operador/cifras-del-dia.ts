import type { Cuota, EstadoDeOperador, ResumenDeOperador } from '@prestamos/contract';
import { fechaDeNegocio, type Pendiente, pesosACentavos } from '@prestamos/domain';
import type { CobroEnCola } from '../../entities/cobro-sin-senal/maquina';
import { pendientesDe } from '../../entities/pago/cobro';
import { situacionDelDia } from './clientes';
import { pendientesTrasLaCola, porSincronizar } from './saldo-local';

/** Las cuotas bajadas al teléfono, por el id_pago de la cuota por cobrar de cada cliente (base-local.ts). */
export type CuotasBajadas = Record<number, { cuotas: Cuota[] }>;

interface Cantidad {
  cantidad: number;
  centavos: number;
}

/** Los totales de "Tus rutas", en centavos, con lo cobrado sin señal ya contado. */
export interface CifrasDelDia {
  clientes: number;
  aVisitar: number;
  /** Lo que el servidor ya registró hoy. */
  cobrado: Cantidad;
  /** Lo cobrado hoy que espera la señal en la cola del teléfono. */
  porSincronizar: Cantidad;
  venceHoy: Cantidad;
  vencido: Cantidad & { mora: number };
  porCobrar: number;
  /** Cuánto bajó "por cobrar" por los cobros de la cola. */
  descontado: number;
}

const cobradoHoy = (c: CobroEnCola, hoy: string) => fechaDeNegocio(new Date(c.cuerpo.cobrado_en)) === hoy;

/** Lo que cobró hoy a cada cliente la cola del teléfono (pesos): los que esperan la señal y los ya enviados. */
export function cobradoSinSenalHoy(cola: readonly CobroEnCola[], hoy: string): Map<number, number> {
  const porCliente = new Map<number, number>();
  for (const c of cola)
    if (c.estado !== 'RECHAZADO' && cobradoHoy(c, hoy))
      porCliente.set(c.id_cliente, (porCliente.get(c.id_cliente) ?? 0) + c.cuerpo.monto);
  return porCliente;
}

/** Lo que vence hoy y lo vencido (con su mora) de unas cuotas pendientes, en centavos, como lo cuenta el servidor. */
function deudaDelDia(pendientes: (Pendiente & { no: number })[], cuotas: Cuota[], hoy: string) {
  const vence = new Map(cuotas.map((c) => [c.no_cuota, c.fecha_debe_pagar]));
  const deuda = { venceHoy: { cantidad: 0, centavos: 0 }, vencido: { cantidad: 0, centavos: 0, mora: 0 } };
  for (const p of pendientes) {
    const fecha = vence.get(p.no);
    if (fecha === hoy) {
      deuda.venceHoy.cantidad += 1;
      deuda.venceHoy.centavos += p.interes + p.capital;
    } else if (fecha !== undefined && fecha < hoy) {
      deuda.vencido.cantidad += 1;
      deuda.vencido.centavos += p.interes + p.capital;
      deuda.vencido.mora += p.mora;
    }
  }
  return deuda;
}

/**
 * Los totales del día del cobrador: los del servidor (`/operador/estado`) más lo cobrado sin señal que aún no llegó.
 * Cada cobro de la cola suma a lo cobrado hoy (aparte, como pendiente) y baja lo que vence hoy, lo vencido, su mora y
 * lo que falta por cobrar, con el reparto que hará el servidor sobre las cuotas bajadas de ese préstamo. "A visitar"
 * son los clientes con algo que cobrar hoy a los que aún no se les cobró, con o sin señal.
 */
export function cifrasDelDia(
  estado: EstadoDeOperador,
  resumen: ResumenDeOperador | undefined,
  cola: readonly CobroEnCola[],
  bajadas: CuotasBajadas,
  hoy: string,
): CifrasDelDia {
  const enCola = porSincronizar(cola);
  const deHoy = enCola.filter((c) => cobradoHoy(c, hoy));
  const venceHoy = {
    cantidad: estado.cuotas_hoy.cantidad,
    centavos: pesosACentavos(estado.cuotas_hoy.monto),
  };
  const vencido = {
    cantidad: estado.cuotas_vencidas.cantidad,
    centavos: pesosACentavos(estado.cuotas_vencidas.monto),
    mora: pesosACentavos(estado.cuotas_vencidas.mora),
  };
  let descontado = 0;
  for (const codigo of new Set(enCola.map((c) => c.codigo_prestamo))) {
    const cliente = resumen?.items.find((c) => c.proxima_cuota?.codigo_prestamo === codigo);
    const cuotas = cliente?.proxima_cuota && bajadas[cliente.proxima_cuota.id_pago]?.cuotas;
    if (!cuotas) continue;
    const antes = deudaDelDia(pendientesDe(cuotas), cuotas, hoy);
    const despues = deudaDelDia(pendientesTrasLaCola(cuotas, cola).pendientes, cuotas, hoy);
    venceHoy.cantidad -= antes.venceHoy.cantidad - despues.venceHoy.cantidad;
    venceHoy.centavos -= antes.venceHoy.centavos - despues.venceHoy.centavos;
    vencido.cantidad -= antes.vencido.cantidad - despues.vencido.cantidad;
    vencido.centavos -= antes.vencido.centavos - despues.vencido.centavos;
    vencido.mora -= antes.vencido.mora - despues.vencido.mora;
    descontado +=
      antes.venceHoy.centavos +
      antes.vencido.centavos +
      antes.vencido.mora -
      (despues.venceHoy.centavos + despues.vencido.centavos + despues.vencido.mora);
  }
  const sinSenal = cobradoSinSenalHoy(cola, hoy);
  return {
    clientes: estado.clientes,
    aVisitar: resumen
      ? resumen.items.filter(
          (c) => situacionDelDia(c, hoy, sinSenal.get(c.id_cliente) ?? 0) === 'POR_VISITAR',
        ).length
      : estado.clientes_a_visitar,
    cobrado: { cantidad: estado.cobrado_hoy.cantidad, centavos: pesosACentavos(estado.cobrado_hoy.total) },
    porSincronizar: {
      cantidad: deHoy.length,
      centavos: deHoy.reduce((s, c) => s + pesosACentavos(c.cuerpo.monto), 0),
    },
    venceHoy,
    vencido,
    porCobrar: pesosACentavos(estado.por_cobrar) - descontado,
    descontado,
  };
}
