import {
  CODIGOS_DE_FRECUENCIA_DE_PLAN,
  errorDelCodigoDeEmpresa,
  NOMBRES_DE_PLAN,
  nombreDePlan,
  normalizarCodigoDeEmpresa,
} from '@prestamos/domain';
import { z } from 'zod';
import { AnchoDeTicket } from './ajustes';
import {
  correoOpcional,
  fechaDePlan,
  fechaDePlanOpcional,
  pesos,
  textoOpcional,
  textoRequerido,
} from './comun';

export const EstadoEmpresa = z.enum(
  ['ACTIVO', 'INACTIVO', 'SUSPENDIDO'],
  'Estado: ACTIVO, INACTIVO o SUSPENDIDO.',
);
export type EstadoEmpresa = z.infer<typeof EstadoEmpresa>;

/** Preferencias de la empresa (docs/producto.md#empresas-y-planes), en snake_case como las envía la web. */
export const PreferenciasEmpresa = z.object({
  show_logo: z.boolean(),
  show_name: z.boolean(),
  allow_multiple_loans: z.boolean(),
  allow_reengagement: z.boolean(),
  show_code_under_logo: z.boolean(),
});
export type PreferenciasEmpresa = z.infer<typeof PreferenciasEmpresa>;

/** Lo que la web necesita de la empresa de la sesión para pintar el menú lateral. */
export const EmpresaSesion = z.object({
  id_empresa: z.number().int(),
  nombre_empresa: z.string(),
  rnc: z.string(),
  estado: EstadoEmpresa,
  logo_url: z.string().nullable(),
  preferencias: PreferenciasEmpresa,
  /** Si sus cobradores imprimen el recibo en ticket, y de qué ancho (mm). Una sesión guardada antes no lo trae. */
  ticket_mm: AnchoDeTicket.nullable().default(null),
});
export type EmpresaSesion = z.infer<typeof EmpresaSesion>;

/**
 * Código de empresa: se pasa a mayúsculas y se rechaza (400, con el campo) lo que no cumple
 * (docs/decisiones/0016-empresas-planes-y-ver-empresa.md).
 */
export const codigoDeEmpresa = z
  .string({ error: 'Ingresa el código de la empresa.' })
  .transform(normalizarCodigoDeEmpresa)
  .refine((c) => errorDelCodigoDeEmpresa(c) === null, {
    error: (i) => errorDelCodigoDeEmpresa(String(i.input)) ?? '',
  });

/** Ficha de la empresa (docs/producto.md#empresas-y-planes). */
export const EmpresaInfo = z.object({
  id_empresa: z.number().int(),
  nombre_empresa: z.string(),
  rnc: z.string(),
  telefono: z.string().nullable(),
  correo: z.string().nullable(),
  direccion: z.string().nullable(),
  estado: EstadoEmpresa,
  logo_url: z.string().nullable(),
  limite_usuarios: z.number().int().nullable(),
  limite_clientes: z.number().int().nullable(),
  licencia_perm: z.boolean(),
  creado_en: z.string(),
});
export type EmpresaInfo = z.infer<typeof EmpresaInfo>;

export const EmpresaInfoRespuesta = z.object({
  ok: z.literal(true),
  message: z.string().optional(),
  item: EmpresaInfo,
  /** La misma ficha con el nombre que usa la spec. */
  empresa: EmpresaInfo,
});

const MENSAJE_LOGO_URL = 'El logo debe ser una dirección https:// o el logo subido.';

/** Logo por dirección: vacío lo quita; si no, una imagen https o la que se subió a la empresa. */
const logoUrl = z
  .string()
  .trim()
  .max(500, 'Máximo 500 caracteres.')
  .refine(
    (v) => v === '' || /^https:\/\/\S+$/.test(v) || /^\/api\/empresas\/\d+\/logo(\?\S*)?$/.test(v),
    MENSAJE_LOGO_URL,
  )
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

export const GuardarEmpresaInfoBody = z.object({
  /** La empresa es siempre la de la sesión (o la que soporte está viendo); el id enviado no cambia eso. */
  id_empresa: z.unknown().optional(),
  nombre_empresa: textoRequerido('Ingresa el nombre de la empresa.', 120),
  /**
   * Solo soporte puede cambiarlo (docs/producto.md#empresas-y-planes); se quitan los espacios y se pasa a mayúsculas.
   */
  rnc: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(codigoDeEmpresa)
    .optional(),
  direccion: textoOpcional(200),
  telefono: textoOpcional(20),
  correo: correoOpcional,
  logo_url: logoUrl,
});
export type GuardarEmpresaInfoBody = z.infer<typeof GuardarEmpresaInfoBody>;

export const EstadoDePlan = z.enum(['VIGENTE', 'PENDIENTE', 'VENCIDO']);

/** Plan de la empresa (docs/producto.md#empresas-y-planes), con sus límites y lo que ya usa de ellos. */
export const PlanEmpresa = z.object({
  plan_nombre: z.string().nullable(),
  plan_estado: EstadoDePlan,
  plan_frecuencia: z.string().nullable(),
  plan_cuotas: z.number().int().nullable(),
  plan_monto_cuota: z.number().nullable(),
  plan_fecha_inicio: z.string().nullable(),
  plan_fecha_fin: z.string().nullable(),
  /** plan_fecha_fin − hoy: negativo si venció, null sin fecha de fin. */
  dias_restantes: z.number().int().nullable(),
  limite_usuarios: z.number().int().nullable(),
  limite_clientes: z.number().int().nullable(),
  licencia_perm: z.boolean(),
  /** NORMAL o PERMANENTE (la web lo muestra como 'Ilimitada'). */
  licencia: z.enum(['NORMAL', 'PERMANENTE']),
  /** Usuarios activos (el administrador incluido) y clientes activos: lo que cuenta para los límites. */
  usuarios_usados: z.number().int(),
  clientes_usados: z.number().int(),
  /** Aviso de renovación para los administradores (vencido o a 7 días o menos), o null. */
  aviso: z.string().nullable(),
});
export type PlanEmpresa = z.infer<typeof PlanEmpresa>;

export const PlanRespuesta = PlanEmpresa.extend({ ok: z.literal(true), message: z.string().optional() });
export type PlanRespuesta = z.infer<typeof PlanRespuesta>;

/** Nombre de plan: Básico, Medio, Superior o Personalizado, sin importar mayúsculas ni tildes. */
export const nombreDePlanValido = z.string({ error: 'Elige el plan.' }).transform((v, ctx) => {
  const nombre = nombreDePlan(v);
  if (!nombre) {
    ctx.addIssue({ code: 'custom', message: `Plan desconocido: ${NOMBRES_DE_PLAN.join(', ')}.` });
    return z.NEVER;
  }
  return nombre;
});

export const frecuenciaDePlan = z.enum(
  CODIGOS_DE_FRECUENCIA_DE_PLAN,
  'Frecuencia del plan: MENSUAL, TRIMESTRAL, SEMESTRAL o ANUAL.',
);

export const cuotasDePlan = z
  .number({ error: 'Indica las cuotas del plan.' })
  .int('Las cuotas del plan son un número entero.')
  .min(1, 'El plan tiene al menos una cuota.')
  .max(120, 'El plan no puede pasar de 120 cuotas.');

export const montoDeCuotaDePlan = pesos('Indica el monto de la cuota del plan.', { incluyeMinimo: true });

/** Límite de usuarios o clientes: entero positivo; null (o vacío) es sin límite. */
export const limiteDePlan = (que: 'usuarios' | 'clientes') =>
  z
    .number({ error: `Indica el límite de ${que}.` })
    .int(`El límite de ${que} es un número entero.`)
    .min(1, `El límite de ${que} es al menos 1.`)
    .max(10_000_000, `El límite de ${que} es demasiado alto.`)
    .nullish();

/** Fin antes del inicio no es un plan: el error va en el campo de la fecha de fin. */
export function finNoAntesDelInicio(
  plan: { inicio?: string | null; fin?: string | null },
  ctx: z.RefinementCtx,
  campo: string[],
) {
  if (plan.inicio && plan.fin && plan.fin < plan.inicio) {
    ctx.addIssue({
      code: 'custom',
      path: campo,
      message: 'La fecha de fin no puede ser anterior al inicio.',
    });
  }
}

/** PUT /empresa/plan (solo SUPERADMIN): cambia el plan y sus límites; add_history guarda el anterior en la historia. */
export const GuardarPlanBody = z
  .object({
    plan_nombre: nombreDePlanValido,
    plan_frecuencia: frecuenciaDePlan,
    plan_cuotas: cuotasDePlan,
    plan_monto_cuota: montoDeCuotaDePlan,
    plan_fecha_inicio: fechaDePlan(),
    plan_fecha_fin: fechaDePlanOpcional(),
    limite_usuarios: limiteDePlan('usuarios'),
    limite_clientes: limiteDePlan('clientes'),
    licencia_perm: z.boolean({ error: 'Indica si la licencia es permanente.' }).default(false),
    add_history: z.boolean().default(true),
  })
  .superRefine((p, ctx) =>
    finNoAntesDelInicio({ inicio: p.plan_fecha_inicio, fin: p.plan_fecha_fin }, ctx, ['plan_fecha_fin']),
  );
export type GuardarPlanBody = z.infer<typeof GuardarPlanBody>;

export const LogoGuardado = z.object({ ok: z.literal(true), message: z.string(), logo_url: z.string() });
