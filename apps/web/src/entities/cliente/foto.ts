import { FotoGuardada } from '@prestamos/contract';
import { api } from '../../lib/api';

const TIPOS_DE_FOTO = ['image/jpeg', 'image/png'];
const MAXIMO = 5 * 1024 * 1024;
export const ACEPTA_FOTO = TIPOS_DE_FOTO.join(',');

/**
 * La foto es JPG o PNG de hasta 5 MB. El servidor revisa el contenido; aquí solo se evita subir en vano
 * lo que de seguro rechazará.
 */
export function errorDeFoto(archivo: File): string | null {
  if (!TIPOS_DE_FOTO.includes(archivo.type)) return 'La foto debe ser una imagen JPG o PNG.';
  if (archivo.size > MAXIMO) return 'La foto no puede pasar de 5 MB.';
  return null;
}

export function subirFoto(idCliente: number, archivo: File) {
  const datos = new FormData();
  datos.append('foto', archivo);
  return api(`/clientes/${idCliente}/foto`, FotoGuardada, { method: 'POST', body: datos });
}
