import type {
  AjustesEmpresa,
  EmpresaInfo,
  GuardarEmpresaInfoBody,
  SerieDeNumeracion,
} from '@prestamos/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { actualizarEmpresaGuardada } from '../../lib/sesion';
import {
  cuerpoDeAjustes,
  PREFERENCIAS_POR_DEFECTO,
  preferenciasDe,
  SERIES_POR_DEFECTO,
  type Series,
  seriesALista,
  seriesDesdeLista,
  type ValoresDeAjustes,
} from './ajustes';
import { empresaAlMenu, empresaInfoQuery } from './api';

type Secuencias = { items: SerieDeNumeracion[] };

export const ajustesQuery = queryOptions({
  queryKey: ['empresa', 'ajustes'],
  queryFn: async () => (await api<{ item: AjustesEmpresa }>('/empresa/ajustes')).item,
});

export const secuenciasQuery = queryOptions({
  queryKey: ['empresa', 'secuencias'],
  queryFn: async () => seriesDesdeLista((await api<Secuencias>('/empresa/secuencias')).items),
});

async function guardarPreferencias(cuerpo: Partial<AjustesEmpresa>, series: Series) {
  const ajustes = await api<{ item: AjustesEmpresa }>('/empresa/ajustes', { method: 'PUT', body: cuerpo });
  const secuencias = await api<Secuencias>('/empresa/secuencias', {
    method: 'PUT',
    body: { items: seriesALista(series) },
  });
  return { ajustes: ajustes.item, series: seriesDesdeLista(secuencias.items) };
}

/** Tras guardar, la pantalla y el menú lateral muestran lo guardado sin volver a pedirlo. */
function useAlGuardar() {
  const cliente = useQueryClient();
  return (r: { ajustes: AjustesEmpresa; series: Series }) => {
    cliente.setQueryData(ajustesQuery.queryKey, r.ajustes);
    cliente.setQueryData(secuenciasQuery.queryKey, r.series);
    actualizarEmpresaGuardada({ preferencias: preferenciasDe(r.ajustes) });
  };
}

export interface DatosDeAjustes {
  /** Nombre visible y logo: van a la ficha de la empresa (PUT /empresa/info) con el resto de la ficha intacto. */
  ficha: GuardarEmpresaInfoBody;
  valores: ValoresDeAjustes;
  series: Series;
  esSoporte: boolean;
}

export function useGuardarAjustes() {
  const cliente = useQueryClient();
  const alGuardar = useAlGuardar();
  return useMutation({
    mutationFn: async (d: DatosDeAjustes) => {
      const ficha = await api<{ item: EmpresaInfo }>('/empresa/info', { method: 'PUT', body: d.ficha });
      cliente.setQueryData(empresaInfoQuery.queryKey, ficha.item);
      empresaAlMenu(ficha.item);
      return guardarPreferencias(cuerpoDeAjustes(d.valores, d.esSoporte), d.series);
    },
    onSuccess: alGuardar,
  });
}

/** "Restablecer": preferencias y numeración de la spec (000 §9); la mora y el mensaje de inactiva no cambian. */
export function useRestablecerAjustes() {
  const alGuardar = useAlGuardar();
  return useMutation({
    mutationFn: () => guardarPreferencias(PREFERENCIAS_POR_DEFECTO, SERIES_POR_DEFECTO),
    onSuccess: alGuardar,
  });
}
