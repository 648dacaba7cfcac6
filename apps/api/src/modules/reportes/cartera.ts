import type { ReporteDeCartera } from '@prestamos/contract';
import { centavosAPesos, fechaDeNegocio, porcentaje, sumarDias } from '@prestamos/domain';
import { leerJuntas } from '../../db/lecturas';
import { enContexto } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { cobrosPorDia, DIAS_DE_EFICIENCIA, saludEnPesos } from './cifras';
import { diasDeCobro, gruposDeCartera, nombresDeGrupos } from './repositorio';

/**
 * Salud de la cartera (issue 13): PAR 1/30/90 y antigüedad del atraso de la empresa, de cada ruta y de cada cobrador,
 * y la eficiencia de cobro de los últimos 30 días. Un cobrador ve lo de sus rutas. Sus cuatro lecturas van en una
 * sentencia.
 */
export async function reporteDeCartera(deps: Dependencias, ctx: Contexto): Promise<ReporteDeCartera> {
  const hoy = fechaDeNegocio(deps.ahora());
  const desde = sumarDias(hoy, -(DIAS_DE_EFICIENCIA - 1));
  return enContexto(deps.db, ctx, async (tx) => {
    const { grupos, rutas, cobradores, crudos } = await leerJuntas(tx, {
      grupos: gruposDeCartera(tx, ctx.idEmpresa, ['E', 'R', 'C'], hoy),
      ...nombresDeGrupos(tx, ctx.idEmpresa),
      crudos: diasDeCobro(tx, ctx.idEmpresa, desde, hoy),
    });
    const de = (dimension: 'E' | 'R' | 'C', id: number) =>
      grupos.filter((g) => g.dimension === dimension && g.id === id);
    const conCartera = (dimension: 'R' | 'C', id: number) => de(dimension, id).length > 0;

    const porRuta = [
      ...rutas
        .filter((r) => r.activa || conCartera('R', r.id))
        .map((r) => ({ id_ruta: r.id, nombre: r.nombre, ...saludEnPesos(de('R', r.id), hoy) })),
      ...(ctx.cobrador === null && conCartera('R', 0)
        ? [{ id_ruta: 0, nombre: 'Sin ruta', ...saludEnPesos(de('R', 0), hoy) }]
        : []),
    ];
    const porCobrador = [
      ...cobradores.map((u) => ({ id_usuario: u.id, nombre: u.nombre, ...saludEnPesos(de('C', u.id), hoy) })),
      ...(ctx.cobrador === null && conCartera('C', 0)
        ? [{ id_usuario: 0, nombre: 'Sin cobrador', ...saludEnPesos(de('C', 0), hoy) }]
        : []),
    ];
    const vencia = crudos.reduce((t, d) => t + d.montoCentavos, 0);
    const cobrado = crudos.reduce((t, d) => t + d.cobradoCentavos, 0);
    return {
      ok: true as const,
      fecha: hoy,
      cartera: saludEnPesos(de('E', 0), hoy),
      porRuta,
      porCobrador,
      eficiencia: {
        dias: cobrosPorDia(crudos, desde, hoy),
        vencia: centavosAPesos(vencia),
        cobrado: centavosAPesos(cobrado),
        porcentaje: vencia > 0 ? porcentaje(cobrado, vencia) : null,
      },
    };
  });
}
