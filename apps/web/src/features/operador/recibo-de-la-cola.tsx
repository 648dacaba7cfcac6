import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { BotonDeWhatsApp } from '../../components/boton-de-whatsapp';
import type { CobroEnCola } from '../../entities/cobro-sin-senal/maquina';
import {
  imprimirReciboDeCola,
  lineasDelRecibo,
  MARCA_PENDIENTE,
  textoDelRecibo,
} from '../../entities/cobro-sin-senal/recibo-provisional';
import { enlaceDeWhatsApp } from '../../lib/enlaces';
import { useSesion } from '../../lib/sesion';

/** El recibo de un cobro de la cola (provisional o ya real), para leerlo, imprimirlo o mandarlo por WhatsApp. */
export function ReciboDeLaCola({ cobro, alCerrar }: { cobro: CobroEnCola; alCerrar?: () => void }) {
  const empresa = useSesion().empresa?.nombre_empresa ?? 'Préstamos';
  const whatsapp = enlaceDeWhatsApp(cobro.telefono, textoDelRecibo(cobro, empresa));
  return (
    <Stack>
      {cobro.recibo ? (
        <Alert color="teal" title="Pago registrado">
          Recibo <b>{cobro.recibo.no_recibo}</b> (antes {cobro.provisional}).
        </Alert>
      ) : (
        <Alert color="orange" title="Pago guardado en el teléfono">
          Recibo provisional <b>{cobro.provisional}</b>: se envía cuando vuelva la señal.
        </Alert>
      )}
      <Paper withBorder p="sm" aria-label="Recibo" ff="monospace">
        {lineasDelRecibo(cobro, empresa).map((l) => (
          <Text
            key={l}
            size="sm"
            fw={l === MARCA_PENDIENTE ? 800 : undefined}
            c={l === MARCA_PENDIENTE ? 'orange.9' : undefined}
          >
            {l}
          </Text>
        ))}
      </Paper>
      <Group justify="flex-end" gap="sm">
        {alCerrar && (
          <Button variant="default" onClick={alCerrar}>
            Cerrar
          </Button>
        )}
        {whatsapp && <BotonDeWhatsApp href={whatsapp} />}
        <Button
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => imprimirReciboDeCola(cobro, empresa)}
        >
          Imprimir
        </Button>
      </Group>
    </Stack>
  );
}
