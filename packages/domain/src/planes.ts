import { diasEntre, formatearFecha, sumarDias, sumarMeses } from './fechas';

/** Planes comerciales (docs/producto.md#empresas-y-planes): precio mensual y límites de usuarios y clientes. */
export const PLANES = [
  {
    codigo: 'BASICO',
    nombre: 'Básico',
    precioCentavos: 80_000,
    usuarios: 3,
    clientes: 40,
    soporte: 'Soporte básico',
  },
  {
    codigo: 'MEDIO',
    nombre: 'Medio',
    precioCentavos: 100_000,
    usuarios: 5,
    clientes: 50,
    soporte: 'Soporte prioritario',
  },
  {
    codigo: 'SUPERIOR',
    nombre: 'Superior',
    precioCentavos: 150_000,
    usuarios: 10,
    clientes: 150,
    soporte: 'Soporte prioritario y acompañamiento',
  },
] as const;

export type CodigoPlan = (typeof PLANES)[number]['codigo'];

export function buscarPlan(codigo: string | null | undefined) {
  return PLANES.find((p) => p.codigo === codigo?.toUpperCase());
}

/**
 * Nombres de plan de la administración (docs/producto.md#empresas-y-planes): los tres comerciales y uno a la medida,
 * sin límites fijos.
 */
export const NOMBRES_DE_PLAN = ['Básico', 'Medio', 'Superior', 'Personalizado'] as const;
export type NombreDePlan = (typeof NOMBRES_DE_PLAN)[number];

const sinTildes = (t: string) =>
  t
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .trim();

/** "basico", "BÁSICO" o "Básico" son el mismo plan; null si no es ninguno. */
export function nombreDePlan(texto: string): NombreDePlan | null {
  return NOMBRES_DE_PLAN.find((n) => sinTildes(n) === sinTildes(texto)) ?? null;
}

/** Límites que un plan comercial fija (docs/producto.md#empresas-y-planes); el Personalizado no fija ninguno. */
export function limitesDelPlan(nombre: string): { usuarios: number; clientes: number } | null {
  const plan = PLANES.find((p) => p.nombre === nombre);
  return plan ? { usuarios: plan.usuarios, clientes: plan.clientes } : null;
}

/** Frecuencias de cobro del plan y cuántos meses cubre cada cuota (un pago adelanta un período). */
export const FRECUENCIAS_DE_PLAN = [
  { codigo: 'MENSUAL', nombre: 'Mensual', meses: 1 },
  { codigo: 'TRIMESTRAL', nombre: 'Trimestral', meses: 3 },
  { codigo: 'SEMESTRAL', nombre: 'Semestral', meses: 6 },
  { codigo: 'ANUAL', nombre: 'Anual', meses: 12 },
] as const;
export type FrecuenciaDePlan = (typeof FRECUENCIAS_DE_PLAN)[number]['codigo'];
export const CODIGOS_DE_FRECUENCIA_DE_PLAN = FRECUENCIAS_DE_PLAN.map((f) => f.codigo) as [
  FrecuenciaDePlan,
  ...FrecuenciaDePlan[],
];

function mesesDe(frecuencia: string): number {
  return FRECUENCIAS_DE_PLAN.find((f) => f.codigo === frecuencia)?.meses ?? 1;
}

/** Lo que cuesta un período de un plan comercial: su precio mensual por los meses de la frecuencia (Medio trimestral:
 * RD$ 3,000). Personalizado no tiene precio fijo: null. */
export function precioDelPeriodo(nombre: string, frecuencia: string): number | null {
  const plan = PLANES.find((p) => p.nombre === nombre);
  return plan ? plan.precioCentavos * mesesDe(frecuencia) : null;
}

/** Valores del formulario de empresa nueva (docs/producto.md#empresas-y-planes). */
export const PLAN_DE_EMPRESA_NUEVA = {
  nombre: 'Básico',
  frecuencia: 'MENSUAL',
  cuotas: 6,
  montoCuotaCentavos: 150_000,
} as const;

/** Sin fecha de fin, el plan cubre sus cuotas: 6 cuotas mensuales desde el 15 de enero terminan el 15 de julio. */
export function finDelPlan(inicio: string, frecuencia: string, cuotas: number): string {
  return sumarMeses(inicio, mesesDe(frecuencia) * Math.max(cuotas, 1));
}

/**
 * Hasta dónde llega el plan con un pago (docs/decisiones/0016-empresas-planes-y-ver-empresa.md): desde el fin actual
 * o, si ya pasó, desde el día del pago (un cliente que paga tarde no compra días ya corridos), tanto como cubre lo
 * pagado frente al precio del período (`plan_monto_cuota`): cada precio entero, un período de calendario; lo que
 * sobra, los días de calendario del período siguiente en proporción, redondeando hacia abajo (RD$ 500 de un plan
 * mensual de RD$ 1,000 que vence el 15 de diciembre: 31 días × 0.5 = 15 días). Sin precio (nulo o cero) el pago cubre
 * un período, como antes.
 */
export function finTrasUnPago(
  finActual: string | null,
  frecuencia: string,
  hoy: string,
  pago: { montoCentavos: number; precioCentavos: number | null },
): string {
  const desde = finActual && finActual >= hoy ? finActual : hoy;
  const meses = mesesDe(frecuencia);
  const precio = pago.precioCentavos ?? 0;
  if (precio <= 0) return sumarMeses(desde, meses);
  const periodos = Math.floor(pago.montoCentavos / precio);
  const sobra = pago.montoCentavos - periodos * precio;
  const cubierto = sumarMeses(desde, meses * periodos);
  const diasDelSiguiente = diasEntre(cubierto, sumarMeses(desde, meses * (periodos + 1)));
  return sumarDias(cubierto, Math.floor((diasDelSiguiente * sobra) / precio));
}

export type EstadoDePlan = 'VIGENTE' | 'PENDIENTE' | 'VENCIDO';

/**
 * Estado del plan a una fecha (docs/producto.md#empresas-y-planes): PENDIENTE antes de su inicio, VIGENTE hasta su
 * fin inclusive (siempre, con licencia permanente), VENCIDO después. `dias_restantes` = fin − hoy (negativo si
 * venció; null sin fin).
 */
export function estadoDelPlan(
  plan: { inicio: string | null; fin: string | null; licenciaPerm: boolean },
  hoy: string,
): { estado: EstadoDePlan; dias_restantes: number | null } {
  const dias = plan.fin ? diasEntre(hoy, plan.fin) : null;
  if (plan.licenciaPerm) return { estado: 'VIGENTE', dias_restantes: dias };
  if (plan.inicio && hoy < plan.inicio) return { estado: 'PENDIENTE', dias_restantes: dias };
  if (dias !== null && dias < 0) return { estado: 'VENCIDO', dias_restantes: dias };
  return { estado: 'VIGENTE', dias_restantes: dias };
}

/**
 * Días antes del fin en que los administradores empiezan a ver el aviso de renovación
 * (docs/decisiones/0016-empresas-planes-y-ver-empresa.md): medio período de un plan mensual. Con 30 (lo que el
 * tablero de soporte cuenta como "por vencer"), una empresa que paga cada mes a tiempo lo vería siempre, porque su
 * plan nunca tiene más de 31 días por delante; con 7 (issue 10), quien tenía 12 días no veía nada (issue 40).
 */
export const DIAS_DE_AVISO_DEL_PLAN = 15;

/** Lo que un administrador hace para renovar: los pagos del plan los registra soporte. */
const PARA_RENOVAR = 'Contacta a soporte para renovarlo.';

const dias = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;

/**
 * El aviso para los administradores de la empresa, o null (vencido o a `DIAS_DE_AVISO_DEL_PLAN` días de vencer), con
 * la fecha del fin. Nunca bloquea: suspender es decisión del dueño del producto, y un prestamista siempre debe poder
 * cobrar.
 */
export function avisoDelPlan(plan: {
  estado: EstadoDePlan;
  fin: string | null;
  dias_restantes: number | null;
  licenciaPerm: boolean;
}): string | null {
  if (plan.licenciaPerm || plan.fin === null || plan.dias_restantes === null) return null;
  const d = plan.dias_restantes;
  const fin = formatearFecha(plan.fin);
  if (plan.estado === 'VENCIDO')
    return `El plan de tu empresa venció el ${fin} (hace ${dias(-d)}). ${PARA_RENOVAR}`;
  if (plan.estado !== 'VIGENTE' || d > DIAS_DE_AVISO_DEL_PLAN) return null;
  return d === 0
    ? `El plan de tu empresa vence hoy. ${PARA_RENOVAR}`
    : `El plan de tu empresa vence el ${fin} (en ${dias(d)}). ${PARA_RENOVAR}`;
}

/** Métodos de pago de un plan (docs/producto.md#empresas-y-planes). */
export const METODOS_DE_PAGO_DE_PLAN = ['EFECTIVO', 'TRANSFERENCIA', 'TARJETA', 'DEPÓSITO'] as const;
export const CONCEPTO_DE_PAGO_DE_PLAN = 'Renovación mensual';

/**
 * Código de empresa (con el que se inicia sesión): mayúsculas, A-Z 0-9 - _, hasta 12
 * (docs/producto.md#empresas-y-planes).
 */
export const LARGO_MAXIMO_DEL_CODIGO = 12;

export function normalizarCodigoDeEmpresa(codigo: string): string {
  return codigo.trim().toUpperCase();
}

/** Lo que el formulario deja escribir: pasa a mayúsculas y quita lo que no vale, como pide la spec. */
export function filtrarCodigoDeEmpresa(texto: string): string {
  return texto
    .toUpperCase()
    .replace(/[^A-Z0-9_-]/g, '')
    .slice(0, LARGO_MAXIMO_DEL_CODIGO);
}

/** Mensaje de error del código (ya en mayúsculas), o null. El servidor lo rechaza en vez de cambiarlo a escondidas. */
export function errorDelCodigoDeEmpresa(codigo: string): string | null {
  const c = normalizarCodigoDeEmpresa(codigo);
  if (!c) return 'Ingresa el código de la empresa.';
  if (c.length > LARGO_MAXIMO_DEL_CODIGO) return 'El código no puede pasar de 12 caracteres.';
  if (!/^[A-Z0-9_-]+$/.test(c)) return 'El código solo admite letras A-Z, números, guion y guion bajo.';
  return null;
}
