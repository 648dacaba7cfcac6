import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Cobro } from '@prestamos/contract';
import { formatearPesos } from '@prestamos/domain';
import { IconBrandWhatsapp, IconPrinter } from '@tabler/icons-react';
import { enlaceDeWhatsApp } from '../../lib/enlaces';
import { useSesion } from '../../lib/sesion';
import { InsigniaCuota } from '../prestamo/insignias';
import { imprimirRecibo } from './api';
import { resumenDelRecibo } from './cobro';

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
  const empresa = useSesion().empresa?.nombre_empresa ?? 'Préstamos';
  const whatsapp = enlaceDeWhatsApp(telefono, resumenDelRecibo(cobro, empresa));
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
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={alCerrar}>
          Cerrar
        </Button>
        {whatsapp && (
          <Button
            component="a"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            color="green"
            variant="light"
            leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
          >
            Enviar por WhatsApp
          </Button>
        )}
        <Button
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => imprimirRecibo(cobro.id_recibo, cobro.no_recibo)}
        >
          Imprimir recibo
        </Button>
      </Group>
    </Stack>
  );
}
