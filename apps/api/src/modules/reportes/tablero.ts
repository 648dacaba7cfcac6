import type { EnMora, ProximoAVencer, Tablero } from '@prestamos/contract';
import {
  centavosAPesos,
  diasDeAtraso,
  diasEntre,
  enRiesgo,
  fechaDeNegocio,
  pesosACentavos,
  sumarDias,
} from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import { leerJuntas } from '../../db/lecturas';
import { enContexto, enPlataforma } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { conteoDeEmpresas } from '../empresas/repositorio';
import { lecturaDeCuotas } from '../prestamos/cuotas';
import { condicionDeEstadoUi, lecturaDePrestamos } from '../prestamos/repositorio';
import { abiertasDe, cobrosPorDia, DIAS_DE_EFICIENCIA, saludEnPesos } from './cifras';
import { conteosPorEstado, diasDeCobro, gruposDeCartera, ultimosClientes } from './repositorio';

/** Cuántas filas muestra cada lista del tablero; el resto está en los reportes. */
const FILAS_POR_LISTA = 10;
const ULTIMOS_CLIENTES = 5;
/** "Próximos a vencer": de hoy a hoy + 7 (docs/producto.md#tablero). */
const DIAS_PROXIMOS = 7;

/**
 * El tablero de inicio (docs/producto.md#tablero; issue 13): tarjetas, próximas a vencer, en mora, últimos clientes y
 * los datos de sus gráficos. Las cifras de la empresa salen de los resúmenes y contadores (cuesta lo mismo con 50
 * clientes que con 50 000); las de un cobrador, de sus clientes. Las listas leen solo las filas que muestran, por
 * índice.
 */
const min = (a: string, b: string) => (a < b ? a : b);

export async function tableroDe(deps: Dependencias, ctx: Contexto): Promise<Tablero> {
  const hoy = fechaDeNegocio(deps.ahora());
  const hasta = sumarDias(hoy, DIAS_PROXIMOS);
  const inicioDeMes = `${hoy.slice(0, 8)}01`;
  const desdeGrafico = sumarDias(hoy, -(DIAS_DE_EFICIENCIA - 1));

  const tablero = await enContexto(deps.db, ctx, async (tx) => {
    // Las siete lecturas del tablero van en una sentencia: una ida a la base.
    const { grupos, dias, conteos, cuotas, atrasados, ultimos } = await leerJuntas(tx, {
      grupos: gruposDeCartera(tx, ctx.idEmpresa, ['E'], hoy),
      // Día por día solo desde donde empiezan el gráfico y el mes; lo anterior solo suma a lo vencido.
      dias: diasDeCobro(tx, ctx.idEmpresa, null, hasta, min(desdeGrafico, inicioDeMes)),
      conteos: conteosPorEstado(tx, ctx.idEmpresa),
      cuotas: lecturaDeCuotas(tx, ctx.idEmpresa, hoy, {
        donde: sql`c.estado_cuota <> 'PAGADA' and c.fecha_debe_pagar between ${hoy}::date and ${hasta}::date`,
        soloCuota: true,
        orden: sql`c.fecha_debe_pagar, c.id_pago`,
        limite: FILAS_POR_LISTA,
      }),
      atrasados: lecturaDePrestamos(tx, ctx.idEmpresa, hoy, {
        condiciones: [condicionDeEstadoUi('EN MORA', hoy) ?? sql`false`],
        orden: 'atraso',
        limite: FILAS_POR_LISTA,
        desde: 0,
      }),
      ultimos: ultimosClientes(tx, ctx.idEmpresa, ULTIMOS_CLIENTES),
    });

    const vencidos = abiertasDe(dias.filter((d) => d.fecha < hoy));
    const proximos = abiertasDe(dias.filter((d) => d.fecha >= hoy));
    const cobradoMes = dias
      .filter((d) => d.fecha >= inicioDeMes && d.fecha <= hoy)
      .reduce((t, d) => t + d.cobradoCentavos, 0);
    const sumar = (f: (g: (typeof grupos)[number]) => number) => grupos.reduce((t, g) => t + f(g), 0);
    const clientesConPrestamo = sumar((g) => g.clientes);
    // En mora es en riesgo desde el primer día: la misma regla que PAR 1 del reporte.
    const enMoraHoy = (g: (typeof grupos)[number]) => enRiesgo(diasDeAtraso(g.vence, hoy), 1);
    const clientesEnMora = sumar((g) => (enMoraHoy(g) ? g.clientes : 0));
    const prestamosEnMora = sumar((g) => (enMoraHoy(g) ? g.prestamos : 0));
    const totalClientes = conteos.clientesActivos + conteos.clientesInactivos;

    const proximosVencer: ProximoAVencer[] = cuotas.map((c) => ({
      id: c.id_pago,
      id_pago: c.id_pago,
      id_prestamo: c.id_prestamo,
      id_cliente: c.id_cliente,
      cliente: c.cliente,
      telefono: c.telefono,
      prestamo: c.codigo_prestamo,
      no_cuota: c.no_cuota,
      fecha: c.fecha_debe_pagar,
      dias: diasEntre(hoy, c.fecha_debe_pagar),
      monto: centavosAPesos(pesosACentavos(c.capital_pendiente) + pesosACentavos(c.interes_pendiente)),
    }));

    const enMora: EnMora[] = atrasados.map(({ prestamo: p, idPagoPrimeraAbierta }) => ({
      id_prestamo: p.id_prestamo,
      id_cliente: p.id_cliente,
      id_pago: idPagoPrimeraAbierta,
      cliente: p.cliente,
      telefono: p.telefono,
      prestamo: p.codigo_prestamo,
      diasMora: diasDeAtraso(p.proximo_vencimiento, hoy),
      cuotasVencidas: p.cuotas_vencidas,
      // El total de la lista es lo vencido sin mora (del resumen): cada fila lo da aparte para que sumen igual.
      vencido: centavosAPesos(pesosACentavos(p.monto_vencido) - pesosACentavos(p.mora)),
      mora: p.mora,
      monto_adeudado: p.monto_vencido,
    }));

    return {
      ok: true as const,
      fecha: hoy,
      cards: {
        clientes: {
          total: totalClientes,
          activos: conteos.clientesActivos,
          pasivos: conteos.clientesInactivos,
          mora: clientesEnMora,
          conPrestamo: clientesConPrestamo,
          sinPrestamo: totalClientes - clientesConPrestamo,
        },
        prestamos: {
          total: conteos.prestamosActivos + conteos.prestamosSaldados,
          activos: conteos.prestamosActivos,
          saldados: conteos.prestamosSaldados,
        },
        cartera: {
          capitalPendiente: centavosAPesos(sumar((g) => g.capitalCentavos)),
          interesPendiente: centavosAPesos(sumar((g) => g.interesCentavos)),
          montoVencido: centavosAPesos(vencidos.centavos),
          cobradoMes: centavosAPesos(cobradoMes),
        },
      },
      proximosVencer,
      enMora,
      ultimosClientes: ultimos,
      totales: {
        proximosVencer: { cuotas: proximos.cuotas, monto: centavosAPesos(proximos.centavos) },
        enMora: { prestamos: prestamosEnMora, monto: centavosAPesos(vencidos.centavos) },
      },
      graficos: {
        cobros: cobrosPorDia(
          dias.filter((d) => d.fecha >= desdeGrafico && d.fecha <= hoy),
          desdeGrafico,
          hoy,
        ),
        cartera: saludEnPesos(grupos, hoy).tramos,
      },
    };
  });
  if (!ctx.esSuperadmin) return tablero;
  const empresas = await enPlataforma(deps.db, (tx) => conteoDeEmpresas(tx, hoy));
  return { ...tablero, cards: { ...tablero.cards, empresas } };
}
