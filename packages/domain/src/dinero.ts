/**
 * Dinero. Dentro del sistema, centavos enteros; la API habla en pesos con dos decimales; la pantalla muestra
 * `RD$ 1,234.56` (es-DO). Redondeo comercial (mitad hacia arriba) solo donde una regla lo pide.
 */
const formato = new Intl.NumberFormat('es-DO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Entre el símbolo y la cifra va un espacio que no parte el renglón (U+00A0): en una tarjeta estrecha, un mensaje o un
 * PDF, "RD$" no se queda solo al final de una línea con la cifra en la siguiente (issue 40). Todo monto con símbolo sale
 * de aquí, así que basta con este lugar.
 */
const SIMBOLO = 'RD$\u00a0';

export function formatearCentavos(centavos: number): string {
  const signo = centavos < 0 ? '-' : '';
  return `${signo}${SIMBOLO}${formato.format(Math.abs(centavos) / 100)}`;
}

/** Pesos con hasta dos decimales (como llegan en JSON) a centavos exactos, sin errores de coma flotante. */
export function pesosACentavos(pesos: number): number {
  return Math.round(pesos * 100);
}

export function centavosAPesos(centavos: number): number {
  return centavos / 100;
}

export function formatearPesos(pesos: number): string {
  return formatearCentavos(pesosACentavos(pesos));
}

/** Pesos sin el símbolo (1,234.56), para tablas densas que dicen "RD$" en el encabezado. */
export function formatearImporte(pesos: number): string {
  return formato.format(pesosACentavos(pesos) / 100);
}
