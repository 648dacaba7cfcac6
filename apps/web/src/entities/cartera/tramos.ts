import type { TramoDeCartera } from '@prestamos/contract';

/** Del verde del préstamo al día al rojo oscuro de 90 días o más: el color dice solo cuánto preocupa cada tramo. */
const COLOR_DE_TRAMO: Record<string, string> = {
  AL_DIA: 'teal.7',
  D1_29: 'yellow.6',
  D30_59: 'orange.7',
  D60_89: 'red.7',
  D90_MAS: 'red.9',
};

export const colorDeTramo = (codigo: string) => COLOR_DE_TRAMO[codigo] ?? 'gray.6';

/** Las porciones del gráfico de la cartera por atraso; un tramo sin capital no se dibuja (sigue en la leyenda). */
export function porcionesDeTramos(tramos: readonly TramoDeCartera[]) {
  return tramos
    .filter((t) => t.capital > 0)
    .map((t) => ({ name: t.nombre, value: t.capital, color: colorDeTramo(t.codigo) }));
}
