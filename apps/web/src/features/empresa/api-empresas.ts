import {
  AjustesRespuesta,
  type CrearEmpresaBody,
  EmpresaCambiada,
  EmpresaCreada,
  EmpresaInfoRespuesta,
  type EmpresaSesion,
  EmpresasLista,
  MensajeRespuesta,
} from '@prestamos/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { PREFERENCIAS_POR_DEFECTO } from './ajustes';

/** Administración de empresas (solo SUPERADMIN, docs/producto.md#empresas-y-planes). */
export interface FiltroEmpresas {
  search: string;
  page: number;
  pageSize: number;
}

export type ListaEmpresas = z.output<typeof EmpresasLista>;

export const empresasQuery = (filtro: FiltroEmpresas) =>
  queryOptions({
    queryKey: ['empresas', filtro],
    queryFn: () => api('/empresas', EmpresasLista, { query: { ...filtro } }),
    placeholderData: keepPreviousData,
  });

function useRefrescarEmpresas() {
  const cliente = useQueryClient();
  return () => cliente.invalidateQueries({ queryKey: ['empresas'] });
}

export function useCrearEmpresa() {
  const refrescar = useRefrescarEmpresas();
  return useMutation({
    mutationFn: (datos: z.input<typeof CrearEmpresaBody>) =>
      api('/empresas', EmpresaCreada, { method: 'POST', body: datos }),
    onSuccess: refrescar,
  });
}

export function useCambiarEstadoDeEmpresa() {
  const refrescar = useRefrescarEmpresas();
  return useMutation({
    mutationFn: ({ id, accion }: { id: number; accion: 'suspender' | 'activar' }) =>
      api(`/empresas/${id}/${accion}`, EmpresaCambiada, { method: 'POST' }),
    onSuccess: refrescar,
  });
}

export function useEliminarEmpresa() {
  const refrescar = useRefrescarEmpresas();
  return useMutation({
    mutationFn: (id: number) => api(`/empresas/${id}`, MensajeRespuesta, { method: 'DELETE' }),
    onSuccess: refrescar,
  });
}

/**
 * Lo que el menú necesita de la empresa que soporte va a ver: su ficha y sus preferencias, pedidas como esa empresa
 * (X-Tenant con su id). Si las preferencias no llegan, las de serie: el menú se ve igual.
 */
export async function empresaParaVer(id: number): Promise<EmpresaSesion> {
  const headers = { 'x-tenant': String(id) };
  const [info, ajustes] = await Promise.all([
    api('/empresa/info', EmpresaInfoRespuesta, { headers }),
    api('/empresa/ajustes', AjustesRespuesta, { headers }).catch(() => null),
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
    ticket_mm: ajustes?.item.ticket_mm ?? null,
  };
}
