import type { CobrarBody } from '@prestamos/contract';
import { centavosAPesos, fechaDeNegocio, pesosACentavos, sumarDias } from '@prestamos/domain';
import { enContexto } from '../db/transacciones';
import type { Contexto, Dependencias } from '../lib/contexto';
import { cancelarUltimoPago } from '../modules/pagos/cancelar';
import { cobrar } from '../modules/pagos/cobrar';
import { historialDeCuota } from '../modules/pagos/consultas';
import { cuotasDelPrestamo } from '../modules/prestamos/cuotas';

/**
 * Cómo pagó cada préstamo de la cartera viva: al día, al día salvo un abono parcial en la última cuota vencida, la
 * primera cuota tarde (con su mora), o nada.
 */
export type Conducta = 'AL_DIA' | 'PARCIAL' | 'TARDE' | 'NADA';

interface Evento {
  cuando: Date;
  idPrestamo: number;
  /** Qué parte de lo que debe la primera cuota abierta ese día (0.5 = la mitad). */
  parte: number;
  metodo: CobrarBody['metodo'];
  /** Perdona la mora de ese día, con este motivo. */
  perdonarMora?: string;
  /** Se cancela justo después (un monto digitado con error). */
  cancelar?: string;
}

/** Las 10 de la mañana en Santo Domingo (UTC-4) de un día más unos minutos, para que cada cobro tenga su hora. */
const aLas10 = (fecha: string, minutos: number) =>
  new Date(Date.parse(`${fecha}T14:00:00Z`) + minutos * 60_000);

/**
 * Historia de cobros de la cartera viva de DEMO, hecha con las operaciones reales en el orden en que habrían
 * ocurrido: cada cobro se registra con el reloj puesto en su fecha, así la mora de los tardíos se calcula como ese
 * día y los números de recibo siguen el orden de las fechas.
 */
export async function sembrarPagosDeDemostracion(
  deps: Dependencias,
  ctx: Contexto,
  prestamos: { idPrestamo: number; conducta: Conducta }[],
): Promise<number> {
  const hoy = fechaDeNegocio(deps.ahora());
  const eventos: Evento[] = [];
  let perdonada = false;
  let cancelada = false;
  for (const [i, { idPrestamo, conducta }] of prestamos.entries()) {
    const vencidas = (
      await enContexto(deps.db, ctx, (tx) => cuotasDelPrestamo(tx, ctx.idEmpresa, idPrestamo, hoy))
    ).filter((c) => c.fecha_debe_pagar < hoy);
    const metodo = i % 4 === 1 ? 'TRANSFERENCIA' : 'EFECTIVO';
    const ultima = vencidas.length - 1;
    if (conducta === 'AL_DIA' || conducta === 'PARCIAL') {
      for (const [k, c] of vencidas.entries()) {
        const parcial = conducta === 'PARCIAL' && k === ultima;
        const evento: Evento = {
          cuando: aLas10(c.fecha_debe_pagar, i),
          idPrestamo,
          parte: parcial ? 0.5 : 1,
          metodo,
        };
        if (conducta === 'AL_DIA' && k === ultima && !cancelada) {
          evento.cancelar = 'Monto digitado con error; el cliente no pagó.';
          cancelada = true;
        }
        eventos.push(evento);
      }
    } else if (conducta === 'TARDE' && vencidas[0]) {
      const dia = sumarDias(vencidas[0].fecha_debe_pagar, 20);
      const evento: Evento = {
        cuando: aLas10(dia < hoy ? dia : sumarDias(hoy, -1), i),
        idPrestamo,
        parte: 1,
        metodo,
      };
      if (!perdonada) {
        evento.perdonarMora = 'Cliente de muchos años: se le perdona la mora.';
        perdonada = true;
      }
      eventos.push(evento);
    }
  }
  eventos.sort((a, b) => a.cuando.getTime() - b.cuando.getTime());

  for (const ev of eventos) {
    const enSuDia: Dependencias = { ...deps, ahora: () => ev.cuando };
    const dia = fechaDeNegocio(ev.cuando);
    const cuota = (
      await enContexto(deps.db, ctx, (tx) => cuotasDelPrestamo(tx, ctx.idEmpresa, ev.idPrestamo, dia))
    ).find((c) => c.es_primera_abierta);
    if (!cuota) continue;
    const mora = ev.perdonarMora ? pesosACentavos(cuota.mora) : 0;
    const debe = pesosACentavos(cuota.adeudado) - mora;
    // Un abono parcial se redondea a pesos enteros, como lo cuenta la gente.
    const monto = ev.parte < 1 ? Math.round((debe * ev.parte) / 100) * 100 : debe;
    const cobro = await cobrar(enSuDia, ctx, cuota.id_pago, {
      monto: centavosAPesos(monto),
      metodo: ev.metodo,
      descuento: centavosAPesos(mora),
      motivo_descuento: mora > 0 ? (ev.perdonarMora ?? null) : null,
      nota: null,
    });
    if (ev.cancelar) {
      const { detalles } = await historialDeCuota(deps, ctx, cuota.id_pago);
      const detalle = detalles.find((d) => d.id_recibo === cobro.id_recibo);
      if (detalle) {
        await cancelarUltimoPago({ ...deps, ahora: () => new Date(ev.cuando.getTime() + 3_600_000) }, ctx, {
          id_prestamo: ev.idPrestamo,
          id_detalle: detalle.id_detalle_pago,
          motivo: ev.cancelar,
        });
      }
    }
  }
  return eventos.length;
}
