import type { Cliente, Prestamo } from '@prestamos/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { subirFoto } from '../../entities/cliente/foto';
import { api } from '../../lib/api';
import { refrescarCartera } from '../../lib/consultas';
import type { ListaPaginada } from '../../lib/lista-paginada';

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
    queryFn: () => api<ListaPaginada<Cliente>>('/clientes', { query: { ...filtro } }),
    placeholderData: keepPreviousData,
  });

/** Garantes o referencias laborales de un cliente (`/clientes/{id}/garantes` o `/clientes/{id}/ref-laboral`). */
export const hijosQuery = <T>(idCliente: number, bajoCliente: string) =>
  queryOptions({
    queryKey: ['clientes', idCliente, bajoCliente],
    queryFn: async () => (await api<{ items: T[] }>(`/clientes/${idCliente}/${bajoCliente}`)).items,
  });

export const prestamosDeClienteQuery = (id: number) =>
  queryOptions({
    queryKey: ['clientes', id, 'prestamos'],
    queryFn: async () => (await api<{ items: Prestamo[] }>(`/clientes/by-cliente/${id}`)).items,
  });

export const historialQuery = (id: number) =>
  queryOptions({
    queryKey: ['clientes', id, 'historial'],
    queryFn: async () =>
      (
        await api<{ historial: { cliente_creado: string; prestamos: Prestamo[] } }>(
          `/clientes/${id}/historial`,
        )
      ).historial,
  });

/** Cualquier cambio de un cliente refresca todo lo de clientes (listas, ficha, pestañas). */
function useRefrescarClientes() {
  const cliente = useQueryClient();
  return () => cliente.invalidateQueries({ queryKey: ['clientes'] });
}

export function useCambiarEstado() {
  const refrescar = useRefrescarClientes();
  return useMutation({
    mutationFn: (c: Cliente) =>
      api<{ message: string }>(`/clientes/${c.id_cliente}`, {
        method: 'PUT',
        body: {
          nombres: c.nombres,
          apellidos: c.apellidos,
          estado: c.estado === 'ACTIVO' ? 'INACTIVO' : 'ACTIVO',
        },
      }),
    onSuccess: refrescar,
  });
}

export function useEliminarCliente() {
  const refrescar = useRefrescarClientes();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`/clientes/${id}`, { method: 'DELETE' }),
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
    mutationFn: () => api<{ message: string }>(`/clientes/${id}/foto`, { method: 'DELETE' }),
    onSuccess: refrescar,
  });
}

/** Garantes y referencias: alta o cambio (según traiga id) y baja, con las rutas de la API de cada uno. */
export function useGuardarHijo(rutas: { bajoCliente: string; propio: string }) {
  const refrescar = useRefrescarClientes();
  return useMutation({
    mutationFn: ({ idCliente, id, datos }: { idCliente: number; id: number | null; datos: object }) =>
      id === null
        ? api<{ message: string }>(`/clientes/${idCliente}/${rutas.bajoCliente}`, {
            method: 'POST',
            body: datos,
          })
        : api<{ message: string }>(`/${rutas.propio}/${id}`, { method: 'PUT', body: datos }),
    onSuccess: refrescar,
  });
}

export function useEliminarHijo(propio: string) {
  const refrescar = useRefrescarClientes();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`/${propio}/${id}`, { method: 'DELETE' }),
    onSuccess: refrescar,
  });
}

export interface VistaPreviaReenganche {
  resumen: { saldo_actual: number; delta: number; saldo_nuevo: number; cuotas: number; cuota_aprox: number };
  cuotas: {
    no_cuota: number;
    monto_cuota: number;
    interes_cuota: number;
    capital_cuota: number;
    balance_prestamo: number;
    fecha_debe_pagar: string;
  }[];
}

export type Estrategia = 'keep_term' | 'keep_installment';

export function useVistaPreviaReenganche(idPrestamo: number) {
  return useMutation({
    mutationFn: (datos: { monto_extra: number; strategy: Estrategia }) =>
      api<VistaPreviaReenganche>(`/prestamos/${idPrestamo}/reenganche/preview`, {
        method: 'POST',
        body: datos,
      }),
  });
}

export function useReenganchar(idPrestamo: number) {
  return useMutation({
    mutationFn: (datos: { monto_extra: number; strategy: Estrategia }) =>
      api<{ message: string; prestamo: { id_prestamo: number; codigo_prestamo: string } }>(
        `/prestamos/${idPrestamo}/reenganche`,
        { method: 'POST', body: datos },
      ),
    onSuccess: refrescarCartera,
  });
}
