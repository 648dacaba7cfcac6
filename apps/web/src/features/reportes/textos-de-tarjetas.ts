import { formatearFecha, sumarDias } from '@prestamos/domain';
import type { FiltrosDeCuotas } from './filtros';

/** "Próximas": de hoy a hoy + 7 (docs/producto.md#reportes). */
export const DIAS_PROXIMOS = 7;

const mayor = (a: string, b: string | null) => (b && b > a ? b : a);
const menor = (a: string, b: string | null) => (b && b < a ? b : a);

function entre(desde: string, hasta: string): string {
  return desde === hasta
    ? `el ${formatearFecha(desde)}`
    : `del ${formatearFecha(desde)} al ${formatearFecha(hasta)}`;
}

/** Los filtros que, además de las fechas, acotan las dos tarjetas: "Filtradas por ruta y búsqueda". */
function otrosFiltros(f: FiltrosDeCuotas): string | null {
  const nombres = [f.ruta && 'ruta', f.cobrador && 'cobrador', f.q.trim() && 'búsqueda'].filter(
    (n): n is string => Boolean(n),
  );
  if (nombres.length === 0) return null;
  const ultimo = nombres.pop();
  return `Filtradas por ${nombres.length > 0 ? `${nombres.join(', ')} y ${ultimo}` : ultimo}`;
}

/**
 * Lo que cuenta cada tarjeta del reporte con los filtros puestos: las fechas que de verdad suma (el cruce de "vence
 * desde/hasta" con los próximos 7 días o con lo vencido antes de hoy) y los demás filtros que la acotan. Sin esto, la
 * tarjeta cambiaba su número y seguía diciendo "del 29/11 al 06/12".
 */
export function detallesDeLasTarjetas(f: FiltrosDeCuotas, hoy: string) {
  const proximasDesde = mayor(hoy, f.desde);
  const proximasHasta = menor(sumarDias(hoy, DIAS_PROXIMOS), f.hasta);
  const ayer = sumarDias(hoy, -1);
  const vencidasHasta = menor(ayer, f.hasta);
  const conFechas = Boolean(f.desde || f.hasta);
  return {
    proximas:
      proximasDesde > proximasHasta
        ? 'Las fechas elegidas no incluyen los próximos 7 días'
        : `Vencen ${entre(proximasDesde, proximasHasta)}`,
    vencidas: !conFechas
      ? 'Pendientes o parciales que vencieron antes de hoy'
      : f.desde && f.desde > vencidasHasta
        ? 'Las fechas elegidas no incluyen días ya vencidos'
        : f.desde
          ? `Vencieron ${entre(f.desde, vencidasHasta)}, pendientes o parciales`
          : `Vencieron hasta el ${formatearFecha(vencidasHasta)}, pendientes o parciales`,
    filtros: otrosFiltros(f),
  };
}
