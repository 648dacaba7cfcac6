/** Puertos de los servidores de los recorridos; E2E_PUERTO los mueve (dos copias corriendo a la vez). */
export const NORMAL = Number(process.env.E2E_PUERTO ?? 4310);
export const INACTIVIDAD_CORTA = NORMAL + 1;
/** El servidor propio del recorrido de reconexión, que lo apaga y lo vuelve a encender (e2e/reconexion.spec.ts). */
export const RECONEXION = NORMAL + 2;
/** El servidor del segundo carril de recorridos (playwright.config.ts): la mitad de los recorridos corre en él. */
export const SEGUNDO = NORMAL + 3;
export const urlDe = (puerto: number) => `http://127.0.0.1:${puerto}`;
