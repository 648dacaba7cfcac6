import { Card, Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PermisoItem } from '@prestamos/contract';

interface Props {
  catalogo: PermisoItem[];
  seleccionados: string[];
  /** Permisos que ya vienen del rol: se ven marcados y no se tocan aquí. */
  heredados?: string[];
  editable: boolean;
  alCambiar: (seleccionados: string[]) => void;
}

/** Casillas de permisos agrupadas por módulo (Clientes, Préstamos, Caja...). */
export function PermisosPorModulo({ catalogo, seleccionados, heredados = [], editable, alCambiar }: Props) {
  const modulos = [...new Map(catalogo.map((p) => [p.modulo, p.modulo_nombre])).entries()];
  const alternar = (codigo: string, marcado: boolean) =>
    alCambiar(marcado ? [...seleccionados, codigo] : seleccionados.filter((c) => c !== codigo));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {modulos.map(([modulo, nombre]) => (
        <Card key={modulo} withBorder padding="sm">
          <Text fw={700} mb="xs">
            {nombre}
          </Text>
          <Stack gap={8}>
            {catalogo
              .filter((p) => p.modulo === modulo)
              .map((p) => {
                const heredado = heredados.includes(p.codigo);
                return (
                  <Checkbox
                    key={p.codigo}
                    label={heredado ? `${p.nombre} (por rol)` : p.nombre}
                    description={p.codigo}
                    checked={heredado || seleccionados.includes(p.codigo)}
                    disabled={!editable || heredado}
                    onChange={(e) => alternar(p.codigo, e.currentTarget.checked)}
                  />
                );
              })}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
