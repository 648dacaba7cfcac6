/** Tipo real de una imagen por sus primeros bytes (la extensión y el Content-Type del cliente no cuentan). */
export type TipoImagen = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

const empiezaCon = (datos: Buffer, firma: number[], desde = 0) =>
  firma.every((b, i) => datos[desde + i] === b);

export function tipoDeImagen(datos: Buffer): TipoImagen | null {
  if (empiezaCon(datos, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (empiezaCon(datos, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (empiezaCon(datos, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (empiezaCon(datos, [0x52, 0x49, 0x46, 0x46]) && empiezaCon(datos, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}
