import type { GuardarPlanBody } from '@prestamos/contract';
import { fechaDeNegocio, finDelPlan, limitesDelPlan, pesosACentavos } from '@prestamos/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { empresa } from '../../db/schema/empresa';
import { plan_historial } from '../../db/schema/planes';
import { enContexto } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { noEncontrado } from '../../lib/errores';
import { aPlan, buscarEmpresa, empresaBloqueada, type FilaEmpresa, usoDeLimites } from './repositorio';

/** El plan de la empresa con lo que usa de sus límites, leído dentro de una transacción ya abierta. */
export async function planDe(tx: Tx, idEmpresa: number, hoy: string) {
  const fila = await buscarEmpresa(tx, idEmpresa);
  if (!fila) throw noEncontrado('Empresa', true);
  return aPlan(fila, await usoDeLimites(tx, idEmpresa), hoy);
}

export async function leerPlan(deps: Dependencias, ctx: Contexto) {
  const plan = await enContexto(deps.db, ctx, (tx) =>
    planDe(tx, ctx.idEmpresa, fechaDeNegocio(deps.ahora())),
  );
  return { ok: true as const, ...plan };
}

/** Guarda el plan que se reemplaza, con quién y cuándo lo cambió. */
export async function archivarPlan(tx: Tx, actual: FilaEmpresa, idUsuario: number, ahora: Date) {
  await tx.insert(plan_historial).values({
    id_empresa: actual.id_empresa,
    plan_nombre: actual.plan_nombre,
    plan_frecuencia: actual.plan_frecuencia,
    plan_cuotas: actual.plan_cuotas,
    plan_monto_cuota_centavos: actual.plan_monto_cuota_centavos,
    plan_fecha_inicio: actual.plan_fecha_inicio,
    plan_fecha_fin: actual.plan_fecha_fin,
    limite_usuarios: actual.limite_usuarios,
    limite_clientes: actual.limite_clientes,
    licencia_perm: actual.licencia_perm,
    cambiado_por: idUsuario,
    cambiado_en: ahora,
  });
}

/**
 * Cambia el plan (solo SUPERADMIN). Sin fecha de fin, el plan cubre sus cuotas desde el inicio. Un límite que no se envía toma el del plan comercial elegido (o se conserva en
 * uno personalizado); null es sin límite. Bajar un límite por debajo de lo usado no borra nada: solo impide nuevas
 * altas hasta que sobre cupo.
 */
export async function guardarPlan(deps: Dependencias, ctx: Contexto, body: GuardarPlanBody) {
  const ahora = deps.ahora();
  const plan = await enContexto(deps.db, ctx, async (tx) => {
    const actual = await empresaBloqueada(tx, ctx.idEmpresa);
    if (body.add_history) await archivarPlan(tx, actual, ctx.idUsuario, ahora);
    const delPlan = limitesDelPlan(body.plan_nombre);
    await tx
      .update(empresa)
      .set({
        plan_nombre: body.plan_nombre,
        plan_frecuencia: body.plan_frecuencia,
        plan_cuotas: body.plan_cuotas,
        plan_monto_cuota_centavos: pesosACentavos(body.plan_monto_cuota),
        plan_fecha_inicio: body.plan_fecha_inicio,
        plan_fecha_fin:
          body.plan_fecha_fin ?? finDelPlan(body.plan_fecha_inicio, body.plan_frecuencia, body.plan_cuotas),
        limite_usuarios:
          body.limite_usuarios === undefined
            ? (delPlan?.usuarios ?? actual.limite_usuarios)
            : body.limite_usuarios,
        limite_clientes:
          body.limite_clientes === undefined
            ? (delPlan?.clientes ?? actual.limite_clientes)
            : body.limite_clientes,
        licencia_perm: body.licencia_perm,
      })
      .where(eq(empresa.id_empresa, ctx.idEmpresa));
    return planDe(tx, ctx.idEmpresa, fechaDeNegocio(ahora));
  });
  return { ok: true as const, message: 'Cambios guardados', ...plan };
}
