import type { CrearEmpresaBody, EstadoEmpresa, GuardarPlanBody, PlanEmpresa } from '@prestamos/contract';
import {
  FRECUENCIAS_DE_PLAN,
  type FrecuenciaDePlan,
  finDelPlan,
  limitesDelPlan,
  type NombreDePlan,
  nombreDePlan,
  PLAN_DE_EMPRESA_NUEVA,
  precioDelPeriodo,
} from '@prestamos/domain';

/** Los campos del plan, iguales en "Nueva empresa" y en "Editar plan". Los números vacíos llegan como ''. */
export interface CamposDePlan {
  plan_nombre: NombreDePlan;
  plan_frecuencia: FrecuenciaDePlan;
  plan_cuotas: number | string;
  plan_monto_cuota: number | string;
  plan_fecha_inicio: string;
  plan_fecha_fin: string;
  limite_usuarios: number | string;
  limite_clientes: number | string;
  licencia_perm: boolean;
}

/**
 * Elegir un plan comercial (o cambiar su frecuencia) llena sus límites (Básico 3/40, Medio 5/50, Superior 10/150) y el
 * monto por cuota con su precio por período (Medio mensual, RD$ 1,000); Personalizado no toca nada.
 */
export function planAlElegir(
  nombre: string,
  frecuencia: string,
): Pick<CamposDePlan, 'limite_usuarios' | 'limite_clientes' | 'plan_monto_cuota'> | null {
  const limites = limitesDelPlan(nombre);
  const precio = precioDelPeriodo(nombre, frecuencia);
  return limites && precio !== null
    ? { limite_usuarios: limites.usuarios, limite_clientes: limites.clientes, plan_monto_cuota: precio / 100 }
    : null;
}

/** Básico, MENSUAL, 6 cuotas de 1500, desde hoy, empresa ACTIVA. */
export function camposDePlanNuevo(hoy: string): CamposDePlan {
  const nombre = PLAN_DE_EMPRESA_NUEVA.nombre;
  return {
    plan_nombre: nombre,
    plan_frecuencia: PLAN_DE_EMPRESA_NUEVA.frecuencia,
    plan_cuotas: PLAN_DE_EMPRESA_NUEVA.cuotas,
    plan_monto_cuota: PLAN_DE_EMPRESA_NUEVA.montoCuotaCentavos / 100,
    plan_fecha_inicio: hoy,
    plan_fecha_fin: '',
    limite_usuarios: limitesDelPlan(nombre)?.usuarios ?? '',
    limite_clientes: limitesDelPlan(nombre)?.clientes ?? '',
    licencia_perm: false,
  };
}

export function camposDelPlanActual(plan: PlanEmpresa, hoy: string): CamposDePlan {
  const frecuencia = FRECUENCIAS_DE_PLAN.find((f) => f.codigo === plan.plan_frecuencia)?.codigo;
  return {
    plan_nombre: nombreDePlan(plan.plan_nombre ?? '') ?? 'Personalizado',
    plan_frecuencia: frecuencia ?? 'MENSUAL',
    plan_cuotas: plan.plan_cuotas ?? 1,
    plan_monto_cuota: plan.plan_monto_cuota ?? 0,
    plan_fecha_inicio: plan.plan_fecha_inicio ?? hoy,
    plan_fecha_fin: plan.plan_fecha_fin ?? '',
    limite_usuarios: plan.limite_usuarios ?? '',
    limite_clientes: plan.limite_clientes ?? '',
    licencia_perm: plan.licencia_perm,
  };
}

/** Sin fecha de fin, el servidor usa el inicio más las cuotas: se muestra cuál será. */
export function finSugerido(c: CamposDePlan): string | null {
  const cuotas = Number(c.plan_cuotas);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(c.plan_fecha_inicio) || !Number.isInteger(cuotas) || cuotas < 1)
    return null;
  return finDelPlan(c.plan_fecha_inicio, c.plan_frecuencia, cuotas);
}

const numeroONull = (v: number | string) => (v === '' ? null : Number(v));

/**
 * Al crear, Personalizado no trae límites: hay que escribirlos (los de los demás planes, si quedan vacíos, los pone el
 * servidor). Al editar, vacío es sin límite.
 */
export function errorDeLimite(
  v: number | string,
  c: CamposDePlan,
  que: 'usuarios' | 'clientes',
  alCrear = true,
) {
  if (v === '') return alCrear && c.plan_nombre === 'Personalizado' ? `Indica el límite de ${que}.` : null;
  return Number.isInteger(Number(v)) && Number(v) >= 1 ? null : `El límite de ${que} es al menos 1.`;
}

export function cuerpoDePlan(c: CamposDePlan): GuardarPlanBody {
  return {
    plan_nombre: c.plan_nombre,
    plan_frecuencia: c.plan_frecuencia,
    plan_cuotas: Number(c.plan_cuotas),
    plan_monto_cuota: Number(c.plan_monto_cuota),
    plan_fecha_inicio: c.plan_fecha_inicio,
    plan_fecha_fin: c.plan_fecha_fin || null,
    limite_usuarios: numeroONull(c.limite_usuarios),
    limite_clientes: numeroONull(c.limite_clientes),
    licencia_perm: c.licencia_perm,
    add_history: true,
  };
}

export interface ValoresDeEmpresaNueva extends CamposDePlan {
  nombre_empresa: string;
  rnc: string;
  correo: string;
  telefono: string;
  direccion: string;
  estado: EstadoEmpresa;
  admin: { nombres: string; apellidos: string; email: string; usuario: string; password: string };
}

export function valoresDeEmpresaNueva(hoy: string): ValoresDeEmpresaNueva {
  return {
    nombre_empresa: '',
    rnc: '',
    correo: '',
    telefono: '',
    direccion: '',
    estado: 'ACTIVO',
    ...camposDePlanNuevo(hoy),
    admin: { nombres: 'Administrador', apellidos: '', email: '', usuario: 'admin', password: '' },
  };
}

export function cuerpoDeEmpresaNueva(v: ValoresDeEmpresaNueva): CrearEmpresaBody {
  const plan = cuerpoDePlan(v);
  return {
    nombre_empresa: v.nombre_empresa.trim(),
    rnc: v.rnc,
    correo: v.correo.trim() || null,
    telefono: v.telefono.trim() || null,
    direccion: v.direccion.trim() || null,
    estado: v.estado,
    licencia_perm: v.licencia_perm,
    limite_usuarios: plan.limite_usuarios,
    limite_clientes: plan.limite_clientes,
    plan: {
      nombre: plan.plan_nombre,
      frecuencia: plan.plan_frecuencia,
      cuotas: plan.plan_cuotas,
      monto_cuota: plan.plan_monto_cuota,
      inicio: plan.plan_fecha_inicio,
      fin: plan.plan_fecha_fin,
    },
    admin: {
      nombres: v.admin.nombres.trim() || 'Administrador',
      apellidos: v.admin.apellidos.trim() || null,
      email: v.admin.email.trim() || null,
      usuario: v.admin.usuario.trim() || 'admin',
      password: v.admin.password || null,
    },
  };
}
