import type { Cuota } from '@prestamos/contract';
import { aplicarCobro, type Pendiente } from '@prestamos/domain';
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
