import type { CobroDelDia, SaludDeCartera } from '@prestamos/contract';
import { centavosAPesos, porcentaje, saludDeCartera, sumarDias } from '@prestamos/domain';
import type { Dia, GrupoGuardado } from './repositorio';

/** Días de la eficiencia de cobro: los últimos 30, de hoy − 29 a hoy. */
export const DIAS_DE_EFICIENCIA = 30;

/** Antigüedad y PAR de unos grupos del resumen, en pesos y con el porcentaje de cada tramo. */
export function saludEnPesos(grupos: GrupoGuardado[], hoy: string): SaludDeCartera {
  const s = saludDeCartera(
    grupos.map((g) => ({ vence: g.vence, prestamos: g.prestamos, capitalCentavos: g.capitalCentavos })),
    hoy,
  );
  return {
    prestamos: s.prestamos,
    capital: centavosAPesos(s.capitalCentavos),
    tramos: s.tramos.map((t) => ({
      codigo: t.codigo,
      nombre: t.nombre,
      prestamos: t.prestamos,
      capital: centavosAPesos(t.capitalCentavos),
      porcentaje: porcentaje(t.capitalCentavos, s.capitalCentavos),
    })),
    par: s.par.map((p) => ({
      umbral: p.umbral,
      capital: centavosAPesos(p.capitalCentavos),
      porcentaje: p.porcentaje,
    })),
  };
}

/**
 * Eficiencia de cobro de cada día de `desde` a `hoy` (los días sin nada también salen): lo cobrado ese día sobre el
 * monto de las cuotas que vencían ese día.
 */
export function cobrosPorDia(dias: Dia[], desde: string, hoy: string): CobroDelDia[] {
  const porFecha = new Map(dias.map((d) => [d.fecha, d]));
  const salida: CobroDelDia[] = [];
  for (let fecha = desde; fecha <= hoy; fecha = sumarDias(fecha, 1)) {
    const d = porFecha.get(fecha);
    const vencia = d?.montoCentavos ?? 0;
    const cobrado = d?.cobradoCentavos ?? 0;
    salida.push({
      fecha,
      vencia: centavosAPesos(vencia),
      cobrado: centavosAPesos(cobrado),
      porcentaje: vencia > 0 ? porcentaje(cobrado, vencia) : null,
    });
  }
  return salida;
}

/** Cuántas cuotas abiertas y cuánto falta de ellas en los días dados. */
export function abiertasDe(dias: Dia[]): { cuotas: number; centavos: number } {
  return dias.reduce(
    (t, d) => ({ cuotas: t.cuotas + d.abiertas, centavos: t.centavos + d.pendienteCentavos }),
    { cuotas: 0, centavos: 0 },
  );
}
