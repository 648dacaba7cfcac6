/** El logo puede ser cualquier imagen; el servidor rechaza SVG (puede llevar código) y más de 2 MB. */
export const MAXIMO_DEL_LOGO = 2 * 1024 * 1024;

/** Se evita subir en vano lo que el servidor de seguro rechazará; el contenido lo revisa él. */
export function errorDelLogo(archivo: { type: string; size: number; name: string }): string | null {
  if (!archivo.type.startsWith('image/')) return 'El logo debe ser una imagen.';
  if (archivo.type === 'image/svg+xml' || /\.svg$/i.test(archivo.name))
    return 'El logo no puede ser SVG: usa JPG, PNG, GIF o WebP.';
  if (archivo.size > MAXIMO_DEL_LOGO) return 'El logo no puede pasar de 2 MB.';
  return null;
}
