import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Cobro } from '@prestamos/contract';
import { formatearPesos } from '@prestamos/domain';
import { IconBrandWhatsapp, IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { enlaceDeWhatsApp } from '../../lib/enlaces';
import { useSesion } from '../../lib/sesion';
import { InsigniaCuota } from '../prestamo/insignias';
import { enlaceDeReciboQuery, imprimirRecibo, imprimirTicket } from './api';
import { resumenDelRecibo } from './cobro';

/**
 * El cobro hecho: su recibo, cómo quedó la cuota y el préstamo, y el recibo para imprimir (en carta y, si la empresa
 * tiene impresora de ticket, en ticket) o enviar por WhatsApp con el enlace que lo abre sin sesión.
 */
export function ResultadoDelCobro({
  cobro,
  telefono,
  alCerrar,
}: {
  cobro: Cobro;
  telefono: string | null;
  alCerrar: () => void;
}) {
  const empresa = useSesion().empresa;
  const ticket = empresa?.ticket_mm ?? null;
  // El enlace se pide solo si hay a quién mandarlo; si no se pudo crear, el mensaje va sin él.
  const enlace = useQuery({
    ...enlaceDeReciboQuery(cobro.id_recibo),
    enabled: enlaceDeWhatsApp(telefono) !== null,
  });
  const url = enlace.data ? `${window.location.origin}${enlace.data.ruta}` : null;
  const whatsapp = enlaceDeWhatsApp(
    telefono,
    resumenDelRecibo(cobro, empresa?.nombre_empresa ?? 'Préstamos', url),
  );
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
            href={enlace.isPending ? undefined : whatsapp}
            loading={enlace.isPending}
            target="_blank"
            rel="noopener noreferrer"
            color="green"
            variant="light"
            leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
          >
            Enviar por WhatsApp
          </Button>
        )}
        {ticket && (
          <Button
            variant="light"
            leftSection={<IconReceipt size={18} aria-hidden />}
            onClick={() => imprimirTicket(cobro.id_recibo, cobro.no_recibo)}
          >
            Imprimir ticket
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
