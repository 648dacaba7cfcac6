import { type Usuario, UsuariosLista, UsuarioVisto } from '@prestamos/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/**
 * Usuarios para elegir uno (permisos directos, cobrador de la caja): los primeros 20 que coinciden con lo escrito,
 * buscados en el servidor (soporte ve los de todas las empresas: traerlos todos no escala).
 */
export const usuariosBuscadosQuery = (busqueda: string) =>
  queryOptions({
    queryKey: ['usuarios', 'selector', busqueda],
    queryFn: async () =>
      (
        await api('/usuarios', UsuariosLista, {
          query: { pageSize: 20, search: busqueda || undefined },
        })
      ).items,
    placeholderData: keepPreviousData,
  });

/** El usuario elegido, aunque no esté entre los que muestra la búsqueda (llega por `?user=` desde Usuarios). */
export const usuarioQuery = (id: number) =>
  queryOptions({
    queryKey: ['usuarios', id],
    queryFn: async () => (await api(`/usuarios/${id}`, UsuarioVisto)).item,
  });

/** "operador · Juan Pérez": el usuario con el que entra y su nombre. */
export const etiquetaDeUsuario = (u: Usuario) =>
  `${u.usuario}${u.nombres ? ` · ${[u.nombres, u.apellidos].filter(Boolean).join(' ')}` : ''}`;
