/**
 * El texto de un cliente (nombres, apellidos, dirección; el nombre y la dirección de su garante; la empresa y el
 * puesto de su referencia laboral) se guarda en mayúsculas, como lo muestran las pantallas
 * (docs/decisiones/0029-texto-de-clientes-en-mayusculas.md): así sale igual en pantallas, PDF, caja, CSV y mensajes
 * sin que cada uno lo convierta. Con las reglas del español (ñ, vocales con tilde, ü), sin espacios a los lados. El
 * correo no pasa por aquí.
 */
export function textoDeCliente(texto: string): string {
  return texto.trim().toLocaleUpperCase('es-DO');
}
