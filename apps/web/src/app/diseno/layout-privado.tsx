import { ActionIcon, AppShell, Box, Burger, Group, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { Marca } from '../../components/marca';
import { useSincronizacionDeCobros } from '../../entities/cobro-sin-senal/cola';
import { useConexionEnVivo } from '../../entities/notificacion/use-conexion-en-vivo';
import { ModalesDePago } from '../../entities/pago/modales-de-pago';
import { AvisoDelPlan } from '../../features/empresa/aviso-del-plan';
import { VigilanteDeSesion } from '../../features/sesion/vigilante-de-sesion';
import { useSesion } from '../../lib/sesion';
import { ProveedoresDeLaAplicacion } from '../proveedores-de-la-aplicacion';
import { AvisoVistaDeEmpresa } from './aviso-vista-de-empresa';
import { CampanaDeNotificaciones } from './campana-de-notificaciones';
import { MenuLateral } from './menu-lateral';

/**
 * Área privada: menú lateral plegable (cajón en el teléfono), la campana de notificaciones con el flujo en vivo,
 * avisos de la vista de empresa y del plan, contenido y vigilancia de la inactividad.
 */
export function LayoutPrivado() {
  const [abiertoEnMovil, movil] = useDisclosure(false);
  const [plegado, setPlegado] = useLocalStorage({ key: 'menuPlegado', defaultValue: false });
  const { empresa } = useSesion();
  useConexionEnVivo();
  // La cola de cobros hechos sin señal se envía desde cualquier pantalla del área privada (issue 35).
  useSincronizacionDeCobros();
  return (
    <ProveedoresDeLaAplicacion>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !abiertoEnMovil, desktop: plegado } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" gap="sm" wrap="nowrap">
            <Burger
              opened={abiertoEnMovil}
              onClick={movil.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Abrir menú"
            />
            <Tooltip label={plegado ? 'Mostrar menú' : 'Ocultar menú'}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                visibleFrom="sm"
                onClick={() => setPlegado(!plegado)}
                aria-label={plegado ? 'Mostrar menú' : 'Ocultar menú'}
              >
                {plegado ? (
                  <IconLayoutSidebarLeftExpand aria-hidden />
                ) : (
                  <IconLayoutSidebarLeftCollapse aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
            <Marca tamano={28} />
            {empresa && (
              <Text size="sm" c="dimmed" truncate="end" visibleFrom="xs">
                · {empresa.nombre_empresa}
              </Text>
            )}
            <Box ml="auto">
              <CampanaDeNotificaciones />
            </Box>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar>
          <MenuLateral alNavegar={movil.close} />
        </AppShell.Navbar>
        <AppShell.Main bg="gray.0">
          <AvisoVistaDeEmpresa />
          <AvisoDelPlan />
          <Outlet />
        </AppShell.Main>
        <VigilanteDeSesion />
        <ModalesDePago />
      </AppShell>
    </ProveedoresDeLaAplicacion>
  );
}
