import type { CrearRutaBody, EditarRutaBody, Ruta, RutaDetalle, RutasLista } from '@prestamos/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const rutasQuery = queryOptions({
  queryKey: ['rutas'],
  queryFn: () => api<RutasLista>('/rutas'),
});

/** Candidatos por página: pocos, porque el servidor busca mientras se escribe (empresas con miles de clientes). */
export const CANDIDATOS_POR_PAGINA = 20;

export interface FiltroDeCandidatos {
  q: string;
  page: number;
}

/** La ruta con lo asignado y una página de clientes candidatos que coinciden con `q`. */
export const rutaQuery = (id: number, filtro: FiltroDeCandidatos) =>
  queryOptions({
    queryKey: ['rutas', id, filtro],
    queryFn: () =>
      api<RutaDetalle>(`/rutas/${id}`, { query: { ...filtro, pageSize: CANDIDATOS_POR_PAGINA } }),
    placeholderData: keepPreviousData,
  });

interface RutaGuardada {
  message: string;
  item: Ruta;
}

function useRefrescarRutas() {
  const cliente = useQueryClient();
  // El cobrador ve sus rutas en su pantalla: cambiar una ruta cambia también su día.
  return () =>
    cliente.invalidateQueries({ predicate: (q) => ['rutas', 'operador'].includes(String(q.queryKey[0])) });
}

export function useGuardarRuta() {
  const refrescar = useRefrescarRutas();
  return useMutation({
    mutationFn: ({ id, datos }: { id: number | null; datos: CrearRutaBody | EditarRutaBody }) =>
      id === null
        ? api<RutaGuardada>('/rutas', { method: 'POST', body: datos })
        : api<RutaGuardada>(`/rutas/${id}`, { method: 'PUT', body: datos }),
    onSuccess: refrescar,
  });
}

export function useEliminarRuta() {
  const refrescar = useRefrescarRutas();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`/rutas/${id}`, { method: 'DELETE' }),
    onSuccess: refrescar,
  });
}

/**
 * Guarda las dos listas: primero los clientes (su orden es el de visita), luego los cobradores. El servidor bloquea la
 * ruta en cada una, así que van una tras otra y no a la vez.
 */
export function useGuardarAsignaciones(id: number) {
  const refrescar = useRefrescarRutas();
  return useMutation({
    mutationFn: async ({ clientes, empleados }: { clientes: number[]; empleados: number[] }) => {
      await api(`/rutas/${id}/clientes`, { method: 'PUT', body: { ids: clientes } });
      return api<{ message: string; ruta: Ruta }>(`/rutas/${id}/empleados`, {
        method: 'PUT',
        body: { ids: empleados },
      });
    },
    // Aunque falle la segunda, la primera pudo quedar guardada: se refresca igual.
    onSettled: refrescar,
  });
}
