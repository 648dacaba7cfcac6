import type { ResumenDeOperador } from '@prestamos/contract';
import { fechaDeNegocio } from '@prestamos/domain';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type DiaGuardado, guardarDia, leerDia } from '../../entities/cobro-sin-senal/base-local';
import { duenoDe } from '../../entities/cobro-sin-senal/cola';
import { historialDeCuotaQuery } from '../../entities/pago/api';
import { ApiError } from '../../lib/api-error';
import { queryClient } from '../../lib/consultas';
import { useSesion } from '../../lib/sesion';
import { estadoQuery, resumenQuery } from './api';

const copiaQuery = (dueno: string | null) => ({
  queryKey: ['sin-senal', 'dia', dueno],
  queryFn: () => (dueno ? leerDia(dueno) : null),
  networkMode: 'always' as const,
  staleTime: Number.POSITIVE_INFINITY,
});

/** Pide de a pocas las cuotas de los clientes: cientos a la vez ahogarían el teléfono y el servidor. */
async function enTandas<T>(tareas: (() => Promise<T>)[], aLaVez = 4): Promise<T[]> {
  const resultados: T[] = [];
  for (let i = 0; i < tareas.length; i += aLaVez)
    resultados.push(...(await Promise.all(tareas.slice(i, i + aLaVez).map((t) => t()))));
  return resultados;
}

/**
 * Baja la cuota por cobrar de cada cliente con las demás de su préstamo (lo que pide el modal de cobro). Las que no
 * cambiaron desde la copia anterior del mismo día se reusan: tras cada cobro con señal solo se pide la del cliente
 * cobrado, no las de toda la ruta.
 */
async function bajarCuotas(resumen: ResumenDeOperador, anterior: DiaGuardado | null) {
  const mismoDia = anterior && fechaDeNegocio(new Date(anterior.tomado_en)) === fechaDeNegocio(new Date());
  const antes = new Map(anterior?.resumen.items.map((c) => [c.id_cliente, JSON.stringify(c.proxima_cuota)]));
  const cuotas: DiaGuardado['cuotas'] = {};
  await enTandas(
    resumen.items.flatMap((c) => {
      const id = c.proxima_cuota?.id_pago;
      if (!id) return [];
      const igual = mismoDia && antes.get(c.id_cliente) === JSON.stringify(c.proxima_cuota);
      const guardada = igual ? anterior?.cuotas[id] : undefined;
      return [
        async () => {
          cuotas[id] = guardada ?? (await queryClient.fetchQuery(historialDeCuotaQuery(id)));
        },
      ];
    }),
  );
  return cuotas;
}

const sinRedEn = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * El día del cobrador, con y sin señal (issue 35). Con señal, cada vez que llegan el resumen y el estado del servidor
 * se guardan en el teléfono con las cuotas de sus clientes (solo lo de sus rutas: es lo que esas llamadas devuelven).
 * Sin señal, la copia entra en las consultas de siempre con la hora en que se bajó, así 'Tus rutas' y sus totales se
 * dibujan igual, y al volver la red se refrescan solas.
 */
export function useDiaDelCobrador() {
  const dueno = duenoDe(useSesion());
  const enLinea = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () =>
    onlineManager.isOnline(),
  );
  const resumen = useQuery(resumenQuery);
  const estado = useQuery(estadoQuery);
  const copia = useQuery(copiaQuery(dueno));
  const dia = copia.data ?? null;
  // La hora de la copia que se puso en las consultas: mientras el resumen tenga esa hora, lo que se ve es la copia
  // (poner datos en una consulta borra su error, así que el error solo no basta para saberlo).
  const [sembradaEn, setSembradaEn] = useState<number | null>(null);
  const desdeLaCopia = sembradaEn !== null && resumen.dataUpdatedAt === sembradaEn;
  const sinRed = !enLinea || desdeLaCopia || sinRedEn(resumen.error) || sinRedEn(estado.error);

  // Sin señal y sin datos del servidor: la copia, con su hora (así se ve vieja y se refresca al volver la red).
  useEffect(() => {
    if (!dia || !sinRed) return;
    const conHora = { updatedAt: dia.tomado_en };
    if (!resumen.data) {
      queryClient.setQueryData(resumenQuery.queryKey, dia.resumen, conHora);
      setSembradaEn(dia.tomado_en);
    }
    if (!estado.data) queryClient.setQueryData(estadoQuery.queryKey, dia.estado, conHora);
    for (const [id, h] of Object.entries(dia.cuotas))
      if (!queryClient.getQueryData(historialDeCuotaQuery(Number(id)).queryKey))
        queryClient.setQueryData(historialDeCuotaQuery(Number(id)).queryKey, h, conHora);
  }, [dia, sinRed, resumen.data, estado.data]);

  // Datos nuevos del servidor (más nuevos que la copia): se guardan.
  const tomado = Math.min(resumen.dataUpdatedAt, estado.dataUpdatedAt);
  useEffect(() => {
    if (!dueno || !resumen.data || !estado.data || copia.isPending) return;
    if (dia && tomado <= dia.tomado_en) return;
    const [r, e] = [resumen.data, estado.data];
    void bajarCuotas(r, dia)
      .then((cuotas) => guardarDia({ dueno, tomado_en: tomado, resumen: r, estado: e, cuotas }))
      .then(() => queryClient.invalidateQueries({ queryKey: ['sin-senal', 'dia', dueno] }))
      .catch(() => {});
  }, [dueno, tomado, resumen.data, estado.data, dia, copia.isPending]);

  return { sinRed, dia, datosDe: resumen.dataUpdatedAt };
}
