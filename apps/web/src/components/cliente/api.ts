import type { Cliente, CrearClienteBody } from '@prestamos/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface ClienteGuardado {
  message: string;
  item: Cliente;
  cliente: Cliente;
  advertencias: string[];
}

/** Datos del formulario de cliente tal como se envían (la cédula y los teléfonos con guiones; el servidor los limpia). */
export type DatosDeCliente = { [K in keyof CrearClienteBody]?: string | null };

/** Alta o edición de un cliente; refresca las listas y la ficha. Lo usan la pantalla de clientes y el préstamo nuevo. */
export function useGuardarCliente() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ id, datos }: { id: number | null; datos: DatosDeCliente }) =>
      id === null
        ? api<ClienteGuardado>('/clientes', { method: 'POST', body: datos })
        : api<ClienteGuardado>(`/clientes/${id}`, { method: 'PUT', body: datos }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: ['clientes'] }),
  });
}
