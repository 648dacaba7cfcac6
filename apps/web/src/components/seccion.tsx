import { Card, Group, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * Un bloque de una pantalla de cifras (tablero, reportes): tarjeta con su título, que nombra la región para el lector
 * de pantalla, una descripción opcional y sus acciones o su resumen enlazado a la derecha.
 */
export function Seccion(props: {
  titulo: string;
  descripcion?: string;
  acciones?: ReactNode;
  nivel?: 2 | 3;
  children: ReactNode;
}) {
  const id = useId();
  const nivel = props.nivel ?? 2;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id} h="100%">
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <div>
          <Title id={id} order={nivel} size={nivel === 2 ? 'h3' : 'h4'}>
            {props.titulo}
          </Title>
          {props.descripcion && (
            <Text size="sm" c="dimmed">
              {props.descripcion}
            </Text>
          )}
        </div>
        {props.acciones}
      </Group>
      {props.children}
    </Card>
  );
}
