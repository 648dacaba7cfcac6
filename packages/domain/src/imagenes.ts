/**
 * Límites de las imágenes que se suben (logo de la empresa, foto del cliente). Lo que cuesta es la imagen decodificada
 * (ancho × alto × 4 bytes), no el archivo: un PNG de un solo color de 10 000 × 10 000 pesa 300 KB y ocupa 400 MB al
 * abrirlo. Se leen las medidas de la cabecera y se rechaza lo que pase de aquí antes de decodificar nada.
 *
 * En 16 megapíxeles caben las fotos de cualquier teléfono en su modo normal (12 MP, 4032 × 3024; 13 MP, 4160 × 3120;
 * 16 MP, 4608 × 3456), por eso el lado admite más de 4096; el lado también tiene tope para que una tira absurda
 * (100 000 × 100) no pase por tener pocos píxeles.
 */
export const MAXIMO_DE_MEGAPIXELES = 16;
export const MAXIMO_DE_PIXELES = MAXIMO_DE_MEGAPIXELES * 1_000_000;
export const MAXIMO_LADO_EN_PIXELES = 8192;

/**
 * Lo que se guarda: una copia al tamaño en que el producto la muestra (cabe en un cuadrado de este lado, sin agrandar).
 * El logo sale a 56 pt en el encabezado de los PDF (400 px son unos 510 ppp, más de lo que imprime una impresora) y a
 * 64 px en pantalla; cada PDF lo incrusta, así que más píxeles solo lo harían más lento. La foto sale a 160 px en la
 * ficha (480 en una pantalla 3×), con margen para verla más grande.
 */
export const LADO_DEL_LOGO = 400;
export const LADO_DE_LA_FOTO = 800;

const megapixeles = (pixeles: number) => {
  const mp = Math.round(pixeles / 100_000) / 10;
  return Number.isInteger(mp) ? String(mp) : mp.toFixed(1);
};

/**
 * El motivo (en español, para el usuario) por el que una imagen de esas medidas no se admite, o null si cabe.
 * `sujeto` la nombra: "El logo", "La foto".
 */
export function imagenDemasiadoGrande(sujeto: string, ancho: number, alto: number): string | null {
  if (ancho <= MAXIMO_LADO_EN_PIXELES && alto <= MAXIMO_LADO_EN_PIXELES && ancho * alto <= MAXIMO_DE_PIXELES)
    return null;
  return (
    `${sujeto} mide ${ancho} × ${alto} píxeles (${megapixeles(ancho * alto)} megapíxeles); el máximo es ` +
    `${MAXIMO_DE_MEGAPIXELES} megapíxeles y ${MAXIMO_LADO_EN_PIXELES} píxeles por lado. Usa una imagen más pequeña.`
  );
}
