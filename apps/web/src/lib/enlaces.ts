/**
 * Enlaces que abren otra aplicación del teléfono: marcar, WhatsApp y el mapa. El cobrador los toca desde la calle;
 * sin un dato válido no hay enlace (mejor ningún botón que uno que abre una pantalla en blanco).
 */

/** Los 11 dígitos de un teléfono dominicano con el 1 del país (10 dígitos escritos, o 11 que ya empiezan por 1). */
function numeroDominicano(telefono: string | null): string | null {
  const digitos = (telefono ?? '').replace(/\D/g, '');
  if (digitos.length === 10) return `1${digitos}`;
  if (digitos.length === 11 && digitos.startsWith('1')) return digitos;
  return null;
}

/** `tel:` con el número tal como se marca desde un teléfono de la República Dominicana (10 dígitos). */
export function enlaceDeLlamada(telefono: string | null): string | null {
  const numero = numeroDominicano(telefono);
  return numero ? `tel:${numero.slice(1)}` : null;
}

/** Enlace de WhatsApp al teléfono dominicano del cliente, con un mensaje ya escrito si se da. */
export function enlaceDeWhatsApp(telefono: string | null, texto?: string): string | null {
  const numero = numeroDominicano(telefono);
  if (!numero) return null;
  return texto ? `https://wa.me/${numero}?text=${encodeURIComponent(texto)}` : `https://wa.me/${numero}`;
}

/** La búsqueda de la dirección en Google Maps: en el teléfono la abre la aplicación de mapas. */
export function enlaceDeMapa(direccion: string | null): string | null {
  const texto = (direccion ?? '').trim();
  return texto ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(texto)}` : null;
}
