import { diasEntre } from './fechas';

/**
 * Salud de la cartera (DESIGN.md, "Dashboard and reports"; decisions §22). Todo se mide contra la fecha de negocio
 * de hoy y el vencimiento impago más antiguo de cada préstamo vigente: sus días de atraso son hoy − ese vencimiento
 * (los días de gracia no los acortan; solo retrasan la mora).
 */

/** Tramos de antigüedad del atraso, en días. */
export const TRAMOS_DE_ATRASO = [
  { codigo: 'AL_DIA', nombre: 'Al día', desde: 0, hasta: 0 },
  { codigo: 'D1_30', nombre: '1 a 30 días', desde: 1, hasta: 30 },
  { codigo: 'D31_60', nombre: '31 a 60 días', desde: 31, hasta: 60 },
  { codigo: 'D61_90', nombre: '61 a 90 días', desde: 61, hasta: 90 },
  { codigo: 'MAS_90', nombre: 'Más de 90 días', desde: 91, hasta: Number.POSITIVE_INFINITY },
] as const;
export type CodigoDeTramo = (typeof TRAMOS_DE_ATRASO)[number]['codigo'];

/** Los umbrales de PAR que muestra el reporte: PAR 1, PAR 30 y PAR 90. */
export const UMBRALES_PAR = [1, 30, 90] as const;

/**
 * Los días de atraso que separan tramos y umbrales de PAR (0, 1, 30, 60, 90). Dos vencimientos que superan los mismos
 * cortes caen en el mismo tramo y en los mismos PAR: la base puede agrupar el resumen por cortes superados y mandar un
 * vencimiento de muestra de cada grupo, y `saludDeCartera` da lo mismo que con todas las fechas.
 */
export const CORTES_DE_ATRASO: readonly number[] = [
  ...new Set([...TRAMOS_DE_ATRASO.map((t) => t.hasta).filter((d) => Number.isFinite(d)), ...UMBRALES_PAR]),
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
  /** PAR N: capital pendiente de los préstamos con más de N días de atraso, sobre todo el capital pendiente (%). */
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
    for (const p of par) if (dias > p.umbral) p.capitalCentavos += g.capitalCentavos;
    prestamos += g.prestamos;
    capitalCentavos += g.capitalCentavos;
  }
  for (const p of par) p.porcentaje = porcentaje(p.capitalCentavos, capitalCentavos);
  return { prestamos, capitalCentavos, tramos, par };
}
