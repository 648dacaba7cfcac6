import type { CobrarBody } from '@prestamos/contract';
import { centavosAPesos, fechaDeNegocio, pesosACentavos, sumarDias } from '@prestamos/domain';
import { enContexto } from '../db/transacciones';
import type { Contexto, Dependencias } from '../lib/contexto';
import { cancelarUltimoPago } from '../modules/pagos/cancelar';
import { cobrar } from '../modules/pagos/cobrar';
import { historialDeCuota } from '../modules/pagos/consultas';
import { cuotasDelPrestamo } from '../modules/prestamos/cuotas';
import { type Agenda, enHorario } from './agenda';

/**
 * Cómo pagó cada préstamo de la cartera viva: al día, al día salvo un abono parcial en la última cuota vencida, cada
 * cuota ocho días tarde (con su mora), o nada.
 */
export type Conducta = 'AL_DIA' | 'PARCIAL' | 'TARDE' | 'NADA';

/** Las dos excepciones de la historia, que pasan una sola vez: una mora perdonada y un cobro cancelado. */
export interface Excepciones {
  perdonada: boolean;
  cancelada: boolean;
}

export interface HistoriaDeCobros {
  idPrestamo: number;
  conducta: Conducta;
  /** Su lugar en la cartera: de él salen el método de pago y la hora de la visita. */
  lugar: number;
  /** Cobra las cuotas que vencían antes de este día: hoy, o el día en que después se liquidó. */
  hasta: string;
  /** Quien cobra el efectivo en la calle (el cobrador de la ruta del cliente). */
  cobrador: Contexto;
  /** Quien recibe las transferencias: la oficina. */
  oficina: Contexto;
}

interface Cobro {
  fecha: string;
  /** Cuántas cuotas abiertas cubre (las de un préstamo diario se cobran de cinco en cinco, dentro de la gracia). */
  cuotas: number;
  /** Qué parte de lo que debe la última de ellas ese día (0.5 = la mitad). */
  parte: number;
  /** Perdona la mora de ese día, con este motivo. */
  perdonarMora?: string;
  /** Se cancela una hora después (un monto digitado con error). */
  cancelar?: string;
}

/** Los vencimientos en grupos que se cobran juntos: de cinco en cinco si son diarios, si no uno a uno. */
function visitas(vencimientos: string[]): string[][] {
  const [primero, segundo] = vencimientos;
  const porVisita = primero && segundo && sumarDias(primero, 1) === segundo ? 5 : 1;
  const grupos: string[][] = [];
  for (let k = 0; k < vencimientos.length; k += porVisita) grupos.push(vencimientos.slice(k, k + porVisita));
  return grupos;
}

/** Los cobros de un préstamo según su conducta, de sus cuotas vencidas antes de `hasta`. */
function cobrosSegun(
  h: HistoriaDeCobros,
  vencimientos: string[],
  hoy: string,
  excepciones: Excepciones,
): Cobro[] {
  const grupos = visitas(vencimientos);
  const ultima = grupos.length - 1;
  if (h.conducta === 'AL_DIA' || h.conducta === 'PARCIAL') {
    return grupos.map((grupo, k) => {
      const cobro: Cobro = {
        fecha: grupo.at(-1) ?? hoy,
        cuotas: grupo.length,
        parte: h.conducta === 'PARCIAL' && k === ultima ? 0.5 : 1,
      };
      if (h.conducta === 'AL_DIA' && k === ultima && !excepciones.cancelada) {
        cobro.cancelar = 'Monto digitado con error; el cliente no pagó.';
        excepciones.cancelada = true;
      }
      return cobro;
    });
  }
  if (h.conducta === 'TARDE') {
    return grupos
      .map((grupo) => ({ fecha: sumarDias(grupo.at(-1) ?? hoy, 8), cuotas: grupo.length, parte: 1 }))
      .filter((cobro) => cobro.fecha < hoy)
      .map((cobro: Cobro, k) => {
        if (k === 0 && !excepciones.perdonada) {
          cobro.perdonarMora = 'Cliente de muchos años: se le perdona la mora.';
          excepciones.perdonada = true;
        }
        return cobro;
      });
  }
  return [];
}

/**
 * Agenda los cobros de un préstamo recién dado, cada uno en su día a media mañana o por la tarde (la hora de la visita
 * sale de su lugar en la cartera), con las operaciones reales: la mora de los tardíos se calcula como ese día. El
 * efectivo lo cobra el cobrador de la ruta; las transferencias, la oficina.
 */
export async function agendarCobros(
  agenda: Agenda,
  deps: Dependencias,
  hoy: string,
  h: HistoriaDeCobros,
  excepciones: Excepciones,
) {
  const ctx = h.oficina;
  const cuotas = await enContexto(deps.db, ctx, (tx) =>
    cuotasDelPrestamo(tx, ctx.idEmpresa, h.idPrestamo, hoy),
  );
  // Uno que después se liquida deja al menos su última cuota para la liquidación.
  const vencimientos = (h.hasta < hoy ? cuotas.slice(0, -1) : cuotas)
    .map((c) => c.fecha_debe_pagar)
    .filter((fecha) => fecha < h.hasta && fecha < hoy);
  const metodo: CobrarBody['metodo'] = h.lugar % 4 === 1 ? 'TRANSFERENCIA' : 'EFECTIVO';
  const quien = metodo === 'EFECTIVO' ? h.cobrador : h.oficina;
  for (const cobro of cobrosSegun(h, vencimientos, hoy, excepciones)) {
    const cuando = enHorario(cobro.fecha, 60 + ((h.lugar * 23) % 420));
    agenda.en(cuando, async (enSuDia) => {
      const dia = fechaDeNegocio(cuando);
      const abiertas = (
        await enContexto(deps.db, ctx, (tx) => cuotasDelPrestamo(tx, ctx.idEmpresa, h.idPrestamo, dia))
      ).filter((c) => pesosACentavos(c.adeudado) > 0);
      const cuota = abiertas.find((c) => c.es_primera_abierta);
      if (!cuota) return;
      const cubiertas = abiertas.slice(0, cobro.cuotas);
      const ultimaDeuda = pesosACentavos(cubiertas.at(-1)?.adeudado ?? 0);
      const mora = cobro.perdonarMora ? cubiertas.reduce((t, c) => t + pesosACentavos(c.mora), 0) : 0;
      const debe = cubiertas.reduce((t, c) => t + pesosACentavos(c.adeudado), 0) - mora;
      // Un abono parcial (de la última cuota) se redondea a pesos enteros, como lo cuenta la gente.
      const monto =
        cobro.parte < 1 ? debe - ultimaDeuda + Math.round((ultimaDeuda * cobro.parte) / 100) * 100 : debe;
      const recibo = await cobrar(enSuDia, quien, cuota.id_pago, {
        monto: centavosAPesos(monto),
        metodo,
        descuento: centavosAPesos(mora),
        motivo_descuento: mora > 0 ? (cobro.perdonarMora ?? null) : null,
        nota: null,
      });
      if (!cobro.cancelar) return;
      const motivo = cobro.cancelar;
      agenda.en(new Date(cuando.getTime() + 3_600_000), async (unaHoraDespues) => {
        const { detalles } = await historialDeCuota(unaHoraDespues, h.oficina, cuota.id_pago);
        const detalle = detalles.find((d) => d.id_recibo === recibo.id_recibo);
        if (!detalle) return;
        await cancelarUltimoPago(unaHoraDespues, h.oficina, {
          id_prestamo: h.idPrestamo,
          id_detalle: detalle.id_detalle_pago,
          motivo,
        });
      });
    });
  }
}
