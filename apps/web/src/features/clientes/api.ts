import {
  type Cliente,
  ClienteGuardado,
  ClientesLista,
  type EditarClienteBody,
  type EstrategiaReenganche,
  HistorialDeCliente,
  MensajeRespuesta,
  PrestamosDeCliente,
  type ReengancheBody,
  ReengancheHecho,
  ReenganchePreview,
} from '@prestamos/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { subirFoto } from '../../entities/cliente/foto';
import { api } from '../../lib/api';
import { refrescarCartera } from '../../lib/consultas';

export interface FiltroClientes {
  page: number;
  pageSize: number;
  q: string;
  estado: '' | 'ACTIVO' | 'INACTIVO';
  /** Cursor de la página (el `siguiente` de la anterior); sin él, se pide por número. */
  cursor?: string | undefined;
}

export const clientesQuery = (filtro: FiltroClientes) =>
  queryOptions({
    queryKey: ['clientes', 'lista', filtro],
    queryFn: () => api('/clientes', ClientesLista, { query: { ...filtro } }),
    placeholderData: keepPreviousData,
  });

/** Las rutas de garantes o referencias laborales y los esquemas de sus respuestas en el contrato. */
export interface RutasDeHijo<T> {
  /** Bajo el cliente: /clientes/{id}/<bajoCliente>; por su id: /<propio>/{id}. */
  bajoCliente: string;
  propio: string;
  lista: z.ZodType<{ items: T[] }>;
  guardado: z.ZodType<{ message: string }>;
}

/** Garantes o referencias laborales de un cliente (`/clientes/{id}/garantes` o `/clientes/{id}/ref-laboral`). */
export const hijosQuery = <T>(idCliente: number, rutas: RutasDeHijo<T>) =>
  queryOptions({
    queryKey: ['clientes', idCliente, rutas.bajoCliente],
    queryFn: async () => (await api(`/clientes/${idCliente}/${rutas.bajoCliente}`, rutas.lista)).items,
  });

export const prestamosDeClienteQuery = (id: number) =>
  queryOptions({
    queryKey: ['clientes', id, 'prestamos'],
    queryFn: async () => (await api(`/clientes/by-cliente/${id}`, PrestamosDeCliente)).items,
  });

export const historialQuery = (id: number) =>
  queryOptions({
    queryKey: ['clientes', id, 'historial'],
    queryFn: async () => (await api(`/clientes/${id}/historial`, HistorialDeCliente)).historial,
  });

/** Cualquier cambio de un cliente refresca todo lo de clientes (listas, ficha, pestañas). */
function useRefrescarClientes() {
  const cliente = useQueryClient();
  return () => cliente.invalidateQueries({ queryKey: ['clientes'] });
}

export function useCambiarEstado() {
  const refrescar = useRefrescarClientes();
  return useMutation({
    mutationFn: (c: Cliente) => {
      const cuerpo: z.input<typeof EditarClienteBody> = {
        nombres: c.nombres,
        apellidos: c.apellidos,
        estado: c.estado === 'ACTIVO' ? 'INACTIVO' : 'ACTIVO',
      };
      return api(`/clientes/${c.id_cliente}`, ClienteGuardado, { method: 'PUT', body: cuerpo });
    },
    onSuccess: refrescar,
  });
}

export function useEliminarCliente() {
  const refrescar = useRefrescarClientes();
  return useMutation({
    mutationFn: (id: number) => api(`/clientes/${id}`, MensajeRespuesta, { method: 'DELETE' }),
    onSuccess: refrescar,
  });
}

export function useSubirFoto(id: number) {
  const refrescar = useRefrescarClientes();
  return useMutation({
    mutationFn: (archivo: File) => subirFoto(id, archivo),
    onSuccess: refrescar,
  });
}

export function useQuitarFoto(id: number) {
  const refrescar = useRefrescarClientes();
  return useMutation({
    mutationFn: () => api(`/clientes/${id}/foto`, MensajeRespuesta, { method: 'DELETE' }),
    onSuccess: refrescar,
  });
}

/**
 * Garantes y referencias: alta o cambio (según traiga id) y baja, con las rutas de la API de cada uno. Los datos son
 * los textos del formulario, campo por campo (`ConfigDeHijos.campos`): el servidor los valida con GaranteBody o
 * ReferenciaLaboralBody.
 */
export function useGuardarHijo<T>(rutas: RutasDeHijo<T>) {
  const refrescar = useRefrescarClientes();
  return useMutation({
    mutationFn: ({
      idCliente,
      id,
      datos,
    }: {
      idCliente: number;
      id: number | null;
      datos: Record<string, string>;
    }) =>
      id === null
        ? api(`/clientes/${idCliente}/${rutas.bajoCliente}`, rutas.guardado, { method: 'POST', body: datos })
        : api(`/${rutas.propio}/${id}`, rutas.guardado, { method: 'PUT', body: datos }),
    onSuccess: refrescar,
  });
}

export function useEliminarHijo(propio: string) {
  const refrescar = useRefrescarClientes();
  return useMutation({
    mutationFn: (id: number) => api(`/${propio}/${id}`, MensajeRespuesta, { method: 'DELETE' }),
    onSuccess: refrescar,
  });
}

export type Estrategia = z.output<typeof EstrategiaReenganche>;

export function useVistaPreviaReenganche(idPrestamo: number) {
  return useMutation({
    mutationFn: (datos: z.input<typeof ReengancheBody>) =>
      api(`/prestamos/${idPrestamo}/reenganche/preview`, ReenganchePreview, { method: 'POST', body: datos }),
  });
}

export function useReenganchar(idPrestamo: number) {
  return useMutation({
    mutationFn: (datos: z.input<typeof ReengancheBody>) =>
      api(`/prestamos/${idPrestamo}/reenganche`, ReengancheHecho, { method: 'POST', body: datos }),
    onSuccess: refrescarCartera,
  });
}
