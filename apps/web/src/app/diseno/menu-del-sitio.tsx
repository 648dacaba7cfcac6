import { Anchor, Button, Drawer, Stack } from '@mantine/core';
import { Link } from 'react-router';

export interface Enlace {
  ruta: string;
  etiqueta: string;
}

/** El menú del sitio público en el teléfono: un cajón con los enlaces y el acceso. */
export function MenuDelSitio({
  abierto,
  alCerrar,
  enlaces,
  acceso,
}: {
  abierto: boolean;
  alCerrar: () => void;
  enlaces: Enlace[];
  acceso: Enlace;
}) {
  return (
    <Drawer opened={abierto} onClose={alCerrar} title="Menú" position="right" size="xs" hiddenFrom="sm">
      <Stack component="nav" aria-label="Sitio">
        {enlaces.map((e) => (
          <Anchor key={e.ruta} component={Link} to={e.ruta} onClick={alCerrar} size="lg" c="dark">
            {e.etiqueta}
          </Anchor>
        ))}
        <Button component={Link} to={acceso.ruta} onClick={alCerrar}>
          {acceso.etiqueta}
        </Button>
      </Stack>
    </Drawer>
  );
}
