import { crc32, deflateSync } from 'node:zlib';

type Rgb = [number, number, number];

function bloque(tipo: string, datos: Buffer): Buffer {
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'ascii'), datos]);
  const control = Buffer.alloc(4);
  control.writeUInt32BE(crc32(cuerpo));
  return Buffer.concat([largo, cuerpo, control]);
}

/** PNG RGB de 8 bits, pintado píxel a píxel. */
export function crearPng(ancho: number, alto: number, color: (x: number, y: number) => Rgb): Buffer {
  const filas = Buffer.alloc((ancho * 3 + 1) * alto);
  for (let y = 0; y < alto; y++) {
    const inicio = y * (ancho * 3 + 1);
    for (let x = 0; x < ancho; x++) filas.set(color(x, y), inicio + 1 + x * 3);
  }
  const cabecera = Buffer.alloc(13);
  cabecera.writeUInt32BE(ancho, 0);
  cabecera.writeUInt32BE(alto, 4);
  cabecera.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloque('IHDR', cabecera),
    bloque('IDAT', deflateSync(filas)),
    bloque('IEND', Buffer.alloc(0)),
  ]);
}

const FONDOS: Rgb[] = [
  [214, 234, 248],
  [232, 245, 233],
  [255, 243, 224],
  [243, 229, 245],
  [224, 242, 241],
];
const PIELES: Rgb[] = [
  [141, 85, 36],
  [198, 134, 66],
  [224, 172, 105],
  [110, 70, 40],
];
const ROPA: Rgb[] = [
  [10, 115, 132],
  [52, 73, 94],
  [192, 57, 43],
  [39, 174, 96],
];

/**
 * Retrato genérico (silueta de cabeza y hombros) para los clientes de demostración: sin fotos de personas reales,
 * pero con el aspecto de una foto de carné en la lista.
 */
export function retratoDeDemostracion(semilla: number, lado = 160): Buffer {
  const fondo = FONDOS[semilla % FONDOS.length] as Rgb;
  const piel = PIELES[semilla % PIELES.length] as Rgb;
  const ropa = ROPA[(semilla >> 2) % ROPA.length] as Rgb;
  const c = lado / 2;
  return crearPng(lado, lado, (x, y) => {
    const cabeza = (x - c) ** 2 / (lado * 0.19) ** 2 + (y - lado * 0.4) ** 2 / (lado * 0.23) ** 2 <= 1;
    const hombros =
      y > lado * 0.7 && (x - c) ** 2 / (lado * 0.42) ** 2 + (y - lado * 1.05) ** 2 / (lado * 0.36) ** 2 <= 1;
    if (cabeza) return piel;
    if (hombros) return ropa;
    return fondo;
  });
}
