import { CONCEPTO_DE_PAGO_DE_PLAN, METODOS_DE_PAGO_DE_PLAN } from '@prestamos/domain';
import { z } from 'zod';
import {
  fechaDePlanOpcional,
  fechaOpcional,
  listaPaginada,
  MAXIMO_ID,
  paginaQuery,
  pesos,
  textoOpcional,
} from './comun';
import { PlanEmpresa } from './empresa';

/** Pago de un plan: ingreso del dueño del producto por una empresa (no pasa por la caja de la empresa). */
export const PagoDePlan = z.object({
  id: z.number().int(),
  id_pago: z.number().int(),
  id_plan_pago: z.number().int(),
  id_empresa: z.number().int(),
  empresa_nombre: z.string(),
  fecha: z.string(),
  monto: z.number(),
  metodo: z.string(),
  referencia: z.string().nullable(),
  concepto: z.string(),
  /** Fin del plan que dejó este pago. */
  plan_fecha_fin: z.string().nullable(),
  registrado_por: z.string().nullable(),
});
export type PagoDePlan = z.infer<typeof PagoDePlan>;

/** "deposito" o "Depósito" son DEPÓSITO: el método se compara en mayúsculas y sin importar la tilde. */
const metodo = z
  .string({ error: 'Método: EFECTIVO, TRANSFERENCIA, TARJETA o DEPÓSITO.' })
  .transform((v) => {
    const m = v.trim().toUpperCase();
    return m === 'DEPOSITO' ? 'DEPÓSITO' : m;
  })
  .pipe(z.enum(METODOS_DE_PAGO_DE_PLAN, 'Método: EFECTIVO, TRANSFERENCIA, TARJETA o DEPÓSITO.'));

export const RegistrarPagoDePlanBody = z.object({
  /** Por defecto, hoy. */
  fecha: fechaDePlanOpcional(),
  monto: pesos('Indique un monto válido'),
  metodo: metodo.default('EFECTIVO'),
  referencia: textoOpcional(80),
  concepto: textoOpcional(120).transform((v) => v ?? CONCEPTO_DE_PAGO_DE_PLAN),
});
export type RegistrarPagoDePlanBody = z.infer<typeof RegistrarPagoDePlanBody>;

export const PagoDePlanRegistrado = z.object({
  ok: z.literal(true),
  message: z.string(),
  item: PagoDePlan,
  /** El plan con su nueva fecha de fin. */
  plan: PlanEmpresa,
});

/** Historia de pagos de la empresa (hasta 100). */
export const PagosDePlanQuery = paginaQuery({ maximo: 100, porDefecto: 100 });
export const PagosDePlanLista = listaPaginada(PagoDePlan);

/** Todos los pagos de planes (SUPERADMIN): texto, empresa (solo dígitos), desde, hasta. */
export const PagosDePlanAdminQuery = paginaQuery({ maximo: 100, porDefecto: 20 }).extend({
  q: z.string().trim().max(80).optional(),
  empresaId: z
    .string()
    .trim()
    .regex(/^\d*$/, 'El ID de empresa admite solo dígitos.')
    .refine((v) => v === '' || Number(v) <= MAXIMO_ID, 'El ID de empresa admite solo dígitos.')
    .optional(),
  desde: fechaOpcional(),
  hasta: fechaOpcional(),
});
export type PagosDePlanAdminQuery = z.infer<typeof PagosDePlanAdminQuery>;

export const PagosDePlanAdminLista = listaPaginada(PagoDePlan).extend({
  /** Suma de los montos de todos los pagos del filtro (no solo de la página). */
  sum_total: z.number(),
});
export type PagosDePlanAdminLista = z.infer<typeof PagosDePlanAdminLista>;
