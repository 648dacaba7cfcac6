import { textoDeCantidad } from './texto-de-conteo';

/** "32.47 %": dos decimales, como los calcula la API. */
export const textoDePorcentaje = (porcentaje: number) => `${porcentaje.toFixed(2)} %`;

/** "1 préstamo", "1,235 préstamos". */
export const textoDePrestamos = (n: number) => textoDeCantidad(n, ['préstamo', 'préstamos']);
