import { enlaceAlReporte } from './filtros';

type Puede = (permiso: string) => boolean;

/**
 * A dónde lleva cada nombre y cada número del reporte. Solo se enlaza una pantalla que el usuario puede abrir (null:
 * se muestra sin enlace). Las cuotas vencidas de una ruta o un cobrador son este mismo reporte con su filtro puesto;
 * "sin ruta" y "sin cobrador" (id 0) no son un filtro de la API.
 */
export function enlacesDelReporte(puede: Puede) {
  const si = (permiso: string, ruta: string) => (puede(permiso) ? ruta : null);
  return {
    cliente: (id: number) => si('clientes.ver', `/app/clientes/${id}`),
    prestamo: (id: number) => si('prestamos.ver', `/app/prestamos/${id}`),
    ruta: (id: number) => (id > 0 ? si('rutas.ver', `/app/rutas/${id}`) : null),
    /** Los préstamos de un tramo de atraso: al día son los vigentes al día; los demás, los en mora. */
    prestamosDelTramo: (codigo: string) =>
      si('prestamos.ver', `/app/prestamos?estado=${codigo === 'AL_DIA' ? 'VIGENTE' : 'EN%20MORA'}`),
    vencidas: () => enlaceAlReporte({ tipo: 'VENCIDAS' }),
    vencidasDeRuta: (id: number) => (id > 0 ? enlaceAlReporte({ tipo: 'VENCIDAS', ruta: id }) : null),
    vencidasDeCobrador: (id: number) => (id > 0 ? enlaceAlReporte({ tipo: 'VENCIDAS', cobrador: id }) : null),
  };
}

export type EnlacesDelReporte = ReturnType<typeof enlacesDelReporte>;
