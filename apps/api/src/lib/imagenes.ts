import { availableParallelism } from 'node:os';
import { imagenDemasiadoGrande, LADO_DE_LA_FOTO, LADO_DEL_LOGO, MAXIMO_DE_PIXELES } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { AppError } from './errores';

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

/** Lo que se guarda de una imagen subida: siempre JPG o PNG (lo que un PDF incrusta), ya del tamaño en que se muestra. */
export interface ImagenNormalizada {
  tipo: 'image/jpeg' | 'image/png';
  datos: Buffer;
  ancho: number;
  alto: number;
}

interface Destino {
  /** Cómo la nombran los mensajes: "El logo mide…". */
  sujeto: string;
  danada: string;
  /** Cabe en un cuadrado de este lado. */
  lado: number;
  /** Si conserva la transparencia (en PNG); si no, JPG sobre blanco. */
  transparencia: boolean;
  /** Calidad del JPG. */
  calidad: number;
}

/**
 * El logo con transparencia queda en PNG; sin ella, en JPG. Los PDF lo incrustan de los dos modos, pero el PNG con
 * transparencia les cuesta separar el canal alfa en cada documento (un JPG no cuesta casi nada) y pesa varias veces más.
 */
export const LOGO: Destino = {
  sujeto: 'El logo',
  danada: 'No se pudo leer la imagen del logo: el archivo está dañado.',
  lado: LADO_DEL_LOGO,
  transparencia: true,
  calidad: 90,
};

/** La foto siempre en JPG (una foto en PNG pesa varias veces más); una transparencia queda sobre blanco. */
export const FOTO: Destino = {
  sujeto: 'La foto',
  danada: 'No se pudo leer la foto: el archivo está dañado.',
  lado: LADO_DE_LA_FOTO,
  transparencia: false,
  calidad: 80,
};

// Las imágenes subidas no se vuelven a abrir: la caché de operaciones de libvips solo retendría memoria.
sharp.cache(false);

/**
 * Cuántas imágenes se procesan a la vez. sharp trabaja en el pool de hilos de libuv (4 hilos), que también usan las
 * contraseñas (argon2) y el disco: varias subidas a la vez esperan su turno en vez de ocupar el pool entero.
 */
const A_LA_VEZ = Math.max(1, Math.floor(availableParallelism() / 2));
let enCurso = 0;
const esperando: (() => void)[] = [];

async function enTurno<T>(trabajo: () => Promise<T>): Promise<T> {
  if (enCurso >= A_LA_VEZ) await new Promise<void>((listo) => esperando.push(listo));
  else enCurso++;
  try {
    return await trabajo();
  } finally {
    const siguiente = esperando.shift();
    if (siguiente) siguiente();
    else enCurso--;
  }
}

/**
 * Comprueba las medidas en la cabecera (sin decodificar un píxel: 413 si pasan del máximo) y devuelve una copia al
 * tamaño en que se muestra, en sRGB, ya girada según su EXIF y sin metadatos (el EXIF de un teléfono trae dónde se tomó
 * la foto). Todo el trabajo con píxeles corre en el pool de hilos de libuv (`metadata`, `stats` y `toBuffer` de sharp);
 * el hilo del servidor solo espera. `limitInputPixels` es la segunda valla, por si la cabecera mintiera.
 */
export async function normalizarImagen(
  datos: Buffer,
  tipo: TipoImagen,
  destino: Destino,
): Promise<ImagenNormalizada> {
  const danada = () => new AppError(415, destino.danada, 'IMAGEN_DANADA');
  // Solo la cabecera; sin límite de píxeles aquí, que sharp aplicaría antes de dar las medidas para el mensaje.
  const cabecera = await sharp(datos, { limitInputPixels: false, pages: 1 })
    .metadata()
    .catch(() => {
      throw danada();
    });
  // El formato que reconoce libvips debe ser el que dicen los primeros bytes.
  if (`image/${cabecera.format}` !== tipo) throw danada();
  const exceso = imagenDemasiadoGrande(destino.sujeto, cabecera.width, cabecera.height);
  if (exceso) throw new AppError(413, exceso, 'IMAGEN_MUY_GRANDE');

  return enTurno(() =>
    reducir(datos, destino).catch((error: Error) => {
      if (/pixel limit/i.test(error.message))
        throw new AppError(413, `${destino.sujeto} tiene demasiados píxeles.`, 'IMAGEN_MUY_GRANDE');
      throw danada();
    }),
  );
}

async function reducir(datos: Buffer, destino: Destino): Promise<ImagenNormalizada> {
  // `failOn: 'warning'`, lo que la documentación de sharp pide con archivos ajenos: uno dañado no se adivina, se rechaza.
  const { data, info } = await sharp(datos, {
    limitInputPixels: MAXIMO_DE_PIXELES,
    failOn: 'warning',
    pages: 1,
    autoOrient: true,
  })
    .resize(destino.lado, destino.lado, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: ancho, height: alto, channels } = info;
  // La imagen ya reducida, sin comprimir (a lo sumo lado × lado × 4 bytes): de aquí sale el archivo que se guarda.
  const reducida = () => sharp(data, { raw: { width: ancho, height: alto, channels } });
  const transparente = destino.transparencia && channels === 4 && !(await reducida().stats()).isOpaque;
  if (transparente) return { tipo: 'image/png', datos: await reducida().png().toBuffer(), ancho, alto };
  const jpg = await reducida()
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: destino.calidad })
    .toBuffer();
  return { tipo: 'image/jpeg', datos: jpg, ancho, alto };
}

/**
 * Los bytes de una imagen hacia y desde la base, en base64. En PGlite un bytea como parámetro se convierte en
 * JavaScript, en el hilo del servidor: unos 160 ms por cada 400 KB al guardar y 50 ms al leer; en base64, con
 * `decode`/`encode` dentro de la base, unos 20 y 12 ms. En PostgreSQL cuesta lo mismo.
 */
export const bytesParaGuardar = (datos: Buffer) => sql`decode(${datos.toString('base64')}, 'base64')`;
export const bytesGuardados = (columna: AnyPgColumn) =>
  sql<string>`encode(${columna}, 'base64')`.mapWith((base64: string) => Buffer.from(base64, 'base64'));
