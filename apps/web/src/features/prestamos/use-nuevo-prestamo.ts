import { type Cliente, ClienteRespuesta } from '@prestamos/contract';
import {
  fechaDeNegocio,
  pesosACentavos,
  rangoDeFechaDeInicio,
  totalesDelCronograma,
} from '@prestamos/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { saldoDeCajaQuery } from '../../entities/caja/api';
import { api } from '../../lib/api';
import { ApiError, mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { useSesion } from '../../lib/sesion';
import { useCrearPrestamo } from './api';
import {
  cuerpoDe,
  erroresDe,
  type Formulario,
  filasSugeridas,
  formularioInicial,
  simulacion,
} from './formulario-de-prestamo';

/** El cliente elegido; al llegar con `?cliente={id}` (desde su ficha), ese, si aún no se eligió otro. */
function useClienteElegido() {
  const [params] = useSearchParams();
  const idInicial = Number(params.get('cliente')) || null;
  const [cliente, setCliente] = useState<Cliente | null>(null);
  useQuery({
    queryKey: ['clientes', idInicial, 'para-prestamo'],
    queryFn: async () => {
      const c = (await api(`/clientes/${idInicial}`, ClienteRespuesta)).item;
      setCliente((actual) => actual ?? c);
      return c;
    },
    enabled: idInicial !== null,
  });
  return [cliente, setCliente] as const;
}

/**
 * El préstamo nuevo (docs/producto.md#prestamos): condiciones, sus errores con los mensajes del servidor, la
 * simulación del plan, el desembolso contra el saldo de la caja, la política de préstamos múltiples, la confirmación
 * y el alta.
 */
export function useNuevoPrestamo() {
  const sesion = useSesion();
  const [cliente, setCliente] = useClienteElegido();
  const [f, setF] = useState<Formulario>(() => formularioInicial(fechaDeNegocio(new Date())));
  const [mostrarErrores, setMostrarErrores] = useState(false);
  const [confirmando, setConfirmando] = useState(false);
  const [creado, setCreado] = useState<{ id_prestamo: number; codigo_prestamo: string } | null>(null);
  const saldo = useQuery(saldoDeCajaQuery);
  const crear = useCrearPrestamo();

  const cambiar = (cambio: Partial<Formulario>) => setF((actual) => ({ ...actual, ...cambio }));
  const cuerpo = cuerpoDe(cliente, f);
  const hoy = fechaDeNegocio(new Date());
  const errores = erroresDe(cuerpo, hoy);
  // Calcular un plan de hasta 1000 cuotas toma menos de un milisegundo: se recalcula en cada cambio.
  const cuotas = simulacion(cuerpo, errores);
  const neto = Math.max(pesosACentavos(cuerpo.monto) - pesosACentavos(cuerpo.gastos_cierre), 0);
  const saldoCentavos = saldo.data === undefined ? null : pesosACentavos(saldo.data);
  const sinSaldo = saldoCentavos !== null && neto > saldoCentavos;
  // Sin préstamos múltiples, el cliente con uno activo queda bloqueado desde que se elige.
  const bloqueadoPorPolitica =
    sesion.empresa?.preferencias.allow_multiple_loans === false && (cliente?.prestamos_activos ?? 0) > 0;

  const enviar = () =>
    crear.mutate(cuerpo, {
      onSuccess: (r) => {
        setConfirmando(false);
        setCreado(r.prestamo);
        notificar.exito(r.message);
      },
      onError: (error) => {
        setConfirmando(false);
        notificar.error(
          error instanceof ApiError && error.status === 0
            ? 'Error creando préstamo'
            : mensajeDe(error, 'No se pudo crear el préstamo'),
        );
      },
    });

  return {
    cliente,
    setCliente,
    f,
    cambiar,
    montoCentavos: pesosACentavos(cuerpo.monto),
    rangoDeInicio: rangoDeFechaDeInicio(hoy),
    ver: (campo: string) => (mostrarErrores ? errores[campo] : undefined),
    sugerirTabla: () => cambiar({ filas: filasSugeridas(f, pesosACentavos(cuerpo.monto)) }),
    cuotas,
    totales: cuotas ? totalesDelCronograma(cuotas) : null,
    neto,
    saldoCentavos,
    sinSaldo,
    bloqueadoPorPolitica,
    revisar: () => {
      setMostrarErrores(true);
      if (Object.keys(errores).length === 0 && !sinSaldo && !bloqueadoPorPolitica) setConfirmando(true);
    },
    confirmando,
    volver: () => setConfirmando(false),
    enviar,
    enviando: crear.isPending,
    creado,
  };
}

export type NuevoPrestamo = ReturnType<typeof useNuevoPrestamo>;
