import {
  type EmpresaInfo,
  EmpresaInfoRespuesta,
  type GuardarEmpresaInfoBody,
  type GuardarPlanBody,
  LogoGuardado,
  PagoDePlanRegistrado,
  PagosDePlanLista,
  PlanRespuesta,
  type RegistrarPagoDePlanBody,
} from '@prestamos/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { actualizarEmpresaGuardada } from '../../lib/sesion';

/** La empresa de la sesión (o la que soporte está viendo): ficha, plan e historia de pagos del plan. */
export const empresaInfoQuery = queryOptions({
  queryKey: ['empresa', 'info'],
  queryFn: async () => (await api('/empresa/info', EmpresaInfoRespuesta)).item,
});

export const planQuery = queryOptions({
  queryKey: ['empresa', 'plan'],
  queryFn: () => api('/empresa/plan', PlanRespuesta),
});

/** La historia del plan carga hasta 100 pagos. */
export const pagosDelPlanQuery = queryOptions({
  queryKey: ['empresa', 'pagos'],
  queryFn: () => api('/empresa/pagos', PagosDePlanLista, { query: { page: 1, pageSize: 100 } }),
});

export function usePlan(habilitado = true) {
  return useQuery({ ...planQuery, enabled: habilitado });
}

/** Lo que el menú lateral muestra de la ficha, al día tras cada cambio. */
export function empresaAlMenu(item: Pick<EmpresaInfo, 'nombre_empresa' | 'rnc' | 'estado' | 'logo_url'>) {
  actualizarEmpresaGuardada({
    nombre_empresa: item.nombre_empresa,
    rnc: item.rnc,
    estado: item.estado,
    logo_url: item.logo_url,
  });
}

export function useGuardarEmpresaInfo() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (datos: z.input<typeof GuardarEmpresaInfoBody>) =>
      api('/empresa/info', EmpresaInfoRespuesta, { method: 'PUT', body: datos }),
    onSuccess: (r) => {
      cliente.setQueryData(empresaInfoQuery.queryKey, r.item);
      empresaAlMenu(r.item);
    },
  });
}

export function useSubirLogo() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (archivo: File) => {
      const datos = new FormData();
      datos.append('logo', archivo);
      return api('/empresa/logo', LogoGuardado, { method: 'POST', body: datos });
    },
    onSuccess: (r) => {
      actualizarEmpresaGuardada({ logo_url: r.logo_url });
      return cliente.invalidateQueries({ queryKey: empresaInfoQuery.queryKey });
    },
  });
}

/** Cambiar el plan o pagarlo mueve el plan, su historia y la fila de la empresa en la administración. */
function refrescarPlan(cliente: ReturnType<typeof useQueryClient>) {
  return cliente.invalidateQueries({
    predicate: (q) => ['empresa', 'empresas'].includes(String(q.queryKey[0])),
  });
}

export function useGuardarPlan() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (datos: z.input<typeof GuardarPlanBody>) =>
      api('/empresa/plan', PlanRespuesta, { method: 'PUT', body: datos }),
    onSuccess: () => refrescarPlan(cliente),
  });
}

export function useRegistrarPagoDePlan() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (datos: z.input<typeof RegistrarPagoDePlanBody>) =>
      api('/empresa/pagos', PagoDePlanRegistrado, { method: 'POST', body: datos }),
    onSuccess: () => refrescarPlan(cliente),
  });
}
