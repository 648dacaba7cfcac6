import {
  type AjustesEmpresa,
  AjustesRespuesta,
  EmpresaInfoRespuesta,
  type GuardarAjustesBody,
  type GuardarEmpresaInfoBody,
  type GuardarSecuenciasBody,
  SecuenciasRespuesta,
} from '@prestamos/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { actualizarEmpresaGuardada } from '../../lib/sesion';
import {
  cuerpoDeAjustes,
  type Numeracion,
  numeracionDesdeLista,
  PREFERENCIAS_POR_DEFECTO,
  preferenciasDe,
  SERIES_POR_DEFECTO,
  type Series,
  seriesALista,
  type ValoresDeAjustes,
} from './ajustes';
import { empresaAlMenu, empresaInfoQuery } from './api';

export const ajustesQuery = queryOptions({
  queryKey: ['empresa', 'ajustes'],
  queryFn: async () => (await api('/empresa/ajustes', AjustesRespuesta)).item,
});

export const secuenciasQuery = queryOptions({
  queryKey: ['empresa', 'secuencias'],
  queryFn: async () => numeracionDesdeLista((await api('/empresa/secuencias', SecuenciasRespuesta)).items),
});

async function guardarPreferencias(cuerpo: z.input<typeof GuardarAjustesBody>, series: Series) {
  const ajustes = await api('/empresa/ajustes', AjustesRespuesta, { method: 'PUT', body: cuerpo });
  const numeracion: z.input<typeof GuardarSecuenciasBody> = { items: seriesALista(series) };
  const secuencias = await api('/empresa/secuencias', SecuenciasRespuesta, {
    method: 'PUT',
    body: numeracion,
  });
  return { ajustes: ajustes.item, numeracion: numeracionDesdeLista(secuencias.items) };
}

/** Tras guardar, la pantalla, el menú lateral y el cobro (el botón del ticket) usan lo guardado sin volver a pedirlo. */
function useAlGuardar() {
  const cliente = useQueryClient();
  return (r: { ajustes: AjustesEmpresa; numeracion: Numeracion }) => {
    cliente.setQueryData(ajustesQuery.queryKey, r.ajustes);
    cliente.setQueryData(secuenciasQuery.queryKey, r.numeracion);
    actualizarEmpresaGuardada({ preferencias: preferenciasDe(r.ajustes), ticket_mm: r.ajustes.ticket_mm });
  };
}

export interface DatosDeAjustes {
  /** Nombre visible y logo: van a la ficha de la empresa (PUT /empresa/info) con el resto de la ficha intacto. */
  ficha: z.input<typeof GuardarEmpresaInfoBody>;
  valores: ValoresDeAjustes;
  series: Series;
  esSoporte: boolean;
}

export function useGuardarAjustes() {
  const cliente = useQueryClient();
  const alGuardar = useAlGuardar();
  return useMutation({
    mutationFn: async (d: DatosDeAjustes) => {
      const ficha = await api('/empresa/info', EmpresaInfoRespuesta, { method: 'PUT', body: d.ficha });
      cliente.setQueryData(empresaInfoQuery.queryKey, ficha.item);
      empresaAlMenu(ficha.item);
      return guardarPreferencias(cuerpoDeAjustes(d.valores, d.esSoporte), d.series);
    },
    onSuccess: alGuardar,
  });
}

/** "Restablecer": preferencias y numeración de una empresa nueva; la mora y el mensaje de inactiva no cambian. */
export function useRestablecerAjustes() {
  const alGuardar = useAlGuardar();
  return useMutation({
    mutationFn: () => guardarPreferencias(PREFERENCIAS_POR_DEFECTO, SERIES_POR_DEFECTO),
    onSuccess: alGuardar,
  });
}
