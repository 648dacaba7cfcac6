/**
 * Reglas de aplicación de dinero a las cuotas, puras y en centavos. Lo pendiente de una cuota se cubre en este orden:
 * mora, interés, capital (DESIGN.md).
 */
export interface Pendiente {
  mora: number;
  interes: number;
  capital: number;
}

export const totalPendiente = (p: Pendiente) => p.mora + p.interes + p.capital;

/**
 * Reparte un descuento sobre lo pendiente: primero la mora de todas las cuotas, luego el interés y por último el
 * capital, empezando por las últimas cuotas (el interés que aún no se ganó es lo primero que se perdona al saldar
 * antes de tiempo). Devuelve el descuento de cada cuota; nunca más de lo que la cuota debe.
 */
export function repartirDescuento(pendientes: Pendiente[], descuento: number): Pendiente[] {
  const partes = pendientes.map(() => ({ mora: 0, interes: 0, capital: 0 }));
  let resto = descuento;
  for (const concepto of ['mora', 'interes', 'capital'] as const) {
    for (let i = pendientes.length - 1; i >= 0 && resto > 0; i--) {
      const toma = Math.min(resto, (pendientes[i] as Pendiente)[concepto]);
      (partes[i] as Pendiente)[concepto] = toma;
      resto -= toma;
    }
  }
  if (resto > 0) throw new Error('El descuento supera lo pendiente.');
  return partes;
}
