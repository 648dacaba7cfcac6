import { Button, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconPrinter } from '@tabler/icons-react';
import { enlaceDeWhatsApp } from '../../lib/enlaces';
import { useSesion } from '../../lib/sesion';
import { imprimirRecibo } from './api';
import { type ReciboCompartido, resumenDelRecibo } from './cobro';

/**
 * Lo que se hace con un recibo recién emitido (un cobro o una liquidación): cerrar, enviarlo por WhatsApp al cliente
 * (si tiene teléfono) e imprimirlo.
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
  const empresa = useSesion().empresa?.nombre_empresa ?? 'Préstamos';
  const whatsapp = enlaceDeWhatsApp(telefono, resumenDelRecibo(recibo, empresa));
  return (
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
        onClick={() => imprimirRecibo(recibo.id_recibo, recibo.no_recibo)}
      >
        Imprimir recibo
      </Button>
    </Group>
  );
}
