import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Prestamo } from '@prestamos/contract';
import { centavosAPesos, formatearPesos, pesosACentavos } from '@prestamos/domain';
import { useState } from 'react';
import { EntradaConTope, errorDeTope, formatoPorcentaje, type Tope } from '../../components/entrada-con-tope';
import { AccionesDelRecibo } from '../../entities/pago/acciones-del-recibo';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { useLiquidar } from './api';

/**
 * Descuento de la liquidación (docs/producto.md#prestamos): por monto, entre 0 y lo adeudado; por porcentaje, entre 0
 * y 100 y redondeado al centavo.
 */
export function descuentoDeLiquidacion(
  adeudado: number,
  modo: 'monto' | 'porcentaje',
  valor: number,
): number {
  const adeudadoCentavos = pesosACentavos(adeudado);
  const centavos =
    modo === 'monto'
      ? pesosACentavos(Math.min(Math.max(valor, 0), adeudado))
      : Math.round((adeudadoCentavos * Math.min(Math.max(valor, 0), 100)) / 100);
  return centavosAPesos(Math.min(centavos, adeudadoCentavos));
}

export function ModalLiquidar({
  prestamo,
  abierto,
  alCerrar,
}: {
  prestamo: Prestamo;
  abierto: boolean;
  alCerrar: () => void;
}) {
  const liquidar = useLiquidar(prestamo.id_prestamo);
  const [modo, setModo] = useState<'monto' | 'porcentaje'>('monto');
  const [valor, setValor] = useState<number>(0);
  const [observacion, setObservacion] = useState('');
  const tope: Tope =
    modo === 'monto'
      ? { min: 0, max: prestamo.monto_adeudado, formato: formatearPesos }
      : { min: 0, max: 100, formato: formatoPorcentaje };
  const fueraDeTope = errorDeTope(valor, tope) !== null;
  const descuento = descuentoDeLiquidacion(prestamo.monto_adeudado, modo, valor);
  const total = centavosAPesos(pesosACentavos(prestamo.monto_adeudado) - pesosACentavos(descuento));

  const confirmar = () =>
    modals.openConfirmModal({
      title: 'Confirmar liquidación',
      children: (
        <Text size="sm">
          Se cobrarán <b>{formatearPesos(total)}</b>
          {descuento > 0 && ` (descuento de ${formatearPesos(descuento)})`} y el préstamo{' '}
          {prestamo.codigo_prestamo} quedará SALDADO. ¿Continuar?
        </Text>
      ),
      labels: { confirm: 'Liquidar', cancel: 'Volver' },
      onConfirm: () =>
        liquidar.mutate(
          { descuento, observacion },
          {
            onError: (error) => notificar.error(mensajeDe(error, 'No se pudo liquidar el préstamo')),
          },
        ),
    });

  if (liquidar.data) {
    const r = liquidar.data;
    return (
      // Ancho como el del cobro: sus tres botones caben en una línea.
      <Modal opened={abierto} onClose={alCerrar} title={`Liquidar ${prestamo.codigo_prestamo}`} size="lg">
        <Stack>
          <Alert color="teal" title="Préstamo liquidado">
            Recibo <b>{r.no_recibo}</b> por {formatearPesos(r.total_pagado)}
            {r.descuento > 0 && ` (descuento de ${formatearPesos(r.descuento)})`}.
          </Alert>
          <Text>
            <b>El préstamo {prestamo.codigo_prestamo} quedó SALDADO.</b>
          </Text>
          <AccionesDelRecibo
            recibo={{
              ...r,
              codigo_prestamo: prestamo.codigo_prestamo,
              prestamo_saldado: true,
              saldo_prestamo: 0,
            }}
            telefono={prestamo.telefono}
            alCerrar={alCerrar}
          />
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened={abierto} onClose={alCerrar} title={`Liquidar ${prestamo.codigo_prestamo}`}>
      <Stack>
        <Alert variant="light">
          Adeudado hoy: <b>{formatearPesos(prestamo.monto_adeudado)}</b> (capital pendiente{' '}
          {formatearPesos(prestamo.capital_pendiente)}).
        </Alert>
        <SegmentedControl
          value={modo}
          onChange={(v) => {
            setModo(v as 'monto' | 'porcentaje');
            setValor(0);
          }}
          data={[
            { value: 'monto', label: 'Descuento en RD$' },
            { value: 'porcentaje', label: 'Descuento en %' },
          ]}
        />
        <EntradaConTope
          label={modo === 'monto' ? 'Descuento (RD$)' : 'Descuento (%)'}
          value={valor}
          onChange={(v) => setValor(Number(v) || 0)}
          tope={tope}
          decimalScale={2}
          thousandSeparator=","
        />
        <Textarea
          label="Observación"
          value={observacion}
          onChange={(e) => setObservacion(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group justify="space-between">
          <Text>
            Total a pagar: <b data-testid="total-liquidacion">{fueraDeTope ? '—' : formatearPesos(total)}</b>
          </Text>
          <Button onClick={confirmar} loading={liquidar.isPending} disabled={fueraDeTope}>
            Liquidar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
