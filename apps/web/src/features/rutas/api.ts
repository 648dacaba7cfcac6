import {
  type AsignacionBody,
  AsignacionGuardada,
  type CrearRutaBody,
  type EditarRutaBody,
  MensajeRespuesta,
  RutaDetalle,
  RutaGuardada,
  RutasLista,
} from '@prestamos/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';

export const rutasQuery = queryOptions({
  queryKey: ['rutas'],
  queryFn: () => api('/rutas', RutasLista),
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
      api(`/rutas/${id}`, RutaDetalle, { query: { ...filtro, pageSize: CANDIDATOS_POR_PAGINA } }),
    placeholderData: keepPreviousData,
  });

function useRefrescarRutas() {
  const cliente = useQueryClient();
  // El cobrador ve sus rutas en su pantalla: cambiar una ruta cambia también su día.
  return () =>
    cliente.invalidateQueries({ predicate: (q) => ['rutas', 'operador'].includes(String(q.queryKey[0])) });
}

export function useGuardarRuta() {
  const refrescar = useRefrescarRutas();
  return useMutation({
    mutationFn: ({
      id,
      datos,
    }: {
      id: number | null;
      datos: z.input<typeof CrearRutaBody> | z.input<typeof EditarRutaBody>;
    }) =>
      id === null
        ? api('/rutas', RutaGuardada, { method: 'POST', body: datos })
        : api(`/rutas/${id}`, RutaGuardada, { method: 'PUT', body: datos }),
    onSuccess: refrescar,
  });
}

export function useEliminarRuta() {
  const refrescar = useRefrescarRutas();
  return useMutation({
    mutationFn: (id: number) => api(`/rutas/${id}`, MensajeRespuesta, { method: 'DELETE' }),
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
      const deClientes: z.input<typeof AsignacionBody> = { ids: clientes };
      const deEmpleados: z.input<typeof AsignacionBody> = { ids: empleados };
      await api(`/rutas/${id}/clientes`, AsignacionGuardada, { method: 'PUT', body: deClientes });
      return api(`/rutas/${id}/empleados`, AsignacionGuardada, { method: 'PUT', body: deEmpleados });
    },
    // Aunque falle la segunda, la primera pudo quedar guardada: se refresca igual.
    onSettled: refrescar,
  });
}
