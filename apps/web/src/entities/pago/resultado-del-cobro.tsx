import { Alert, Group, Stack, Text } from '@mantine/core';
import type { Cobro } from '@prestamos/contract';
import { formatearPesos } from '@prestamos/domain';
import { InsigniaCuota } from '../prestamo/insignias';
import { AccionesDelRecibo } from './acciones-del-recibo';

/** El cobro hecho: su recibo, cómo quedó la cuota y el préstamo, y el recibo para imprimir o enviar por WhatsApp. */
export function ResultadoDelCobro({
  cobro,
  telefono,
  alCerrar,
}: {
  cobro: Cobro;
  telefono: string | null;
  alCerrar: () => void;
}) {
  return (
    <Stack>
      <Alert color="teal" title="Pago registrado">
        Recibo <b>{cobro.no_recibo}</b> por {formatearPesos(cobro.total_pagado)}.
      </Alert>
      <Group gap="xs">
        <Text>Cuota {cobro.cuota.no_cuota}:</Text>
        <InsigniaCuota estado={cobro.estado_cuota} />
      </Group>
      <Text>
        {cobro.prestamo_saldado ? (
          <b>El préstamo {cobro.codigo_prestamo} quedó SALDADO.</b>
        ) : (
          <>
            El préstamo {cobro.codigo_prestamo} debe ahora <b>{formatearPesos(cobro.saldo_prestamo)}</b>.
          </>
        )}
      </Text>
      <AccionesDelRecibo recibo={cobro} telefono={telefono} alCerrar={alCerrar} />
    </Stack>
  );
}
