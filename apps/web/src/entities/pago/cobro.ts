import type { Cobro, Cuota } from '@prestamos/contract';
import {
  aplicarCobro,
  formatearPesos,
  type Pendiente,
  pesosACentavos,
  validarCobro,
} from '@prestamos/domain';

/** Lo pendiente de las cuotas abiertas del préstamo, en centavos y en orden: sobre esto se reparte un cobro. */
export function pendientesDe(cuotas: Cuota[]): (Pendiente & { no: number })[] {
  return cuotas
    .filter((c) => c.estado_cuota !== 'PAGADA')
    .sort((a, b) => a.no_cuota - b.no_cuota)
    .map((c) => ({
      no: c.no_cuota,
      mora: pesosACentavos(c.mora),
      interes: pesosACentavos(c.interes_pendiente),
      capital: pesosACentavos(c.capital_pendiente),
    }));
}

/**
 * Cómo quedaría repartido un cobro (la misma regla que aplica el servidor: mora, interés, capital, y lo que sobra a la
 * cuota siguiente), o el mensaje que explica por qué no se puede: las reglas y los mensajes del servidor (`validarCobro`).
 */
export function repartoDelCobro(
  pendientes: (Pendiente & { no: number })[],
  montoPesos: number,
  descuentoPesos: number,
): { error: string } | { partes: { no: number; mora: number; interes: number; capital: number }[] } {
  const monto = pesosACentavos(montoPesos);
  const descuento = pesosACentavos(descuentoPesos);
  const regla = validarCobro(pendientes, monto, descuento);
  if ('error' in regla) return { error: regla.error.mensaje };
  const aplicado = aplicarCobro(pendientes, monto, descuento);
  return {
    partes: aplicado
      .map((a, i) => ({ no: pendientes[i]?.no ?? 0, ...a.cubierto }))
      .filter((p) => p.mora + p.interes + p.capital > 0),
  };
}

/** Lo que el mensaje de un recibo dice: un cobro (de una cuota) o una liquidación (sin cuota: salda el préstamo). */
export type ReciboCompartido = Pick<
  Cobro,
  'no_recibo' | 'total_pagado' | 'codigo_prestamo' | 'prestamo_saldado' | 'saldo_prestamo'
> & { cuota?: Pick<Cobro['cuota'], 'no_cuota'> };

/** El resumen del recibo que se comparte con el cliente, con el enlace que abre su PDF si se pudo crear. */
export function resumenDelRecibo(recibo: ReciboCompartido, empresa: string, enlace?: string | null): string {
  const monto = formatearPesos(recibo.total_pagado);
  return [
    `${empresa}: recibo ${recibo.no_recibo}.`,
    recibo.cuota
      ? `Pago de ${monto} al préstamo ${recibo.codigo_prestamo} (cuota ${recibo.cuota.no_cuota}).`
      : `Liquidación del préstamo ${recibo.codigo_prestamo} por ${monto}.`,
    recibo.prestamo_saldado
      ? '¡Préstamo saldado! Gracias por su puntualidad.'
      : `Saldo pendiente: ${formatearPesos(recibo.saldo_prestamo)}. ¡Gracias!`,
    ...(enlace ? [`Vea su recibo: ${enlace}`] : []),
  ].join(' ');
}
