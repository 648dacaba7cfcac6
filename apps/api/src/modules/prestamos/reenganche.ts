import { MAXIMO_DE_CUOTAS } from '@prestamos/contract';
import {
  calcularCronograma,
  centavosAPesos,
  fechaDeNegocio,
  formatearCentavos,
  pesosACentavos,
  plazoParaCuota,
  type TipoAmortizacion,
} from '@prestamos/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { empresa } from '../../db/schema/empresa';
import { enContexto } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { conflicto } from '../../lib/errores';
import { eventosEnUnaSentencia } from '../eventos/emitir';
import { prestamoLiquidado } from './avisos';
import { aplicarACuotas, type CuotaAbierta, cuotasAbiertas, emitirRecibo, reservarIdDeRecibo } from './cobro';
import { prestamoActivoBloqueado } from './liquidacion';
import { insertarPrestamo } from './service';

type Estrategia = 'keep_term' | 'keep_installment';

/**
 * Lo que el reenganche le cubre a una cuota abierta: su capital, y de las ya vencidas (hoy incluido) también el interés
 * y la mora, que ya se ganaron; solo se perdona el interés de las cuotas por venir (docs/decisiones/0014-prestamos.md).
 */
function cubiertoPorElReenganche(c: CuotaAbierta, hoy: string) {
  const vencida = c.fecha <= hoy;
  const interes = vencida ? c.interes : 0;
  return { cubierto: c.capital + interes + c.mora, perdonado: c.interes - interes };
}

/**
 * Reenganche (docs/producto.md#prestamos): el saldo actual es lo que el cliente debe hoy (el capital pendiente más el
 * interés y la mora de lo vencido, docs/decisiones/0014-prestamos.md); el nuevo préstamo es por saldo + monto extra,
 * con el mismo tipo, tasa y frecuencia. keep_term conserva la cantidad de cuotas pendientes; keep_installment
 * conserva la cuota y cambia la cantidad.
 */
async function calcularReenganche(
  tx: Tx,
  deps: Dependencias,
  ctx: Contexto,
  idPrestamo: number,
  extraPesos: number,
  estrategia: Estrategia,
) {
  const [emp] = await tx
    .select({ permite: empresa.allow_reengagement })
    .from(empresa)
    .where(eq(empresa.id_empresa, ctx.idEmpresa));
  if (!emp?.permite)
    throw conflicto('La empresa no permite reenganches (Ajustes de la empresa).', 'REENGANCHE_NO_PERMITIDO');
  const p = await prestamoActivoBloqueado(tx, ctx.idEmpresa, idPrestamo);
  if (p.tipo_amortizacion === 'MANUAL') {
    throw conflicto(
      'Un préstamo de tabla manual no se reengancha: crea un préstamo nuevo.',
      'REENGANCHE_MANUAL',
    );
  }
  const hoy = fechaDeNegocio(deps.ahora());
  const abiertas = (await cuotasAbiertas(tx, ctx.idEmpresa, idPrestamo, hoy)).map((c) => ({
    ...c,
    ...cubiertoPorElReenganche(c, hoy),
  }));
  const saldoActual = abiertas.reduce((s, c) => s + c.cubierto, 0);
  const extra = pesosACentavos(extraPesos);
  const saldoNuevo = saldoActual + extra;
  if (saldoNuevo <= 0)
    throw conflicto('No hay saldo que reenganchar: el préstamo no tiene capital pendiente.');
  const tasa = p.tasa === null ? 0 : Number(p.tasa);
  const tipo = p.tipo_amortizacion as Exclude<TipoAmortizacion, 'MANUAL'>;
  const frecuencia = p.frecuencia as Parameters<typeof calcularCronograma>[0]['frecuencia'];
  const cuotaActual = abiertas[0] ? abiertas[0].capitalCuota + abiertas[0].interesCuota : 0;
  let plazo = Math.max(abiertas.length, 1);
  if (estrategia === 'keep_installment' && tipo !== 'INTERES') {
    const calculado = plazoParaCuota({ montoCentavos: saldoNuevo, tasa, tipo, frecuencia }, cuotaActual);
    if (calculado === null) {
      throw conflicto(
        'La cuota actual no alcanza ni para los intereses del nuevo saldo: usa «mantener plazo».',
        'CUOTA_INSUFICIENTE',
      );
    }
    if (calculado > MAXIMO_DE_CUOTAS) {
      // Una cuota que apenas pasa del interés del nuevo saldo pediría miles de cuotas (las operaciones al azar dieron
      // con una de 19 000): el mismo tope que al crear un préstamo.
      throw conflicto(
        `Con la cuota actual, el nuevo saldo necesitaría ${calculado} cuotas y el máximo es ${MAXIMO_DE_CUOTAS}: usa «mantener plazo» o un monto extra menor.`,
        'PLAZO_EXCESIVO',
      );
    }
    plazo = calculado;
  }
  const cuotas = calcularCronograma({
    montoCentavos: saldoNuevo,
    plazo,
    tasa,
    tipo,
    frecuencia,
    fechaInicio: hoy,
  });
  return { p, abiertas, saldoActual, extra, saldoNuevo, tasa, tipo, frecuencia, plazo, hoy, cuotas };
}

export async function previsualizarReenganche(
  deps: Dependencias,
  ctx: Contexto,
  idPrestamo: number,
  extra: number,
  estrategia: Estrategia,
) {
  // No escribe nada: solo calcula (con las mismas reglas y bloqueos que el reenganche de verdad).
  return enContexto(deps.db, ctx, async (tx) => {
    const r = await calcularReenganche(tx, deps, ctx, idPrestamo, extra, estrategia);
    return {
      ok: true as const,
      resumen: {
        saldo_actual: centavosAPesos(r.saldoActual),
        delta: centavosAPesos(r.extra),
        saldo_nuevo: centavosAPesos(r.saldoNuevo),
        cuotas: r.plazo,
        cuota_aprox: centavosAPesos(r.cuotas[0]?.cuota ?? 0),
      },
      cuotas: r.cuotas.map((c) => ({
        no_cuota: c.no,
        monto_cuota: centavosAPesos(c.cuota),
        interes_cuota: centavosAPesos(c.interes),
        capital_cuota: centavosAPesos(c.capital),
        balance_prestamo: centavosAPesos(c.saldo),
        fecha_debe_pagar: c.fecha,
      })),
    };
  });
}

/**
 * Hace el reenganche: el préstamo anterior queda saldado con un recibo REENGANCHE (lo que debe hoy pasa al nuevo; el
 * interés aún no vencido se perdona) y nace el nuevo, enlazado al anterior. De la caja sale solo el monto extra.
 */
export async function reenganchar(
  deps: Dependencias,
  ctx: Contexto,
  idPrestamo: number,
  extra: number,
  estrategia: Estrategia,
) {
  const ahora = deps.ahora();
  return enContexto(deps.db, ctx, async (tx) => {
    const r = await calcularReenganche(tx, deps, ctx, idPrestamo, extra, estrategia);
    const idRecibo = await reservarIdDeRecibo(tx);
    await aplicarACuotas(
      tx,
      { idEmpresa: ctx.idEmpresa, idPrestamo, idRecibo, fecha: ahora, saldaElDia: r.hoy },
      r.abiertas.map((c) => ({
        cuota: c,
        cubierto: { mora: c.mora, interes: c.interes, capital: c.capital },
        descuento: c.perdonado,
      })),
    );
    // Al final lo que comparte la empresa, en el orden de docs/decisiones/0025-escrituras-a-la-vez.md: el préstamo
    // nuevo toma el candado de la caja (el monto extra) y la serie de préstamos, y después el recibo del que se
    // salda, la serie de recibos.
    const nuevo = await insertarPrestamo(tx, deps, ctx, {
      idCliente: r.p.id_cliente,
      montoCentavos: r.saldoNuevo,
      plazo: r.plazo,
      tasa: r.tasa,
      tipo: r.tipo,
      frecuencia: r.frecuencia,
      fechaInicio: r.hoy,
      gastosCentavos: 0,
      nota: `Reenganche del préstamo ${r.p.codigo_prestamo}`,
      idPrestamoOrigen: idPrestamo,
      desembolsoCentavos: r.extra,
    });
    const noRecibo = await emitirRecibo(
      tx,
      {
        idRecibo,
        idEmpresa: ctx.idEmpresa,
        idPrestamo,
        idCliente: r.p.id_cliente,
        concepto: 'REENGANCHE',
        metodo: null,
        totalCentavos: r.saldoActual,
        descuentoCentavos: r.abiertas.reduce((s, c) => s + c.perdonado, 0),
        nota: `Saldado con un préstamo nuevo por ${formatearCentavos(r.saldoNuevo)}`,
        fecha: ahora,
        hoy: r.hoy,
        idUsuario: ctx.idUsuario,
        saldoDespuesCentavos: 0,
      },
      undefined,
      // El anterior queda saldado (el nuevo ya avisó que se otorgó, en su alta).
      () => eventosEnUnaSentencia(tx, ctx, [prestamoLiquidado(r.p)]),
    );
    return {
      ok: true as const,
      message: `Reenganche hecho: el préstamo ${r.p.codigo_prestamo} quedó saldado y se creó el ${nuevo.codigo}`,
      prestamo: { id_prestamo: nuevo.idPrestamo, codigo_prestamo: nuevo.codigo },
      no_recibo: noRecibo,
    };
  });
}
