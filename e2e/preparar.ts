import fs from 'node:fs';
import { PLANTILLA } from './puertos';
import { arrancarServidor, CARPETA_INVARIANTES, CARPETA_PLANTILLA } from './servidor-de-recorridos';

/**
 * Antes de los recorridos: siembra la demostración completa una sola vez (la historia de meses de `npm start`) en la
 * carpeta plantilla; cada archivo de recorridos arranca su servidor sobre una copia (e2e/prueba.ts).
 */
export default async function preparar() {
  fs.rmSync(CARPETA_PLANTILLA, { recursive: true, force: true });
  fs.rmSync(CARPETA_INVARIANTES, { recursive: true, force: true });
  fs.mkdirSync(CARPETA_INVARIANTES, { recursive: true });
  const servidor = await arrancarServidor(PLANTILLA, CARPETA_PLANTILLA);
  await servidor.detener();
}
