import { Anchor, Box, Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Marca } from '../../components/marca';
import { useSesion } from '../../lib/sesion';
import type { Enlace } from './menu-del-sitio';

// El cajón del teléfono (Drawer trae ScrollArea y floating-ui) baja la primera vez que se abre: /login no lo carga.
const MenuDelSitio = lazy(async () => ({ default: (await import('./menu-del-sitio')).MenuDelSitio }));

const ENLACES: Enlace[] = [
  { ruta: '/sobre', etiqueta: 'Sobre nosotros' },
  { ruta: '/planes', etiqueta: 'Planes' },
  { ruta: '/contacto', etiqueta: 'Contacto' },
];

/**
 * Sitio público: encabezado (sobre, planes, contacto, acceder) y pie (sobre, planes, contacto, privacidad). A quien ya
 * tiene sesión el botón lo lleva a la aplicación en vez de pedirle entrar otra vez.
 */
export function LayoutPublico() {
  const [menuUsado, setMenuUsado] = useState(false);
  const [menuAbierto, menu] = useDisclosure(false, { onOpen: () => setMenuUsado(true) });
  const { token } = useSesion();
  const acceso = token
    ? { ruta: '/app', etiqueta: 'Ir a la aplicación' }
    : { ruta: '/login', etiqueta: 'Acceder' };
  return (
    // Sin AppShell: un encabezado fijo no necesita su barra lateral, sus bordes arrastrables ni su bloqueo del
    // desplazamiento, que /login bajaría sin usar.
    <>
      <Box
        component="header"
        h={64}
        pos="sticky"
        top={0}
        bg="var(--mantine-color-body)"
        style={{
          zIndex: 'var(--mantine-z-index-app)',
          borderBottom: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/home" underline="never" aria-label="Préstamos, ir al inicio">
              <Marca />
            </Anchor>
            <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Sitio">
              {ENLACES.map((e) => (
                <Anchor key={e.ruta} component={NavLink} to={e.ruta} c="dark" fw={500}>
                  {e.etiqueta}
                </Anchor>
              ))}
              <Button component={Link} to={acceso.ruta}>
                {acceso.etiqueta}
              </Button>
            </Group>
            <Burger opened={menuAbierto} onClick={menu.toggle} hiddenFrom="sm" aria-label="Abrir menú" />
          </Group>
        </Container>
      </Box>
      {menuUsado && (
        <Suspense fallback={null}>
          <MenuDelSitio abierto={menuAbierto} alCerrar={menu.close} enlaces={ENLACES} acceso={acceso} />
        </Suspense>
      )}
      <main>
        <Box mih="calc(100vh - 64px - 120px)">
          <Outlet />
        </Box>
        <Box
          component="footer"
          bg="gray.0"
          py="xl"
          mt="xl"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Container size="lg">
            <Group justify="space-between" gap="md">
              <Group gap="lg" component="nav" aria-label="Pie de página">
                {[...ENLACES, { ruta: '/privacidad', etiqueta: 'Privacidad' }].map((e) => (
                  <Anchor key={e.ruta} component={Link} to={e.ruta} c="dark" size="sm">
                    {e.etiqueta}
                  </Anchor>
                ))}
              </Group>
              <Text size="sm" c="dimmed">
                © {new Date().getFullYear()} Préstamos · Hecho en República Dominicana
              </Text>
            </Group>
          </Container>
        </Box>
      </main>
    </>
  );
}
