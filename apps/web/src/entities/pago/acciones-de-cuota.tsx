import { ActionIcon, Button, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Cuota } from '@prestamos/contract';
import { IconArrowBackUp, IconCalendarTime, IconCash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ApiError, mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { puede, useSesion } from '../../lib/sesion';
import { useCancelarUltimoPago } from './api';
import { abrirCobro, abrirDiferimiento } from './modales-de-pago';

/** Confirma y cancela el último pago de la cuota (docs/producto.md#cobros), con un motivo opcional. */
function useConfirmarCancelacionDePago() {
  const cancelar = useCancelarUltimoPago();
  return (cuota: Cuota) => {
    let motivo = '';
    modals.openConfirmModal({
      title: 'Cancelar pago',
      children: (
        <>
          <Text size="sm" mb="sm">
            Se anula el recibo <b>{cuota.last_recibo}</b> del préstamo {cuota.codigo_prestamo}: las cuotas
            vuelven a deber lo que cubría y su dinero sale de la caja.
          </Text>
          <Textarea label="Motivo" autosize minRows={2} onChange={(e) => (motivo = e.currentTarget.value)} />
        </>
      ),
      labels: { confirm: 'Cancelar pago', cancel: 'Volver' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancelar.mutate(
          {
            id_prestamo: cuota.id_prestamo,
            id_detalle: cuota.last_detalle_id ?? 0,
            ...(motivo.trim() ? { motivo: motivo.trim() } : {}),
          },
          {
            onSuccess: (r) => notificar.exito(r.message),
            onError: (error) =>
              notificar.error(
                error instanceof ApiError && error.status === 0
                  ? 'Error cancelando el pago'
                  : mensajeDe(error, 'No se pudo cancelar el pago.'),
              ),
          },
        ),
    });
  };
}

/** Un botón de acción: con texto en las tarjetas del teléfono, con ícono y su nombre en un globo en las tablas. */
function Accion(props: {
  nombre: string;
  detalle: string;
  icono: ReactNode;
  iconos: boolean;
  deshabilitada: boolean;
  alPulsar: () => void;
  variant?: string;
  color?: string;
}) {
  const comunes = {
    disabled: props.deshabilitada,
    onClick: props.alPulsar,
    'aria-label': `${props.nombre} ${props.detalle}`,
    variant: props.variant ?? 'filled',
    // Con un color propio, el texto y el ícono van en su tono 9: el de serie no llega al contraste AA.
    ...(props.color ? { color: props.color, ...(props.deshabilitada ? {} : { c: `${props.color}.9` }) } : {}),
  };
  if (!props.iconos) {
    return (
      <Button size="compact-xs" {...comunes}>
        {props.nombre}
      </Button>
    );
  }
  return (
    <Tooltip label={props.nombre}>
      <ActionIcon size="md" {...comunes}>
        {props.icono}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Recibir, Diferir y Cancelar pago de una cuota, habilitados según docs/producto.md#cobros: se cobra o se difiere
 * solo la primera cuota abierta de un préstamo vigente; se cancela el pago de una cuota que tiene uno. Cada botón
 * aparece solo con su permiso: Recibir con `pagos.registrar`, Diferir con `pagos.diferir`, Cancelar pago con
 * `pagos.anular`.
 */
export function AccionesDeCuota({ cuota, iconos = false }: { cuota: Cuota; iconos?: boolean }) {
  const sesion = useSesion();
  const confirmarCancelacion = useConfirmarCancelacionDePago();
  const cobrable = cuota.es_primera_abierta && cuota.adeudado > 0;
  const detalle = `cuota ${cuota.no_cuota} del préstamo ${cuota.codigo_prestamo}`;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {puede(sesion, 'pagos.registrar') && (
        <Accion
          nombre="Recibir"
          detalle={detalle}
          icono={<IconCash size={18} aria-hidden />}
          iconos={iconos}
          deshabilitada={!cobrable}
          alPulsar={() => abrirCobro(cuota.id_pago)}
        />
      )}
      {puede(sesion, 'pagos.diferir') && (
        <Accion
          nombre="Diferir"
          detalle={detalle}
          icono={<IconCalendarTime size={18} aria-hidden />}
          iconos={iconos}
          variant="light"
          deshabilitada={!cobrable}
          alPulsar={() => abrirDiferimiento(cuota)}
        />
      )}
      {puede(sesion, 'pagos.anular') && (
        <Accion
          nombre="Cancelar pago"
          detalle={`de la ${detalle}`}
          icono={<IconArrowBackUp size={18} aria-hidden />}
          iconos={iconos}
          variant="light"
          color="red"
          deshabilitada={cuota.last_detalle_id === null}
          alPulsar={() => confirmarCancelacion(cuota)}
        />
      )}
    </Group>
  );
}
