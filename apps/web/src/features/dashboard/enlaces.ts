import type { Tablero } from '@prestamos/contract';

type Puede = (permiso: string) => boolean;

/**
 * A qué lista lleva cada número del tablero, con su filtro ya puesto. Un número solo enlaza a una lista que el usuario
 * puede abrir; sin ella, null (se muestra sin enlace). Las cuotas van al reporte y, sin él, a Pagos con su rango.
 */
export function enlacesDelTablero(puede: Puede) {
  const si = (permiso: string, ruta: string) => (puede(permiso) ? ruta : null);
  const cuotas = (tipo: 'PROXIMAS' | 'VENCIDAS', rango: 'SEMANA' | 'VENCIDOS') =>
    si('reportes.ver', `/app/reportes?tipo=${tipo}`) ?? si('pagos.ver', `/app/pagos?rango=${rango}`);
  return {
    clientes: si('clientes.ver', '/app/clientes'),
    clientesActivos: si('clientes.ver', '/app/clientes?estado=ACTIVO'),
    clientesInactivos: si('clientes.ver', '/app/clientes?estado=INACTIVO'),
    prestamos: si('prestamos.ver', '/app/prestamos'),
    prestamosAlDia: si('prestamos.ver', '/app/prestamos?estado=VIGENTE'),
    prestamosEnMora: si('prestamos.ver', `/app/prestamos?estado=${encodeURIComponent('EN MORA')}`),
    prestamosSaldados: si('prestamos.ver', '/app/prestamos?estado=SALDADO'),
    cartera: si('reportes.ver', '/app/reportes'),
    proximas: cuotas('PROXIMAS', 'SEMANA'),
    vencidas: cuotas('VENCIDAS', 'VENCIDOS'),
    caja: si('caja.ver', '/app/caja'),
    empresas: si('empresa.plan.ver', '/app/empresa'),
    cliente: (id: number) => si('clientes.ver', `/app/clientes/${id}`),
    prestamo: (id: number) => si('prestamos.ver', `/app/prestamos/${id}`),
  };
}

export type EnlacesDelTablero = ReturnType<typeof enlacesDelTablero>;

/**
 * Préstamos vigentes al día: los activos menos los en mora. Son los que la lista de préstamos llama VIGENTE, así que
 * el número coincide con la lista a la que lleva.
 */
export function prestamosAlDia(t: Pick<Tablero, 'cards' | 'totales'>): number {
  return Math.max(0, t.cards.prestamos.activos - t.totales.enMora.prestamos);
}
