/** Cuánto lleva vencida una cuota o un préstamo: "1 día de atraso", "123 días de atraso". */
export function textoDeAtraso(dias: number): string {
  return `${dias} ${dias === 1 ? 'día' : 'días'} de atraso`;
}

/** Cuánto falta para que venza una cuota: "Vence hoy", "Vence mañana", "Vence en 5 días". */
export function textoDeVencimiento(dias: number): string {
  if (dias <= 0) return 'Vence hoy';
  if (dias === 1) return 'Vence mañana';
  return `Vence en ${dias} días`;
}
