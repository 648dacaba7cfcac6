/** Puertos de los dos servidores de los recorridos; E2E_PUERTO los mueve (dos copias corriendo a la vez). */
export const NORMAL = Number(process.env.E2E_PUERTO ?? 4310);
export const INACTIVIDAD_CORTA = NORMAL + 1;
export const urlDe = (puerto: number) => `http://127.0.0.1:${puerto}`;
