/**
 * Cédula y teléfonos dominicanos. Se guardan solo los dígitos (cédula 11, teléfono 10) y se muestran con guiones:
 * 000-0000000-0 y 000-000-0000.
 */
export const soloDigitos = (texto: string) => texto.replace(/\D/g, '');

/** Lo que la gente escribe entre los dígitos de una cédula o un teléfono: guiones, espacios, puntos y paréntesis. */
const MASCARA = /[\s().-]/g;

/**
 * Los dígitos de una cédula o un teléfono escritos con su máscara ("001-1234567-8", "(809) 555 0142"), o null si queda
 * otra cosa (letras, signos): un valor así se rechaza, nunca se guarda vacío ni con los dígitos que tenga.
 */
export function digitosSinMascara(texto: string): string | null {
  const digitos = texto.replace(MASCARA, '');
  return /^[0-9]*$/.test(digitos) ? digitos : null;
}

function conMascara(digitos: string, grupos: number[]): string {
  const partes: string[] = [];
  let desde = 0;
  for (const largo of grupos) {
    if (desde >= digitos.length) break;
    partes.push(digitos.slice(desde, desde + largo));
    desde += largo;
  }
  return partes.join('-');
}

/** Aplica la máscara mientras se escribe: "0011234" → "001-1234". Nunca pasa de 11 dígitos. */
export function mascaraCedula(texto: string): string {
  return conMascara(soloDigitos(texto).slice(0, 11), [3, 7, 1]);
}

export function mascaraTelefono(texto: string): string {
  return conMascara(soloDigitos(texto).slice(0, 10), [3, 3, 4]);
}

/** Para mostrar un valor guardado; lo que no tiene el largo esperado se muestra tal cual. */
export function formatearCedula(digitos: string | null | undefined): string {
  if (!digitos) return '';
  return digitos.length === 11 ? mascaraCedula(digitos) : digitos;
}

export function formatearTelefono(digitos: string | null | undefined): string {
  if (!digitos) return '';
  return digitos.length === 10 ? mascaraTelefono(digitos) : digitos;
}

/**
 * Dígito verificador de la cédula (algoritmo de Luhn sobre los 10 primeros dígitos, pesos 1 y 2 alternos). Algunas
 * cédulas reales antiguas no lo cumplen: por eso un fallo es un aviso, no un rechazo.
 */
export function digitoVerificadorCedula(diezDigitos: string): number {
  let suma = 0;
  for (let i = 0; i < 10; i++) {
    let producto = Number(diezDigitos[i]) * (i % 2 === 0 ? 1 : 2);
    if (producto > 9) producto -= 9;
    suma += producto;
  }
  return (10 - (suma % 10)) % 10;
}

export function cedulaPasaVerificacion(cedula: string): boolean {
  const digitos = soloDigitos(cedula);
  return digitos.length === 11 && digitoVerificadorCedula(digitos.slice(0, 10)) === Number(digitos[10]);
}

export const AVISO_CEDULA_INVALIDA = 'Cédula con dígito verificador inválido';

/**
 * El aviso que se muestra junto a una cédula completa (11 dígitos) que no pasa el dígito verificador; null si lo pasa,
 * si falta o si aún está incompleta (eso es otro error del formulario).
 */
export function avisoDeCedula(cedula: string | null | undefined): string | null {
  const digitos = soloDigitos(cedula ?? '');
  return digitos.length === 11 && !cedulaPasaVerificacion(digitos) ? AVISO_CEDULA_INVALIDA : null;
}
