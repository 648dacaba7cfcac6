import { formatearCentavos } from './dinero';

export interface GrupoDeCuotas {
  cantidad: number;
  montoCentavos: number;
}

/** Más montos distintos que estos ya no se leen en una línea: el resumen da el rango. */
const MAXIMO_DE_GRUPOS = 3;

/**
 * Cada monto distinto de cuota con cuántas cuotas lo llevan, en el orden en que aparece por primera vez. Un plan de solo
 * interés da dos grupos (las cuotas de interés y la última con el capital); uno francés o absoluto cuya última cuota
 * absorbe el redondeo, también; uno manual, los que el usuario escribió.
 */
export function gruposDeCuotas(montosCentavos: readonly number[]): GrupoDeCuotas[] {
  const grupos = new Map<number, number>();
  for (const monto of montosCentavos) grupos.set(monto, (grupos.get(monto) ?? 0) + 1);
  return [...grupos].map(([montoCentavos, cantidad]) => ({ cantidad, montoCentavos }));
}

/**
 * Lo que el cliente pagará, en una línea (la confirmación del préstamo nuevo, issue 34): "6 de RD$ 800.00", "5 de
 * RD$ 800.00 y 1 de RD$ 20,800.00"; con más de tres montos distintos, "12 cuotas de RD$ 500.00 a RD$ 3,000.00".
 */
export function resumenDeCuotas(montosCentavos: readonly number[]): string {
  const grupos = gruposDeCuotas(montosCentavos);
  if (grupos.length > MAXIMO_DE_GRUPOS) {
    const menor = Math.min(...montosCentavos);
    const mayor = Math.max(...montosCentavos);
    return `${montosCentavos.length} cuotas de ${formatearCentavos(menor)} a ${formatearCentavos(mayor)}`;
  }
  const partes = grupos.map((g) => `${g.cantidad} de ${formatearCentavos(g.montoCentavos)}`);
  const ultima = partes.pop() ?? '';
  return partes.length ? `${partes.join(', ')} y ${ultima}` : ultima;
}
