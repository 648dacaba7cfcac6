import { CierreDelDia } from '@prestamos/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { abrirPdf } from '../../lib/pdf';

export interface FiltroDeCuadre {
  /** YYYY-MM-DD, día de negocio. */
  fecha: string;
  /** null: el propio (el cobrador que lo pide). */
  id_usuario: number | null;
}

const consulta = (f: FiltroDeCuadre) => ({ fecha: f.fecha, id_usuario: f.id_usuario ?? undefined });

/** Bajo la clave 'operador': cada cobro la refresca (lib/consultas.ts). */
export const cuadreQuery = (filtro: FiltroDeCuadre) =>
  queryOptions({
    queryKey: ['operador', 'cierre', filtro],
    queryFn: () => api('/operador/cierre', CierreDelDia, { query: consulta(filtro) }),
  });

/** El PDF del cuadre, para firmarlo al entregar el dinero. */
export function imprimirCuadre(filtro: FiltroDeCuadre) {
  const params = new URLSearchParams({ fecha: filtro.fecha });
  if (filtro.id_usuario !== null) params.set('id_usuario', String(filtro.id_usuario));
  return abrirPdf(`/operador/cierre/pdf?${params}`, 'el cuadre del día');
}
