import type { GuardarAjustesBody } from '@prestamos/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { empresa } from '../../db/schema/empresa';
import { enContexto } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { noEncontrado } from '../../lib/errores';
import { buscarEmpresa } from './repositorio';

type FilaEmpresa = typeof empresa.$inferSelect;

function aAjustes(e: FilaEmpresa) {
  return {
    show_logo: e.show_logo,
    show_name: e.show_name,
    allow_multiple_loans: e.allow_multiple_loans,
    allow_reengagement: e.allow_reengagement,
    show_code_under_logo: e.show_code_under_logo,
    block_inactive_login_msg: e.mensaje_inactivo,
    mora_porcentaje: Number(e.mora_porcentaje),
    dias_gracia: e.dias_gracia,
    dias_maximos_diferimiento: e.dias_maximos_diferimiento,
    ticket_mm: e.ticket_mm as 58 | 80 | null,
    inactividad_operador_min: e.inactividad_operador_min,
  };
}

export async function leerAjustes(deps: Dependencias, ctx: Contexto) {
  return enContexto(deps.db, ctx, async (tx) => {
    const e = await buscarEmpresa(tx, ctx.idEmpresa);
    if (!e) throw noEncontrado('Empresa', true);
    return { ok: true as const, item: aAjustes(e) };
  });
}

/**
 * Guarda las preferencias, la regla de mora, el tope para diferir y la inactividad de los cobradores de la empresa. Lo que no viene no cambia. El mensaje para empresas
 * inactivas solo lo cambia SUPERADMIN (docs/producto.md#empresas-y-planes): de otro rol se ignora.
 */
export async function guardarAjustes(
  deps: Dependencias,
  ctx: Contexto,
  body: z.infer<typeof GuardarAjustesBody>,
) {
  const { block_inactive_login_msg, mora_porcentaje, ...preferencias } = body;
  const cambios = {
    ...preferencias,
    ...(mora_porcentaje === undefined ? {} : { mora_porcentaje: String(mora_porcentaje) }),
    ...(ctx.esSuperadmin && block_inactive_login_msg !== undefined
      ? { mensaje_inactivo: block_inactive_login_msg }
      : {}),
  };
  return enContexto(deps.db, ctx, async (tx) => {
    // Un cuerpo que no cambia nada (vacío, o solo con campos desconocidos) responde los ajustes tal como están.
    const [e] =
      Object.keys(cambios).length === 0
        ? [await buscarEmpresa(tx, ctx.idEmpresa)]
        : await tx.update(empresa).set(cambios).where(eq(empresa.id_empresa, ctx.idEmpresa)).returning();
    if (!e) throw noEncontrado('Empresa', true);
    return { ok: true as const, message: 'Ajustes guardados', item: aAjustes(e) };
  });
}
