/** Puertos de los servidores de los recorridos; E2E_PUERTO los mueve (dos copias corriendo a la vez). */
export const NORMAL = Number(process.env.E2E_PUERTO ?? 4310);
/** El servidor que siembra la plantilla de la demostración antes de los recorridos (e2e/preparar.ts). */
export const PLANTILLA = NORMAL + 1;
/** El servidor propio del recorrido de reconexión, que lo apaga y lo vuelve a encender (e2e/reconexion.spec.ts). */
export const RECONEXION = NORMAL + 2;
/** El del carril N de recorridos es CARRILES + N (e2e/prueba.ts). */
export const CARRILES = NORMAL + 10;
export const urlDe = (puerto: number) => `http://127.0.0.1:${puerto}`;
