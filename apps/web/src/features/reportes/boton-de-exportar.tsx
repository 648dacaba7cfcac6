import { Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { porcentajeDeProgreso, textoDeProgreso } from './descarga';
import type { Descarga, PedidoDeCsv } from './use-descarga';

/**
 * "Exportar … (CSV)" y, mientras baja, cuánto va recibido: una barra que avanza si se sabe cuántas filas vienen, o
 * animada si no. Mientras hay una descarga, ningún botón de exportar se puede pulsar.
 */
export function BotonDeExportar(props: { etiqueta: string; descarga: Descarga; pedido: PedidoDeCsv }) {
  const { enCurso } = props.descarga;
  const esta = enCurso?.base === props.pedido.base ? enCurso : null;
  const porcentaje = esta ? porcentajeDeProgreso(esta.progreso, esta.esperadas) : null;
  return (
    <Stack gap={4} miw={220}>
      <Button
        variant="default"
        leftSection={esta ? <Loader size={16} aria-hidden /> : <IconDownload size={18} aria-hidden />}
        disabled={enCurso !== null}
        onClick={() => props.descarga.descargar(props.pedido)}
      >
        {props.etiqueta}
      </Button>
      {esta && (
        <div role="status" aria-live="polite">
          <Progress
            value={porcentaje ?? 100}
            striped={porcentaje === null}
            animated={porcentaje === null}
            size="sm"
            aria-label={`Descargando: ${props.etiqueta}`}
          />
          <Group justify="space-between" gap="xs" wrap="nowrap" mt={2}>
            <Text size="xs">{textoDeProgreso(esta.progreso, esta.esperadas)}</Text>
            <Button variant="subtle" size="compact-xs" onClick={props.descarga.cancelar}>
              Cancelar
            </Button>
          </Group>
        </div>
      )}
    </Stack>
  );
}
