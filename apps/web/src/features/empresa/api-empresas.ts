import type {
  AjustesEmpresa,
  CrearEmpresaBody,
  EmpresaCreada,
  EmpresaInfo,
  EmpresaListada,
  EmpresaSesion,
} from '@prestamos/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { ListaPaginada } from '../../lib/lista-paginada';
import { PREFERENCIAS_POR_DEFECTO } from './ajustes';

/** Administración de empresas (solo SUPERADMIN, spec 000 §2). */
export interface FiltroEmpresas {
  search: string;
  page: number;
  pageSize: number;
}

export type ListaEmpresas = ListaPaginada<EmpresaListada>;

export const empresasQuery = (filtro: FiltroEmpresas) =>
  queryOptions({
    queryKey: ['empresas', filtro],
    queryFn: () => api<ListaEmpresas>('/empresas', { query: { ...filtro } }),
    placeholderData: keepPreviousData,
  });

function useRefrescarEmpresas() {
  const cliente = useQueryClient();
  return () => cliente.invalidateQueries({ queryKey: ['empresas'] });
}

export function useCrearEmpresa() {
  const refrescar = useRefrescarEmpresas();
  return useMutation({
    mutationFn: (datos: CrearEmpresaBody) => api<EmpresaCreada>('/empresas', { method: 'POST', body: datos }),
    onSuccess: refrescar,
  });
}

export function useCambiarEstadoDeEmpresa() {
  const refrescar = useRefrescarEmpresas();
  return useMutation({
    mutationFn: ({ id, accion }: { id: number; accion: 'suspender' | 'activar' }) =>
      api<{ message: string; item: EmpresaListada }>(`/empresas/${id}/${accion}`, { method: 'POST' }),
    onSuccess: refrescar,
  });
}

export function useEliminarEmpresa() {
  const refrescar = useRefrescarEmpresas();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`/empresas/${id}`, { method: 'DELETE' }),
    onSuccess: refrescar,
  });
}

/**
 * Lo que el menú necesita de la empresa que soporte va a ver: su ficha y sus preferencias, pedidas como esa empresa
 * (X-Tenant con su id). Si las preferencias no llegan, las de la spec: el menú se ve igual.
 */
export async function empresaParaVer(id: number): Promise<EmpresaSesion> {
  const headers = { 'x-tenant': String(id) };
  const [info, ajustes] = await Promise.all([
    api<{ item: EmpresaInfo }>('/empresa/info', { headers }),
    api<{ item: AjustesEmpresa }>('/empresa/ajustes', { headers }).catch(() => null),
  ]);
  const pref = ajustes?.item ?? PREFERENCIAS_POR_DEFECTO;
  return {
    id_empresa: info.item.id_empresa,
    nombre_empresa: info.item.nombre_empresa,
    rnc: info.item.rnc,
    estado: info.item.estado,
    logo_url: info.item.logo_url,
    preferencias: {
      show_logo: pref.show_logo,
      show_name: pref.show_name,
      allow_multiple_loans: pref.allow_multiple_loans,
      allow_reengagement: pref.allow_reengagement,
      show_code_under_logo: pref.show_code_under_logo,
    },
  };
}
