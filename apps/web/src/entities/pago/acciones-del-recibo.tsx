import { Button, Group } from '@mantine/core';
import { IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { BotonDeWhatsApp } from '../../components/boton-de-whatsapp';
import { enlaceDeWhatsApp } from '../../lib/enlaces';
import { useSesion } from '../../lib/sesion';
import { enlaceDeReciboQuery, imprimirRecibo, imprimirTicket } from './api';
import { type ReciboCompartido, resumenDelRecibo } from './cobro';

/**
 * Lo que se hace con un recibo recién emitido (un cobro o una liquidación): cerrar, enviarlo por WhatsApp al cliente
 * (si tiene teléfono) con el enlace que abre su PDF sin sesión, e imprimirlo en carta y, si la empresa tiene impresora
 * de ticket, en ticket.
 */
export function AccionesDelRecibo({
  recibo,
  telefono,
  alCerrar,
}: {
  recibo: ReciboCompartido & { id_recibo: number };
  telefono: string | null;
  alCerrar: () => void;
}) {
  const empresa = useSesion().empresa;
  // El enlace se pide solo si hay a quién mandarlo; si no se pudo crear, el mensaje va sin él.
  const enlace = useQuery({
    ...enlaceDeReciboQuery(recibo.id_recibo),
    enabled: enlaceDeWhatsApp(telefono) !== null,
  });
  const url = enlace.data ? `${window.location.origin}${enlace.data.ruta}` : null;
  const whatsapp = enlaceDeWhatsApp(
    telefono,
    resumenDelRecibo(recibo, empresa?.nombre_empresa ?? 'Préstamos', url),
  );
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={alCerrar}>
        Cerrar
      </Button>
      {whatsapp && (
        <BotonDeWhatsApp href={enlace.isPending ? undefined : whatsapp} loading={enlace.isPending} />
      )}
      {empresa?.ticket_mm && (
        <Button
          variant="light"
          leftSection={<IconReceipt size={18} aria-hidden />}
          onClick={() => imprimirTicket(recibo.id_recibo, recibo.no_recibo)}
        >
          Imprimir ticket
        </Button>
      )}
      <Button
        leftSection={<IconPrinter size={18} aria-hidden />}
        onClick={() => imprimirRecibo(recibo.id_recibo, recibo.no_recibo)}
      >
        Imprimir recibo
      </Button>
    </Group>
  );
}
