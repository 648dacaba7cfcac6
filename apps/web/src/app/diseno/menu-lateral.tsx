import { Avatar, Box, Divider, Group, NavLink, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { ROLES } from '@prestamos/domain';
import { IconBuildingBank } from '@tabler/icons-react';
import { NavLink as EnlaceDeRuta } from 'react-router';
import { BotonCerrarSesion } from '../../components/boton-cerrar-sesion';
import { type Sesion, useSesion } from '../../lib/sesion';
import { type ItemDeMenu, MENU_ADMINISTRACION, MENU_CUENTA, MENU_PRINCIPAL } from '../menu';

function nombreDeRol(codigo: string): string {
  return ROLES.find((r) => r.codigo === codigo.toUpperCase())?.nombre ?? codigo;
}

/** Logo, nombre y código de la empresa, según sus preferencias. */
function CabeceraDeEmpresa({ sesion }: { sesion: Sesion }) {
  const empresa = sesion.empresa;
  const pref = empresa?.preferencias;
  if (!empresa) return null;
  return (
    <Group gap="sm" wrap="nowrap" px="xs" py="sm">
      {pref?.show_logo !== false &&
        (empresa.logo_url ? (
          <Avatar src={empresa.logo_url} alt={`Logo de ${empresa.nombre_empresa}`} radius="md" size={44} />
        ) : (
          <ThemeIcon size={44} radius="md" variant="light">
            <IconBuildingBank size={26} aria-hidden />
          </ThemeIcon>
        ))}
      <Box style={{ minWidth: 0 }}>
        {/* En dos renglones si hace falta: cortado con "…", el nombre de la empresa no se leía entero. */}
        {pref?.show_name !== false && (
          <Text fw={700} lh={1.2} lineClamp={2} title={empresa.nombre_empresa}>
            {empresa.nombre_empresa}
          </Text>
        )}
        {pref?.show_code_under_logo && (
          <Text size="xs" c="dimmed">
            empresa {empresa.rnc}
          </Text>
        )}
      </Box>
    </Group>
  );
}

function Enlaces({
  items,
  sesion,
  alNavegar,
}: {
  items: ItemDeMenu[];
  sesion: Sesion;
  alNavegar: () => void;
}) {
  return items
    .filter((i) => i.visible(sesion))
    .map((i) => (
      <NavLink
        key={i.ruta}
        component={EnlaceDeRuta}
        to={i.ruta}
        end={i.exacta}
        label={i.etiqueta}
        leftSection={<i.icono size={20} aria-hidden />}
        onClick={alNavegar}
        // Renglones algo más bajos en la pantalla ancha: a 1280×800 el menú de un administrador (o de soporte) cabe
        // entero, sin desplazarse por dentro; en el teléfono conservan el alto cómodo para el dedo.
        py={{ base: 8, sm: 5 }}
      />
    ));
}

export function MenuLateral({ alNavegar }: { alNavegar: () => void }) {
  const sesion = useSesion();
  const user = sesion.user;
  const administracion = MENU_ADMINISTRACION.filter((i) => i.visible(sesion));
  const nombre = [user?.nombres, user?.apellidos].filter(Boolean).join(' ') || user?.usuario;
  return (
    <>
      <CabeceraDeEmpresa sesion={sesion} />
      <Divider />
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Box component="nav" aria-label="Menú principal" py="xs">
          <Enlaces items={MENU_PRINCIPAL} sesion={sesion} alNavegar={alNavegar} />
          {administracion.length > 0 && (
            <>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={4}>
                Administración
              </Text>
              <Enlaces items={administracion} sesion={sesion} alNavegar={alNavegar} />
            </>
          )}
          <Enlaces items={MENU_CUENTA} sesion={sesion} alNavegar={alNavegar} />
        </Box>
      </ScrollArea>
      <Divider />
      <Stack gap={6} p="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar radius="xl" color="marca" name={nombre} />
          <Box style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate="end">
              {nombre}
            </Text>
            <Text size="xs" c="dimmed">
              {nombreDeRol(user?.rol ?? '')}
            </Text>
          </Box>
        </Group>
        <BotonCerrarSesion />
      </Stack>
    </>
  );
}
