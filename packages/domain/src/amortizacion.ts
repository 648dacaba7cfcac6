import { formatearCentavos } from './dinero';
import { sumarDias, sumarMeses } from './fechas';

/**
 * Motor de amortización (docs/producto.md#prestamos). Todo en centavos enteros; el redondeo es comercial
 * (mitad hacia arriba) y se aplica fila por fila, nunca sobre los totales: la suma del capital de las filas es
 * exactamente el principal y la última fila absorbe el residuo. Lo usan el servidor (el plan que se guarda) y la web
 * (la simulación que ve el usuario), así que ambos muestran lo mismo al centavo.
 */

export const TIPOS_DE_AMORTIZACION = [
  { codigo: 'FRANCES', nombre: 'Francés (cuota fija)' },
  { codigo: 'ABSOLUTO', nombre: 'Absoluto (interés plano)' },
  { codigo: 'INTERES', nombre: 'Solo interés' },
  { codigo: 'MANUAL', nombre: 'Manual' },
] as const;
export type TipoAmortizacion = (typeof TIPOS_DE_AMORTIZACION)[number]['codigo'];

export const FRECUENCIAS = [
  { codigo: 'MENSUAL', nombre: 'Mensual', factor: [1, 1] },
  { codigo: 'QUINCENAL', nombre: 'Quincenal', factor: [1, 2] },
  { codigo: 'SEMANAL', nombre: 'Semanal', factor: [1, 4] },
  { codigo: 'DIARIO', nombre: 'Diario', factor: [1, 30] },
] as const;
export type Frecuencia = (typeof FRECUENCIAS)[number]['codigo'];

export interface CuotaCalculada {
  no: number;
  /** Vencimiento, YYYY-MM-DD. */
  fecha: string;
  cuota: number;
  interes: number;
  capital: number;
  /** Capital pendiente después de esta cuota. */
  saldo: number;
}

export interface FilaManual {
  no: number;
  fecha: string;
  montoCentavos: number;
}

export interface DatosDelPlan {
  montoCentavos: number;
  plazo: number;
  /** Porcentaje mensual con hasta 10 decimales (0.4166666667 = 5 % anual); null en MANUAL. */
  tasa: number | null;
  tipo: TipoAmortizacion;
  frecuencia: Frecuencia;
  fechaInicio: string;
  planManual?: FilaManual[];
}

/** Vencimiento de la cuota k: los meses se cuentan siempre desde el inicio (un préstamo del 31 no se corre al 28). */
export function fechaDeCuota(fechaInicio: string, frecuencia: Frecuencia, k: number): string {
  switch (frecuencia) {
    case 'MENSUAL':
      return sumarMeses(fechaInicio, k);
    case 'QUINCENAL':
      return sumarDias(fechaInicio, 15 * k);
    case 'SEMANAL':
      return sumarDias(fechaInicio, 7 * k);
    case 'DIARIO':
      return sumarDias(fechaInicio, k);
  }
}

/** La tasa mensual se guarda con hasta 10 decimales (5 % anual = 0.4166666667 mensual): escala de la fracción exacta. */
const ESCALA_DE_TASA = 10_000_000_000;

/**
 * Tasa del período como fracción exacta: tasa mensual en diezmilmillonésimas de punto × factor de la frecuencia / 100.
 * Con BigInt el interés de cada fila se redondea sin errores de coma flotante.
 */
function tasaDelPeriodo(tasa: number, frecuencia: Frecuencia): { num: bigint; den: bigint; real: number } {
  const [fn, fd] = FRECUENCIAS.find((f) => f.codigo === frecuencia)?.factor ?? [1, 1];
  const escalada = BigInt(Math.round(tasa * ESCALA_DE_TASA));
  const num = escalada * BigInt(fn);
  const den = BigInt(ESCALA_DE_TASA) * 100n * BigInt(fd);
  return { num, den, real: Number(num) / Number(den) };
}

/** round(a · num / den) mitad hacia arriba, exacto, para a ≥ 0. */
function porFraccion(a: number, num: bigint, den: bigint): number {
  return Number((2n * BigInt(a) * num + den) / (2n * den));
}

const redondear = (x: number) => Math.round(x);

function filas(
  datos: DatosDelPlan,
  cuotaNominal: number,
  interesDe: (saldo: number) => number,
  capitalDe: (k: number, cuota: number, interes: number) => number,
) {
  const resultado: CuotaCalculada[] = [];
  let saldo = datos.montoCentavos;
  for (let k = 1; k <= datos.plazo; k++) {
    const interes = interesDe(saldo);
    const ultima = k === datos.plazo;
    // La última fila paga todo el capital que quede; ninguna fila paga más capital del que se debe.
    const capital = ultima ? saldo : Math.max(0, Math.min(capitalDe(k, cuotaNominal, interes), saldo));
    saldo -= capital;
    resultado.push({
      no: k,
      fecha: fechaDeCuota(datos.fechaInicio, datos.frecuencia, k),
      cuota: interes + capital,
      interes,
      capital,
      saldo,
    });
  }
  return resultado;
}

/** Cuota fija del sistema francés: round(P·r / (1 − (1+r)^−n)), o P/n sin interés. */
export function cuotaFrancesa(
  montoCentavos: number,
  tasa: number,
  frecuencia: Frecuencia,
  plazo: number,
): number {
  const { real } = tasaDelPeriodo(tasa, frecuencia);
  if (real === 0) return redondear(montoCentavos / plazo);
  return redondear((montoCentavos * real) / (1 - (1 + real) ** -plazo));
}

/** Reparto del interés total de un plan manual en proporción a cada monto (restos mayores): suma exacta, sin negativos. */
function repartirInteres(montos: number[], interesTotal: number): number[] {
  const suma = montos.reduce((s, m) => s + m, 0);
  const partes = montos.map((m, i) => {
    const exacto = BigInt(interesTotal) * BigInt(m);
    return { i, base: Number(exacto / BigInt(suma)), resto: exacto % BigInt(suma) };
  });
  let sobrante = interesTotal - partes.reduce((s, p) => s + p.base, 0);
  const porResto = [...partes].sort((a, b) => (b.resto > a.resto ? 1 : b.resto < a.resto ? -1 : a.i - b.i));
  for (const p of porResto) {
    if (sobrante <= 0) break;
    p.base += 1;
    sobrante -= 1;
  }
  return partes.map((p) => p.base);
}

function cronogramaManual(datos: DatosDelPlan): CuotaCalculada[] {
  const plan = [...(datos.planManual ?? [])].sort((a, b) => a.no - b.no);
  const montos = plan.map((f) => f.montoCentavos);
  const intereses = repartirInteres(montos, montos.reduce((s, m) => s + m, 0) - datos.montoCentavos);
  let saldo = datos.montoCentavos;
  return plan.map((f, i) => {
    const interes = intereses[i] ?? 0;
    const capital = f.montoCentavos - interes;
    saldo -= capital;
    return { no: i + 1, fecha: f.fecha, cuota: f.montoCentavos, interes, capital, saldo };
  });
}

export function calcularCronograma(datos: DatosDelPlan): CuotaCalculada[] {
  if (datos.tipo === 'MANUAL') return cronogramaManual(datos);
  const { num, den } = tasaDelPeriodo(datos.tasa ?? 0, datos.frecuencia);
  const P = datos.montoCentavos;
  switch (datos.tipo) {
    case 'FRANCES':
      return filas(
        datos,
        cuotaFrancesa(P, datos.tasa ?? 0, datos.frecuencia, datos.plazo),
        (saldo) => porFraccion(saldo, num, den),
        (_k, cuota, interes) => cuota - interes,
      );
    case 'ABSOLUTO': {
      const interesFijo = porFraccion(P, num, den);
      const capitalFijo = redondear(P / datos.plazo);
      return filas(
        datos,
        0,
        () => interesFijo,
        () => capitalFijo,
      );
    }
    case 'INTERES': {
      const interesFijo = porFraccion(P, num, den);
      return filas(
        datos,
        0,
        () => interesFijo,
        () => 0,
      );
    }
  }
}

/**
 * Un plan con una cuota de RD$ 0.00 no se puede cobrar (ni saldar): pasa con un préstamo de solo interés al 0 % o
 * con un monto tan chico que el redondeo deja cuotas vacías. Mensaje para el campo del monto, o null.
 */
export function errorDeCuotasVacias(cuotas: CuotaCalculada[], tipo: TipoAmortizacion): string | null {
  if (!cuotas.some((c) => c.cuota <= 0)) return null;
  const cero = formatearCentavos(0);
  return tipo === 'INTERES'
    ? `Un préstamo de solo interés necesita una tasa mayor que 0: sin interés, sus cuotas serían de ${cero}.`
    : `Con ese monto y ese plazo alguna cuota sería de ${cero}: sube el monto o baja el plazo.`;
}

export function totalesDelCronograma(cuotas: CuotaCalculada[]) {
  return cuotas.reduce(
    (t, c) => ({ cuota: t.cuota + c.cuota, interes: t.interes + c.interes, capital: t.capital + c.capital }),
    { cuota: 0, interes: 0, capital: 0 },
  );
}

/**
 * Tabla manual sugerida (docs/producto.md#prestamos): capital P/n más el interés plano de cada período; lo que el
 * redondeo deja va a la última cuota. El usuario la edita a partir de ahí.
 */
export function planManualSugerido(datos: Omit<DatosDelPlan, 'tipo' | 'planManual'>): FilaManual[] {
  return calcularCronograma({ ...datos, tipo: 'ABSOLUTO' }).map((c) => ({
    no: c.no,
    fecha: c.fecha,
    montoCentavos: c.cuota,
  }));
}

/**
 * Cuántas cuotas hacen falta para pagar `montoCentavos` con una cuota de `cuotaCentavos` (reenganche que mantiene la
 * cuota). null si esa cuota no alcanza ni para los intereses. Solo interés no tiene plazo propio: devuelve null.
 */
export function plazoParaCuota(
  datos: Pick<DatosDelPlan, 'montoCentavos' | 'tasa' | 'tipo' | 'frecuencia'>,
  cuotaCentavos: number,
): number | null {
  const { real, num, den } = tasaDelPeriodo(datos.tasa ?? 0, datos.frecuencia);
  const P = datos.montoCentavos;
  if (cuotaCentavos <= 0) return null;
  let aproximado: number;
  let cuotaCon: (n: number) => number;
  if (datos.tipo === 'FRANCES') {
    const cubreInteres = 1 - (P * real) / cuotaCentavos;
    if (cubreInteres <= 0) return null;
    aproximado = real === 0 ? P / cuotaCentavos : -Math.log(cubreInteres) / Math.log(1 + real);
    cuotaCon = (n) => cuotaFrancesa(P, datos.tasa ?? 0, datos.frecuencia, n);
  } else if (datos.tipo === 'ABSOLUTO') {
    const interes = porFraccion(P, num, den);
    if (cuotaCentavos <= interes) return null;
    aproximado = P / (cuotaCentavos - interes);
    cuotaCon = (n) => interes + redondear(P / n);
  } else {
    return null;
  }
  // El cálculo continuo roza el entero por centavos de redondeo: se toma el menor plazo cuya cuota real cabe.
  const n = Math.max(1, Math.floor(aproximado));
  return cuotaCon(n) <= cuotaCentavos ? n : n + 1;
}
