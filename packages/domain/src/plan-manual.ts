import type { Frecuencia } from './amortizacion';
import { formatearCentavos } from './dinero';
import { diasEntre, formatearFecha, sumarMeses } from './fechas';
import { ANIOS_MAXIMOS_DEL_PLAN_MANUAL, TASA_MAXIMA_MENSUAL } from './limites-del-prestamo';

/**
 * Reglas de la tabla del modo Manual (docs/decisiones/0024-fechas-y-topes-del-prestamo.md): los mensajes de la
 * pantalla, numeración 1..n, fechas estrictamente crecientes que empiezan después del inicio y no pasan de 30 años, y
 * un interés total que no supera lo que cobraría a la tasa máxima un préstamo de interés fijo (ABSOLUTO) con la misma
 * frecuencia y las mismas fechas.
 */

export interface FilaManualAValidar {
  no: number;
  fecha: string | null;
  montoCentavos: number;
}

/** Con qué se mide el plan contra su inicio; sin ellas (el cuerpo no trae la fecha de inicio) solo se revisan las filas. */
export interface CondicionesDelPlanManual {
  fechaInicio: string;
  frecuencia: Frecuencia;
}

/**
 * Meses que cubre el plan, como fracción exacta `num / den`, contados como los cuenta su frecuencia: MENSUAL en meses
 * de calendario (más los días sueltos sobre 30), QUINCENAL y DIARIO a 30 días el mes (factores 0.5 y
 * 1/30 de la tasa), SEMANAL a 28 (factor 0.25: cuatro semanas).
 */
export function mesesDelPlan(
  fechaInicio: string,
  ultimaFecha: string,
  frecuencia: Frecuencia,
): { num: number; den: number } {
  const dias = Math.max(diasEntre(fechaInicio, ultimaFecha), 0);
  if (frecuencia === 'SEMANAL') return { num: dias, den: 28 };
  if (frecuencia !== 'MENSUAL') return { num: dias, den: 30 };
  const [a1, m1] = fechaInicio.split('-').map(Number) as [number, number];
  const [a2, m2] = ultimaFecha.split('-').map(Number) as [number, number];
  let meses = Math.max((a2 - a1) * 12 + (m2 - m1), 0);
  while (meses > 0 && sumarMeses(fechaInicio, meses) > ultimaFecha) meses -= 1;
  return { num: 30 * meses + diasEntre(sumarMeses(fechaInicio, meses), ultimaFecha), den: 30 };
}

/**
 * El interés total más alto de un plan manual, en centavos: capital × tasa máxima × meses del plan, más un centavo por
 * cuota (el redondeo fila por fila que hacen los demás tipos). Un plan sugerido (ABSOLUTO) a la tasa máxima cabe justo.
 */
export function interesMaximoDelPlanManual(
  montoCentavos: number,
  cuotas: number,
  ultimaFecha: string,
  condiciones: CondicionesDelPlanManual,
): number {
  const { num, den } = mesesDelPlan(condiciones.fechaInicio, ultimaFecha, condiciones.frecuencia);
  const maximo = (BigInt(montoCentavos) * BigInt(TASA_MAXIMA_MENSUAL) * BigInt(num)) / (100n * BigInt(den));
  return Number(maximo) + cuotas;
}

function errorDeLasFilas(plan: FilaManualAValidar[]): string | null {
  const fuera = plan.findIndex((f, i) => f.no !== i + 1);
  if (fuera >= 0) {
    return `Las cuotas del modo Manual van numeradas 1, 2, 3… en orden: la fila ${fuera + 1} dice ${plan[fuera]?.no}.`;
  }
  for (let i = 1; i < plan.length; i++) {
    const antes = plan[i - 1]?.fecha ?? '';
    const fecha = plan[i]?.fecha ?? '';
    if (fecha <= antes) {
      return `La cuota ${i + 1} del modo Manual vence el ${formatearFecha(fecha)}: debe ser posterior a la cuota ${i} (${formatearFecha(antes)}).`;
    }
  }
  return null;
}

function errorContraElInicio(
  plan: FilaManualAValidar[],
  montoCentavos: number,
  condiciones: CondicionesDelPlanManual,
): string | null {
  const { fechaInicio } = condiciones;
  const primera = plan[0]?.fecha ?? '';
  const ultima = plan.at(-1)?.fecha ?? '';
  if (primera <= fechaInicio) {
    return `La cuota 1 del modo Manual debe vencer después de la fecha de inicio (${formatearFecha(fechaInicio)}).`;
  }
  const tope = sumarMeses(fechaInicio, 12 * ANIOS_MAXIMOS_DEL_PLAN_MANUAL);
  if (ultima > tope) {
    return `La cuota ${plan.length} del modo Manual vence el ${formatearFecha(ultima)}: un plan manual no pasa de ${ANIOS_MAXIMOS_DEL_PLAN_MANUAL} años desde la fecha de inicio (hasta el ${formatearFecha(tope)}).`;
  }
  const interes = plan.reduce((s, f) => s + f.montoCentavos, 0) - montoCentavos;
  const maximo = interesMaximoDelPlanManual(montoCentavos, plan.length, ultima, condiciones);
  if (interes > maximo) {
    return `El interés del plan manual (${formatearCentavos(interes)}) supera la tasa máxima de ${TASA_MAXIMA_MENSUAL} % mensual: sobre ${formatearCentavos(montoCentavos)} hasta el ${formatearFecha(ultima)}, puede ser de hasta ${formatearCentavos(maximo)}.`;
  }
  return null;
}

/** Mensaje del primer problema de la tabla manual (los de la pantalla primero), o null si está bien. */
export function errorDelPlanManual(
  plan: FilaManualAValidar[],
  montoCentavos: number,
  condiciones?: CondicionesDelPlanManual,
): string | null {
  if (plan.length === 0) return 'Agrega al menos una cuota en el modo Manual';
  if (plan.some((f) => !f.fecha)) return 'Hay cuotas sin fecha en el modo Manual';
  if (plan.some((f) => !(f.montoCentavos > 0))) return 'Hay cuotas con monto 0 en el modo Manual';
  if (plan.reduce((s, f) => s + f.montoCentavos, 0) < montoCentavos)
    return 'Las cuotas ingresadas no alcanzan el capital';
  return (
    errorDeLasFilas(plan) ?? (condiciones ? errorContraElInicio(plan, montoCentavos, condiciones) : null)
  );
}
