import type { CierreDelDia } from '@prestamos/contract';
import { centavosAPesos, fechaDeNegocio, tienePermiso } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import type { FilaRecibo } from '../../db/schema/prestamos';
import { enContexto, filasDe } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { AppError, noEncontrado } from '../../lib/errores';
import { egresosDelUsuario } from '../caja/repositorio';
import { type DatosDeDocumento, datosDeEmpresa } from '../prestamos/documentos/datos';
import { diaDeNegocio } from './cartera';

type FilaDelCuadre = Pick<
  FilaRecibo,
  'id_recibo' | 'no_recibo' | 'fecha' | 'cobrado_en' | 'concepto' | 'metodo' | 'total_centavos' | 'estado'
> & { nombres: string; apellidos: string; codigo_prestamo: string };

export type Cierre = CierreDelDia & { empresa: DatosDeDocumento['empresa'] };

/**
 * De quién es el cuadre: el propio; el de otro cobrador solo con `caja.ver` (quien recibe el dinero en la oficina).
 */
function cobradorPedido(ctx: Contexto, idUsuario: number | undefined): number {
  if (idUsuario === undefined || idUsuario === ctx.idUsuario) return ctx.idUsuario;
  if (!tienePermiso(ctx, 'caja.ver')) {
    throw new AppError(403, 'Solo puedes ver tu propio cuadre del día.', 'NO_AUTORIZADO');
  }
  return idUsuario;
}

/**
 * El cuadre del día de un cobrador (issue 11): cada recibo que cobró ese día de negocio (cobros y liquidaciones; un
 * reenganche no trae efectivo), los totales por método de lo vigente, el dinero que sacó de la caja (sus egresos:
 * gastos, retiros, desembolsos; issue 34), lo que entrega (lo cobrado menos esos egresos) y aparte lo que se anuló.
 * El día es el del cobrador (`cobrado_en`, issue 35): un cobro hecho sin conexión cuenta el día que recibió el dinero
 * aunque llegue después, y los que llegaron otro día van además aparte ('Sincronizados tarde'), que el cuadre impreso
 * ese día no los tenía. Por el índice recibo_por_cobrador: solo los recibos de ese cobrador ese día.
 */
export async function cierreDelDia(
  deps: Dependencias,
  ctx: Contexto,
  q: { fecha?: string | null | undefined; id_usuario?: number | undefined },
): Promise<Cierre> {
  const fecha = q.fecha ?? fechaDeNegocio(deps.ahora());
  const idUsuario = cobradorPedido(ctx, q.id_usuario);
  return enContexto(deps.db, ctx, async (tx) => {
    const [cobrador] = await filasDe<{ nombre: string }>(
      tx,
      sql`select coalesce(nullif(trim(concat_ws(' ', nombres, apellidos)), ''), usuario) as nombre from usuario
          where id_empresa = ${ctx.idEmpresa} and id_usuario = ${idUsuario}`,
    );
    if (!cobrador) throw noEncontrado('Usuario');
    const dia = diaDeNegocio(fecha);
    const filas = await filasDe<FilaDelCuadre>(
      tx,
      sql`select r.id_recibo, r.no_recibo, r.fecha, r.cobrado_en, r.concepto, r.metodo, cl.nombres, cl.apellidos,
            p.codigo_prestamo, r.total_centavos, r.estado
          from recibo r
          join prestamo p on p.id_empresa = r.id_empresa and p.id_prestamo = r.id_prestamo
          join cliente cl on cl.id_empresa = r.id_empresa and cl.id_cliente = r.id_cliente
          where r.id_empresa = ${ctx.idEmpresa} and r.id_usuario = ${idUsuario}
            and r.cobrado_en >= ${dia.desde} and r.cobrado_en < ${dia.hasta} and r.concepto <> 'REENGANCHE'
          order by r.cobrado_en, r.id_recibo`,
    );
    const recibos = filas.map((f) => ({
      id_recibo: f.id_recibo,
      no_recibo: f.no_recibo,
      fecha: new Date(f.cobrado_en).toISOString(),
      registrado_en: new Date(f.fecha).toISOString(),
      concepto: f.concepto,
      metodo: f.metodo,
      cliente: `${f.nombres} ${f.apellidos}`,
      codigo_prestamo: f.codigo_prestamo,
      total: centavosAPesos(Number(f.total_centavos)),
      estado: f.estado,
    }));
    const egresos = await egresosDelUsuario(tx, ctx.idEmpresa, idUsuario, dia);
    const vigentes = filas.filter((f) => f.estado === 'VIGENTE');
    const anulados = filas.filter((f) => f.estado !== 'VIGENTE');
    // Llegó al servidor un día de negocio posterior al del cobro.
    const tarde = (registradoEn: string | Date) => fechaDeNegocio(new Date(registradoEn)) > fecha;
    const tardios = vigentes.filter((f) => tarde(f.fecha));
    const centavos = (lista: FilaDelCuadre[]) => lista.reduce((s, f) => s + Number(f.total_centavos), 0);
    const metodos = [...new Set(vigentes.map((f) => f.metodo ?? 'EFECTIVO'))].sort();
    const cobrado = centavos(vigentes);
    const egresado = egresos.reduce((s, m) => s + Number(m.monto_centavos), 0);
    const empresa = await datosDeEmpresa(tx, ctx.idEmpresa);
    if (!empresa) throw noEncontrado('Empresa', true);
    return {
      ok: true as const,
      fecha,
      cobrador: { id_usuario: idUsuario, nombre: cobrador.nombre },
      recibos: recibos.filter((r) => r.estado === 'VIGENTE' && !tarde(r.registrado_en)),
      totales: {
        cantidad: vigentes.length,
        total: centavosAPesos(cobrado),
        por_metodo: metodos.map((metodo) => {
          const deEste = vigentes.filter((f) => (f.metodo ?? 'EFECTIVO') === metodo);
          return { metodo, cantidad: deEste.length, total: centavosAPesos(centavos(deEste)) };
        }),
      },
      egresos: {
        cantidad: egresos.length,
        total: centavosAPesos(egresado),
        movimientos: egresos.map((m) => ({
          id_movimiento: m.id_movimiento,
          fecha: new Date(m.fecha).toISOString(),
          origen: m.origen,
          descripcion: m.descripcion,
          monto: centavosAPesos(Number(m.monto_centavos)),
        })),
      },
      neto: centavosAPesos(cobrado - egresado),
      anulados: {
        cantidad: anulados.length,
        total: centavosAPesos(centavos(anulados)),
        recibos: recibos.filter((r) => r.estado !== 'VIGENTE'),
      },
      sincronizados_tarde: {
        cantidad: tardios.length,
        total: centavosAPesos(centavos(tardios)),
        recibos: recibos.filter((r) => r.estado === 'VIGENTE' && tarde(r.registrado_en)),
      },
      empresa,
    };
  });
}
