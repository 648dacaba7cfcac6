import type { Cuota, ProximaCuota } from '@prestamos/contract';
import { aplicarCobro, centavosAPesos, diasEntre, type Pendiente } from '@prestamos/domain';
import type { CobroEnCola } from '../../entities/cobro-sin-senal/maquina';
import { pendientesDe } from '../../entities/pago/cobro';

const total = (p: Pendiente) => p.mora + p.interes + p.capital;

/** Lo que cuenta en el saldo del teléfono: los cobros de la cola que aún no llegaron al servidor. */
export const porSincronizar = (cola: readonly CobroEnCola[]) =>
  cola.filter((c) => c.estado === 'PENDIENTE' || c.estado === 'ENVIANDO');

/**
 * Las cuotas abiertas del préstamo, en centavos, después de los cobros de la cola que aún no llegaron al servidor
 * (con la misma regla que aplicará el servidor: mora, interés, capital y el resto a la siguiente). Sin señal, el
 * segundo cobro del día a un cliente parte de lo que dejó el primero, y va a la cuota que quedó primera.
 */
export function pendientesTrasLaCola(
  cuotas: Cuota[],
  cola: readonly CobroEnCola[],
): { pendientes: (Pendiente & { no: number })[]; idPago: number | null } {
  const codigo = cuotas[0]?.codigo_prestamo;
  let pendientes = pendientesDe(cuotas);
  for (const c of porSincronizar(cola).filter((c) => c.codigo_prestamo === codigo)) {
    const centavos = Math.min(
      Math.round(c.cuerpo.monto * 100),
      pendientes.reduce((s, p) => s + total(p), 0),
    );
    const aplicado = aplicarCobro(pendientes, centavos);
    pendientes = pendientes
      .map((p, i) => {
        const cubierto = aplicado[i]?.cubierto ?? { mora: 0, interes: 0, capital: 0 };
        return {
          no: p.no,
          mora: p.mora - cubierto.mora,
          interes: p.interes - cubierto.interes,
          capital: p.capital - cubierto.capital,
        };
      })
      .filter((p) => total(p) > 0);
  }
  const primera = pendientes[0];
  return {
    pendientes,
    idPago: primera ? (cuotas.find((c) => c.no_cuota === primera.no)?.id_pago ?? null) : null,
  };
}

/**
 * La cuota por cobrar de un cliente después de lo que se le cobró sin señal: la que quedó primera, con lo que le falta
 * y su atraso (el que pagó la cuota de hace 52 días ya no sale con 52 días de atraso). null si la cola saldó el
 * préstamo. Sin cola para ese préstamo, o sin sus cuotas bajadas, la del servidor tal cual.
 */
export function cuotaTrasLaCola(
  cuota: ProximaCuota | null,
  cuotas: Cuota[] | undefined,
  cola: readonly CobroEnCola[],
  hoy: string,
): ProximaCuota | null {
  if (!cuota || !cuotas?.length) return cuota;
  if (!porSincronizar(cola).some((c) => c.codigo_prestamo === cuota.codigo_prestamo)) return cuota;
  const [primera] = pendientesTrasLaCola(cuotas, cola).pendientes;
  const suya = primera && cuotas.find((c) => c.no_cuota === primera.no);
  if (!primera || !suya) return null;
  return {
    ...cuota,
    id_pago: suya.id_pago,
    no: suya.no_cuota,
    vence: suya.fecha_debe_pagar,
    monto: centavosAPesos(primera.interes + primera.capital),
    mora: centavosAPesos(primera.mora),
    total: centavosAPesos(total(primera)),
    dias_mora: Math.max(diasEntre(suya.fecha_debe_pagar, hoy), 0),
  };
}
