/** Generador pseudoaleatorio con semilla (mulberry32): la demostración sale igual en cada instalación. */
export function crearAzar(semilla: number) {
  let estado = semilla >>> 0;
  const siguiente = () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    numero: siguiente,
    entero: (min: number, max: number) => min + Math.floor(siguiente() * (max - min + 1)),
    elegir: <T>(lista: readonly T[]): T => lista[Math.floor(siguiente() * lista.length)] as T,
    digitos: (n: number) => Array.from({ length: n }, () => Math.floor(siguiente() * 10)).join(''),
  };
}
export type Azar = ReturnType<typeof crearAzar>;
