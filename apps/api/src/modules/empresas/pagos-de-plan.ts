import type { PagoDePlan, PagosDePlanAdminQuery, RegistrarPagoDePlanBody } from '@prestamos/contract';
import { centavosAPesos, fechaDeNegocio, finTrasUnPago, pesosACentavos } from '@prestamos/domain';
import { and, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { empresa } from '../../db/schema/empresa';
import { pago_plan } from '../../db/schema/planes';
import { enContexto, enPlataforma } from '../../db/transacciones';
import { patronContiene } from '../../lib/busqueda';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { conflicto } from '../../lib/errores';
import { paginaDe } from '../../lib/paginas';
import { planDe } from './plan';
import { empresaBloqueada, ID_EMPRESA_SOPORTE } from './repositorio';

const columnas = {
  pago: pago_plan,
  empresa_nombre: empresa.nombre_empresa,
  registrado_por: sql<
    string | null
  >`(select coalesce(nullif(trim(concat_ws(' ', u.nombres, u.apellidos)), ''), u.usuario)
    from usuario u where u.id_usuario = ${pago_plan.registrado_por})`,
};

type FilaPago = {
  pago: typeof pago_plan.$inferSelect;
  empresa_nombre: string;
  registrado_por: string | null;
};

function aPagoDePlan(f: FilaPago): PagoDePlan {
  const p = f.pago;
  return {
    id: p.id_pago_plan,
    id_pago: p.id_pago_plan,
    id_plan_pago: p.id_pago_plan,
    id_empresa: p.id_empresa,
    empresa_nombre: f.empresa_nombre,
    fecha: p.fecha,
    monto: centavosAPesos(p.monto_centavos),
    metodo: p.metodo,
    referencia: p.referencia,
    concepto: p.concepto,
    plan_fecha_fin: p.plan_fecha_fin,
    registrado_por: f.registrado_por,
  };
}

function consultaDePagos(tx: Tx) {
  return tx.select(columnas).from(pago_plan).innerJoin(empresa, eq(empresa.id_empresa, pago_plan.id_empresa));
}

/** La historia de pagos del plan de la empresa, la más reciente primero. */
export async function listarPagosDeEmpresa(
  deps: Dependencias,
  ctx: Contexto,
  q: { page: number; pageSize: number },
) {
  const donde = eq(pago_plan.id_empresa, ctx.idEmpresa);
  return enContexto(deps.db, ctx, async (tx) => {
    const filas = await consultaDePagos(tx)
      .where(donde)
      .orderBy(desc(pago_plan.fecha), desc(pago_plan.id_pago_plan))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [total] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(pago_plan)
      .where(donde);
    return paginaDe(filas.map(aPagoDePlan), total?.n ?? 0, q);
  });
}

/**
 * Registra un pago del plan (solo SUPERADMIN, sobre la empresa que está viendo) y adelanta el fin del plan desde el
 * fin actual o, si ya había vencido el día del pago, desde ese día, en proporción a lo pagado frente al precio del
 * período (`finTrasUnPago`, docs/decisiones/0016-empresas-planes-y-ver-empresa.md). Con licencia permanente el pago
 * se registra pero el plan no tiene fin que mover.
 */
export async function registrarPagoDePlan(deps: Dependencias, ctx: Contexto, body: RegistrarPagoDePlanBody) {
  if (ctx.idEmpresa === ID_EMPRESA_SOPORTE) {
    throw conflicto(
      'La empresa de soporte no paga plan: entra a la empresa que pagó (Ver) y registra ahí el pago.',
    );
  }
  const ahora = deps.ahora();
  const hoy = fechaDeNegocio(ahora);
  const fecha = body.fecha ?? hoy;
  const montoCentavos = pesosACentavos(body.monto);
  return enContexto(deps.db, ctx, async (tx) => {
    const actual = await empresaBloqueada(tx, ctx.idEmpresa);
    const fin = actual.licencia_perm
      ? actual.plan_fecha_fin
      : finTrasUnPago(actual.plan_fecha_fin, actual.plan_frecuencia ?? 'MENSUAL', fecha, {
          montoCentavos,
          precioCentavos: actual.plan_monto_cuota_centavos,
        });
    const [creado] = await tx
      .insert(pago_plan)
      .values({
        id_empresa: ctx.idEmpresa,
        fecha,
        monto_centavos: montoCentavos,
        metodo: body.metodo,
        referencia: body.referencia ?? null,
        concepto: body.concepto,
        plan_fecha_fin_anterior: actual.plan_fecha_fin,
        plan_fecha_fin: fin,
        registrado_por: ctx.idUsuario,
        creado_en: ahora,
      })
      .returning({ id: pago_plan.id_pago_plan });
    await tx.update(empresa).set({ plan_fecha_fin: fin }).where(eq(empresa.id_empresa, ctx.idEmpresa));
    const [fila] = await consultaDePagos(tx).where(eq(pago_plan.id_pago_plan, creado?.id ?? 0));
    if (!fila) throw new Error('El pago del plan no se guardó.');
    return {
      ok: true as const,
      message: 'Pago registrado',
      item: aPagoDePlan(fila),
      plan: await planDe(tx, ctx.idEmpresa, hoy),
    };
  });
}

/** Todos los pagos de planes de la plataforma (soporte), con filtros y la suma de lo filtrado. */
export async function listarTodosLosPagos(deps: Dependencias, f: PagosDePlanAdminQuery) {
  const condiciones: (SQL | undefined)[] = [
    f.empresaId ? eq(pago_plan.id_empresa, Number(f.empresaId)) : undefined,
    f.desde ? gte(pago_plan.fecha, f.desde) : undefined,
    f.hasta ? lte(pago_plan.fecha, f.hasta) : undefined,
  ];
  if (f.q) {
    const patron = patronContiene(f.q);
    condiciones.push(
      or(
        ilike(empresa.nombre_empresa, patron),
        ilike(empresa.rnc, patron),
        ilike(pago_plan.concepto, patron),
        ilike(pago_plan.referencia, patron),
        ilike(pago_plan.metodo, patron),
      ),
    );
  }
  const donde = and(...condiciones);
  return enPlataforma(deps.db, async (tx) => {
    const filas = await consultaDePagos(tx)
      .where(donde)
      .orderBy(desc(pago_plan.fecha), desc(pago_plan.id_pago_plan))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize);
    const [totales] = await tx
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        suma: sql<number>`coalesce(sum(${pago_plan.monto_centavos}), 0)`.mapWith(Number),
      })
      .from(pago_plan)
      .innerJoin(empresa, eq(empresa.id_empresa, pago_plan.id_empresa))
      .where(donde);
    return {
      ...paginaDe(filas.map(aPagoDePlan), totales?.n ?? 0, f),
      sum_total: centavosAPesos(totales?.suma ?? 0),
    };
  });
}
