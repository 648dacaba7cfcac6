import { ClienteGuardado, ClienteRespuesta, type CrearClienteBody } from '@prestamos/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { subirFoto } from './foto';

/** Un cliente por su id: la ficha y el cliente fijo de la lista de cuotas. */
export const clienteQuery = (id: number) =>
  queryOptions({
    queryKey: ['clientes', id],
    queryFn: async () => (await api(`/clientes/${id}`, ClienteRespuesta)).item,
  });

/** Datos del formulario de cliente tal como se envían (la cédula y los teléfonos con guiones; el servidor los limpia). */
export type DatosDeCliente = { [K in keyof CrearClienteBody]?: string | null };

/**
 * Alta o edición de un cliente, y su foto si se eligió una; refresca las listas y la ficha. Lo usan la pantalla de
 * clientes y el préstamo nuevo. Si la foto falla, el cliente ya quedó guardado: se dice en `errorDeFoto` y la foto se
 * puede subir luego desde su ficha.
 */
export function useGuardarCliente() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      datos,
      foto = null,
    }: {
      id: number | null;
      datos: DatosDeCliente;
      foto?: File | null;
    }): Promise<z.output<typeof ClienteGuardado> & { errorDeFoto: unknown }> => {
      const guardado =
        id === null
          ? await api('/clientes', ClienteGuardado, { method: 'POST', body: datos })
          : await api(`/clientes/${id}`, ClienteGuardado, { method: 'PUT', body: datos });
      if (!foto) return { ...guardado, errorDeFoto: null };
      try {
        await subirFoto(guardado.item.id_cliente, foto);
        return { ...guardado, errorDeFoto: null };
      } catch (error) {
        return { ...guardado, errorDeFoto: error };
      }
    },
    onSuccess: () => cliente.invalidateQueries({ queryKey: ['clientes'] }),
  });
}
