import type { CobroDelDia } from '@prestamos/contract';
import { centavosAPesos, pesosACentavos } from '@prestamos/domain';

export interface DiaDeCobro {
  /** dd/mm, para el eje. */
  dia: string;
  vencia: number;
  cobrado: number;
}

/** Los días del gráfico de cobros con la etiqueta corta que cabe bajo cada barra. */
export function datosDeCobros(dias: readonly CobroDelDia[]): DiaDeCobro[] {
  return dias.map((d) => ({
    dia: `${d.fecha.slice(8, 10)}/${d.fecha.slice(5, 7)}`,
    vencia: d.vencia,
    cobrado: d.cobrado,
  }));
}

/**
 * Lo que vencía y lo cobrado en todos los días, con su porcentaje en dos decimales (null si no vencía nada): la misma
 * cuenta que la eficiencia del reporte de cartera.
 */
export function resumenDeCobros(dias: readonly CobroDelDia[]) {
  const vencia = dias.reduce((t, d) => t + pesosACentavos(d.vencia), 0);
  const cobrado = dias.reduce((t, d) => t + pesosACentavos(d.cobrado), 0);
  return {
    vencia: centavosAPesos(vencia),
    cobrado: centavosAPesos(cobrado),
    porcentaje: vencia > 0 ? Math.round((cobrado * 10_000) / vencia) / 100 : null,
  };
}

/** Pesos cortos para el eje de un gráfico, donde "RD$ 2,380,247.37" no cabe: "RD$ 2.4 M", "RD$ 22 K". */
export function pesosCortos(pesos: number): string {
  const absoluto = Math.abs(pesos);
  if (absoluto >= 1_000_000) return `RD$ ${Number((pesos / 1_000_000).toFixed(1))} M`;
  if (absoluto >= 1_000) return `RD$ ${Math.round(pesos / 1_000)} K`;
  return `RD$ ${Math.round(pesos)}`;
}
