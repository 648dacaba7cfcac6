/** Mensaje para un monto vacío, cero o que no es un número. */
export const MONTO_INVALIDO = 'Ingrese un monto válido.';

/** Mientras se escribe el monto solo entran dígitos y puntos (docs/producto.md#caja). */
export function soloDigitosYPuntos(texto: string): string {
  return texto.replace(/[^\d.]/g, '');
}

/** El error del monto escrito, o null si es un importe en pesos mayor que 0 con hasta dos decimales. */
export function errorDeMonto(texto: string): string | null {
  const valor = Number(texto);
  if (!texto || !Number.isFinite(valor) || valor <= 0) return MONTO_INVALIDO;
  if (!/^\d*(\.\d{0,2})?$/.test(texto)) return 'El monto admite hasta 2 decimales.';
  return null;
}
