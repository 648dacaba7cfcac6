import type { ClienteDeOperador, ProximaCuota, ResumenDeOperador } from '@prestamos/contract';
import { coincide } from '../../lib/texto';

type RutaDelCobrador = ResumenDeOperador['rutas'][number];

/**
 * Los clientes que se ven: los que coinciden con lo buscado y están en la ruta elegida (`null`: todas). Un cliente en
 * dos rutas del cobrador aparece una vez, en la primera; filtrando por la otra también sale.
 */
export function filtrarClientes(
  items: readonly ClienteDeOperador[],
  filtro: { texto: string; ruta: RutaDelCobrador | null },
): ClienteDeOperador[] {
  const { ruta } = filtro;
  return items.filter(
    (c) =>
      (!ruta || c.id_ruta === ruta.id_ruta || c.rutas.includes(ruta.nombre)) &&
      coincide([c.nombre, c.codigo, c.telefono, c.direccion], filtro.texto),
  );
}

/**
 * Por ruta, en el orden en que llegan (el servidor ya ordena: ruta, atrasados primero, orden de visita). Con una ruta
 * elegida, todos van bajo ella.
 */
export function agruparPorRuta(
  items: readonly ClienteDeOperador[],
  rutas: readonly RutaDelCobrador[],
  elegida: RutaDelCobrador | null,
): { ruta: RutaDelCobrador; items: ClienteDeOperador[] }[] {
  if (elegida) return items.length ? [{ ruta: elegida, items: [...items] }] : [];
  return rutas
    .map((ruta) => ({ ruta, items: items.filter((c) => c.id_ruta === ruta.id_ruta) }))
    .filter((g) => g.items.length > 0);
}

/** Cómo va la próxima cuota respecto de hoy: atrasada, vence hoy o más adelante. */
export function situacionDeCuota(cuota: ProximaCuota, hoy: string): 'ATRASADA' | 'HOY' | 'PROXIMA' {
  if (cuota.dias_mora > 0 || cuota.vence < hoy) return 'ATRASADA';
  return cuota.vence === hoy ? 'HOY' : 'PROXIMA';
}

export type SituacionDelDia = 'POR_VISITAR' | 'COBRADO' | 'AL_DIA';

/**
 * Dónde va un cliente en el día del cobrador: ya cobrado hoy (con señal o en la cola del teléfono), por visitar (algo
 * vence hoy o ya venció) o al día. Los dos últimos se pliegan en la pantalla: a la vista queda lo que falta recorrer.
 */
export function situacionDelDia(
  c: ClienteDeOperador,
  hoy: string,
  cobradoSinSenalHoy: number,
): SituacionDelDia {
  // `?? 0`: una copia del día guardada por una versión anterior no lo trae.
  if ((c.cobrado_hoy ?? 0) > 0 || cobradoSinSenalHoy > 0) return 'COBRADO';
  return c.proxima_cuota && c.proxima_cuota.vence <= hoy ? 'POR_VISITAR' : 'AL_DIA';
}
