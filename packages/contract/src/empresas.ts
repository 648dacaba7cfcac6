import { PLAN_DE_EMPRESA_NUEVA } from '@prestamos/domain';
import { z } from 'zod';
import {
  correoOpcional,
  fechaDePlanOpcional,
  listaPaginada,
  MENSAJE_APELLIDOS_SIN_LETRAS,
  MENSAJE_NOMBRE_SIN_LETRAS,
  nombreDePersonaOpcional,
  paginaQuery,
  textoOpcional,
  textoRequerido,
} from './comun';
import {
  codigoDeEmpresa,
  cuotasDePlan,
  EmpresaInfo,
  EstadoEmpresa,
  finNoAntesDelInicio,
  frecuenciaDePlan,
  limiteDePlan,
  montoDeCuotaDePlan,
  nombreDePlanValido,
  PlanEmpresa,
} from './empresa';
import { nombreDeUsuario, passwordOpcional } from './usuarios';

/** Fila de la administración de empresas (SUPERADMIN): la ficha, su plan y lo que usa de sus límites. */
export const EmpresaListada = EmpresaInfo.extend(
  PlanEmpresa.omit({ limite_usuarios: true, limite_clientes: true, licencia_perm: true }).shape,
);
export type EmpresaListada = z.infer<typeof EmpresaListada>;

/** Páginas de 10, 20 o 50. `q` se acepta como sinónimo de `search`. */
export const EmpresasQuery = paginaQuery({ maximo: 50, porDefecto: 10 }).extend({
  search: z.string().trim().max(80).optional(),
  q: z.string().trim().max(80).optional(),
});
export const EmpresasLista = listaPaginada(EmpresaListada);

/** El plan de una empresa nueva, con sus valores por defecto. */
const PlanDeEmpresaNueva = z
  .object({
    nombre: nombreDePlanValido.default(PLAN_DE_EMPRESA_NUEVA.nombre),
    frecuencia: frecuenciaDePlan.default(PLAN_DE_EMPRESA_NUEVA.frecuencia),
    cuotas: cuotasDePlan.default(PLAN_DE_EMPRESA_NUEVA.cuotas),
    monto_cuota: montoDeCuotaDePlan.default(PLAN_DE_EMPRESA_NUEVA.montoCuotaCentavos / 100),
    /** Por defecto, hoy. */
    inicio: fechaDePlanOpcional(),
    /** Por defecto, el inicio más las cuotas del plan. */
    fin: fechaDePlanOpcional(),
  })
  .superRefine((p, ctx) => finNoAntesDelInicio(p, ctx, ['fin']));

/**
 * El administrador de la empresa nueva (docs/producto.md#empresas-y-planes): 'Administrador', usuario 'admin',
 * contraseña generada.
 */
const AdminDeEmpresaNueva = z.object({
  nombres: nombreDePersonaOpcional(MENSAJE_NOMBRE_SIN_LETRAS).transform((v) => v ?? 'Administrador'),
  apellidos: nombreDePersonaOpcional(MENSAJE_APELLIDOS_SIN_LETRAS),
  email: correoOpcional,
  usuario: z
    .string()
    .nullish()
    .transform((v) => v?.trim() || 'admin')
    .pipe(nombreDeUsuario),
  password: passwordOpcional,
});

export const CrearEmpresaBody = z.object({
  nombre_empresa: textoRequerido('Ingresa el nombre de la empresa.', 120),
  rnc: codigoDeEmpresa,
  correo: correoOpcional,
  telefono: textoOpcional(20),
  direccion: textoOpcional(200),
  estado: EstadoEmpresa.default('ACTIVO'),
  licencia_perm: z.boolean().default(false),
  /** Sin límites, los del plan elegido (Básico 3/40, Medio 5/50, Superior 10/150); el Personalizado los exige. */
  limite_usuarios: limiteDePlan('usuarios'),
  limite_clientes: limiteDePlan('clientes'),
  plan: PlanDeEmpresaNueva.prefault({}),
  admin: AdminDeEmpresaNueva.prefault({}),
});
export type CrearEmpresaBody = z.infer<typeof CrearEmpresaBody>;

export const EmpresaCreada = z.object({
  ok: z.literal(true),
  message: z.string(),
  item: EmpresaListada,
  /** El acceso del administrador; la contraseña solo si la generó el servidor, y solo en esta respuesta. */
  admin_user: z.object({ usuario: z.string(), temp_password: z.string().nullable() }),
});
export type EmpresaCreada = z.infer<typeof EmpresaCreada>;

export const EmpresaCambiada = z.object({ ok: z.literal(true), message: z.string(), item: EmpresaListada });
