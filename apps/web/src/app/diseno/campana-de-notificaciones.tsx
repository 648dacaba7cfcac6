import { ActionIcon, Group, Indicator, Popover, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { marcarVistas, useEnVivo } from '../../entities/notificacion/almacen-en-vivo';
import { EstadoYLimpiar } from '../../entities/notificacion/estado-de-conexion';
import { contarNoLeidas } from '../../entities/notificacion/historial';
import { ListaDeNotificaciones } from '../../entities/notificacion/lista-de-notificaciones';

/**
 * La campana del encabezado: cuántas llegaron desde la última vez que se abrió y, al abrirla, el mismo historial del
 * centro del tablero, con el estado de la conexión, "Limpiar todo" y quitar una.
 */
export function CampanaDeNotificaciones() {
  const { conexion, notificaciones, visto } = useEnVivo();
  const [abierta, panel] = useDisclosure(false, { onOpen: marcarVistas, onClose: marcarVistas });
  const noLeidas = contarNoLeidas(notificaciones, visto);
  const etiqueta = noLeidas > 0 ? `Notificaciones: ${noLeidas} sin leer` : 'Notificaciones';
  return (
    // La insignia va por fuera: Popover.Target pone aria-expanded y aria-controls a su hijo, que tiene que ser el botón.
    <Indicator
      label={noLeidas > 99 ? '99+' : noLeidas}
      disabled={noLeidas === 0}
      size={18}
      color="red.8"
      offset={6}
    >
      <Popover
        opened={abierta}
        onChange={(v) => (v ? panel.open() : panel.close())}
        position="bottom-end"
        width="min(380px, calc(100vw - 16px))"
        shadow="md"
        withArrow
      >
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={panel.toggle} aria-label={etiqueta}>
            <IconBell aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="sm" role="dialog" aria-label="Notificaciones">
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Text fw={700}>Notificaciones</Text>
            <EstadoYLimpiar conexion={conexion} hay={notificaciones.length > 0} />
          </Group>
          <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto">
            <ListaDeNotificaciones notificaciones={notificaciones} alNavegar={panel.close} />
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
