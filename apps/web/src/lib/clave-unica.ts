/**
 * Una clave al azar de 32 caracteres hexadecimales (128 bits), para Idempotency-Key. `crypto.randomUUID` solo existe
 * en contextos seguros (HTTPS o localhost): un cobrador que abre la app por http://<IP de la oficina> no lo tiene, y
 * `crypto.getRandomValues` sí.
 */
export function claveUnica(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
