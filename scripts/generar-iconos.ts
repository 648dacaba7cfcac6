/**
 * Los iconos PNG de la aplicación instalable (manifest: 192 y 512 px, y uno "maskable" con margen para que Android lo
 * recorte en círculo sin comerse la letra), dibujados desde el mismo favicon.svg. Se corren una vez y los PNG quedan en
 * el repositorio: `npx tsx scripts/generar-iconos.ts`.
 */
import path from 'node:path';
import sharp from 'sharp';

const publico = path.join(import.meta.dirname, '../apps/web/public');
const svg = path.join(publico, 'favicon.svg');
const MARCA = '#0b7285';

for (const lado of [192, 512]) {
  await sharp(svg, { density: 72 * (lado / 64) })
    .resize(lado, lado)
    .png()
    .toFile(path.join(publico, `icono-${lado}.png`));
}

// Maskable: el dibujo al 80 % sobre un fondo lleno del color de la marca (la zona segura de un ícono maskable).
const lado = 512;
const dibujo = await sharp(svg, { density: 72 * ((lado * 0.8) / 64) })
  .resize(Math.round(lado * 0.8))
  .png()
  .toBuffer();
await sharp({ create: { width: lado, height: lado, channels: 4, background: MARCA } })
  .composite([{ input: dibujo, gravity: 'center' }])
  .png()
  .toFile(path.join(publico, 'icono-maskable-512.png'));
