import { diasEntre } from './fechas';

/**
 * Salud de la cartera (docs/producto.md#reportes; docs/decisiones/0022-tablero-y-reportes.md). Todo se mide contra la
 * fecha de negocio de hoy y el vencimiento impago más antiguo de cada préstamo vigente: sus días de atraso son hoy −
 * ese vencimiento (los días de gracia no los acortan; solo retrasan la mora).
 */

/**
 * PAR N (docs/decisiones/0022-tablero-y-reportes.md): el capital de los préstamos con N días o más de atraso. Un
 * préstamo con un día de atraso ya está en riesgo: cuenta en PAR 1. Esta es la única regla de "en riesgo" que usan el
 * reporte (empresa, ruta y cobrador), el tablero y sus textos.
 */
export const enRiesgo = (dias: number, umbral: number) => dias >= umbral;

/** Los umbrales de PAR que muestra el reporte: PAR 1, PAR 30 y PAR 90. */
export const UMBRALES_PAR = [1, 30, 90] as const;

/** «1 día o más de atraso», «30 días o más de atraso»: lo que cuenta PAR N, dicho igual en todas las pantallas. */
export const textoDeUmbral = (umbral: number) => `${umbral} ${umbral === 1 ? 'día' : 'días'} o más de atraso`;

/**
 * Tramos de antigüedad del atraso, en días. Cada umbral de PAR empieza un tramo: PAR N es la suma de los tramos desde
 * N, así que el porcentaje y la tabla de debajo dicen lo mismo.
 */
export const TRAMOS_DE_ATRASO = [
  { codigo: 'AL_DIA', nombre: 'Al día', desde: 0, hasta: 0 },
  { codigo: 'D1_29', nombre: '1 a 29 días', desde: 1, hasta: 29 },
  { codigo: 'D30_59', nombre: '30 a 59 días', desde: 30, hasta: 59 },
  { codigo: 'D60_89', nombre: '60 a 89 días', desde: 60, hasta: 89 },
  { codigo: 'D90_MAS', nombre: '90 días o más', desde: 90, hasta: Number.POSITIVE_INFINITY },
] as const;
export type CodigoDeTramo = (typeof TRAMOS_DE_ATRASO)[number]['codigo'];

/**
 * Los días de atraso que separan tramos y umbrales de PAR (0, 29, 59, 89): un vencimiento "supera" un corte si su
 * atraso es mayor. Dos vencimientos que superan los mismos cortes caen en el mismo tramo y en los mismos PAR: la base
 * puede agrupar el resumen por cortes superados y mandar un vencimiento de muestra de cada grupo, y `saludDeCartera`
 * da lo mismo que con todas las fechas.
 */
export const CORTES_DE_ATRASO: readonly number[] = [
  ...new Set([
    ...TRAMOS_DE_ATRASO.map((t) => t.hasta).filter((d) => Number.isFinite(d)),
    ...UMBRALES_PAR.map((u) => u - 1),
  ]),
].sort((a, b) => a - b);

/** Días de atraso de un vencimiento impago: 0 si vence hoy o después (un préstamo sin vencimiento está al día). */
export function diasDeAtraso(vence: string | null, hoy: string): number {
  if (!vence || vence === 'infinity') return 0;
  return Math.max(0, diasEntre(vence, hoy));
}

export function tramoDeAtraso(dias: number): CodigoDeTramo {
  const tramo = TRAMOS_DE_ATRASO.find((t) => dias >= t.desde && dias <= t.hasta);
  return (tramo ?? TRAMOS_DE_ATRASO[4]).codigo;
}

/** parte / total en por ciento con dos decimales, redondeado a la mitad hacia arriba; 0 si no hay total. */
export function porcentaje(parte: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((parte * 10_000) / total) / 100;
}

/** Una fila del resumen de cartera: los préstamos vigentes cuyo vencimiento impago más antiguo es `vence`. */
export interface GrupoDeCartera {
  vence: string;
  prestamos: number;
  capitalCentavos: number;
}

export interface TramoResumido {
  codigo: CodigoDeTramo;
  nombre: string;
  prestamos: number;
  capitalCentavos: number;
}

export interface SaludDeCartera {
  prestamos: number;
  capitalCentavos: number;
  tramos: TramoResumido[];
  /** PAR N: capital pendiente de los préstamos con N días o más de atraso, sobre todo el capital pendiente (%). */
  par: { umbral: number; capitalCentavos: number; porcentaje: number }[];
}

/** Antigüedad y PAR de un conjunto de préstamos vigentes agrupados por su vencimiento impago más antiguo. */
export function saludDeCartera(grupos: GrupoDeCartera[], hoy: string): SaludDeCartera {
  const tramos: TramoResumido[] = TRAMOS_DE_ATRASO.map((t) => ({
    codigo: t.codigo,
    nombre: t.nombre,
    prestamos: 0,
    capitalCentavos: 0,
  }));
  const par = UMBRALES_PAR.map((umbral) => ({ umbral, capitalCentavos: 0, porcentaje: 0 }));
  let prestamos = 0;
  let capitalCentavos = 0;
  for (const g of grupos) {
    const dias = diasDeAtraso(g.vence, hoy);
    const tramo = tramos.find((t) => t.codigo === tramoDeAtraso(dias)) as TramoResumido;
    tramo.prestamos += g.prestamos;
    tramo.capitalCentavos += g.capitalCentavos;
    for (const p of par) if (enRiesgo(dias, p.umbral)) p.capitalCentavos += g.capitalCentavos;
    prestamos += g.prestamos;
    capitalCentavos += g.capitalCentavos;
  }
  for (const p of par) p.porcentaje = porcentaje(p.capitalCentavos, capitalCentavos);
  return { prestamos, capitalCentavos, tramos, par };
}
